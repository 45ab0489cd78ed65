import type { Handler, MiddlewareHandler } from 'hono';
import { RaidApiError, raidApiMessages, type MemberRole } from '../../src/data/raids';
import { accountMessages } from '../../src/data/raids/account-messages';
import type { AccountService, SignedIn } from '../accounts/account-service';
import { clientAddress } from './client-address';
import { readJsonObject } from './request-input';
import { refuseWhileLimited, signInKeys } from './sign-in-keys';
import type { SignInLimiter } from './sign-in-limiter';

export type AccountEnv = { Variables: { nickname: string; signedIn: SignedIn } };

type Route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, ...handlers: Array<Handler<AccountEnv>>) => void;

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
function requireRole(roles: readonly MemberRole[], message: string): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('signedIn').account.role)) throw new RaidApiError('forbidden', message);
    await next();
  };
}

/** Runs `work`, counting an `unauthorized` answer against the keys and forgiving them on success. */
async function limited<T>(limiter: SignInLimiter, keys: string[], work: () => Promise<T>): Promise<T> {
  refuseWhileLimited(limiter, keys);
  try {
    const result = await work();
    for (const key of keys) limiter.recordSuccess(key);
    return result;
  } catch (error) {
    if (error instanceof RaidApiError && error.code === 'unauthorized') for (const key of keys) limiter.recordFailure(key);
    throw error;
  }
}

/** Accounts, sessions, members, reset codes and the audit log (README: API). */
export function addAccountRoutes(route: Route, { accounts, limiter, accountLimiter, trustProxy, signedIn }: AccountRoutesOptions): void {
  const officers = requireRole(['officer', 'admin'], accountMessages.officersOnly);
  const admins = requireRole(['admin'], accountMessages.adminsOnly);
  const nicknameParam = (value: string | undefined) => value ?? '';

  route('POST', '/accounts', async (c) => {
    const address = clientAddress(c, trustProxy);
    refuseWhileLimited(accountLimiter, [address], accountMessages.accountsRateLimited);
    const body = await readJsonObject(c);
    accountLimiter.recordFailure(address);
    return c.json(await accounts.createAccount(body), 201);
  });

  route('POST', '/session', async (c) => {
    const address = clientAddress(c, trustProxy);
    refuseWhileLimited(limiter, [address]);
    const body = await readJsonObject(c);
    return c.json(await limited(limiter, signInKeys(address, body.nickname), () => accounts.signIn(body)), 201);
  });

  route('POST', '/accounts/reset', async (c) => {
    const address = clientAddress(c, trustProxy);
    refuseWhileLimited(limiter, [address]);
    const body = await readJsonObject(c);
    await limited(limiter, signInKeys(address, body.nickname), () => accounts.resetPassword(body));
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

  route('GET', '/members', signedIn, officers, (c) => c.json(accounts.listMembers(c.get('signedIn'))));

  route('PUT', '/members/:nickname/role', signedIn, admins, async (c) => {
    const body = await readJsonObject(c);
    return c.json(accounts.setMemberRole(c.get('signedIn'), nicknameParam(c.req.param('nickname')), body));
  });

  route('POST', '/members/:nickname/reset-code', signedIn, officers, (c) =>
    c.json(accounts.issueResetCode(c.get('signedIn'), nicknameParam(c.req.param('nickname'))), 201),
  );

  route('GET', '/audit', signedIn, admins, (c) => c.json(accounts.auditLog(c.get('signedIn'), c.req.query('limit'))));
}
