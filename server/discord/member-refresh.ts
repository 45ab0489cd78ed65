import { roleFromRoleIds } from '../../src/domain/accounts/account-rules';
import type { MemberRole } from '../../src/domain/accounts/account-types';
import { raiderKey } from '../../src/domain/accounts/raider-key';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { RaiderSession } from '../../src/domain/raids/signup-types';
import type { BotClient } from './bot-client';
import type { DiscordAppSettings } from './discord-app-settings';
import type { DiscordMemberParts } from './discord-links';

/** How long a linked member's roles read from Discord count as current (`DISCORD_ROLE_REFRESH_SECONDS`). */
export const defaultRoleRefreshSeconds = 300;

/** After a failed read (Discord down, the bot refused): asked again this soon, not at every request. */
const retryAfterFailureMs = 30_000;

export const memberRefreshMessages = {
  departedSignIn:
    'Nie jesteś już członkiem serwera Discord gildii, a to konto jest połączone z Discordem: logowanie jest zamknięte. Dołącz do serwera i spróbuj ponownie.',
  departed:
    'Nie jesteś już członkiem serwera Discord gildii, więc Twoja sesja w panelu się zakończyła. Dołącz do serwera i zaloguj się ponownie.',
} as const;

export interface MemberRefreshOptions extends DiscordMemberParts {
  /** The guild's bot while a token is set (the same client, and rate limits, as its posts). */
  bot: () => BotClient | undefined;
  /** How long roles read from Discord count as current. */
  refreshMs: number;
  log: (message: string) => void;
}

/**
 * What a refresh found: nothing read (`cached`: not due, not linked, no bot), the roles read and applied
 * (`current`, also when Discord could not answer and the stored role stays), or the member left and
 * the account's sessions ended (`departed`).
 */
export type RefreshOutcome = 'cached' | 'current' | 'departed';

/**
 * Roles that follow Discord for accounts linked to a Discord user: when such an account uses a session
 * (or signs in with a password) and its roles were last read from Discord more than `refreshMs` ago, the
 * bot reads `GET /guilds/{guild}/members/{user}` and the mapping every Discord sign-in uses applies
 * (`roleFromRoleIds`, `applyDiscordRole`); a member who left ends every session. The request waits for
 * the read, so a role taken away on Discord stops working within `refreshMs`.
 *
 * Discord being down, refusing the bot or limiting it keeps the role the panel has (the guild's panel
 * does not stop with Discord): the read is tried again after the limit's wait, or 30 s. One read at a
 * time per account: requests arriving meanwhile wait for it. Without a bot token or a guild id, nothing
 * is read (roles then change at Discord sign-in only).
 */
export function createMemberRefresh({ app, bot, links, accounts, now, refreshMs, log }: MemberRefreshOptions) {
  /** Account key → when its roles are read again, and the read under way. Linked accounts only. */
  const reads = new Map<string, { dueAt: number; underway?: Promise<RefreshOutcome> }>();

  async function read(client: BotClient, settings: DiscordAppSettings, accountKey: string, discordUserId: string) {
    const answer = await client.member(settings.guildId!, discordUserId);
    const at = now().getTime();
    try {
      const role = answer.kind === 'member' ? roleFromRoleIds(answer.roleIds, settings) : undefined;
      if (role) {
        accounts.applyDiscordRole(accountKey, role);
        return { outcome: 'current' as const, dueAt: at + refreshMs };
      }
      // Left the server, or lost every role that may raid (DISCORD_RAIDER_ROLE_IDS): no panel either.
      if (answer.kind === 'departed' || answer.kind === 'member') {
        const ended = accounts.endSessionsOfDepartedMember(accountKey);
        return { outcome: ended ? ('departed' as const) : ('current' as const), dueAt: at + refreshMs };
      }
    } catch (error) {
      // A store that takes no writes (a full disk) keeps the stored role; asked again soon.
      if (error instanceof RaidApiError && (error.code === 'unavailable' || error.code === 'not-found'))
        return { outcome: 'current' as const, dueAt: at + retryAfterFailureMs };
      throw error;
    }
    if (answer.kind === 'rate-limited') return { outcome: 'current' as const, dueAt: at + answer.waitMs };
    log(
      `Odświeżenie ról z Discorda nie powiodło się (rola w panelu bez zmian, próba za ${retryAfterFailureMs / 1000} s): ${answer.reason}`,
    );
    return { outcome: 'current' as const, dueAt: at + retryAfterFailureMs };
  }

  /**
   * Reads the account's roles from Discord when they are due (`force`: at once, as a password sign-in
   * does); `departed` when the member left the guild's server and its sessions ended.
   */
  async function refresh(accountKey: string, { force = false } = {}): Promise<RefreshOutcome> {
    const link = links.byAccount(accountKey);
    if (!link) {
      reads.delete(accountKey);
      return 'cached';
    }
    const settings = app();
    const client = bot();
    if (!client || !settings.guildId) return 'cached';
    const known = reads.get(accountKey);
    if (known?.underway) return known.underway;
    if (!force && known && now().getTime() < known.dueAt) return 'cached';
    const underway = read(client, settings, accountKey, link.discordUserId).then(
      ({ outcome, dueAt }) => {
        reads.set(accountKey, { dueAt });
        return outcome;
      },
      (error: unknown) => {
        reads.delete(accountKey);
        throw error;
      },
    );
    reads.set(accountKey, { dueAt: known?.dueAt ?? 0, underway });
    return underway;
  }

  return { refresh };
}

export type MemberRefresh = ReturnType<typeof createMemberRefresh>;

/**
 * A password sign-in's session with the role Discord gives now, when the account is linked: the roles
 * are read at once (a session made a moment ago is as good as any), and the sign-in is refused
 * (`forbidden`) when the member left the guild's server, whose refresh ended the session. `roleOf` reads
 * the account's role after the refresh (unchanged when not linked or Discord could not answer).
 */
export async function withDiscordRole(
  refresh: MemberRefresh['refresh'],
  roleOf: (accountKey: string) => MemberRole | undefined,
  session: RaiderSession,
): Promise<RaiderSession> {
  const key = raiderKey(session.nickname);
  if ((await refresh(key, { force: true })) === 'departed') throw new RaidApiError('forbidden', memberRefreshMessages.departedSignIn);
  const role = roleOf(key);
  return role ? { ...session, role } : session;
}
