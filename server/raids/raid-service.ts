import type { Database } from 'better-sqlite3';
import type { ScheduleConfig } from '../../src/data/schedule';
import {
  RaidApiError,
  attendanceRange,
  buildRoster,
  computeAttendance,
  decideSignup,
  findRaid,
  parseSignupInput,
  raidApiMessages,
  raiderKey,
  raidsInRange,
  type RaidRange,
  type Signup,
} from '../../src/data/raids';
import {
  absenceMessages,
  checkNotPast,
  effectiveAnswers,
  endAbsenceEarly,
  localToday,
  validateAbsenceInput,
  type Absence,
} from '../../src/data/raids/absences';
import type { RaidInstance } from '../../src/data/schedule';
import { createAbsenceStore } from '../database/absence-store';
import { createSignupStore } from '../database/signup-store';
import type { StorageHealth } from '../database/storage-health';
import { createRosterCache } from './roster-cache';

export interface RaidServiceOptions {
  db: Database;
  config: ScheduleConfig;
  /** Whether the guild set an access code (asked for when an account is created). */
  accessCodeRequired: boolean;
  now: () => Date;
  /** Turns storage faults of writes into `unavailable` and tells the health check. */
  storage: StorageHealth;
}

/**
 * The guild's raids on SQLite, with the same rules as every RaidApi adapter (src/data/raids): this file
 * only decides what is read and written in which transaction. Synchronous, like better-sqlite3.
 */
export function createRaidService({ db, config, accessCodeRequired, now, storage }: RaidServiceOptions) {
  const signups = createSignupStore(db);
  const absences = createAbsenceStore(db);
  const rosterAnswers = createRosterCache();

  /** Absences touching any of the raids' nights (by local date). */
  function absencesFor(raids: readonly RaidInstance[]): Absence[] {
    if (raids.length === 0) return [];
    const dates = raids.map((raid) => raid.localDate).sort();
    return absences.overlapping(dates[0]!, dates.at(-1)!);
  }

  /** The answers a roster counts for one raid: its signups plus the absences covering it. */
  const answersFor = (raid: RaidInstance, raidSignups: readonly Signup[]) => effectiveAnswers([raid], raidSignups, absencesFor([raid]));

  const invalid = (errors: Record<string, string | undefined>) =>
    new RaidApiError('invalid', raidApiMessages.invalid, errors as Record<string, string>);

  function raidOrThrow(raidId: string) {
    const raid = findRaid(config, raidId);
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  /**
   * A raid raiders can answer: one the schedule publishes, i.e. starting within its `weeksAhead` (plus a
   * week, for a panel whose week starts earlier than the server's clock). Ids of raids years ahead parse
   * and follow the weekly pattern, but nobody is shown them: without this, anyone could fill the
   * database with signups to the year 9998.
   */
  function publishedRaidOrThrow(raidId: string) {
    const raid = raidOrThrow(raidId);
    const horizon = now().getTime() + (config.schedule.weeksAhead + 1) * 7 * 86_400_000;
    if (Date.parse(raid.startUtc) >= horizon) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  function rostersIn(range: RaidRange) {
    const raids = raidsInRange(config, range);
    const byRaid = signups.forRaids(raids.map((raid) => raid.id));
    const answers = effectiveAnswers(raids, [...byRaid.values()].flat(), absencesFor(raids));
    return raids.map((raid) => buildRoster(raid, answers));
  }

  // One write transaction per answer, taken before the first read (BEGIN IMMEDIATE): another server
  // process on the same database waits for it, so the previous answer, the next place in the signup
  // order and the write are one step, and two answers can never both see a free place.
  const saveInTransaction = db.transaction((nickname: string, rawInput: unknown) => {
    const input = parseSignupInput(rawInput);
    const raid = publishedRaidOrThrow(input.raidId);
    const key = raiderKey(nickname);
    const previous = signups.find(raid.id, key);
    const { signup, changed } = decideSignup(raid, previous, nickname, input, signups.nextSequence, now());
    if (changed) signups.save(signup, key);
    return { signup, roster: buildRoster(raid, answersFor(raid, signups.forRaid(raid.id))) };
  });

  return {
    signInOptions: () => ({ accessCodeRequired }),

    listRaids: (range: RaidRange) => raidsInRange(config, range),

    roster(raidId: string) {
      const raid = raidOrThrow(raidId);
      return buildRoster(raid, answersFor(raid, signups.forRaid(raid.id)));
    },

    rosters: rostersIn,

    /** `rosters(range)` as JSON bytes (gzipped when asked), from the roster cache until the next signup write. */
    rostersJson: (range: RaidRange, gzip: boolean): Buffer =>
      rosterAnswers.get(`rosters ${range.from} ${range.to}`, () => rostersIn(range), gzip),

    mySignups(nickname: string, range: RaidRange) {
      const ids = new Set(raidsInRange(config, range).map((raid) => raid.id));
      return signups.forRaider(raiderKey(nickname)).filter((signup) => ids.has(signup.raidId));
    },

    /** Throws `invalid`, `not-found`, `locked` or `past`; nothing is written then. */
    saveSignup(nickname: string, rawInput: unknown) {
      try {
        return storage.write(() => saveInTransaction.immediate(nickname, rawInput));
      } finally {
        // After the transaction (committed or rolled back): a reader never caches a roster mid-write.
        rosterAnswers.invalidate();
      }
    },

    attendance(nickname: string) {
      const at = now();
      const range = attendanceRange(at);
      const raids = raidsInRange(config, { from: range.from.toISOString(), to: range.to.toISOString() });
      const key = raiderKey(nickname);
      const own = absencesFor(raids).filter((absence) => raiderKey(absence.raider) === key);
      return computeAttendance(raids, effectiveAnswers(raids, signups.forRaider(key), own), at);
    },

    /** The raider's absences that have not ended yet (today in the guild's zone), by start. */
    myAbsences: (nickname: string): Absence[] => absences.forRaider(raiderKey(nickname), localToday(now(), config.timezone)),

    /** Throws `invalid`; the nights it covers count as "Nie będę" from now on. */
    addAbsence(nickname: string, rawInput: unknown): Absence {
      const checked = validateAbsenceInput(rawInput);
      if (!checked.ok) throw invalid(checked.errors);
      const current = checkNotPast(checked.value, localToday(now(), config.timezone));
      if (!current.ok) throw invalid(current.errors);
      try {
        return storage.write(() => absences.create(raiderKey(nickname), nickname, current.value, now().toISOString()));
      } finally {
        rosterAnswers.invalidate();
      }
    },

    /** Ends an absence early (README: absences); `not-found` for another raider's or an unknown id. */
    endAbsence(nickname: string, id: string): void {
      const absence = absences.find(id, raiderKey(nickname));
      if (!absence) throw new RaidApiError('not-found', absenceMessages.notFound);
      const decision = endAbsenceEarly(absence, localToday(now(), config.timezone));
      try {
        storage.write(() => {
          if (decision.action === 'delete') absences.remove(absence.id);
          else if (decision.action === 'shorten') absences.shorten(absence.id, decision.to);
        });
      } finally {
        rosterAnswers.invalidate();
      }
    },
  };
}

export type RaidService = ReturnType<typeof createRaidService>;
