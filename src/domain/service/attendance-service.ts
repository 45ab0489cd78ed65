import { assertOfficer } from '../accounts/account-rules';
import { raiderKey } from '../accounts/raider-key';
import { validOrThrow } from '../raid-api-error';
import { validate } from '../input-schema';
import {
  assertAttendanceOpen,
  attendanceSheet,
  endedRaids,
  firstRaidStarts,
  guildAttendance,
  attendanceWeeksSchema,
  parseAttendanceEntries,
  raiderAttendance,
  type AttendanceData,
} from '../raids/attendance';
import { attendanceDetail, attendanceWeeks, type AttendanceSheet } from '../raids/attendance-terms';
import { findRaid } from '../raids/find-raids';
import type { RaidInstance } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

/** Attendance: each raider's figure, the guild table and the raid leader's sheets. */
export function attendanceService({ store, config, now, schedule, raidOrThrow, absencesFor, officerWrite }: GuildContext) {
  /** What attendance reads for the raids that ended in the last `weeks` weeks (cancelled nights left out). */
  function attendanceData(weeks: number): AttendanceData {
    const kept = schedule();
    const raids = endedRaids(config(), kept, weeks, now());
    const ids = raids.map((raid) => raid.id);
    const starts = new Map<string, string | undefined>();
    const startOf = (raidId: string) => {
      if (!starts.has(raidId)) starts.set(raidId, findRaid(config(), raidId, kept)?.startUtc);
      return starts.get(raidId);
    };
    return {
      raids,
      signups: store.signups.forRaids(ids),
      records: store.attendance.forRaids(ids),
      decisions: store.decisions.forRaids(ids),
      absences: absencesFor(raids),
      firstRaidStart: firstRaidStarts([...store.signups.answered(), ...store.attendance.everyone()], startOf),
    };
  }

  const sheetOf = (raid: RaidInstance): AttendanceSheet =>
    attendanceSheet(
      {
        signups: store.signups.forRaids([raid.id]),
        records: store.attendance.forRaids([raid.id]),
        decisions: store.decisions.forRaids([raid.id]),
        absences: absencesFor([raid]),
      },
      raid,
    );

  return {
    /** The raider's own figure over the last weeks (the overview). */
    attendance: (actor: Actor) => raiderAttendance(attendanceData(attendanceWeeks), actor.nickname, attendanceWeeks),

    /** Every raider's figure over the last `weeks` weeks (4, 8 or 12): the guild table. */
    guildAttendance(rawWeeks: unknown) {
      return guildAttendance(attendanceData(validOrThrow(validate(attendanceWeeksSchema, rawWeeks, 'weeks'))));
    },

    /** Officers: one raid's sheet, recorded marks or suggestions from the answers. */
    attendanceSheet(actor: Actor, raidId: string): AttendanceSheet {
      assertOfficer(actor.role);
      return sheetOf(raidOrThrow(raidId));
    },

    /**
     * Officers: records marks for a raid between its start and 7 days after, in one write with its audit
     * entry. Throws `locked` outside that time, `invalid` for a bad entry (nothing written).
     */
    recordAttendance: (actor: Actor, raidId: string, rawInput: unknown): AttendanceSheet =>
      officerWrite(actor, (at) => {
        const raid = raidOrThrow(raidId);
        assertAttendanceOpen(raid, at);
        const entries = parseAttendanceEntries(rawInput, sheetOf(raid));
        for (const entry of entries) {
          const record = { raidId: raid.id, raider: entry.nickname, attendance: entry.attendance, recordedBy: actor.nickname };
          store.attendance.save({ ...record, recordedAt: at.toISOString() }, raiderKey(entry.nickname));
        }
        return {
          result: sheetOf(raid),
          action: 'attendance-recorded',
          target: raid.id,
          detail: attendanceDetail(entries),
        };
      }),
  };
}

export type AttendanceService = ReturnType<typeof attendanceService>;
