import * as v from 'valibot';
import type { GuildSchedule, RaidInstance } from '../schedule';
import type { ScheduleConfig } from '../schedule/generate-raids';
import { raidsInRange } from './find-raids';
import { absenceCovers, type Absence } from './absences';
import { RaidApiError, invalidFields } from '../raid-api-error';
import { inputObject } from '../input-schema';
import { raiderKey } from '../accounts/raider-key';
import {
  attendanceMarks,
  attendanceMessages,
  attendanceRecordDays,
  attendanceWindows,
  type AttendanceMark,
  type AttendanceRecord,
  type AttendanceRow,
  type AttendanceSheet,
  type AttendanceSheetEntry,
  type RaidPlace,
} from './attendance-terms';
import { buildRoster } from './roster';
import { standingOf } from './placement';
import { isComing, type Attendance, type RosterDecision, type Signup, type SignupStatus } from './signup-types';

/** What one raid means for one raider's figure: counted and attended, counted only, or not counted. */
export type RaidOutcome = 'attended' | 'missed' | 'not-counted';

/** The facts about one raider on one raid that the rule reads. */
export interface RaidFacts {
  /** The officer's mark, when recorded. */
  recorded?: AttendanceMark;
  /** The raider's own answer (not one made by an absence). */
  answer?: SignupStatus;
  /** An officer benched the raider (roster decision). */
  benched?: boolean;
  /** An absence covering the night was entered before the raid started. */
  excusedByAbsence?: boolean;
}

/** The rule in one place: what one raid counts as, for one raider (see `attendanceRule`). */
export function raidOutcome(facts: RaidFacts): RaidOutcome {
  if (facts.recorded) {
    if (facts.recorded === 'present' || facts.recorded === 'late') return 'attended';
    return facts.recorded === 'absent' ? 'missed' : 'not-counted';
  }
  if (facts.answer && isComing(facts.answer)) return facts.benched ? 'not-counted' : 'attended';
  if (facts.benched || facts.excusedByAbsence) return 'not-counted';
  return 'missed';
}

/**
 * The mark an officer's sheet suggests before anything is recorded: present (or late) only for a raider
 * who had a place in the roster; the reserve and the bench were ready but not needed.
 */
export function suggestedMark(facts: Omit<RaidFacts, 'recorded'>, place: RaidPlace | undefined): AttendanceMark {
  if (facts.benched || place === 'reserve' || place === 'bench') return 'bench';
  if (place === 'roster' && facts.answer === 'accepted') return 'present';
  if (place === 'roster' && facts.answer === 'late') return 'late';
  if (facts.excusedByAbsence) return 'excused';
  return 'absent';
}

/** Everything the rule reads for a set of raids, as the adapters load it. */
export interface AttendanceData {
  /** Raids that ended, none cancelled, sorted by start. */
  raids: readonly RaidInstance[];
  /** The raiders' own answers, explicit or standing (never those an absence makes), for these raids or any other. */
  signups: readonly Signup[];
  records: readonly AttendanceRecord[];
  decisions: readonly RosterDecision[];
  absences: readonly Absence[];
  /**
   * Per raider key, the start (ISO) of the first raid the raider ever answered or was recorded on:
   * counting starts there. A raider without one is not counted at all.
   */
  firstRaidStart: ReadonlyMap<string, string>;
}

/** The facts of one raider on one raid, from the loaded data. */
export function raidFacts(data: Omit<AttendanceData, 'raids' | 'firstRaidStart'>, raid: RaidInstance, key: string): RaidFacts {
  const facts: RaidFacts = {};
  const record = data.records.find((one) => one.raidId === raid.id && raiderKey(one.raider) === key);
  if (record) facts.recorded = record.attendance;
  const answer = data.signups.find((one) => one.raidId === raid.id && raiderKey(one.raider) === key);
  if (answer) facts.answer = answer.status;
  if (data.decisions.some((one) => one.raidId === raid.id && raiderKey(one.raider) === key && one.decision === 'bench')) {
    facts.benched = true;
  }
  const excused = data.absences.some(
    (absence) =>
      raiderKey(absence.raider) === key &&
      absenceCovers(absence, raid.localDate) &&
      Date.parse(absence.createdAt) < Date.parse(raid.startUtc),
  );
  if (excused) facts.excusedByAbsence = true;
  return facts;
}

/** The figure of every raider with a raid that counts or was left out, sorted by nickname. */
export function guildAttendance(data: AttendanceData): AttendanceRow[] {
  const names = new Map<string, string>();
  // The latest spelling a raider used names the row.
  for (const item of [...data.signups, ...data.records]) names.set(raiderKey(item.raider), item.raider);
  const rows: AttendanceRow[] = [];
  for (const [key, nickname] of names) {
    const first = data.firstRaidStart.get(key);
    if (!first) continue;
    const row: AttendanceRow = { nickname, counted: 0, attended: 0, rate: 0, notCounted: 0 };
    for (const raid of data.raids) {
      if (Date.parse(raid.startUtc) < Date.parse(first)) continue;
      const outcome = raidOutcome(raidFacts(data, raid, key));
      if (outcome === 'not-counted') row.notCounted += 1;
      else row.counted += 1;
      if (outcome === 'attended') row.attended += 1;
    }
    row.rate = row.counted ? row.attended / row.counted : 0;
    if (row.counted + row.notCounted > 0) rows.push(row);
  }
  return rows.sort((a, b) => a.nickname.localeCompare(b.nickname, 'pl'));
}

/** One raider's own figure, as the overview shows it. */
export function raiderAttendance(data: AttendanceData, nickname: string, weeks: number): Attendance {
  const key = raiderKey(nickname);
  const first = data.firstRaidStart.get(key);
  const result: Attendance = { raids: 0, present: 0, absent: 0, unanswered: 0, excused: 0, rate: 0, weeks };
  if (!first) return result;
  for (const raid of data.raids) {
    if (Date.parse(raid.startUtc) < Date.parse(first)) continue;
    const facts = raidFacts(data, raid, key);
    const outcome = raidOutcome(facts);
    if (outcome === 'not-counted') {
      result.excused += 1;
      continue;
    }
    result.raids += 1;
    if (outcome === 'attended') result.present += 1;
    else if (facts.recorded === 'absent' || facts.answer === 'absent') result.absent += 1;
    else result.unanswered += 1;
  }
  result.rate = result.raids ? result.present / result.raids : 0;
  return result;
}

/** Per raider key, the earliest start among `raids` the raider answered or was recorded on. */
export function firstRaidStarts(
  entries: ReadonlyArray<{ raider: string; raidId: string }>,
  startOf: (raidId: string) => string | undefined,
): Map<string, string> {
  const first = new Map<string, string>();
  for (const entry of entries) {
    const start = startOf(entry.raidId);
    if (!start) continue;
    const key = raiderKey(entry.raider);
    const known = first.get(key);
    if (!known || Date.parse(start) < Date.parse(known)) first.set(key, start);
  }
  return first;
}

/**
 * The raids attendance reads over the last `weeks` weeks up to `at`: those that ended, cancelled nights
 * left out, by start. The same for the server and the demo store.
 */
export function endedRaids(config: ScheduleConfig, schedule: GuildSchedule, weeks: number, at: Date): RaidInstance[] {
  const from = new Date(at.getTime() - weeks * 7 * 86_400_000);
  return raidsInRange(config, { from: from.toISOString(), to: at.toISOString() }, schedule).filter(
    (raid) => raid.status !== 'cancelled' && Date.parse(raid.endUtc) <= at.getTime(),
  );
}

/** `weeks` from a query (text) or a call (a number): one of `attendanceWindows`. */
export const attendanceWeeksSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value)),
  v.picklist(attendanceWindows, attendanceMessages.badWeeks),
);

/**
 * Recording is allowed from the raid's start until `attendanceRecordDays` after it, never for a
 * cancelled night: otherwise `locked` (409) saying why.
 */
export function assertAttendanceOpen(raid: RaidInstance, now: Date): void {
  const start = Date.parse(raid.startUtc);
  if (raid.status === 'cancelled') throw new RaidApiError('locked', attendanceMessages.cancelled);
  if (now.getTime() < start) throw new RaidApiError('locked', attendanceMessages.notStarted);
  if (now.getTime() > start + attendanceRecordDays * 86_400_000) throw new RaidApiError('locked', attendanceMessages.closed);
}

/** Where the raider of `key` stood: from the roster of the answers and decisions, else an absence covering the night. */
function placeOf(
  roster: ReturnType<typeof buildRoster>,
  nickname: string,
  facts: Omit<RaidFacts, 'recorded'>,
  absent: boolean,
): RaidPlace | undefined {
  const standing = standingOf(roster, nickname);
  if (standing.kind === 'confirmed' || standing.kind === 'roster') return 'roster';
  if (standing.kind === 'bench' || standing.kind === 'reserve') return standing.kind;
  return absent && !(facts.answer && facts.answer !== 'absent') ? 'absence' : undefined;
}

/**
 * The sheet of one raid: every raider who answered it, whose absence covered it, or who was recorded,
 * by nickname; each with the recorded mark or the one suggested from the answers, and where they stood.
 */
export function attendanceSheet(data: Omit<AttendanceData, 'raids' | 'firstRaidStart'>, raid: RaidInstance): AttendanceSheet {
  const names = new Map<string, string>();
  for (const signup of data.signups) if (signup.raidId === raid.id) names.set(raiderKey(signup.raider), signup.raider);
  for (const absence of data.absences) {
    const key = raiderKey(absence.raider);
    if (absenceCovers(absence, raid.localDate) && !names.has(key)) names.set(key, absence.raider);
  }
  for (const record of data.records) if (record.raidId === raid.id) names.set(raiderKey(record.raider), record.raider);
  const roster = buildRoster(raid, data.signups, data.decisions);
  const entries = [...names].map(([key, nickname]): AttendanceSheetEntry => {
    const { recorded, ...facts } = raidFacts(data, raid, key);
    const away = data.absences.some((absence) => raiderKey(absence.raider) === key && absenceCovers(absence, raid.localDate));
    const place = placeOf(roster, nickname, facts, away);
    const entry: AttendanceSheetEntry = { nickname, attendance: recorded ?? suggestedMark(facts, place), recorded: recorded !== undefined };
    if (facts.answer) entry.answer = facts.answer;
    if (place) entry.place = place;
    return entry;
  });
  return { raidId: raid.id, entries: entries.sort((a, b) => a.nickname.localeCompare(b.nickname, 'pl')) };
}

/**
 * Whether a line of a raid's sheet is a night on the bench ("ławka"): the mark the leader recorded, else
 * the one the sheet suggests, is `bench` (benched by the leader, or left on the reserve or the bench of
 * the roster as it stood). The one definition: the fair-bench suggestion counts these.
 */
export const benchedOn = (entry: AttendanceSheetEntry): boolean => entry.attendance === 'bench';

/** Per raider key, how many of `data.raids` (raids that ended) the raider spent on the bench (`benchedOn`). */
export function benchCounts(data: Omit<AttendanceData, 'firstRaidStart'>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raid of data.raids) {
    for (const entry of attendanceSheet(data, raid).entries) {
      if (!benchedOn(entry)) continue;
      const key = raiderKey(entry.nickname);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** At most this many entries in one request: more than any raid's sheet. */
const maxEntries = 200;

/**
 * `{entries: [{nickname, attendance}]}`: 1–200 marks, each one of `attendanceMarks`, each nickname one
 * `known` spells (by its key; every nickname without it, as the reference shows the body). A raider
 * named twice gets the last mark.
 */
export const attendanceEntriesSchema = (known?: ReadonlyMap<string, string>) => {
  const entry = inputObject({
    nickname: v.pipe(
      v.string(attendanceMessages.badNickname),
      v.check((name) => !known || known.has(raiderKey(name)), attendanceMessages.badNickname),
      v.transform((name) => known?.get(raiderKey(name)) ?? name),
    ),
    attendance: v.picklist(attendanceMarks, attendanceMessages.badMark),
  });
  const counted = (list: unknown) => Array.isArray(list) && list.length > 0 && list.length <= maxEntries;
  const entries = v.pipe(
    // The count first, so an oversized list is refused before any entry is read.
    v.unknown(),
    v.check(counted, attendanceMessages.noEntries),
    v.array(entry),
    v.minLength(1, attendanceMessages.noEntries),
    v.maxLength(maxEntries, attendanceMessages.noEntries),
    v.transform((list) => [...new Map(list.map((one) => [raiderKey(one.nickname), one])).values()]),
  );
  return inputObject({ entries });
};

/**
 * `{entries: [{nickname, attendance}]}` for `sheet`: each nickname one of the sheet's or of the guild's
 * `members` (someone who played without answering; read back as the sheet, else the account, spells it).
 * Else `invalid` with the first reason under `entries` (the sheet marks no single row).
 */
export function parseAttendanceEntries(
  raw: unknown,
  sheet: AttendanceSheet,
  members: readonly string[],
): Array<{ nickname: string; attendance: AttendanceMark }> {
  const known = new Map([...members, ...sheet.entries.map((entry) => entry.nickname)].map((nickname) => [raiderKey(nickname), nickname]));
  const result = v.safeParse(attendanceEntriesSchema(known), raw);
  if (!result.success) throw invalidFields({ entries: result.issues[0].message });
  return result.output.entries;
}
