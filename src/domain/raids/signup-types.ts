import type { MemberRole } from '../accounts/account-types';
import type { InferOutput } from 'valibot';
import type { RaidRole, RoleTargets } from '../guild-config-types';
import type { signupInputSchema } from './signup-validation';
import type { CharacterRef } from '../characters/character-types';
import type { RaidBuff } from '../game/game-pack-types';

/**
 * A raider's answer to one raid: `accepted` (Będę), `late` (Spóźnię się), `tentative` (Może),
 * `absent` (Nie będę). Accepted and late raiders are "coming" and take a place in the roster.
 */
export type SignupStatus = 'accepted' | 'late' | 'tentative' | 'absent';

export const signupStatuses: readonly SignupStatus[] = ['accepted', 'late', 'tentative', 'absent'];

/** Statuses that take a place in the roster (or in the reserve when the role is full). */
export function isComing(status: SignupStatus): boolean {
  return status === 'accepted' || status === 'late';
}

/**
 * What a raider sends when answering a raid, as its schema reads it: optional text fields are absent
 * when empty; the note is at most 200 characters of plain text (never interpreted as markup).
 */
export type SignupInput = InferOutput<typeof signupInputSchema>;

/** A stored answer: the role is always known (given, or the spec's role of the character it names). */
export interface Signup extends Omit<SignupInput, 'role'> {
  role: RaidRole;
  /** Nickname of the raider who answered (one answer per raider and raid). */
  raider: string;
  /**
   * Place in the signup order: a number from one increasing counter, given when the raider starts
   * coming in a role (and again when they change role or come back after withdrawing), so the reserve
   * is served first come, first served and nobody jumps the queue by switching roles.
   */
  sequence: number;
  /** ISO instant of the last change. */
  updatedAt: string;
  /**
   * Only on answers read (never stored): the raider did not answer this night; their standing answer
   * for the night's series stands for it (`effectiveAnswers`).
   */
  standing?: true;
}

/** A signup as the roster shows it. */
export interface RosterEntry {
  raider: string;
  status: SignupStatus;
  /** The role the raider is taken in (a leader's choice wins over the one they answered). */
  role: RaidRole;
  /** The character the raider answered with (their own, as it is now); absent: none named, or since removed. */
  character?: CharacterRef;
  note?: string;
  /** A raid leader's decision: `confirmed` into the roster or `bench` (reserve); absent: the automatic rule. */
  decision?: 'confirmed' | 'bench';
}

/**
 * Why a coming raider waits on the reserve: the leader benched them; their role had its target when
 * their turn came; the raid was full; or the raid was full because the leader confirmed raiders who
 * answered after them (their place went to a confirmation).
 */
export type ReserveReason = 'bench' | 'role-full' | 'raid-full' | 'confirmed';

/** A raider on the reserve: their place in line (1 is next) and why they wait. */
export type ReserveEntry = RosterEntry & { position: number; reason: ReserveReason };

/** A raid leader's decision about one raider on one raid (`auto` with a role: only the role changed). */
export interface RosterDecision {
  raidId: string;
  raider: string;
  decision: 'confirmed' | 'bench' | 'auto';
  role?: RaidRole;
  /**
   * The place in the signup order the decision counts from (see `buildRoster`): the raider's own while
   * they stay in the role they held a place in; a new one, from the signup counter, when the leader
   * changes their role or confirms them off the bench, so nobody who answered before loses a place.
   * Absent: the raider's own.
   */
  sequence?: number;
}

/**
 * What a roster is made of, counting the raiders with a place: per role, per class of their character,
 * and the buffs and utilities of the game's pack nobody of them brings (in the pack's order). A raider
 * without a character brings nothing.
 */
export interface RosterComposition {
  byRole: Record<RaidRole, number>;
  /** By `GameClass.id`; raiders without a character are not counted here. */
  byClass: Record<string, number>;
  /** What the raiders with a known class do not bring; the others' classes are unknown (`withoutCharacter`). */
  missing: RaidBuff[];
  /** Raiders with a place whose class is unknown (no character, or one the pack no longer knows). */
  withoutCharacter: number;
}

/** A roster as `buildRoster` derives it, before the service adds what the game pack tells (`composition`). */
export type BuiltRoster = Omit<RaidRoster, 'composition'>;

/** A raid's roster, derived from its signups in signup order. */
export interface RaidRoster {
  raidId: string;
  size: number;
  roleTargets: RoleTargets;
  /** Coming raiders with a place, by role, in signup order. */
  byRole: Record<RaidRole, RosterEntry[]>;
  /** Coming raiders beyond the size or their role's target, in signup order; position 1 is next in line. */
  reserve: ReserveEntry[];
  tentative: RosterEntry[];
  absent: RosterEntry[];
  /** Raiders with a place in the roster. */
  filled: number;
  /** What the roster is made of by the guild's game pack: every roster the service answers has it (`buildRoster` alone does not). */
  composition?: RosterComposition;
}

/** A raider's attendance over recent raids that have ended. */
export interface Attendance {
  /** Ended raids counted (the window is `weeks` weeks back from now, from the raider's first raid). */
  raids: number;
  /** Raids attended: recorded present or late, else answered "Będę" or "Spóźnię się" (the reserve counts). */
  present: number;
  /** Raids missed: recorded absent, else answered "Nie będę". */
  absent: number;
  /** Raids answered "Może" or not answered at all. */
  unanswered: number;
  /** Raids left out: excused, benched, or covered by an absence entered before the raid. */
  excused: number;
  /** `present / raids`, 0 when no raid ended yet. */
  rate: number;
  weeks: number;
}

/** A signed-in raider's session: the token goes with every request that needs a raider. */
export interface RaiderSession {
  nickname: string;
  role: MemberRole;
  token: string;
  /** ISO instant the session ends. */
  expiresAt: string;
  /**
   * This browser's device token for the account (`accounts/device-token.ts`): kept by the client beside
   * the session and after it ends, and sent with the next sign-in for the same nickname.
   */
  deviceToken?: string;
}

/** What a batch of roster decisions answers: the roster after it and who it moves out of the roster. */
export interface RosterBatchAnswer {
  roster: RaidRoster;
  /** Raiders who had a place and wait on the reserve after it, though the batch did not bench them. */
  movedOut: string[];
  /** `false` for a preview: nothing was saved. */
  saved: boolean;
}

export interface SaveSignupResult {
  signup: Signup;
  /** The raid's roster after the save: where the raider ended up, who was promoted. */
  roster: RaidRoster;
}
