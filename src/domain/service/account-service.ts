import { accountMessages } from '../accounts/account-messages';
import { assertUncommonPassword } from '../accounts/common-password-check';
import { assertAdmin, assertKeepsAnAdmin, assertMayIssueResetCode, assertOfficer, randomResetCode } from '../accounts/account-rules';
import {
  auditLimits,
  memberRoleLabels,
  resetCodeHours,
  roleChangeDetail,
  type Member,
  type MemberRole,
  type ResetCode,
  type SessionInfo,
} from '../accounts/account-types';
import { joiningMessages, signInOptionsOf, type SignInOptions } from '../accounts/guild-joining';
import {
  validateChangePasswordInput,
  validateCreateAccountInput,
  validateMemberNickname,
  validatePasswordSignInInput,
  validateResetPasswordInput,
  validateRoleInput,
} from '../accounts/account-validation';
import { loadNicknameSkeleton } from '../accounts/nickname-skeleton';
import { raiderKey } from '../accounts/raider-key';
import { sessionExpiry } from '../accounts/session-token';
import { issueDeviceToken, trustedDeviceId } from '../accounts/device-token';
import { RaidApiError, invalidFields, raidApiMessages, validOrThrow } from '../raid-api-error';
import type { RaiderSession } from '../raids/signup-types';
import type { Actor, GuildContext } from './guild-context';
import type { StoredAccount } from './guild-store';

/** The signed-in raider of a call: who they are and the hash of the token they came with. */
export interface SignedIn {
  account: Actor;
  tokenHash: string;
}

/** `lastSeenAt` is written at most this often per account, not on every call. */
const lastSeenEveryMs = 5 * 60_000;

const actorOf = (account: StoredAccount): Actor => ({ key: account.key, nickname: account.nickname, role: account.role });

/** Digits only, so `?limit=1e2` or `10.0` is refused rather than read as a number. */
function parseAuditLimit(raw: unknown): number {
  if (raw === undefined) return auditLimits.default;
  const limit = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(Number.isInteger(limit) && limit >= 1 && limit <= auditLimits.max)) {
    throw invalidFields({ limit: `Podaj liczbę wpisów od 1 do ${auditLimits.max}.` });
  }
  return limit;
}

/**
 * Inside a write: a new session for the account (expired ones are swept on the way), with the device
 * token this browser keeps for its next sign-in: the one it came with when that was valid, else a new one.
 */
export function startSession({ store, now, secrets }: GuildContext, account: StoredAccount, deviceId?: string): RaiderSession {
  const at = now();
  const token = secrets.newSessionToken();
  const session = {
    nickname: account.nickname,
    role: account.role,
    token,
    expiresAt: sessionExpiry(at),
    deviceToken: issueDeviceToken(secrets, account.key, deviceId),
  };
  store.sessions.removeExpired(at.toISOString());
  store.sessions.create({
    id: secrets.newSessionId(),
    accountKey: account.key,
    tokenHash: secrets.hashToken(token),
    createdAt: at.toISOString(),
    expiresAt: session.expiresAt,
  });
  store.accounts.touch(account.key, at.toISOString());
  return session;
}

/**
 * Accounts, sessions, roles, reset codes and the audit log. Passwords and tokens reach the store only
 * as the guild's secrets hash them, and are never answered or logged.
 */
export function accountService(context: GuildContext) {
  const { store, now, secrets, joining = () => ({ mode: 'open' }), firstAccountAdmin, actorWrite, actorNow } = context;

  function memberOrThrow(nickname: unknown): StoredAccount {
    const account = store.accounts.byKey(raiderKey(validOrThrow(validateMemberNickname(nickname))));
    if (!account) throw new RaidApiError('not-found', accountMessages.memberNotFound);
    return account;
  }

  const taken = () => new RaidApiError('taken', accountMessages.taken, { nickname: accountMessages.taken });

  /**
   * A new account with the role `roleOf` decides inside the write, signed in; `taken` for a look-alike
   * nickname, judged for every account by today's rule, not as stored: the rule grows, and the stored
   * skeletons were made by the rule of their day.
   */
  async function createWithRole(input: { nickname: string; password: string }, roleOf: () => MemberRole): Promise<RaiderSession> {
    await assertUncommonPassword('password', input.password);
    const skeletonOf = await loadNicknameSkeleton();
    const skeleton = skeletonOf(input.nickname);
    const lookAlikeTaken = () => store.accounts.all().some((account) => skeletonOf(account.nickname) === skeleton);
    // Checked before the slow hash to answer at once, and again in the write that decides.
    if (lookAlikeTaken()) throw taken();
    const passwordHash = await secrets.hashPassword(input.password);
    return store.write(() => {
      if (lookAlikeTaken()) throw taken();
      const role = roleOf();
      const key = raiderKey(input.nickname);
      store.accounts.create({ key, nickname: input.nickname, skeleton, role, passwordHash, createdAt: now().toISOString() });
      return startSession(context, store.accounts.byKey(key)!);
    });
  }

  /** The raider a token signs in, or `undefined` when it expired, was revoked or never existed. */
  function signedIn(token: string): SignedIn | undefined {
    const tokenHash = secrets.hashToken(token);
    const at = now();
    const session = store.sessions.find(tokenHash, at.toISOString());
    const account = session && store.accounts.byKey(session.accountKey);
    if (!account) return undefined;
    if (!account.lastSeenAt || at.getTime() - Date.parse(account.lastSeenAt) >= lastSeenEveryMs) {
      try {
        store.write(() => store.accounts.touch(account.key, at.toISOString()));
      } catch (error) {
        // "Last seen" is a hint for officers: a store that takes no writes still answers reads.
        if (!(error instanceof RaidApiError && error.code === 'unavailable')) throw error;
      }
    }
    return { account: { ...actorOf(account), tokenHash }, tokenHash };
  }

  return {
    signInOptions: (): SignInOptions => signInOptionsOf(joining()),

    /** Throws `invalid`, `forbidden` (nobody new may join), `unauthorized` (access code) or `taken`. */
    async createAccount(rawInput: unknown): Promise<RaiderSession> {
      const rule = joining();
      if (rule.mode === 'closed') throw new RaidApiError('forbidden', joiningMessages.closed);
      const input = validOrThrow(validateCreateAccountInput(rawInput, rule.mode === 'code'));
      if (rule.mode === 'code' && !secrets.sameSecret(input.accessCode ?? '', rule.code)) {
        throw new RaidApiError('unauthorized', raidApiMessages.wrongAccessCode, { accessCode: raidApiMessages.wrongAccessCode });
      }
      return createWithRole(input, () => (firstAccountAdmin && store.accounts.all().length === 0 ? 'admin' : 'raider'));
    },

    /**
     * The guild's first admin, from the one-time set-up link (the caller checks the link): refused with
     * `forbidden` once any admin exists, decided inside the write that creates the account.
     */
    async createFirstAdmin(rawInput: unknown): Promise<RaiderSession> {
      const input = validOrThrow(validateCreateAccountInput(rawInput, false));
      return createWithRole(input, () => {
        if (store.accounts.all().some((account) => account.role === 'admin'))
          throw new RaidApiError('forbidden', joiningMessages.adminExists);
        return 'admin';
      });
    },

    /** One `unauthorized` for an unknown nickname and a wrong password, taking the same time. */
    async signIn(rawInput: unknown): Promise<RaiderSession> {
      const input = validOrThrow(validatePasswordSignInInput(rawInput));
      const key = raiderKey(input.nickname);
      const account = store.accounts.byKey(key);
      if (!(await secrets.verifyPassword(input.password, account?.passwordHash)) || !account) {
        throw new RaidApiError('unauthorized', accountMessages.wrongCredentials);
      }
      const deviceId = trustedDeviceId(secrets, key, input.deviceToken);
      // Read again inside the write: the role may have changed while the password was being checked.
      return store.write(() => startSession(context, store.accounts.byKey(key)!, deviceId));
    },

    /**
     * The id of the device a sign-in attempt comes from when its `deviceToken` was issued to this
     * nickname's account (the browser signed in to it before), else `undefined`: an untrusted attempt.
     * The server gives each trusted device a failure budget of its own (server/api/account-routes.ts).
     */
    trustedDevice(nickname: unknown, deviceToken: unknown): string | undefined {
      const checked = validateMemberNickname(nickname);
      return checked.ok ? trustedDeviceId(secrets, raiderKey(checked.value), deviceToken) : undefined;
    },

    /** Signing out of a session that already ended is fine: the token stops working either way. */
    signOut(token: string): void {
      store.write(() => store.sessions.remove(secrets.hashToken(token)));
    },

    signedIn,

    /** Who a session is, as the panel shows them: the nickname and the role. */
    currentRaider: ({ nickname, role }: Actor): { nickname: string; role: MemberRole } => ({ nickname, role }),

    /**
     * The account with this key acting without a session (a Discord user linked to it answers from
     * Discord), or `undefined` when there is none. Writes check the account again inside them.
     */
    accountActor(key: string): Actor | undefined {
      const account = store.accounts.byKey(key);
      return account && actorOf(account);
    },

    /**
     * Inside a write of the server's own (the guild settings): the actor as they are now, `unauthorized`
     * when their session ended, `forbidden` unless they are still an admin.
     */
    adminNow(actor: Actor): Actor {
      const current = actorNow(actor);
      assertAdmin(current.role);
      return current;
    },

    /** `signedIn`, or `unauthorized` for a token that signs nobody in. */
    authenticate(token: string): SignedIn {
      const found = signedIn(token);
      if (!found) throw new RaidApiError('unauthorized', raidApiMessages.sessionExpired);
      return found;
    },

    /** Needs the current password; every other session of the raider ends. */
    async changePassword({ account, tokenHash }: SignedIn, rawInput: unknown): Promise<void> {
      const input = validOrThrow(validateChangePasswordInput(rawInput, account.nickname));
      await assertUncommonPassword('newPassword', input.newPassword);
      const stored = store.accounts.byKey(account.key);
      if (!(await secrets.verifyPassword(input.currentPassword, stored?.passwordHash))) {
        throw new RaidApiError('unauthorized', accountMessages.wrongCurrentPassword, {
          currentPassword: accountMessages.wrongCurrentPassword,
        });
      }
      const passwordHash = await secrets.hashPassword(input.newPassword);
      // The session is checked again: one ended while the password was hashed does not change it.
      actorWrite({ ...account, tokenHash }, () => {
        store.accounts.setPassword(account.key, passwordHash);
        store.sessions.removeAll(account.key, tokenHash);
      });
    },

    /** A reset code sets a new password once; every session of the raider ends. */
    async resetPassword(rawInput: unknown): Promise<void> {
      const input = validOrThrow(validateResetPasswordInput(rawInput));
      await assertUncommonPassword('newPassword', input.newPassword);
      const passwordHash = await secrets.hashPassword(input.newPassword);
      store.write(() => {
        const account = store.accounts.byKey(raiderKey(input.nickname));
        const at = now().toISOString();
        if (!account || !store.resetCodes.use(secrets.hashResetCode(input.resetCode), account.key, at)) {
          throw new RaidApiError('unauthorized', accountMessages.wrongResetCode, { resetCode: accountMessages.wrongResetCode });
        }
        store.accounts.setPassword(account.key, passwordHash);
        store.sessions.removeAll(account.key);
        store.audit.add({ at, actor: account.nickname, action: 'password-reset', target: account.nickname, detail: null });
      });
    },

    /** The raider's own live sessions, newest first. */
    mySessions({ account, tokenHash }: SignedIn): SessionInfo[] {
      return store.sessions
        .forAccount(account.key, now().toISOString())
        .map((session) => ({
          id: session.id,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          current: session.tokenHash === tokenHash,
        }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    },

    endSession({ account, tokenHash }: SignedIn, sessionId: string): void {
      actorWrite({ ...account, tokenHash }, () => {
        if (!store.sessions.removeById(sessionId, account.key)) throw new RaidApiError('not-found', accountMessages.sessionNotFound);
      });
    },

    /** Officers and admins: every account, by nickname. */
    listMembers(actor: Actor): Member[] {
      assertOfficer(actor.role);
      const mains = new Map(store.characters.mains().map((one) => [one.raiderKey, one.character]));
      return store.accounts
        .all()
        .map(({ key, nickname, role, createdAt, lastSeenAt }) => {
          const member: Member = { nickname, role, createdAt, lastSeenAt };
          const main = mains.get(key);
          if (main) member.character = main;
          return member;
        })
        .sort((a, b) => a.nickname.localeCompare(b.nickname, 'pl'));
    },

    /** Admins: sets a member's role; `last-admin` when it would leave no admin. */
    setMemberRole(actor: Actor, nickname: unknown, rawInput: unknown) {
      assertAdmin(actor.role);
      const { role } = validOrThrow(validateRoleInput(rawInput));
      return actorWrite(actor, (current) => {
        // The role as it is now: an admin demoted while the request was on its way no longer sets roles.
        assertAdmin(current.role);
        const member = memberOrThrow(nickname);
        const admins = store.accounts.all().filter((account) => account.role === 'admin').length;
        assertKeepsAnAdmin(member.role, role, admins);
        if (member.role !== role) {
          store.accounts.setRole(member.key, role);
          store.audit.add({
            at: now().toISOString(),
            actor: current.nickname,
            action: 'role-change',
            target: member.nickname,
            detail: roleChangeDetail(member.role, role),
          });
        }
        return { nickname: member.nickname, role };
      });
    },

    /**
     * Admins: removes a member (not themselves): the account, its sessions at once, its reset codes and
     * its standing answers (they would keep answering the coming nights); audited. Answers given stay.
     */
    removeMember(actor: Actor, nickname: unknown): void {
      assertAdmin(actor.role);
      actorWrite(actor, (current) => {
        assertAdmin(current.role);
        const member = memberOrThrow(nickname);
        if (member.key === current.key) throw new RaidApiError('forbidden', accountMessages.removeSelf);
        for (const standing of store.standing.forRaider(member.key)) store.standing.remove(standing.seriesId, member.key);
        store.sessions.removeAll(member.key);
        store.resetCodes.dropFor(member.key, now().toISOString());
        store.accounts.remove(member.key);
        store.audit.add({
          at: now().toISOString(),
          actor: current.nickname,
          action: 'member-removed',
          target: member.nickname,
          detail: memberRoleLabels[member.role],
        });
      });
    },

    /** Officers (for raiders) and admins (for anyone): a one-time code valid 24 hours, shown once. */
    issueResetCode(actor: Actor, nickname: unknown): ResetCode {
      assertOfficer(actor.role);
      return actorWrite(actor, (current) => {
        const member = memberOrThrow(nickname);
        assertMayIssueResetCode(current.role, member.role);
        const at = now();
        const code = { resetCode: randomResetCode(), expiresAt: new Date(at.getTime() + resetCodeHours * 3_600_000).toISOString() };
        store.resetCodes.dropFor(member.key, at.toISOString());
        store.resetCodes.add({
          codeHash: secrets.hashResetCode(code.resetCode),
          accountKey: member.key,
          createdAt: at.toISOString(),
          expiresAt: code.expiresAt,
        });
        store.audit.add({ at: at.toISOString(), actor: current.nickname, action: 'reset-code', target: member.nickname, detail: null });
        return code;
      });
    },

    /** Admins: the audit log, newest first. */
    auditLog(actor: Actor, rawLimit?: unknown) {
      assertAdmin(actor.role);
      return store.audit.latest(parseAuditLimit(rawLimit));
    },

    /** `npm run admin`: makes an existing account admin. */
    grantAdmin(nickname: string): { result: 'granted' | 'already'; nickname: string } | { result: 'unknown' } {
      const checked = validateMemberNickname(nickname);
      if (!checked.ok) return { result: 'unknown' };
      return store.write(() => {
        const account = store.accounts.byKey(raiderKey(checked.value));
        if (!account) return { result: 'unknown' as const };
        if (account.role === 'admin') return { result: 'already' as const, nickname: account.nickname };
        store.accounts.setRole(account.key, 'admin');
        store.audit.add({
          at: now().toISOString(),
          actor: 'konsola',
          action: 'admin-granted',
          target: account.nickname,
          detail: roleChangeDetail(account.role, 'admin'),
        });
        return { result: 'granted' as const, nickname: account.nickname };
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
