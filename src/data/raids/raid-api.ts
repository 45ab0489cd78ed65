import type { RaidInstance } from '../schedule';
import type { SignInInput } from './signup-validation';
import type { Attendance, RaidRoster, RaiderSession, Signup, SignupInput } from './signup-types';

/** A range of raid start times, ISO instants, `from` inclusive and `to` exclusive. */
export interface RaidRange {
  from: string;
  to: string;
}

export interface SaveSignupResult {
  signup: Signup;
  /** The raid's roster after the save: where the raider ended up, who was promoted. */
  roster: RaidRoster;
}

/**
 * The raider panel's data port. Framework-free; adapters: `local` (this device's storage, a demo) and
 * `http` (the guild's server). Every failure is a `RaidApiError`; every adapter passes the same contract
 * test suite (tests/contract).
 */
export interface RaidApi {
  /** `local` data lives on this device only; the panel shows a demo badge for it. */
  readonly kind: 'local' | 'http';
  /** Whether the guild asks for its access code at sign-in. */
  signInOptions(): Promise<{ accessCodeRequired: boolean }>;
  signIn(input: SignInInput): Promise<RaiderSession>;
  /** Ends the session (the token stops working). Signing out of an ended session is fine. */
  signOut(token: string): Promise<void>;
  /** The raider a token belongs to, or `null` when it expired or was revoked. */
  currentRaider(token: string): Promise<{ nickname: string } | null>;
  /** Raids starting in the range, sorted by start. Public: no token. */
  listRaids(range: RaidRange): Promise<RaidInstance[]>;
  getRoster(token: string, raidId: string): Promise<RaidRoster>;
  /** The rosters of the raids starting in the range, in the order of `listRaids` (one request for a page). */
  listRosters(token: string, range: RaidRange): Promise<RaidRoster[]>;
  /** The raider's own answers for raids starting in the range. */
  mySignups(token: string, range: RaidRange): Promise<Signup[]>;
  /** Saves the raider's answer; saving the same answer again changes nothing. */
  saveSignup(token: string, input: SignupInput): Promise<SaveSignupResult>;
  attendance(token: string): Promise<Attendance>;
  /**
   * Calls `listener` when data changed outside this instance (another tab, another widget on the page),
   * so a panel can refresh without reload. Returns the unsubscribe function.
   */
  onExternalChange(listener: () => void): () => void;
  /** A Polish sentence when answers cannot be kept as promised (storage refused or reset), else `null`. */
  storageNotice(): string | null;
}
