import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { nicknameSkeleton } from '../../src/domain/accounts/nickname';
import {
  RaidApiError,
  assertAdmin,
  assertKeepsAnAdmin,
  assertMayIssueResetCode,
  assertOfficer,
  auditLimits,
  randomResetCode,
  raidApiMessages,
  raiderKey,
  resetCodeHours,
  sessionExpiry,
  validateChangePasswordInput,
  validateCreateAccountInput,
  validateMemberNickname,
  validatePasswordSignInInput,
  validateResetPasswordInput,
  validateRoleInput,
  type RaiderSession,
  type ResetCode,
  type SessionInfo,
} from '../../src/domain';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import { createAccountStore, type StoredAccount } from '../database/account-store';
import { createSessionStore } from '../database/session-store';
import type { StorageHealth } from '../database/storage-health';
import { hashToken, newSessionToken, sameSecret } from '../raids/session-tokens';
import { createPasswordHasher, type PasswordHashing } from './password-hash';

export interface AccountServiceOptions {
  db: Database;
  /** The guild's access code, asked for when an account is created. */
  accessCode?: string;
  now: () => Date;
  passwordHashing?: PasswordHashing;
  /** Turns storage faults of writes into `unavailable` (503) and tells the health check. */
  storage?: StorageHealth;
}

/** The signed-in raider of a request: their account and the hash of the token they came with. */
export interface SignedIn {
  account: StoredAccount;
  tokenHash: string;
}

/** `last_seen_at` is written at most this often per account, not on every request. */
const lastSeenEveryMs = 5 * 60_000;

const invalid = (errors: Record<string, string | undefined>) =>
  new RaidApiError('invalid', raidApiMessages.invalid, errors as Record<string, string>);
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Accounts, sessions, roles, reset codes and the audit log, with the rules every adapter shares
 * (src/domain/accounts/account-*). Passwords are hashed with scrypt and never logged, stored or answered.
 */
export function createAccountService({ db, accessCode, now, passwordHashing, storage }: AccountServiceOptions) {
  const write = <T>(run: () => T): T => (storage ? storage.write(run) : run());
  const accounts = createAccountStore(db);
  const sessions = createSessionStore(db);
  const passwords = createPasswordHasher(passwordHashing);

  const startSession = db.transaction((account: StoredAccount): RaiderSession => {
    const at = now();
    const session = { nickname: account.nickname, role: account.role, token: newSessionToken(), expiresAt: sessionExpiry(at) };
    sessions.removeExpired(at.toISOString());
    sessions.create(hashToken(session.token), {
      id: randomBytes(9).toString('base64url'),
      accountId: account.id,
      createdAt: at.toISOString(),
      expiresAt: session.expiresAt,
    });
    accounts.touch(account.id, at.toISOString());
    return session;
  });

  function memberOrThrow(nickname: string): StoredAccount {
    const checked = validateMemberNickname(nickname);
    if (!checked.ok) throw invalid(checked.errors);
    const account = accounts.byKey(raiderKey(checked.value));
    if (!account) throw new RaidApiError('not-found', accountMessages.memberNotFound);
    return account;
  }

  const hashResetCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

  return {
    /** Throws `invalid`, `unauthorized` (access code) or `taken`. */
    async createAccount(rawInput: unknown): Promise<RaiderSession> {
      const checked = validateCreateAccountInput(rawInput, Boolean(accessCode));
      if (!checked.ok) throw invalid(checked.errors);
      if (accessCode && !sameSecret(checked.value.accessCode ?? '', accessCode)) {
        throw new RaidApiError('unauthorized', raidApiMessages.wrongAccessCode, { accessCode: raidApiMessages.wrongAccessCode });
      }
      const { nickname, password } = checked.value;
      const skeleton = nicknameSkeleton(nickname);
      const taken = () => new RaidApiError('taken', accountMessages.taken, { nickname: accountMessages.taken });
      if (accounts.skeletonTaken(skeleton)) throw taken();
      const passwordHash = await passwords.hash(password);
      try {
        return write(() =>
          db
            .transaction(() => {
              const id = accounts.create({
                nickname,
                raiderKey: raiderKey(nickname),
                skeleton,
                passwordHash,
                createdAt: now().toISOString(),
              });
              return startSession(accounts.byId(id)!);
            })
            .immediate(),
        );
      } catch (error) {
        // Two raiders creating the same nickname at once: the database's unique key decides.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /** One `unauthorized` for an unknown nickname and a wrong password, taking the same time. */
    async signIn(rawInput: unknown): Promise<RaiderSession> {
      const checked = validatePasswordSignInInput(rawInput);
      if (!checked.ok) throw invalid(checked.errors);
      const account = accounts.byKey(raiderKey(checked.value.nickname));
      if (!(await passwords.verify(checked.value.password, account?.passwordHash)) || !account) {
        throw new RaidApiError('unauthorized', accountMessages.wrongCredentials);
      }
      // Read again: the role may have changed while the password was being checked.
      return write(() => startSession.immediate(accounts.byId(account.id)!));
    },

    signOut(token: string): void {
      write(() => sessions.revoke(hashToken(token)));
    },

    /** The raider a token signs in, or `undefined` when it expired, was revoked or never existed. */
    signedIn(token: string): SignedIn | undefined {
      const tokenHash = hashToken(token);
      const at = now();
      const session = sessions.find(tokenHash, at.toISOString());
      const account = session && accounts.byId(session.accountId);
      if (!account) return undefined;
      if (!account.lastSeenAt || at.getTime() - Date.parse(account.lastSeenAt) >= lastSeenEveryMs)
        accounts.touch(account.id, at.toISOString());
      return { account, tokenHash };
    },

    /** Needs the current password; every other session of the raider ends. */
    async changePassword({ account, tokenHash }: SignedIn, rawInput: unknown): Promise<void> {
      const checked = validateChangePasswordInput(rawInput, account.nickname);
      if (!checked.ok) throw invalid(checked.errors);
      if (!(await passwords.verify(checked.value.currentPassword, account.passwordHash))) {
        throw new RaidApiError('unauthorized', accountMessages.wrongCurrentPassword, {
          currentPassword: accountMessages.wrongCurrentPassword,
        });
      }
      const passwordHash = await passwords.hash(checked.value.newPassword);
      db.transaction(() => {
        accounts.setPassword(account.id, passwordHash);
        sessions.revokeAll(account.id, tokenHash);
      }).immediate();
    },

    /** A reset code sets a new password once; every session of the raider ends. */
    async resetPassword(rawInput: unknown): Promise<void> {
      const checked = validateResetPasswordInput(rawInput);
      if (!checked.ok) throw invalid(checked.errors);
      const passwordHash = await passwords.hash(checked.value.newPassword);
      const used = db
        .transaction(() => {
          const account = accounts.byKey(raiderKey(checked.value.nickname));
          const at = now().toISOString();
          if (!account || !accounts.useResetCode(hashResetCode(checked.value.resetCode), account.id, at)) return false;
          accounts.setPassword(account.id, passwordHash);
          sessions.revokeAll(account.id);
          accounts.audit({ at, actor: account.nickname, action: 'password-reset', target: account.nickname, detail: null });
          return true;
        })
        .immediate();
      if (!used) throw new RaidApiError('unauthorized', accountMessages.wrongResetCode, { resetCode: accountMessages.wrongResetCode });
    },

    mySessions({ account, tokenHash }: SignedIn): SessionInfo[] {
      return sessions
        .forAccount(account.id, now().toISOString(), tokenHash)
        .map((session) => ({ id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt, current: session.current }));
    },

    endSession({ account }: SignedIn, sessionId: string): void {
      if (!sessions.revokeById(sessionId, account.id)) throw new RaidApiError('not-found', accountMessages.sessionNotFound);
    },

    listMembers({ account }: SignedIn) {
      assertOfficer(account.role);
      return accounts.members();
    },

    setMemberRole({ account: actor }: SignedIn, nickname: string, rawInput: unknown) {
      assertAdmin(actor.role);
      const checked = validateRoleInput(rawInput);
      if (!checked.ok) throw invalid(checked.errors);
      const { role } = checked.value;
      return db
        .transaction(() => {
          const member = memberOrThrow(nickname);
          assertKeepsAnAdmin(member.role, role, accounts.adminCount());
          if (member.role !== role) {
            accounts.setRole(member.id, role);
            accounts.audit({
              at: now().toISOString(),
              actor: actor.nickname,
              action: 'role-change',
              target: member.nickname,
              detail: `${member.role} → ${role}`,
            });
          }
          return { nickname: member.nickname, role };
        })
        .immediate();
    },

    issueResetCode({ account: actor }: SignedIn, nickname: string): ResetCode {
      assertOfficer(actor.role);
      return db
        .transaction(() => {
          const member = memberOrThrow(nickname);
          assertMayIssueResetCode(actor.role, member.role);
          const at = now();
          const code = { resetCode: randomResetCode(), expiresAt: new Date(at.getTime() + resetCodeHours * 3_600_000).toISOString() };
          accounts.addResetCode(hashResetCode(code.resetCode), member.id, at.toISOString(), code.expiresAt);
          accounts.audit({ at: at.toISOString(), actor: actor.nickname, action: 'reset-code', target: member.nickname, detail: null });
          return code;
        })
        .immediate();
    },

    auditLog({ account }: SignedIn, rawLimit: string | undefined) {
      assertAdmin(account.role);
      const limit = rawLimit === undefined ? auditLimits.default : /^\d{1,4}$/.test(rawLimit) ? Number(rawLimit) : NaN;
      if (!(limit >= 1 && limit <= auditLimits.max)) throw invalid({ limit: `Podaj liczbę wpisów od 1 do ${auditLimits.max}.` });
      return accounts.latestAudit(limit);
    },

    /** `npm run admin`: makes an existing account admin. */
    grantAdmin(nickname: string): { result: 'granted' | 'already'; nickname: string } | { result: 'unknown' } {
      const checked = validateMemberNickname(nickname);
      if (!checked.ok) return { result: 'unknown' };
      return db
        .transaction(() => {
          const account = accounts.byKey(raiderKey(checked.value));
          if (!account) return { result: 'unknown' as const };
          if (account.role === 'admin') return { result: 'already' as const, nickname: account.nickname };
          accounts.setRole(account.id, 'admin');
          accounts.audit({
            at: now().toISOString(),
            actor: 'konsola',
            action: 'admin-granted',
            target: account.nickname,
            detail: `${account.role} → admin`,
          });
          return { result: 'granted' as const, nickname: account.nickname };
        })
        .immediate();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
