import type { MiddlewareHandler } from 'hono';
import { RaidApiError, type MemberRole } from '../../src/domain';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import type { AccountService } from '../../src/domain/service';
import type { AccountEnv } from './account-routes';
import { ApiError, apiMessages } from './api-error';
import { bearerToken } from './request-input';
import type { Access } from './route-doc';

/** 401 without a live session; otherwise the request knows who makes it. */
export function requireSession(accounts: AccountService): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'unauthorized', apiMessages.noToken);
    const signedIn = accounts.authenticate(token);
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
export function accessGuards(accounts: AccountService): Record<Access, Array<MiddlewareHandler<AccountEnv>>> {
  const signedIn = requireSession(accounts);
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
