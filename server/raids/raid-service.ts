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

export interface RaidServiceOptions {
  db: Database;
  config: ScheduleConfig;
  /** Whether the guild set an access code (asked for when an account is created). */
  accessCodeRequired: boolean;
  now: () => Date;
}

/**
 * The guild's raids on SQLite, with the same rules as every RaidApi adapter (src/data/raids): this file
 * only decides what is read and written in which transaction. Synchronous, like better-sqlite3.
 */
export function createRaidService({ db, config, accessCodeRequired, now }: RaidServiceOptions) {
  const signups = createSignupStore(db);

  function raidOrThrow(raidId: string) {
    const raid = findRaid(config, raidId);
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  // One write transaction per answer, taken before the first read (BEGIN IMMEDIATE): another server
  // process on the same database waits for it, so the previous answer, the next place in the signup
  // order and the write are one step, and two answers can never both see a free place.
  const saveInTransaction = db.transaction((nickname: string, rawInput: unknown) => {
    const input = parseSignupInput(rawInput);
    const raid = raidOrThrow(input.raidId);
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

    rosters: (range: RaidRange) => raidsInRange(config, range).map((raid) => buildRoster(raid, signups.forRaid(raid.id))),

    mySignups(nickname: string, range: RaidRange) {
      const ids = new Set(raidsInRange(config, range).map((raid) => raid.id));
      return signups.forRaider(raiderKey(nickname)).filter((signup) => ids.has(signup.raidId));
    },

    /** Throws `invalid`, `not-found`, `locked` or `past`; nothing is written then. */
    saveSignup: (nickname: string, rawInput: unknown) => saveInTransaction.immediate(nickname, rawInput),

    attendance(nickname: string) {
      const at = now();
      const range = attendanceRange(at);
      const raids = raidsInRange(config, { from: range.from.toISOString(), to: range.to.toISOString() });
      return computeAttendance(raids, signups.forRaider(raiderKey(nickname)), at);
    },
  };
}

export type RaidService = ReturnType<typeof createRaidService>;
