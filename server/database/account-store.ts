import type { Database } from 'better-sqlite3';
import type { AuditAction, AuditEntry, Member, MemberRole } from '../../src/domain';

export interface StoredAccount {
  id: number;
  nickname: string;
  role: MemberRole;
  passwordHash: string;
  createdAt: string;
  lastSeenAt: string | null;
}

interface AccountRow {
  id: number;
  nickname: string;
  role: MemberRole;
  password_hash: string;
  created_at: string;
  last_seen_at: string | null;
}

const accountOf = (row: AccountRow): StoredAccount => ({
  id: row.id,
  nickname: row.nickname,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** SQL for accounts, reset codes and the audit log. Passwords and reset codes are stored only hashed. */
export function createAccountStore(db: Database) {
  const columns = 'id, nickname, role, password_hash, created_at, last_seen_at';
  const byKey = db.prepare<[string], AccountRow>(`SELECT ${columns} FROM accounts WHERE raider_key = ?`);
  const byId = db.prepare<[number], AccountRow>(`SELECT ${columns} FROM accounts WHERE id = ?`);
  const bySkeleton = db.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE skeleton = ?');
  const all = db.prepare<[], AccountRow>(`SELECT ${columns} FROM accounts`);
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO accounts (nickname, raider_key, skeleton, password_hash, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const setPassword = db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?');
  const setRole = db.prepare('UPDATE accounts SET role = ? WHERE id = ?');
  const touch = db.prepare('UPDATE accounts SET last_seen_at = ? WHERE id = ?');
  const admins = db.prepare<[], { count: number }>(`SELECT COUNT(*) AS count FROM accounts WHERE role = 'admin'`);
  const insertCode = db.prepare('INSERT INTO reset_codes (code_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const dropCodes = db.prepare('DELETE FROM reset_codes WHERE account_id = ? OR expires_at <= ?');
  const liveCode = db.prepare<[string, number, string], { code_hash: string }>(
    'SELECT code_hash FROM reset_codes WHERE code_hash = ? AND account_id = ? AND used_at IS NULL AND expires_at > ?',
  );
  const useCode = db.prepare('UPDATE reset_codes SET used_at = ? WHERE code_hash = ?');
  const insertAudit = db.prepare('INSERT INTO audit (at, actor, action, target, detail) VALUES (?, ?, ?, ?, ?)');
  const latestAudit = db.prepare<[number], AuditEntry>('SELECT at, actor, action, target, detail FROM audit ORDER BY id DESC LIMIT ?');

  return {
    byKey: (raiderKey: string) => {
      const row = byKey.get(raiderKey);
      return row ? accountOf(row) : undefined;
    },
    byId: (id: number) => {
      const row = byId.get(id);
      return row ? accountOf(row) : undefined;
    },
    skeletonTaken: (skeleton: string) => bySkeleton.get(skeleton) !== undefined,
    members: (): Member[] =>
      all
        .all()
        .map((row) => ({ nickname: row.nickname, role: row.role, createdAt: row.created_at, lastSeenAt: row.last_seen_at }))
        .sort((a, b) => a.nickname.localeCompare(b.nickname, 'pl')),
    create(account: { nickname: string; raiderKey: string; skeleton: string; passwordHash: string; createdAt: string }): number {
      const row = insert.get(account.nickname, account.raiderKey, account.skeleton, account.passwordHash, account.createdAt) as {
        id: number;
      };
      return row.id;
    },
    setPassword: (id: number, passwordHash: string) => void setPassword.run(passwordHash, id),
    setRole: (id: number, role: MemberRole) => void setRole.run(role, id),
    touch: (id: number, at: string) => void touch.run(at, id),
    adminCount: () => admins.get()!.count,
    /** Stores a new code for the account; an earlier one of the account (and every expired one) is dropped. */
    addResetCode(codeHash: string, accountId: number, createdAt: string, expiresAt: string): void {
      dropCodes.run(accountId, createdAt);
      insertCode.run(codeHash, accountId, createdAt, expiresAt);
    },
    /** Marks a live, unused code of the account as used; whether there was one. */
    useResetCode(codeHash: string, accountId: number, at: string): boolean {
      if (!liveCode.get(codeHash, accountId, at)) return false;
      useCode.run(at, codeHash);
      return true;
    },
    audit(entry: { at: string; actor: string; action: AuditAction; target: string | null; detail: string | null }): void {
      insertAudit.run(entry.at, entry.actor, entry.action, entry.target, entry.detail);
    },
    latestAudit: (limit: number): AuditEntry[] => latestAudit.all(limit),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
