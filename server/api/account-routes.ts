import type { Handler, MiddlewareHandler } from 'hono';
import { RaidApiError, raidApiMessages, type MemberRole } from '../../src/domain';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import type { AccountService, Actor, SignedIn } from '../../src/domain/service';
import { ApiError, apiMessages } from './api-error';
import { clientAddress } from './client-address';
import { readJsonObject } from './request-input';
import { refuseWhileLimited, signInKeys } from './sign-in-keys';
import type { SignInLimiter } from './sign-in-limiter';

export type AccountEnv = { Variables: { nickname: string; signedIn: SignedIn } };

/** Who makes a signed-in request. */
export const actor = (c: { get(key: 'signedIn'): SignedIn }): Actor => c.get('signedIn').account;

export type Route = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, ...handlers: Array<Handler<AccountEnv>>) => void;

export interface AccountRoutesOptions {
  accounts: AccountService;
  /** Failed sign-ins, password changes and reset codes, per address and per nickname. */
  limiter: SignInLimiter;
  /** Account creations per address (each one counts: a flood of accounts or access-code guesses). */
  accountLimiter: SignInLimiter;
  trustProxy: boolean;
  signedIn: MiddlewareHandler<AccountEnv>;
}

/** 403 `forbidden` before the body is read, so a raider never learns more than "no access". */
export function requireRole(roles: readonly MemberRole[], message: string): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('signedIn').account.role)) throw new RaidApiError('forbidden', message);
    await next();
  };
}

/**
 * Runs `work` for the keys after the body was read: refused with 429 while any key must wait; a wrong
 * password or code counts against every key, a success forgives them (server/api/sign-in-limiter.ts).
 */
async function limited<T>(limiter: SignInLimiter, keys: string[], work: () => Promise<T>): Promise<T> {
  const attempt = await limiter.attemptAsync(keys, work, (result) =>
    result.ok ? 'success' : result.error instanceof RaidApiError && result.error.code === 'unauthorized' ? 'failure' : 'not-counted',
  );
  if (attempt.refused) {
    const wait = attempt.refused.retryAfterSeconds;
    const message = attempt.refused.reason === 'failures' ? raidApiMessages.rateLimited(wait) : apiMessages.tooManySignIns(wait);
    throw new ApiError(429, 'rate-limited', message, undefined, { 'Retry-After': String(wait) });
  }
  return attempt.value;
}

/** Accounts, sessions, members, reset codes and the audit log (README: API). */
export function addAccountRoutes(route: Route, { accounts, limiter, accountLimiter, trustProxy, signedIn }: AccountRoutesOptions): void {
  const officers = requireRole(['officer', 'admin'], accountMessages.officersOnly);
  const admins = requireRole(['admin'], accountMessages.adminsOnly);
  const nicknameParam = (value: string | undefined) => value ?? '';

  route('POST', '/accounts', async (c) => {
    const body = await readJsonObject(c);
    // Decided and counted in one step after the body: creations held open and released together count one by one.
    const address = clientAddress(c, trustProxy);
    refuseWhileLimited(accountLimiter, [address], accountMessages.accountsRateLimited);
    accountLimiter.recordFailure(address);
    return c.json(await accounts.createAccount(body), 201);
  });

  route('POST', '/session', async (c) => {
    const body = await readJsonObject(c);
    const keys = signInKeys(clientAddress(c, trustProxy), body.nickname);
    return c.json(await limited(limiter, keys, () => accounts.signIn(body)), 201);
  });

  route('POST', '/accounts/reset', async (c) => {
    const body = await readJsonObject(c);
    await limited(limiter, signInKeys(clientAddress(c, trustProxy), body.nickname), () => accounts.resetPassword(body));
    return c.body(null, 204);
  });

  route('PUT', '/me/password', signedIn, async (c) => {
    const body = await readJsonObject(c);
    const keys = signInKeys(clientAddress(c, trustProxy), c.get('nickname'));
    await limited(limiter, keys, () => accounts.changePassword(c.get('signedIn'), body));
    return c.body(null, 204);
  });

  route('GET', '/me/sessions', signedIn, (c) => c.json(accounts.mySessions(c.get('signedIn'))));

  route('DELETE', '/me/sessions/:sessionId', signedIn, (c) => {
    accounts.endSession(c.get('signedIn'), c.req.param('sessionId') ?? '');
    return c.body(null, 204);
  });

  route('GET', '/members', signedIn, officers, (c) => c.json(accounts.listMembers(actor(c))));

  route('PUT', '/members/:nickname/role', signedIn, admins, async (c) => {
    const body = await readJsonObject(c);
    return c.json(accounts.setMemberRole(actor(c), nicknameParam(c.req.param('nickname')), body));
  });

  route('POST', '/members/:nickname/reset-code', signedIn, officers, (c) =>
    c.json(accounts.issueResetCode(actor(c), nicknameParam(c.req.param('nickname'))), 201),
  );

  route('GET', '/audit', signedIn, admins, (c) => c.json(accounts.auditLog(actor(c), c.req.query('limit'))));
}
