import type { CharacterRef } from '../characters/character-types';
/**
 * Roles in the guild: `raider` (every new account), `officer` (a raid leader: sees the members and
 * issues reset codes) and `admin` (the guild master: also sets roles and reads the audit log).
 */
export type MemberRole = 'raider' | 'officer' | 'admin';

export const memberRoles: readonly MemberRole[] = ['raider', 'officer', 'admin'];

export const memberRoleLabels: Record<MemberRole, string> = { raider: 'Członek gildii', officer: 'Oficer', admin: 'Administrator' };

/** A role change in the audit log: `Członek gildii → Oficer`. */
export const roleChangeDetail = (from: MemberRole, to: MemberRole): string => `${memberRoleLabels[from]} → ${memberRoleLabels[to]}`;

/** Officers and admins see the members and issue reset codes. */
export const isOfficer = (role: MemberRole | undefined): boolean => role === 'officer' || role === 'admin';

export type { ChangePasswordInput, CreateAccountInput, PasswordSignInInput, ResetPasswordInput } from './account-validation';

/** A member as officers see them. */
export interface Member {
  nickname: string;
  role: MemberRole;
  /** ISO instants. `lastSeenAt` is `null` before the first use of a session. */
  createdAt: string;
  lastSeenAt: string | null;
  /** The member's main character, when they keep one. */
  character?: CharacterRef;
}

/**
 * What an account made by signing in with Discord keeps as its password hash until its owner sets a
 * password: no hash is empty, so no password matches it.
 */
export const noPassword = '';

/** A one-time code a raider uses to set a new password; valid 24 hours. */
export interface ResetCode {
  resetCode: string;
  expiresAt: string;
}

/** One line of the audit log: who did what to whom, when. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  target: string | null;
  detail: string | null;
}

/**
 * `role-change` (detail `raider → officer`), `reset-code` (a code was issued), `password-reset` (the
 * raider used it), `admin-granted` (by `npm run admin`, actor `konsola`); the raid leader's schedule
 * changes: `series-created`, `series-changed`, `raid-created`, `raid-changed` (target: the series or raid
 * id, detail: what changed), `roster-decision` (target: `<raid id> <nickname>`, detail: the decision)
 * and `attendance-recorded` (target: the raid id, detail: each nickname and mark); the admin's
 * `settings-changed` (the guild settings: detail says what changed, never the webhook's address),
 * `member-removed` (target: the nickname, detail: the role they had), `account-from-discord` (actor
 * `Discord`: an account made by a member's first answer from Discord, or by a Raid-Helper import, the
 * detail naming their Discord user id), the admin's `raid-helper-import` (target: the Discord server
 * id, detail: what came in), and `loot-imported` (target: the export's format, detail: how many awards
 * were new and how many kept), and the raid leader's `character-assigned` (a character from a raid's
 * log given to a raider: target the nickname, detail the character and its realm).
 */
export type AuditAction =
  | 'role-change'
  | 'reset-code'
  | 'password-reset'
  | 'admin-granted'
  | 'series-created'
  | 'series-changed'
  | 'raid-created'
  | 'raid-changed'
  | 'roster-decision'
  | 'attendance-recorded'
  | 'settings-changed'
  | 'member-removed'
  | 'account-from-discord'
  | 'raid-helper-import'
  | 'loot-imported'
  | 'character-assigned';

/** One of the raider's own sessions (a signed-in browser). The token itself is never shown. */
export interface SessionInfo {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The session this request was made with. */
  current: boolean;
}

/** Audit entries one request returns by default and at most. */
export const auditLimits = { default: 100, max: 500 } as const;

/** How long a reset code works. */
export const resetCodeHours = 24;
