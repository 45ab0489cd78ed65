import { createHmac } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { hashToken } from '../raids/session-tokens';

/**
 * Raiders' personal feed tokens. A token is `HMAC(feed key, account id + generation)`: the database keeps
 * only its SHA-256 (to find the raider) and the generation, so "Konto" can show the same URL again
 * while a copy of the database reveals none. Regenerating bumps the generation: the old URL ends.
 */
export function createCalendarFeeds(db: Database, feedKey: Buffer, now: () => Date, write: <T>(run: () => T) => T = (run) => run()) {
  const accountId = db.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE raider_key = ?');
  const byAccount = db.prepare<[number], { generation: number }>('SELECT generation FROM calendar_feeds WHERE account_id = ?');
  const byHash = db.prepare<[string], { nickname: string }>(
    'SELECT accounts.nickname FROM calendar_feeds JOIN accounts ON accounts.id = calendar_feeds.account_id WHERE token_hash = ?',
  );
  const upsert = db.prepare<[number, string, number, string]>(`
    INSERT INTO calendar_feeds (account_id, token_hash, generation, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, generation = excluded.generation,
      created_at = excluded.created_at`);

  const tokenOf = (accountId: number, generation: number) =>
    createHmac('sha256', feedKey).update(`calendar-feed ${accountId} ${generation}`).digest('base64url');

  // The row id, not the key, goes into the HMAC: the URLs raiders already keep in their calendars stay valid.
  const issue = db.transaction((accountKey: string, next: (current: number | undefined) => number): string => {
    const { id } = accountId.get(accountKey)!;
    const current = byAccount.get(id)?.generation;
    const generation = next(current);
    const token = tokenOf(id, generation);
    if (generation !== current) upsert.run(id, hashToken(token), generation, now().toISOString());
    return token;
  });

  return {
    /** The raider's current token (by the account's `raiderKey`), made on first ask. */
    tokenFor: (accountKey: string): string => write(() => issue.immediate(accountKey, (current) => current ?? 1)),
    /** A new token; the previous one stops working at once. */
    regenerate: (accountKey: string): string => write(() => issue.immediate(accountKey, (current) => (current ?? 0) + 1)),
    /**
     * The nickname of the raider a token belongs to. The lookup is by the token's SHA-256 only, so how long it takes says
     * nothing about how close a guess came.
     */
    raiderOf: (token: string): string | undefined => byHash.get(hashToken(token))?.nickname,
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
