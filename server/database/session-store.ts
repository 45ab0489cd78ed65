import type { Database } from 'better-sqlite3';

interface SessionRow {
  id: string;
  account_id: number;
  created_at: string;
  expires_at: string;
}

export interface StoredSession {
  id: string;
  accountId: number;
  createdAt: string;
  expiresAt: string;
}

const sessionOf = (row: SessionRow): StoredSession => ({
  id: row.id,
  accountId: row.account_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/**
 * SQL for sessions. Only a token's SHA-256 hash is stored: a copy of the database signs nobody in.
 * Each session also has a random public id, so a raider can list and end sessions without tokens.
 */
export function createSessionStore(db: Database) {
  const insert = db.prepare('INSERT INTO sessions (token_hash, id, account_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const find = db.prepare<[string, string], SessionRow>(
    'SELECT id, account_id, created_at, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  const forAccount = db.prepare<[number, string], SessionRow & { token_hash: string }>(
    'SELECT token_hash, id, account_id, created_at, expires_at FROM sessions WHERE account_id = ? AND expires_at > ? ORDER BY created_at DESC, id',
  );
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const removeById = db.prepare('DELETE FROM sessions WHERE id = ? AND account_id = ?');
  const removeForAccount = db.prepare('DELETE FROM sessions WHERE account_id = ? AND token_hash IS NOT ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    create(tokenHash: string, session: StoredSession): void {
      insert.run(tokenHash, session.id, session.accountId, session.createdAt, session.expiresAt);
    },
    /** The live session with this hash at `now` (ISO instant), or `undefined`. */
    find(tokenHash: string, now: string): StoredSession | undefined {
      const row = find.get(tokenHash, now);
      return row ? sessionOf(row) : undefined;
    },
    /** The account's live sessions, newest first, with whether each is the one with `currentHash`. */
    forAccount(accountId: number, now: string, currentHash: string): Array<StoredSession & { current: boolean }> {
      return forAccount.all(accountId, now).map((row) => ({ ...sessionOf(row), current: row.token_hash === currentHash }));
    },
    revoke(tokenHash: string): void {
      remove.run(tokenHash);
    },
    /** Whether a session of this account with this id existed (and now ended). */
    revokeById(id: string, accountId: number): boolean {
      return removeById.run(id, accountId).changes > 0;
    },
    /** Ends every session of the account, except the one with `keepHash` when given. */
    revokeAll(accountId: number, keepHash: string | null = null): void {
      removeForAccount.run(accountId, keepHash);
    },
    removeExpired(now: string): void {
      removeExpired.run(now);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
