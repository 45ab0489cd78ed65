import type { MiddlewareHandler } from 'hono';
import { RaidApiError, type MemberRole } from '../../src/domain';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import type { AccountService, SignedIn } from '../../src/domain/service';
import { ApiError, apiMessages } from './api-error';
import { bearerToken } from './request-input';
import type { Access } from './route-doc';
import { memberRefreshMessages, type RefreshOutcome } from '../discord/member-refresh';

/** What the session guard leaves for the handler: who makes the request. */
export type AccountEnv = { Variables: { nickname: string; signedIn: SignedIn } };

/**
 * Roles that follow Discord for a linked account (server/discord/member-refresh.ts): read before the
 * session is used, when due; `departed` ends the account's sessions.
 */
export type SessionRoleRefresh = (accountKey: string) => Promise<RefreshOutcome>;

/** 401 without a live session; otherwise the request knows who makes it, with the role as it is now. */
export function requireSession(accounts: AccountService, refreshRoles?: SessionRoleRefresh): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'unauthorized', apiMessages.noToken);
    let signedIn = accounts.authenticate(token);
    const refreshed = refreshRoles ? await refreshRoles(signedIn.account.key) : 'cached';
    if (refreshed === 'departed') throw new RaidApiError('unauthorized', memberRefreshMessages.departed);
    // Read again: Discord's roles may have changed the account's.
    if (refreshed === 'current') signedIn = accounts.authenticate(token);
    c.set('nickname', signedIn.account.nickname);
    c.set('signedIn', signedIn);
    await next();
  };
}

/** 403 `forbidden` before the body is read, so a raider never learns more than "no access". */
export function requireRole(roles: readonly MemberRole[], message: string): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('signedIn').account.role)) throw new RaidApiError('forbidden', message);
    await next();
  };
}

/** The guards each access puts before an endpoint's handler, in the order they run: the session, then the role. */
export function accessGuards(
  accounts: AccountService,
  refreshRoles?: SessionRoleRefresh,
): Record<Access, Array<MiddlewareHandler<AccountEnv>>> {
  const signedIn = requireSession(accounts, refreshRoles);
  return {
    public: [],
    token: [signedIn],
    session: [signedIn],
    // The handler reads the token itself: signing out of an ended session is fine.
    bearer: [],
    officer: [signedIn, requireRole(['officer', 'admin'], accountMessages.officersOnly)],
    admin: [signedIn, requireRole(['admin'], accountMessages.adminsOnly)],
  };
}
