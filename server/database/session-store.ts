import type { Database } from 'better-sqlite3';
import type { GuildStore, StoredSession } from '../../src/domain/service';

/**
 * SQL for sessions. Only a token's hash is stored: a copy of the database signs nobody in. Each session
 * also has a random public id, so a raider can list and end sessions without tokens.
 */
export function createSessionStore(db: Database): GuildStore['sessions'] {
  const accountId = '(SELECT id FROM accounts WHERE raider_key = ?)';
  const columns = 's.token_hash AS tokenHash, s.id, a.raider_key AS accountKey, s.created_at AS createdAt, s.expires_at AS expiresAt';
  const insert = db.prepare(`INSERT INTO sessions (token_hash, id, account_id, created_at, expires_at) VALUES (?, ?, ${accountId}, ?, ?)`);
  const find = db.prepare<[string, string], StoredSession>(
    `SELECT ${columns} FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.expires_at > ?`,
  );
  const forAccount = db.prepare<[string, string], StoredSession>(
    `SELECT ${columns} FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.raider_key = ? AND s.expires_at > ?`,
  );
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const removeById = db.prepare(`DELETE FROM sessions WHERE id = ? AND account_id = ${accountId}`);
  const removeAll = db.prepare(`DELETE FROM sessions WHERE account_id = ${accountId} AND token_hash IS NOT ?`);
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    create: (session) => void insert.run(session.tokenHash, session.id, session.accountKey, session.createdAt, session.expiresAt),
    find: (tokenHash, at) => find.get(tokenHash, at),
    forAccount: (accountKey, at) => forAccount.all(accountKey, at),
    remove: (tokenHash) => void remove.run(tokenHash),
    removeById: (id, accountKey) => removeById.run(id, accountKey).changes > 0,
    removeAll: (accountKey, keepHash) => void removeAll.run(accountKey, keepHash ?? null),
    removeExpired: (at) => void removeExpired.run(at),
  };
}
