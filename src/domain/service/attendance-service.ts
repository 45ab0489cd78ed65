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
import {
  assertReportOfRaid,
  compareRaidLog,
  plannedPlace,
  type LoggedCharacter,
  type RaidLogComparison,
  type RaidLogReport,
} from '../raids/raid-log';
import type { Character } from '../characters/character-types';
import type { RaidInstance } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

const loggedFields = ({ name, realm, main }: Character): Omit<LoggedCharacter, 'nickname'> =>
  realm ? { name, realm, main } : { name, main };

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

  /**
   * What the log is matched against: every character of the sheet's raiders, and the main of every other
   * raider (someone who played without answering is found by their main).
   */
  function charactersFor(nicknames: readonly string[]): LoggedCharacter[] {
    const onSheet = new Set(nicknames.map(raiderKey));
    const own = nicknames.flatMap((nickname) =>
      store.characters.forRaider(raiderKey(nickname)).map((character) => ({ nickname, ...loggedFields(character) })),
    );
    const others = store.characters.mains().flatMap(({ raiderKey: key, character }) => {
      const nickname = onSheet.has(key) ? undefined : store.accounts.byKey(key)?.nickname;
      return nickname ? [{ nickname, ...loggedFields(character) }] : [];
    });
    return [...own, ...others];
  }

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
     * Officers, before a raid's log is fetched: throws as `compareWithLog` would for the raid itself (not
     * an officer, no such raid, outside the time attendance is recorded), so no report is fetched in vain.
     */
    assertLogImportOpen(actor: Actor, raidId: string): void {
      assertOfficer(actor.role);
      assertAttendanceOpen(raidOrThrow(raidId), now());
    },

    /**
     * Officers: the raid's plan (its sheet's places) against its log, between its start and 7 days after.
     * Throws `invalid` (field `report`) for a report of another night or without fights.
     */
    compareWithLog(actor: Actor, raidId: string, report: RaidLogReport): RaidLogComparison {
      assertOfficer(actor.role);
      const raid = raidOrThrow(raidId);
      assertAttendanceOpen(raid, now());
      assertReportOfRaid(report, raid, config().timezone);
      const plan = sheetOf(raid).entries.map((entry) => ({ nickname: entry.nickname, planned: plannedPlace(entry.place) }));
      return compareRaidLog({
        plan,
        characters: charactersFor(plan.map((entry) => entry.nickname)),
        report,
        lateAfterMinutes: config().lateAfterMinutes,
      });
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
