import { assertOfficer } from '../accounts/account-rules';
import { raiderKey } from '../accounts/raider-key';
import { validOrThrow } from '../raid-api-error';
import { validate } from '../input-schema';
import {
  assertAttendanceOpen,
  attendanceSheet,
  benchCounts,
  endedRaids,
  firstRaidStarts,
  guildAttendance,
  attendanceWeeksSchema,
  parseAttendanceEntries,
  raiderAttendance,
  type AttendanceData,
} from '../raids/attendance';
import { attendanceDetail, attendanceWeeks, type AttendanceRow, type AttendanceSheet } from '../raids/attendance-terms';
import { fromAbsence } from '../raids/absences';
import { findRaid, raidsInRange } from '../raids/find-raids';
import { standingCovers } from '../raids/effective-answers';
import type { RaidInstance } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

/** The raiders' own answers, explicit or standing (`answersFor`), without those an absence makes. */
const ownAnswersReader =
  ({ answersFor }: GuildContext) =>
  (raids: readonly RaidInstance[]) =>
    answersFor(raids).filter((signup) => !fromAbsence(signup));

/**
 * What attendance reads for the raids that ended in the `weeks` weeks before `at` (cancelled nights left
 * out): the guild table, the raider's figure and the fair-bench suggestion read the same data.
 */
export function attendanceReader(context: GuildContext) {
  const { store, config, schedule, absencesFor } = context;
  const ownAnswers = ownAnswersReader(context);

  /**
   * Where each standing answer starts to count, as if the raider answered it: the first night it stands
   * for (a raider whose only answers are standing ones is counted too).
   */
  function standingTouches() {
    const kept = schedule();
    const standing = store.standing.forSeries(kept.series.map((series) => series.id));
    return standing.flatMap((one) => {
      const from = one.since;
      const to = new Date(Date.parse(one.since) + 15 * 86_400_000).toISOString();
      const first = raidsInRange(config(), { from, to }, kept).find((raid) => standingCovers(one, raid));
      return first ? [{ raidId: first.id, raider: one.raider }] : [];
    });
  }

  return (weeks: number, at: Date): AttendanceData => {
    const kept = schedule();
    const raids = endedRaids(config(), kept, weeks, at);
    const ids = raids.map((raid) => raid.id);
    const starts = new Map<string, string | undefined>();
    const startOf = (raidId: string) => {
      if (!starts.has(raidId)) starts.set(raidId, findRaid(config(), raidId, kept)?.startUtc);
      return starts.get(raidId);
    };
    return {
      raids,
      signups: ownAnswers(raids),
      records: store.attendance.forRaids(ids),
      decisions: store.decisions.forRaids(ids),
      absences: absencesFor(raids),
      firstRaidStart: firstRaidStarts([...store.signups.answered(), ...store.attendance.everyone(), ...standingTouches()], startOf),
    };
  };
}

/**
 * What the fair-bench suggestion reads of the `weeks` weeks before `at`: per raider key, the nights on the
 * bench (`benchCounts`), and the attendance table over the same raids (`guildAttendance`).
 */
export function benchHistoryReader(context: GuildContext) {
  const read = attendanceReader(context);
  return (weeks: number, at: Date): { benched: Map<string, number>; attendance: AttendanceRow[] } => {
    const data = read(weeks, at);
    return { benched: benchCounts(data), attendance: guildAttendance(data) };
  };
}

/** One raid's attendance sheet: each raider's recorded mark, else the one suggested from the answers. */
export function attendanceSheetReader(context: GuildContext): (raid: RaidInstance) => AttendanceSheet {
  const { store, absencesFor } = context;
  const ownAnswers = ownAnswersReader(context);
  return (raid) =>
    attendanceSheet(
      {
        signups: ownAnswers([raid]),
        records: store.attendance.forRaids([raid.id]),
        decisions: store.decisions.forRaids([raid.id]),
        absences: absencesFor([raid]),
      },
      raid,
    );
}

/** Attendance: each raider's figure, the guild table and the raid leader's sheets. */
export function attendanceService(context: GuildContext) {
  const { store, now, raidOrThrow, officerWrite } = context;
  const read = attendanceReader(context);
  const attendanceData = (weeks: number) => read(weeks, now());
  const sheetOf = attendanceSheetReader(context);

  return {
    /** The raider's own figure over the last weeks (the overview). */
    attendance: (actor: Actor) => raiderAttendance(attendanceData(attendanceWeeks), actor.nickname, attendanceWeeks),

    /** Every raider's figure over the last `weeks` weeks (4, 8 or 12; 4 when not said): the guild table, for any raider. */
    guildAttendance(_raider: Actor, rawWeeks: unknown = attendanceWeeks) {
      return guildAttendance(attendanceData(validOrThrow(validate(attendanceWeeksSchema, rawWeeks, 'weeks'))));
    },

    /** Officers: one raid's sheet, recorded marks or suggestions from the answers. */
    attendanceSheet(actor: Actor, raidId: string): AttendanceSheet {
      assertOfficer(actor.role);
      return sheetOf(raidOrThrow(raidId));
    },

    /**
     * Officers: records marks for a raid between its start and 7 days after, in one write with its audit
     * entry: of the sheet's raiders, and of any raider of the guild who played without answering (then
     * on the sheet from then on). Throws `locked` outside that time, `invalid` for a bad entry (nothing written).
     */
    recordAttendance: (actor: Actor, raidId: string, rawInput: unknown): AttendanceSheet =>
      officerWrite(actor, (at) => {
        const raid = raidOrThrow(raidId);
        assertAttendanceOpen(raid, at);
        const members = store.accounts.all().map((account) => account.nickname);
        const entries = parseAttendanceEntries(rawInput, sheetOf(raid), members);
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
