import type { Database } from 'better-sqlite3';
import type { AttendanceMark, AttendanceRecord } from '../../src/domain/raids/attendance-terms';

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
export function createAttendanceStore(db: Database) {
  const forRaids = db.prepare<[string], AttendanceRow>('SELECT * FROM attendance WHERE raid_id IN (SELECT value FROM json_each(?))');
  const all = db.prepare<[], Pick<AttendanceRow, 'raid_id' | 'raider'>>('SELECT raid_id, raider FROM attendance');
  const upsert = db.prepare<[string, string, string, AttendanceMark, string, string]>(`
    INSERT INTO attendance (raid_id, raider_key, raider, attendance, recorded_by, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (raid_id, raider_key) DO UPDATE SET raider = excluded.raider, attendance = excluded.attendance,
      recorded_by = excluded.recorded_by, recorded_at = excluded.recorded_at`);
  return {
    /** The records of several raids, in one query. */
    forRaids: (raidIds: readonly string[]): AttendanceRecord[] => forRaids.all(JSON.stringify(raidIds)).map(recordOf),
    /** Which raider was recorded on which raid, every raid ever (where counting starts). */
    everyone: (): Array<{ raidId: string; raider: string }> => all.all().map((row) => ({ raidId: row.raid_id, raider: row.raider })),
    save(record: AttendanceRecord, raiderKey: string): void {
      upsert.run(record.raidId, raiderKey, record.raider, record.attendance, record.recordedBy, record.recordedAt);
    },
  };
}
