import { accountMessages } from '../../../domain/accounts/account-messages';
import { nicknameSkeleton } from '../../../domain/accounts/nickname';
import {
  assertAdmin,
  assertKeepsAnAdmin,
  assertMayIssueResetCode,
  assertOfficer,
  randomResetCode,
} from '../../../domain/accounts/account-rules';
import { auditLimits, resetCodeHours, type AuditEntry, type Member, type SessionInfo } from '../../../domain/accounts/account-types';
import {
  validateChangePasswordInput,
  validateCreateAccountInput,
  validateMemberNickname,
  validatePasswordSignInInput,
  validateResetPasswordInput,
  validateRoleInput,
} from '../../../domain/accounts/account-validation';
import type { RaidApi } from '../raid-api';
import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import { raiderKey } from '../../../domain/accounts/raider-key';
import { randomToken, sessionExpiry } from '../../../domain/accounts/session-token';
import type { RaiderSession } from '../../../domain/raids/signup-types';
import { demoDigest } from './demo-password';
import type { LocalAccount, LocalData } from './local-data';
import type { LocalStore } from './local-store';

export interface LocalAccountsOptions {
  store: LocalStore;
  now: () => Date;
  accessCode?: string;
  /** The demo's first account on this device becomes its admin, so every page can be tried. */
  firstAccountAdmin: boolean;
}

export type AccountMethods = Pick<
  RaidApi,
  | 'createAccount'
  | 'signIn'
  | 'signOut'
  | 'currentRaider'
  | 'changePassword'
  | 'resetPassword'
  | 'mySessions'
  | 'endSession'
  | 'listMembers'
  | 'setMemberRole'
  | 'issueResetCode'
  | 'auditLog'
>;

const invalid = (errors: Record<string, string | undefined>) =>
  new RaidApiError('invalid', raidApiMessages.invalid, errors as Record<string, string>);

/** The account half of the local demo adapter: the same rules as the server, kept in this browser. */
export function createLocalAccounts({ store, now, accessCode, firstAccountAdmin }: LocalAccountsOptions) {
  const accountByKey = (data: LocalData, nickname: string) =>
    data.accounts.find((account) => raiderKey(account.nickname) === raiderKey(nickname));
  const live = (expiresAt: string) => Date.parse(expiresAt) > now().getTime();

  /** The account a token signs in, or `undefined` for an unknown, expired or pre-account session. */
  function sessionAccount(data: LocalData, token: string): LocalAccount | undefined {
    const session = data.sessions[token];
    if (!session?.id || !live(session.expiresAt)) return undefined;
    return accountByKey(data, session.nickname);
  }

  function accountOf(data: LocalData, token: string): LocalAccount {
    const account = sessionAccount(data, token);
    if (!account) throw new RaidApiError('unauthorized', raidApiMessages.sessionExpired);
    return account;
  }

  function startSession(data: LocalData, account: LocalAccount): RaiderSession {
    const at = now();
    const session = { nickname: account.nickname, role: account.role, token: randomToken(), expiresAt: sessionExpiry(at) };
    data.sessions[session.token] = {
      nickname: account.nickname,
      expiresAt: session.expiresAt,
      id: randomToken().slice(0, 16),
      createdAt: at.toISOString(),
    };
    account.lastSeenAt = at.toISOString();
    return session;
  }

  function endSessionsOf(data: LocalData, account: LocalAccount, keep?: string): void {
    for (const [token, session] of Object.entries(data.sessions)) {
      if (token !== keep && raiderKey(session.nickname) === raiderKey(account.nickname)) delete data.sessions[token];
    }
  }

  function setPassword(account: LocalAccount, password: string): void {
    account.salt = randomToken();
    account.passwordDigest = demoDigest(account.salt, password);
  }

  const audit = (data: LocalData, entry: Omit<AuditEntry, 'at'>) => data.audit.push({ at: now().toISOString(), ...entry });

  function memberOrThrow(data: LocalData, nickname: string): LocalAccount {
    const checked = validateMemberNickname(nickname);
    if (!checked.ok) throw invalid(checked.errors);
    const account = accountByKey(data, checked.value);
    if (!account) throw new RaidApiError('not-found', accountMessages.memberNotFound);
    return account;
  }

  const run = async <T>(work: () => T): Promise<T> => work();

  const methods: AccountMethods = {
    createAccount: (input) =>
      run(() => {
        const checked = validateCreateAccountInput(input, Boolean(accessCode));
        if (!checked.ok) throw invalid(checked.errors);
        if (accessCode && checked.value.accessCode !== accessCode) {
          throw new RaidApiError('unauthorized', raidApiMessages.wrongAccessCode, { accessCode: raidApiMessages.wrongAccessCode });
        }
        return store.update((data) => {
          const skeleton = nicknameSkeleton(checked.value.nickname);
          if (data.accounts.some((account) => account.skeleton === skeleton)) {
            throw new RaidApiError('taken', accountMessages.taken, { nickname: accountMessages.taken });
          }
          const role = firstAccountAdmin && data.accounts.length === 0 ? 'admin' : 'raider';
          const account: LocalAccount = {
            nickname: checked.value.nickname,
            skeleton,
            role,
            salt: '',
            passwordDigest: '',
            createdAt: now().toISOString(),
            lastSeenAt: null,
          };
          setPassword(account, checked.value.password);
          data.accounts.push(account);
          return startSession(data, account);
        });
      }),
    signIn: (input) =>
      run(() => {
        const checked = validatePasswordSignInInput(input);
        if (!checked.ok) throw invalid(checked.errors);
        const account = accountByKey(store.read(), checked.value.nickname);
        if (!account || demoDigest(account.salt, checked.value.password) !== account.passwordDigest) {
          throw new RaidApiError('unauthorized', accountMessages.wrongCredentials);
        }
        return store.update((data) => startSession(data, accountByKey(data, account.nickname)!));
      }),
    signOut: (token) =>
      run(() => {
        if (store.read().sessions[token]) store.update((data) => void delete data.sessions[token]);
      }),
    currentRaider: (token) =>
      run(() => {
        const account = sessionAccount(store.read(), token);
        return account ? { nickname: account.nickname, role: account.role } : null;
      }),
    changePassword: (token, input) =>
      run(() => {
        const account = accountOf(store.read(), token);
        const checked = validateChangePasswordInput(input, account.nickname);
        if (!checked.ok) throw invalid(checked.errors);
        if (demoDigest(account.salt, checked.value.currentPassword) !== account.passwordDigest) {
          throw new RaidApiError('unauthorized', accountMessages.wrongCurrentPassword, {
            currentPassword: accountMessages.wrongCurrentPassword,
          });
        }
        store.update((data) => {
          const stored = accountByKey(data, account.nickname)!;
          setPassword(stored, checked.value.newPassword);
          endSessionsOf(data, stored, token);
        });
      }),
    resetPassword: (input) =>
      run(() => {
        const checked = validateResetPasswordInput(input);
        if (!checked.ok) throw invalid(checked.errors);
        store.update((data) => {
          const account = accountByKey(data, checked.value.nickname);
          const key = raiderKey(checked.value.nickname);
          const code = data.resetCodes.find(
            (entry) =>
              entry.key === key && !entry.used && live(entry.expiresAt) && entry.digest === demoDigest(key, checked.value.resetCode),
          );
          if (!account || !code)
            throw new RaidApiError('unauthorized', accountMessages.wrongResetCode, { resetCode: accountMessages.wrongResetCode });
          code.used = true;
          setPassword(account, checked.value.newPassword);
          endSessionsOf(data, account);
          audit(data, { actor: account.nickname, action: 'password-reset', target: account.nickname, detail: null });
        });
      }),
    mySessions: (token) =>
      run(() => {
        const data = store.read();
        const account = accountOf(data, token);
        const sessions: SessionInfo[] = Object.entries(data.sessions)
          .filter(([, session]) => session.id && live(session.expiresAt) && raiderKey(session.nickname) === raiderKey(account.nickname))
          .map(([own, session]) => ({
            id: session.id!,
            createdAt: session.createdAt ?? session.expiresAt,
            expiresAt: session.expiresAt,
            current: own === token,
          }));
        return sessions.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      }),
    endSession: (token, sessionId) =>
      run(() => {
        const account = accountOf(store.read(), token);
        store.update((data) => {
          const found = Object.entries(data.sessions).find(
            ([, session]) => session.id === sessionId && raiderKey(session.nickname) === raiderKey(account.nickname),
          );
          if (!found) throw new RaidApiError('not-found', accountMessages.sessionNotFound);
          delete data.sessions[found[0]];
        });
      }),
    listMembers: (token) =>
      run(() => {
        const data = store.read();
        assertOfficer(accountOf(data, token).role);
        return data.accounts
          .map((account): Member => ({
            nickname: account.nickname,
            role: account.role,
            createdAt: account.createdAt,
            lastSeenAt: account.lastSeenAt,
          }))
          .sort((a, b) => a.nickname.localeCompare(b.nickname, 'pl'));
      }),
    setMemberRole: (token, nickname, role) =>
      run(() => {
        const actor = accountOf(store.read(), token);
        assertAdmin(actor.role);
        const checked = validateRoleInput({ role });
        if (!checked.ok) throw invalid(checked.errors);
        return store.update((data) => {
          const member = memberOrThrow(data, nickname);
          const admins = data.accounts.filter((account) => account.role === 'admin').length;
          assertKeepsAnAdmin(member.role, checked.value.role, admins);
          if (member.role !== checked.value.role) {
            audit(data, {
              actor: actor.nickname,
              action: 'role-change',
              target: member.nickname,
              detail: `${member.role} → ${checked.value.role}`,
            });
            member.role = checked.value.role;
          }
          return { nickname: member.nickname, role: member.role };
        });
      }),
    issueResetCode: (token, nickname) =>
      run(() => {
        const actor = accountOf(store.read(), token);
        assertOfficer(actor.role);
        return store.update((data) => {
          const member = memberOrThrow(data, nickname);
          assertMayIssueResetCode(actor.role, member.role);
          const resetCode = randomResetCode();
          const expiresAt = new Date(now().getTime() + resetCodeHours * 3_600_000).toISOString();
          const key = raiderKey(member.nickname);
          data.resetCodes = data.resetCodes.filter((entry) => entry.key !== key && live(entry.expiresAt));
          data.resetCodes.push({ key, digest: demoDigest(key, resetCode), expiresAt, used: false });
          audit(data, { actor: actor.nickname, action: 'reset-code', target: member.nickname, detail: null });
          return { resetCode, expiresAt };
        });
      }),
    auditLog: (token, limit = auditLimits.default) =>
      run(() => {
        const data = store.read();
        assertAdmin(accountOf(data, token).role);
        if (!Number.isInteger(limit) || limit < 1 || limit > auditLimits.max) {
          throw invalid({ limit: `Podaj liczbę wpisów od 1 do ${auditLimits.max}.` });
        }
        return data.audit.slice(-limit).reverse();
      }),
  };

  return { methods, accountOf };
}
