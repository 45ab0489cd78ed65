import type { Database } from 'better-sqlite3';

interface SessionRow {
  nickname: string;
  expires_at: string;
}

/** SQL for sessions. Only a token's SHA-256 hash is stored: a copy of the database signs nobody in. */
export function createSessionStore(db: Database) {
  const insert = db.prepare('INSERT INTO sessions (token_hash, nickname, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string, string], SessionRow>('SELECT nickname, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?');
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    create(tokenHash: string, nickname: string, createdAt: string, expiresAt: string): void {
      insert.run(tokenHash, nickname, createdAt, expiresAt);
    },
    /** The live session with this hash at `now` (ISO instant), or `undefined`. */
    find(tokenHash: string, now: string): { nickname: string; expiresAt: string } | undefined {
      const row = find.get(tokenHash, now);
      return row ? { nickname: row.nickname, expiresAt: row.expires_at } : undefined;
    },
    revoke(tokenHash: string): void {
      remove.run(tokenHash);
    },
    removeExpired(now: string): void {
      removeExpired.run(now);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
