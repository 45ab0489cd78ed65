import type { Database } from 'better-sqlite3';
import type { AttendanceMark, AttendanceRecord } from '../../src/domain/raids/attendance-terms';
import type { GuildStore, RaidTouch } from '../../src/domain/service';

interface AttendanceRow {
  raid_id: string;
  raider: string;
  attendance: AttendanceMark;
  recorded_by: string;
  recorded_at: string;
}

const recordOf = (row: AttendanceRow): AttendanceRecord => ({
  raidId: row.raid_id,
  raider: row.raider,
  attendance: row.attendance,
  recordedBy: row.recorded_by,
  recordedAt: row.recorded_at,
});

/** SQL for recorded attendance: one mark per raid and raider (by `raiderKey`), replaced on a new record. */
export function createAttendanceStore(db: Database): GuildStore['attendance'] {
  const forRaids = db.prepare<[string], AttendanceRow>('SELECT * FROM attendance WHERE raid_id IN (SELECT value FROM json_each(?))');
  const all = db.prepare<[], RaidTouch>('SELECT raid_id AS raidId, raider FROM attendance');
  const upsert = db.prepare<[string, string, string, AttendanceMark, string, string]>(`
    INSERT INTO attendance (raid_id, raider_key, raider, attendance, recorded_by, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (raid_id, raider_key) DO UPDATE SET raider = excluded.raider, attendance = excluded.attendance,
      recorded_by = excluded.recorded_by, recorded_at = excluded.recorded_at`);
  return {
    forRaids: (raidIds) => forRaids.all(JSON.stringify(raidIds)).map(recordOf),
    everyone: () => all.all(),
    save(record, raiderKey) {
      upsert.run(record.raidId, raiderKey, record.raider, record.attendance, record.recordedBy, record.recordedAt);
    },
  };
}
