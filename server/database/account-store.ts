import type { Database } from 'better-sqlite3';
import type { AuditEntry, MemberRole } from '../../src/domain';
import type { GuildStore, StoredAccount } from '../../src/domain/service';

interface AccountRow {
  raider_key: string;
  nickname: string;
  role: MemberRole;
  password_hash: string;
  created_at: string;
  last_seen_at: string | null;
}

const accountOf = (row: AccountRow): StoredAccount => ({
  key: row.raider_key,
  nickname: row.nickname,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** SQL for accounts (found by `raider_key`). Passwords are stored only hashed. */
export function createAccountStore(db: Database): GuildStore['accounts'] {
  const columns = 'raider_key, nickname, role, password_hash, created_at, last_seen_at';
  const byKey = db.prepare<[string], AccountRow>(`SELECT ${columns} FROM accounts WHERE raider_key = ?`);
  const all = db.prepare<[], AccountRow>(`SELECT ${columns} FROM accounts`);
  const insert = db.prepare(
    'INSERT INTO accounts (nickname, raider_key, skeleton, role, password_hash, created_at) VALUES (@nickname, @key, @skeleton, @role, @passwordHash, @createdAt)',
  );
  const setPassword = db.prepare('UPDATE accounts SET password_hash = ? WHERE raider_key = ?');
  const setRole = db.prepare('UPDATE accounts SET role = ? WHERE raider_key = ?');
  const touch = db.prepare('UPDATE accounts SET last_seen_at = ? WHERE raider_key = ?');
  // Sessions, reset codes, the calendar feed and the Discord link go with it (ON DELETE CASCADE).
  const remove = db.prepare('DELETE FROM accounts WHERE raider_key = ?');

  return {
    byKey: (key) => {
      const row = byKey.get(key);
      return row ? accountOf(row) : undefined;
    },
    all: () => all.all().map(accountOf),
    create: (account) => void insert.run(account),
    setPassword: (key, passwordHash) => void setPassword.run(passwordHash, key),
    setRole: (key, role) => void setRole.run(role, key),
    touch: (key, at) => void touch.run(at, key),
    remove: (key) => void remove.run(key),
  };
}

/** SQL for reset codes, stored only hashed, single use. */
export function createResetCodeStore(db: Database): GuildStore['resetCodes'] {
  const accountId = '(SELECT id FROM accounts WHERE raider_key = ?)';
  const insert = db.prepare(`INSERT INTO reset_codes (code_hash, account_id, created_at, expires_at) VALUES (?, ${accountId}, ?, ?)`);
  const drop = db.prepare(`DELETE FROM reset_codes WHERE account_id = ${accountId} OR expires_at <= ?`);
  const use = db.prepare(
    `UPDATE reset_codes SET used_at = ? WHERE code_hash = ? AND account_id = ${accountId} AND used_at IS NULL AND expires_at > ?`,
  );
  return {
    add: (code) => void insert.run(code.codeHash, code.accountKey, code.createdAt, code.expiresAt),
    dropFor: (accountKey, at) => void drop.run(accountKey, at),
    use: (codeHash, accountKey, at) => use.run(at, codeHash, accountKey, at).changes > 0,
  };
}

/** SQL for the audit log, newest last. */
export function createAuditStore(db: Database): GuildStore['audit'] {
  const insert = db.prepare('INSERT INTO audit (at, actor, action, target, detail) VALUES (@at, @actor, @action, @target, @detail)');
  const latest = db.prepare<[number], AuditEntry>('SELECT at, actor, action, target, detail FROM audit ORDER BY id DESC LIMIT ?');
  return {
    add: (entry) => void insert.run(entry),
    latest: (limit) => latest.all(limit),
  };
}
