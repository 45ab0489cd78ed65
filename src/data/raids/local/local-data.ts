import type { GuildSchedule } from '../../../domain/schedule';
import type { Character } from '../../../domain/characters/character-types';
import type { LootAward } from '../../../domain/loot/loot-types';
import type { AuditEntry, MemberRole } from '../../../domain/accounts/account-types';
import type { Absence } from '../../../domain/raids/absence-input';
import { attendanceMarks, type AttendanceMark, type AttendanceRecord } from '../../../domain/raids/attendance-terms';
import { raidRoles, type RaidRole } from '../../../domain/guild-config-types';
import type { StandingAnswer } from '../../../domain/raids/standing-answers';
import { signupStatuses, type RosterDecision, type Signup, type SignupStatus } from '../../../domain/raids/signup-types';

/** Everything the local demo store keeps, as one JSON document in browser storage. */
export interface LocalData {
  version: 1;
  /** Last signup-order number given out. */
  sequence: number;
  signups: Signup[];
  /** Session token → raider; tokens are random and only live on this device. */
  sessions: Record<string, LocalSession>;
  /** The demo's accounts (added after version 1 data existed: absent in older data, read as none). */
  accounts: LocalAccount[];
  resetCodes: LocalResetCode[];
  /** Newest last. */
  audit: AuditEntry[];
  /** The schedule once an officer on this device changed it; absent: the guild config's, unchanged. */
  schedule?: GuildSchedule;
  /** The raid leaders' roster decisions on this device; absent: none. */
  decisions?: RosterDecision[];
  /** Raiders' absences (added later: absent in older data, read as none). */
  absences: Absence[];
  /** Attendance recorded by raid leaders on this device; absent: none. */
  attendance?: AttendanceRecord[];
  /** Raiders' standing answers on this device; absent: none. */
  standing?: StandingAnswer[];
  /** Raiders' characters, in the order they were added; absent: none. */
  characters?: LocalCharacter[];
  /** The last character id given out (ids are never given twice, as on the server); absent: 0. */
  characterSequence?: number;
  /** The guild's loot imported on this device, with when each award came in; absent: none. */
  loot?: Array<LootAward & { importedAt: string }>;
  /**
   * When the demo's guild started on this device (ISO instant): its series begin then, as a server's
   * begin at its first start. Absent in data from before it: `demoStart` finds it.
   */
  startedAt?: string;
}

/** A character as the demo keeps it: with the raider it belongs to and when it was added. */
export interface LocalCharacter extends Character {
  raiderKey: string;
  createdAt: string;
}

export interface LocalSession {
  nickname: string;
  expiresAt: string;
  /** Absent in sessions from before accounts; such a session belongs to no account and does not work. */
  id?: string;
  createdAt?: string;
}

/** A demo account. The password is kept only as a salted digest (see demo-password.ts): no real security. */
export interface LocalAccount {
  nickname: string;
  skeleton: string;
  role: MemberRole;
  salt: string;
  passwordDigest: string;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface LocalResetCode {
  /** `raiderKey` of the account. */
  key: string;
  digest: string;
  expiresAt: string;
  used: boolean;
}

/**
 * When the demo's guild started: as stored, else (data from before `startedAt`) its earliest account,
 * answer or audit entry, else `now` (a device that never used the demo).
 */
export function demoStart(data: LocalData, now: Date): string {
  if (typeof data.startedAt === 'string') return data.startedAt;
  const stamps = [
    ...data.accounts.map((one) => one.createdAt),
    ...data.signups.map((one) => one.updatedAt),
    ...data.audit.map((one) => one.at),
  ];
  return [now.toISOString(), ...stamps].sort()[0]!;
}

export const emptyLocalData = (): LocalData => ({
  version: 1,
  sequence: 0,
  signups: [],
  sessions: {},
  accounts: [],
  resetCodes: [],
  audit: [],
  absences: [],
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

// The shape only, like absences below: stored answers were checked in full when they were given.
function isSignup(value: unknown): value is Signup {
  return (
    isRecord(value) &&
    typeof value.raidId === 'string' &&
    signupStatuses.includes(value.status as SignupStatus) &&
    raidRoles.includes(value.role as RaidRole) &&
    [value.characterId, value.note].every(optionalText) &&
    typeof value.raider === 'string' &&
    Number.isInteger(value.sequence) &&
    typeof value.updatedAt === 'string'
  );
}

function isSession(value: unknown): value is LocalSession {
  return isRecord(value) && typeof value.nickname === 'string' && typeof value.expiresAt === 'string';
}

function isAccount(value: unknown): value is LocalAccount {
  if (!isRecord(value)) return false;
  const texts = [value.nickname, value.skeleton, value.role, value.salt, value.passwordDigest, value.createdAt];
  return texts.every((text) => typeof text === 'string') && (value.lastSeenAt === null || typeof value.lastSeenAt === 'string');
}

function isResetCode(value: unknown): value is LocalResetCode {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.digest === 'string' &&
    typeof value.expiresAt === 'string' &&
    typeof value.used === 'boolean'
  );
}

function isAuditEntry(value: unknown): value is AuditEntry {
  return isRecord(value) && typeof value.at === 'string' && typeof value.actor === 'string' && typeof value.action === 'string';
}

function isDecision(value: unknown): value is RosterDecision {
  return isRecord(value) && typeof value.raidId === 'string' && typeof value.raider === 'string' && typeof value.decision === 'string';
}

function isSchedule(value: unknown): value is GuildSchedule {
  if (!isRecord(value) || !Array.isArray(value.series) || !Array.isArray(value.oneOff) || !Array.isArray(value.changes)) return false;
  const seriesOk = value.series.every(
    (series) => isRecord(series) && typeof series.id === 'string' && Array.isArray(series.versions) && series.versions.length > 0,
  );
  const oneOffOk = value.oneOff.every((raid) => isRecord(raid) && typeof raid.id === 'string' && typeof raid.date === 'string');
  return seriesOk && oneOffOk && value.changes.every((change) => isRecord(change) && typeof change.raidId === 'string');
}

// The date's shape only: stored absences were checked in full when they were entered.
const isLocalDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function isAbsence(value: unknown): value is Absence {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.raider === 'string' &&
    isLocalDate(value.from) &&
    isLocalDate(value.to) &&
    typeof value.createdAt === 'string' &&
    (value.note === undefined || typeof value.note === 'string')
  );
}

function isAttendanceRecord(value: unknown): value is AttendanceRecord {
  return (
    isRecord(value) &&
    typeof value.raidId === 'string' &&
    typeof value.raider === 'string' &&
    attendanceMarks.includes(value.attendance as AttendanceMark) &&
    typeof value.recordedBy === 'string' &&
    typeof value.recordedAt === 'string'
  );
}

/** A list added after the first release: absent means empty; present must be all valid. */
const optionalList = <T>(value: unknown, check: (item: unknown) => item is T): T[] | null =>
  value === undefined ? [] : Array.isArray(value) && value.every(check) ? value : null;

/**
 * Reads stored text back into `LocalData`, or `null` when it is not ours (hand-edited, truncated, from
 * another version): the caller resets it rather than letting one bad value break the page.
 */
export function parseLocalData(text: string): LocalData | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1 || !Number.isInteger(value.sequence)) return null;
  if (!Array.isArray(value.signups) || !value.signups.every(isSignup)) return null;
  if (!isRecord(value.sessions) || !Object.values(value.sessions).every(isSession)) return null;
  const accounts = optionalList(value.accounts, isAccount);
  const resetCodes = optionalList(value.resetCodes, isResetCode);
  const audit = optionalList(value.audit, isAuditEntry);
  const absences = optionalList(value.absences, isAbsence);
  if (!accounts || !resetCodes || !audit || !absences) return null;
  if (value.schedule !== undefined && !isSchedule(value.schedule)) return null;
  const decisions = optionalList(value.decisions, isDecision);
  if (!decisions) return null;
  if (!optionalList(value.attendance, isAttendanceRecord)) return null;
  // The shape only: stored standing answers were checked in full when they were given.
  if (!optionalList(value.standing, isRecord)) return null;
  // The list only: stored characters were checked in full when they were added.
  if (value.characters !== undefined && !Array.isArray(value.characters)) return null;
  // The shape only: awards were checked in full when they were imported.
  if (!optionalList(value.loot, isRecord)) return null;
  return { ...(value as unknown as LocalData), accounts, resetCodes, audit, absences };
}
