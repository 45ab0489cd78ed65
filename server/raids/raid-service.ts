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
} from '../../src/data/raids';
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
  const rosterAnswers = createRosterCache();

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
    return raids.map((raid) => buildRoster(raid, byRaid.get(raid.id) ?? []));
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
    return { signup, roster: buildRoster(raid, signups.forRaid(raid.id)) };
  });

  return {
    signInOptions: () => ({ accessCodeRequired }),

    listRaids: (range: RaidRange) => raidsInRange(config, range),

    roster(raidId: string) {
      const raid = raidOrThrow(raidId);
      return buildRoster(raid, signups.forRaid(raid.id));
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
      return computeAttendance(raids, signups.forRaider(raiderKey(nickname)), at);
    },
  };
}

export type RaidService = ReturnType<typeof createRaidService>;
