import type { OneOffRaid } from '../guild-config-types';
import type { Character, CharacterRef } from '../characters/character-types';
import type { LootAward } from '../loot/loot-types';
import type { AuditEntry, MemberRole } from '../accounts/account-types';
import type { Absence, AbsenceInput } from '../raids/absence-input';
import type { AttendanceRecord } from '../raids/attendance-terms';
import type { RosterDecision, Signup } from '../raids/signup-types';
import type { StandingAnswer } from '../raids/standing-answers';
import type { GuildSchedule, NightChange, RaidSeries } from '../schedule';

/** An account as a store keeps it; `key` is the nickname's `raiderKey`, the account's identity. */
export interface StoredAccount {
  key: string;
  nickname: string;
  role: MemberRole;
  /** What the guild's `GuildSecrets.hashPassword` made of the password; never answered. */
  passwordHash: string;
  createdAt: string;
  lastSeenAt: string | null;
}

/** A session: only `tokenHash` (the token as `GuildSecrets.hashToken` keeps it) finds it again. */
export interface StoredSession {
  id: string;
  accountKey: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** Which raider (by nickname as written) answered or was recorded on which raid. */
export interface RaidTouch {
  raidId: string;
  raider: string;
}

/** A character with the raider it belongs to. */
export interface OwnedCharacter {
  raiderKey: string;
  character: Character;
}

/**
 * The guild service's storage port. Two adapters keep the same data: SQLite on the guild's server and
 * one JSON document in the demo's browser storage; a model test proves they answer alike. A store
 * decides nothing: no rule, check or error of the guild lives here, only reads and writes. Raiders are
 * found by `raiderKey`; every time is an ISO instant, every date a local `YYYY-MM-DD`.
 */
export interface GuildStore {
  /**
   * Runs `work` as one write transaction: every write inside it is kept, or (when it throws) none is.
   * Reads inside see the writes made before them. Writes outside `write` are a programming error.
   */
  write<T>(work: () => T): T;

  accounts: {
    byKey(key: string): StoredAccount | undefined;
    all(): StoredAccount[];
    create(account: Omit<StoredAccount, 'lastSeenAt'> & { skeleton: string }): void;
    setPassword(key: string, passwordHash: string): void;
    setRole(key: string, role: MemberRole): void;
    touch(key: string, at: string): void;
    /**
     * Removes the account (the service ends its sessions and drops its reset codes first) and what a store
     * keeps beside it alone, such as a calendar feed or a Discord link. Its answers stay: the raids'
     * history is the guild's.
     */
    remove(key: string): void;
  };

  sessions: {
    create(session: StoredSession): void;
    /** The session with this token hash that is live at `at`. */
    find(tokenHash: string, at: string): StoredSession | undefined;
    /** The account's sessions live at `at`, in any order. */
    forAccount(accountKey: string, at: string): StoredSession[];
    remove(tokenHash: string): void;
    /** Whether the account had a session with this id (now ended). */
    removeById(id: string, accountKey: string): boolean;
    /** Ends every session of the account except the one with `keepHash`. */
    removeAll(accountKey: string, keepHash?: string): void;
    removeExpired(at: string): void;
  };

  resetCodes: {
    add(code: { codeHash: string; accountKey: string; createdAt: string; expiresAt: string }): void;
    /** Drops the account's codes and every code expired at `at`. */
    dropFor(accountKey: string, at: string): void;
    /** Marks the account's unused code with this hash, live at `at`, used; whether there was one. */
    use(codeHash: string, accountKey: string, at: string): boolean;
  };

  audit: {
    add(entry: AuditEntry): void;
    /** The newest `limit` entries, newest first. */
    latest(limit: number): AuditEntry[];
  };

  schedule: {
    /**
     * The schedule officers keep: the config's as the guild began with it (`seededSchedule`: its series
     * from the guild's first start) until they change it; `undefined` only in a store that keeps none.
     */
    load(): GuildSchedule | undefined;
    saveSeries(series: RaidSeries, at: string): void;
    saveOneOff(raid: OneOffRaid, at: string): void;
    /** Replaces the night's earlier change, if any. */
    saveChange(change: NightChange, at: string): void;
  };

  signups: {
    find(raidId: string, raiderKey: string): Signup | undefined;
    /** The signups of these raids, in signup order within each raid. */
    forRaids(raidIds: readonly string[]): Signup[];
    forRaider(raiderKey: string): Signup[];
    /** Every raid anyone answered, ever (where attendance starts counting). */
    answered(): RaidTouch[];
    save(signup: Signup, raiderKey: string): void;
    /** The next place in the signup order; call inside the write that uses it. */
    nextSequence(): number;
  };

  decisions: {
    forRaids(raidIds: readonly string[]): RosterDecision[];
    save(decision: RosterDecision, raiderKey: string, by: string, at: string): void;
    remove(raidId: string, raiderKey: string): void;
  };

  absences: {
    /** Every absence touching the local dates `[from, to]`. */
    overlapping(from: string, to: string): Absence[];
    /** The raider's absences ending on `since` or later, in any order. */
    forRaider(raiderKey: string, since: string): Absence[];
    find(id: string, raiderKey: string): Absence | undefined;
    create(raiderKey: string, raider: string, input: AbsenceInput, createdAt: string): Absence;
    remove(id: string): void;
    shorten(id: string, to: string): void;
  };

  /** Raiders' standing answers, one per raider and weekly series. */
  standing: {
    /** The raider's standing answers, by series id. */
    forRaider(raiderKey: string): StandingAnswer[];
    /** Every raider's standing answers for these series, in any order. */
    forSeries(seriesIds: readonly string[]): StandingAnswer[];
    find(seriesId: string, raiderKey: string): StandingAnswer | undefined;
    /** Replaces the raider's earlier standing answer for the series. */
    save(answer: StandingAnswer, raiderKey: string): void;
    remove(seriesId: string, raiderKey: string): void;
  };

  characters: {
    /** The raider's characters, in the order they were added. */
    forRaider(raiderKey: string): Character[];
    /** The raider's character with this id; `undefined` for another raider's or an unknown id. */
    find(id: string, raiderKey: string): Character | undefined;
    /** The characters with these ids, whoever's they are (ids not found are left out). */
    byIds(ids: readonly string[]): OwnedCharacter[];
    /** Every raider's main character, as the member list shows it. */
    mains(): Array<{ raiderKey: string; character: CharacterRef }>;
    /** Every raider's characters, in the order they were added (loot finds its character among them). */
    all(): OwnedCharacter[];
    /** Adds a character with a new id (a number, as text) and answers it. */
    create(raiderKey: string, character: Omit<Character, 'id'>, createdAt: string): Character;
    /** Replaces the raider's character with the same id. */
    save(character: Character, raiderKey: string): void;
    remove(id: string): void;
  };

  /** The guild's loot as the addons' exports gave it, one row per award id. */
  loot: {
    /** Of these award ids, the ones kept. */
    known(ids: readonly string[]): string[];
    /** Keeps a new award (its id is not kept yet: the caller checked with `known`). */
    add(award: LootAward, importedAt: string): void;
    /** Awards given in `[from, to)` (ISO instants; absent: no bound), by time, then id. */
    between(from?: string, to?: string): LootAward[];
  };

  attendance: {
    forRaids(raidIds: readonly string[]): AttendanceRecord[];
    /** Every raider recorded on every raid, ever. */
    everyone(): RaidTouch[];
    /** Replaces the raider's earlier mark on that raid. */
    save(record: AttendanceRecord, raiderKey: string): void;
  };
}
