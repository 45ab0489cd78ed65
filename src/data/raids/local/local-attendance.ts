import { findRaid } from '../../../domain/raids/find-raids';
import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import { raiderKey } from '../../../domain/accounts/raider-key';
import { assertOfficer } from '../../../domain/accounts/account-rules';
import {
  assertAttendanceOpen,
  attendanceSheet,
  endedRaids,
  firstRaidStarts,
  guildAttendance,
  parseAttendanceEntries,
  parseAttendanceWeeks,
  raiderAttendance,
  type AttendanceData,
} from '../../../domain/raids/attendance';
import { attendanceMessages, attendanceWeeks, type AttendanceSheet } from '../../../domain/raids/attendance-terms';
import { scheduleFromConfig } from '../../../domain/schedule/guild-schedule';
import type { LocalData } from './local-data';
import { localOfficerWrite, type LocalOfficerOptions } from './local-officer-write';

/**
 * Attendance on this device, with the same rules as the server: each raider's figure, the guild table
 * and a raid leader's sheets (the demo's officer mode). A chunk of its own, loaded when a page asks.
 */
export function createLocalAttendance(options: LocalOfficerOptions) {
  const officerWrite = localOfficerWrite(options);
  const sheetOf = (data: LocalData, raid: NonNullable<ReturnType<typeof findRaid>>): AttendanceSheet =>
    attendanceSheet(
      { signups: data.signups, records: data.attendance ?? [], decisions: data.decisions ?? [], absences: data.absences },
      raid,
    );
  const scheduleOf = (data: LocalData) => data.schedule ?? scheduleFromConfig(options.config());
  /** What attendance reads for the raids that ended in the last `weeks` weeks (cancelled nights left out). */
  const attendanceData = (data: LocalData, weeks: number): AttendanceData => {
    const kept = scheduleOf(data);
    const raids = endedRaids(options.config(), kept, weeks, options.now());
    const records = data.attendance ?? [];
    return {
      raids,
      signups: data.signups,
      records,
      decisions: data.decisions ?? [],
      absences: data.absences,
      firstRaidStart: firstRaidStarts([...data.signups, ...records], (raidId) => findRaid(options.config(), raidId, kept)?.startUtc),
    };
  };
  const raidOrThrow = (data: LocalData, raidId: string) => {
    const raid = findRaid(options.config(), raidId, scheduleOf(data));
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  };
  return {
    raiderAttendance(token: string) {
      const data = options.store.read();
      return raiderAttendance(attendanceData(data, attendanceWeeks), options.accountOf(data, token).nickname, attendanceWeeks);
    },
    guildAttendance(token: string, weeks: unknown) {
      const data = options.store.read();
      options.accountOf(data, token);
      const checked = parseAttendanceWeeks(weeks);
      if (checked === null) throw new RaidApiError('invalid', raidApiMessages.invalid, { weeks: attendanceMessages.badWeeks });
      return guildAttendance(attendanceData(data, checked));
    },
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
