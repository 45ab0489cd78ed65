import { accountMessages } from './account-messages';
import type { MemberRole } from './account-types';
import { RaidApiError } from '../raid-api-error';

/**
 * Who may do what to whom, for every adapter. An officer issues reset codes for raiders only (never
 * for another officer or an admin, which would let them take over a stronger account); an admin for
 * anyone. Only an admin sets roles, and the guild always keeps one admin.
 */
export function assertOfficer(actorRole: MemberRole): void {
  if (actorRole !== 'officer' && actorRole !== 'admin') throw new RaidApiError('forbidden', accountMessages.officersOnly);
}

export function assertAdmin(actorRole: MemberRole): void {
  if (actorRole !== 'admin') throw new RaidApiError('forbidden', accountMessages.adminsOnly);
}

export function assertMayIssueResetCode(actorRole: MemberRole, targetRole: MemberRole): void {
  assertOfficer(actorRole);
  if (actorRole === 'officer' && targetRole !== 'raider') throw new RaidApiError('forbidden', accountMessages.resetForRaidersOnly);
}

/** Throws when the change would leave the guild without an admin. */
export function assertKeepsAnAdmin(currentRole: MemberRole, nextRole: MemberRole, admins: number): void {
  if (currentRole === 'admin' && nextRole !== 'admin' && admins <= 1) throw new RaidApiError('last-admin', accountMessages.lastAdmin);
}

/**
 * The role an account takes from a role mapping done outside the panel (the guild's Discord server's
 * roles, read at every sign-in with Discord): the mapped role, except that the guild's last admin keeps
 * the role, as an admin's change in the panel would be refused (`assertKeepsAnAdmin`).
 */
export function mappedRole(currentRole: MemberRole, mapped: MemberRole, admins: number): MemberRole {
  return currentRole === 'admin' && mapped !== 'admin' && admins <= 1 ? 'admin' : mapped;
}

/**
 * The panel role of a member of the guild's Discord server, from their Discord role ids: admin when any
 * is an admin role, else officer when any is an officer role, else raider when any is a raider role or
 * no raider role is set (then every member raids); `undefined` for a member not allowed to raid. The one
 * mapping of sign-in with Discord and of every interaction.
 */
export function roleFromRoleIds(
  memberRoleIds: readonly string[],
  mapping: { adminRoleIds: readonly string[]; officerRoleIds: readonly string[]; raiderRoleIds?: readonly string[] },
): MemberRole | undefined {
  if (memberRoleIds.some((id) => mapping.adminRoleIds.includes(id))) return 'admin';
  if (memberRoleIds.some((id) => mapping.officerRoleIds.includes(id))) return 'officer';
  const raiders = mapping.raiderRoleIds ?? [];
  return raiders.length === 0 || memberRoleIds.some((id) => raiders.includes(id)) ? 'raider' : undefined;
}

/** Twelve characters from an alphabet without look-alikes (no 0/O, 1/I/L): about 60 bits. */
const resetAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomResetCode(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const letters = Array.from(bytes, (byte) => resetAlphabet[byte % resetAlphabet.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}
