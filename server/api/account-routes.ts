import { RaidApiError, raidApiMessages } from '../../src/domain';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import type { AccountService, Actor, SignedIn } from '../../src/domain/service';
import type { RaiderSession } from '../../src/domain/raids/signup-types';
import { ApiError, apiMessages } from './api-error';
import { clientAddress } from './client-address';
import { bearerToken, readJsonObject } from './request-input';
import type { Route } from './route-doc';
import { raiderKey } from '../../src/domain/accounts/raider-key';
import { memberRefreshMessages, type MemberRefresh } from '../discord/member-refresh';
import { refuseWhileLimited, signInKeys } from './sign-in-keys';
import type { SignInLimiter } from './sign-in-limiter';

export type AccountEnv = { Variables: { nickname: string; signedIn: SignedIn } };

/** Who makes a signed-in request. */
export const actor = (c: { get(key: 'signedIn'): SignedIn }): Actor => c.get('signedIn').account;

export interface AccountRoutesOptions {
  accounts: AccountService;
  /** Failed sign-ins, password changes and reset codes, per address and per nickname. */
  limiter: SignInLimiter;
  /** Account creations per address (each one counts: a flood of accounts or access-code guesses). */
  accountLimiter: SignInLimiter;
  trustProxy: boolean;
  /** Signs in with a one-time ticket from sign-in with Discord; without it, `discordTicket` is not read. */
  discordTicket?: (ticket: unknown) => RaiderSession;
  /** Refuses a password sign-in to an account made through Discord, with a hint to use Discord. */
  refusePasswordless?: (nickname: unknown) => void;
  /** Roles that follow Discord: a password sign-in of a linked account takes the role Discord gives now. */
  memberRefresh?: MemberRefresh;
}

/**
 * Runs `work` for the keys after the body was read: refused with 429 while any key must wait; a wrong
 * password or code, and a refused attempt, count against every key, a success forgives them
 * (server/api/sign-in-limiter.ts).
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

/** Accounts, sessions, members, reset codes and the audit log (docs/api.md). */
export function addAccountRoutes(
  route: Route,
  { accounts, limiter, accountLimiter, trustProxy, discordTicket, refusePasswordless, memberRefresh }: AccountRoutesOptions,
): void {
  const nicknameParam = (value: string | undefined) => value ?? '';

  /**
   * A password sign-in of an account linked to Discord: the roles read from Discord at once (a session
   * made a moment ago is as good as any), the session ended and refused when the member left its server.
   */
  async function withDiscordRole(session: RaiderSession): Promise<RaiderSession> {
    const key = raiderKey(session.nickname);
    const outcome = await memberRefresh!.refresh(key, { force: true });
    if (outcome === 'departed') throw new RaidApiError('forbidden', memberRefreshMessages.departedSignIn);
    const role = accounts.accountActor(key)?.role;
    return role ? { ...session, role } : session;
  }

  route(
    'POST',
    '/accounts',
    {
      access: 'public',
      body: '`{"nickname","password","accessCode"?}`',
      answers: '`201 {"nickname","role","token","expiresAt","deviceToken"}`: created and signed in',
      errors:
        '`400` (fields `nickname`, `password`, `accessCode`), `401` wrong access code, `409 taken` the nickname (or a look-alike) has an account, `429`',
    },
    async (c) => {
      const body = await readJsonObject(c);
      // Decided and counted in one step after the body: creations held open and released together count one by one.
      const address = clientAddress(c, trustProxy);
      refuseWhileLimited(accountLimiter, [address], accountMessages.accountsRateLimited);
      accountLimiter.recordFailure(address);
      return c.json(await accounts.createAccount(body), 201);
    },
  );

  route(
    'POST',
    '/session',
    {
      access: 'public',
      body:
        '`{"nickname","password","deviceToken"?}`: `deviceToken` from an earlier sign-in on this device; or `{"discordTicket"}`: the one-time ticket ' +
        'sign-in with Discord handed over (`#/raider?discordTicket=…`)',
      answers:
        '`201 {"nickname","role","token","expiresAt","deviceToken"}`: keep `deviceToken` after the session ends; an account linked to Discord ' +
        'gets the role its Discord roles give now',
      errors:
        '`400` (fields `nickname`, `password`), `401` wrong password or unknown nickname (one message: `Nieprawidłowy nick lub hasło.`), ' +
        'an account made with Discord that has no password yet (a hint to sign in with Discord), an expired or used `discordTicket` (field `discordTicket`), ' +
        "`403` an account linked to Discord whose member left the guild's Discord server (its sessions end), `429`, `503`",
    },
    async (c) => {
      const body = await readJsonObject(c);
      // A ticket is 256 random bits, single use, 60 s: nothing to guess, so no sign-in limit applies.
      if (discordTicket && body.discordTicket !== undefined) return c.json(discordTicket(body.discordTicket), 201);
      // OWASP's device cookie: a browser that signed in to this account before spends its own budget, so a
      // stranger who floods the nickname (or shares the address) locks out strangers only.
      const device = accounts.trustedDevice(body.nickname, body.deviceToken);
      const keys = device ? [`device:${device}`] : await signInKeys(clientAddress(c, trustProxy), body.nickname);
      return c.json(
        await limited(limiter, keys, async () => {
          refusePasswordless?.(body.nickname);
          const session = await accounts.signIn(body);
          return memberRefresh ? withDiscordRole(session) : session;
        }),
        201,
      );
    },
  );

  route(
    'POST',
    '/accounts/reset',
    {
      access: 'public',
      body: '`{"nickname","resetCode","newPassword"}`',
      answers: '`204`; every session of the raider ends',
      errors: '`400` (fields), `401` wrong, used or expired code (field `resetCode`), `429`',
    },
    async (c) => {
      const body = await readJsonObject(c);
      await limited(limiter, await signInKeys(clientAddress(c, trustProxy), body.nickname), () => accounts.resetPassword(body));
      return c.body(null, 204);
    },
  );

  route(
    'PUT',
    '/me/password',
    {
      access: 'token',
      body: '`{"currentPassword","newPassword"}`',
      answers: '`204`; every other session of the raider ends',
      errors: '`400`, `401` (field `currentPassword`: wrong current password), `429`',
    },
    async (c) => {
      const body = await readJsonObject(c);
      const keys = await signInKeys(clientAddress(c, trustProxy), c.get('nickname'));
      await limited(limiter, keys, () => accounts.changePassword(c.get('signedIn'), body));
      return c.body(null, 204);
    },
  );

  route(
    'GET',
    '/me/sessions',
    {
      access: 'token',
      answers: '`200 [{"id","createdAt","expiresAt","current"}]`: the raider\'s live sessions, newest first',
      errors: '`401`',
    },
    (c) => c.json(accounts.mySessions(c.get('signedIn'))),
  );

  route(
    'DELETE',
    '/me/sessions/:sessionId',
    { access: 'token', answers: '`204`; that session ends', errors: "`401`, `404` not one of the raider's live sessions" },
    (c) => {
      accounts.endSession(c.get('signedIn'), c.req.param('sessionId') ?? '');
      return c.body(null, 204);
    },
  );

  route(
    'GET',
    '/members',
    {
      access: 'officer',
      answers:
        '`200 [{"nickname","role","createdAt","lastSeenAt","character"?}]` by nickname; `character` (`{"id","name","classId","specId"}`): the main',
      errors: '`401`, `403 forbidden`',
    },
    (c) => c.json(accounts.listMembers(actor(c))),
  );

  route(
    'PUT',
    '/members/:nickname/role',
    {
      access: 'admin',
      body: '`{"role"}`: `raider`, `officer` or `admin`',
      answers: '`200 {"nickname","role"}`',
      errors: '`400`, `401`, `403 forbidden`, `404`, `409 last-admin`',
    },
    async (c) => {
      const body = await readJsonObject(c);
      return c.json(accounts.setMemberRole(actor(c), nicknameParam(c.req.param('nickname')), body));
    },
  );

  route(
    'DELETE',
    '/members/:nickname',
    {
      access: 'admin',
      answers: "`204`: the account is removed, its sessions end at once (its answers stay in the raids' history); audited `member-removed`",
      errors: '`400`, `401`, `403 forbidden` (also for removing oneself), `404`',
    },
    (c) => {
      accounts.removeMember(actor(c), nicknameParam(c.req.param('nickname')));
      return c.body(null, 204);
    },
  );

  route(
    'POST',
    '/members/:nickname/reset-code',
    {
      access: 'officer',
      accessNote: 'officer (for raiders), admin',
      answers: '`201 {"resetCode","expiresAt"}`: 24 h, single use; a new code replaces the member\'s earlier one',
      errors: '`400`, `401`, `403 forbidden`, `404`',
    },
    (c) => c.json(accounts.issueResetCode(actor(c), nicknameParam(c.req.param('nickname'))), 201),
  );

  route(
    'GET',
    '/audit',
    {
      access: 'admin',
      body: '`?limit`: 1–500, default 100',
      answers:
        '`200 [{"at","actor","action","target","detail"}]` newest first; actions `role-change`, `reset-code`, `password-reset`, `admin-granted` ' +
        "(detail e.g. `Członek gildii → Oficer`), and the raid leader's `series-created`, `series-changed`, `raid-created`, `raid-changed` " +
        '(target: series or raid id; detail: what changed, in Polish, e.g. `zmienione: nazwa, godzina startu`, `odwołany: Wigilia – nie gramy`) ' +
        '`roster-decision` (target `<raid id> <nickname>`, detail e.g. `automatycznie, rola: uzdrowiciel`), `attendance-recorded` ' +
        "(target: raid id; detail e.g. `Kasia: obecność, Ola: nieobecność`) the admin's `member-removed` (target: nickname, detail: the role they had) and `settings-changed` (detail e.g. " +
        "`webhook Discorda zmieniony; skład na Discordzie 5 h przed rajdem (było 3 h)`; never the webhook's address nor the access code). " +
        'Entries stored before the details were Polish keep their English detail here; the panel shows them in Polish',
      errors: '`400`, `401`, `403 forbidden`',
    },
    (c) => c.json(accounts.auditLog(actor(c), c.req.query('limit'))),
  );

  route(
    'GET',
    '/session',
    { access: 'token', answers: '`200 {"nickname","role"}`', errors: '`401` expired, revoked or unknown token' },
    (c) => c.json({ nickname: c.get('nickname'), role: c.get('signedIn').account.role }),
  );

  // Signing out of a session that already ended is fine: the token stops working either way. So no
  // session guard, only a token: documented as "token", though an ended session's token does too.
  route(
    'DELETE',
    '/session',
    {
      access: 'public',
      accessNote: 'token',
      answers: '`204`; the token stops working (also `204` when it already had)',
      errors: '`401` without a token',
    },
    (c) => {
      const token = bearerToken(c);
      if (!token) throw new ApiError(401, 'unauthorized', apiMessages.noToken);
      accounts.signOut(token);
      return c.body(null, 204);
    },
  );
}
