import { roleFromRoleIds } from '../../src/domain/accounts/account-rules';
import type { MemberRole } from '../../src/domain/accounts/account-types';
import type { DiscordAppSettings } from './discord-app-settings';

/** What an interaction says of who sent it: the parts of Discord's payload this reads, checked as it goes. */
export interface InteractionSender {
  /** The server it came from; absent in a direct message. */
  guild_id?: unknown;
  /** In a server: the member, with their user, server nickname and role ids. */
  member?: { user?: { id?: unknown; username?: unknown; global_name?: unknown }; nick?: unknown; roles?: unknown };
  /** In a direct message (a reminder's buttons): the user. */
  user?: { id?: unknown };
}

/**
 * Who an interaction is from, as Discord signed it:
 * - `member`: a member of the guild's server allowed to raid, with the panel role their Discord roles
 *   map to (`roleFromRoleIds`, the mapping of sign-in too) and their names, server nickname first;
 * - `not-raider`: a member of the guild's server without a raider role;
 * - `direct`: a direct message with the bot (a reminder's buttons), which says nothing of roles;
 * - `other-server`: another server;
 * - `no-guild`: the guild's server is not set, so no server's members can be told apart;
 * - `unknown`: no user id at all.
 */
export type InteractionWho =
  | { kind: 'member'; userId: string; role: MemberRole; names: Array<string | undefined> }
  | { kind: 'not-raider'; userId: string }
  | { kind: 'direct'; userId: string }
  | { kind: 'other-server' }
  | { kind: 'no-guild' }
  | { kind: 'unknown' };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function interactionWho(
  interaction: InteractionSender,
  settings: Pick<DiscordAppSettings, 'guildId' | 'raiderRoleIds' | 'officerRoleIds' | 'adminRoleIds'>,
): InteractionWho {
  if (interaction.guild_id === undefined) {
    const userId = text(interaction.user?.id);
    return userId ? { kind: 'direct', userId } : { kind: 'unknown' };
  }
  if (!settings.guildId) return { kind: 'no-guild' };
  if (interaction.guild_id !== settings.guildId) return { kind: 'other-server' };
  const member = interaction.member;
  const userId = text(member?.user?.id);
  if (!member || !userId) return { kind: 'unknown' };
  const roleIds = Array.isArray(member.roles) ? member.roles.filter((id): id is string => typeof id === 'string') : [];
  const role = roleFromRoleIds(roleIds, settings);
  if (!role) return { kind: 'not-raider', userId };
  return { kind: 'member', userId, role, names: [text(member.nick), text(member.user?.global_name), text(member.user?.username)] };
}
