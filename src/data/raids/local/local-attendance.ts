import { findRaid } from '../find-raids';
import { RaidApiError, raidApiMessages } from '../raid-api-error';
import { raiderKey } from '../raider-key';
import { assertOfficer } from '../account-rules';
import { assertAttendanceOpen, attendanceSheet, parseAttendanceEntries, type AttendanceSheet } from '../attendance';
import { scheduleFromConfig } from '../../schedule/guild-schedule';
import type { LocalData } from './local-data';
import { localOfficerWrite, type LocalOfficerOptions } from './local-officer-write';

/**
 * A raid leader's attendance sheets on this device (the demo's officer mode), with the same rules as
 * the server. A chunk of its own, loaded when an officer opens a sheet.
 */
export function createLocalAttendance(options: LocalOfficerOptions) {
  const officerWrite = localOfficerWrite(options);
  const sheetOf = (data: LocalData, raid: NonNullable<ReturnType<typeof findRaid>>): AttendanceSheet =>
    attendanceSheet(
      { signups: data.signups, records: data.attendance ?? [], decisions: data.decisions ?? [], absences: data.absences },
      raid,
    );
  const raidOrThrow = (data: LocalData, raidId: string) => {
    const raid = findRaid(options.config(), raidId, data.schedule ?? scheduleFromConfig(options.config()));
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  };
  return {
    attendanceSheet(token: string, raidId: string): AttendanceSheet {
      const data = options.store.read();
      assertOfficer(options.accountOf(data, token).role);
      return sheetOf(data, raidOrThrow(data, raidId));
    },
    recordAttendance: (token: string, raidId: string, input: unknown): AttendanceSheet =>
      officerWrite(token, (data, _schedule, at) => {
        const raid = raidOrThrow(data, raidId);
        assertAttendanceOpen(raid, at);
        const entries = parseAttendanceEntries(input, sheetOf(data, raid));
        const changed = new Set(entries.map((entry) => raiderKey(entry.nickname)));
        const kept = (data.attendance ?? []).filter((record) => !(record.raidId === raid.id && changed.has(raiderKey(record.raider))));
        data.attendance = [
          ...kept,
          ...entries.map((entry) => ({
            raidId: raid.id,
            raider: entry.nickname,
            attendance: entry.attendance,
            recordedBy: options.accountOf(data, token).nickname,
            recordedAt: at.toISOString(),
          })),
        ];
        return {
          result: sheetOf(data, raid),
          action: 'attendance-recorded',
          target: raid.id,
          detail: entries.map((entry) => `${entry.nickname}: ${entry.attendance}`).join(', '),
        };
      }),
  };
}
