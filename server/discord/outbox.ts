import type { Database } from 'better-sqlite3';
import type { DeliveryView } from '../../src/domain/raids/guild-settings-types';
import { splitForDiscord } from './discord-messages';

/** One announcement as the admin sees it (`GET /api/deliveries`): the API's own type, so the two cannot drift. */
export type Delivery = DeliveryView;
export type DeliveryStatus = DeliveryView['status'];

interface OutboxRow {
  id: number;
  event_key: string;
  kind: string;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  raid_id: string | null;
  parts_sent: number;
}

export interface OutboxEntry {
  id: number;
  /** What the row is about, once (`dm-reminder:<raidId>:<accountKey>` names the raider it is for). */
  eventKey: string;
  /** The JSON body for the webhook. */
  payload: string;
  attempts: number;
  nextAttemptAt: string;
  status: DeliveryStatus;
  kind: string;
  /** Set for a row written when it is sent (`roster`, `reminder`): the raid it is about. */
  raidId: string | null;
  /** Parts of a long text already posted (a retry goes on after them). */
  partsSent: number;
}

/**
 * Kinds whose text is written when sent: the payload queued is a placeholder until then. `raid-post`
 * (the bot's post of a raid, or its edit) and `dm-reminder` (one raider's DM) exist with the bot only.
 */
export type LiveKind = 'roster' | 'reminder' | 'raid-post' | 'dm-reminder';

/** Kinds that overtake nothing (an edit, a DM): while one is not due, the rows after it go first. */
const steppingAside = "kind IN ('roster', 'raid-post', 'dm-reminder')";

/** How many deliveries the admin sees. */
export const shownDeliveries = 50;

const entryOf = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  eventKey: row.event_key,
  payload: row.payload,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  status: row.status,
  kind: row.kind,
  raidId: row.raid_id,
  partsSent: row.parts_sent,
});

const payloadOf = (content: string) => JSON.stringify({ content, allowed_mentions: { parse: [] } });

/**
 * The Discord outbox in SQLite. An announcement is queued in the transaction of the change it tells
 * about (or of the scheduler's decision), once per `eventKey`; a text over Discord's limit becomes several
 * rows, `<key>#2`, `<key>#3`…, sent in order. A roster or a reminder is one row whose text is written
 * when it is sent (`enqueueLive`). Rows are never deleted by sending: the admin sees them.
 */
export function createOutbox(db: Database) {
  const insert = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO outbox (event_key, kind, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (event_key) DO NOTHING`,
  );
  const insertLive = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO outbox (event_key, kind, raid_id, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (event_key) DO NOTHING`,
  );
  // Strict order, except that a roster row not due yet (an edit waiting for more changes, or one backing
  // off) lets the rows after it go: an edit changes a message already in the channel, it overtakes nothing.
  // The same holds for the bot's raid posts and its DMs.
  const head = db.prepare<[string], OutboxRow>(
    `SELECT * FROM outbox WHERE status IN ('pending', 'sending') AND NOT (${steppingAside} AND next_attempt_at > ?) ORDER BY id LIMIT 1`,
  );
  const nextRoster = db.prepare<[string], { at: string | null }>(
    `SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'sending') AND ${steppingAside} AND next_attempt_at > ?`,
  );
  const setSending = db.prepare<[number]>(`UPDATE outbox SET status = 'sending', attempts = attempts + 1 WHERE id = ?`);
  const setSent = db.prepare<[string, number]>(`UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?`);
  const setSkipped = db.prepare<[string, number]>(`UPDATE outbox SET status = 'skipped', last_error = ? WHERE id = ?`);
  const setRetry = db.prepare<[string, string, number]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ?`,
  );
  // A 429 gives the attempt back: Discord's rate limit is not the message's failure.
  const setRateLimited = db.prepare<[string, string, number]>(
    `UPDATE outbox SET status = 'pending', attempts = MAX(0, attempts - 1), next_attempt_at = ?, last_error = ? WHERE id = ?`,
  );
  const setFailed = db.prepare<[string, number]>(`UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?`);
  const setPayload = db.prepare<[string, number]>('UPDATE outbox SET payload = ? WHERE id = ?');
  const setPartsSent = db.prepare<[number, number]>('UPDATE outbox SET parts_sent = ? WHERE id = ?');
  const known = db.prepare<[string, string], { id: number }>('SELECT id FROM outbox WHERE event_key = ? OR event_key LIKE ? LIMIT 1');
  const waiting = db.prepare<[string, string], { id: number }>(
    `SELECT id FROM outbox WHERE raid_id = ? AND kind = ? AND status IN ('pending', 'sending') LIMIT 1`,
  );
  const latestFor = db.prepare<[string, string], { status: DeliveryStatus; created_at: string }>(
    'SELECT status, created_at FROM outbox WHERE raid_id = ? AND kind = ? ORDER BY id DESC LIMIT 1',
  );
  const latest = db.prepare<[number], OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?');

  const headAt = (now: Date): OutboxEntry | undefined => {
    const row = head.get(now.toISOString());
    return row && entryOf(row);
  };

  return {
    /** Queues `text` (split to Discord's limits) under `eventKey`; nothing when that key was queued before. */
    enqueue(eventKey: string, kind: string, text: string, now: Date): void {
      const at = now.toISOString();
      splitForDiscord(text).forEach((message, index) => {
        insert.run(index === 0 ? eventKey : `${eventKey}#${index + 1}`, kind, payloadOf(message.content), at, at);
      });
    },
    /**
     * Queues a row for `raidId` whose text is written when it is sent, not before `notBefore`; `placeholder`
     * is what the admin sees until then. Nothing when `eventKey` was queued before.
     */
    enqueueLive(eventKey: string, kind: LiveKind, raidId: string, placeholder: string, now: Date, notBefore: Date = now): void {
      insertLive.run(eventKey, kind, raidId, payloadOf(placeholder), notBefore.toISOString(), now.toISOString());
    },
    /** Whether anything was queued under `eventKey`. */
    has: (eventKey: string): boolean => known.get(eventKey, `${eventKey}#%`) !== undefined,
    /** Whether a row of `kind` for `raidId` waits to be sent (it will write the raid's text as it is then). */
    waitingFor: (raidId: string, kind: LiveKind): boolean => waiting.get(raidId, kind) !== undefined,
    /** The newest row of `kind` for `raidId`: how it went and when it was queued. */
    latestFor(raidId: string, kind: LiveKind): { status: DeliveryStatus; createdAt: string } | undefined {
      const row = latestFor.get(raidId, kind);
      return row && { status: row.status, createdAt: row.created_at };
    },
    /** The oldest undelivered row: announcements go out strictly in order (a roster row not due steps aside). */
    head: headAt,
    /** When the worker should look again: the head's next attempt, or a roster row's that comes sooner. */
    nextDueAt(now: Date): number | undefined {
      const times = [headAt(now)?.nextAttemptAt, nextRoster.get(now.toISOString())?.at].filter((at): at is string => !!at);
      return times.length > 0 ? Math.min(...times.map((at) => Date.parse(at))) : undefined;
    },
    /** Marked before the request goes out, committed: a crash mid-request leaves a trace (see the worker). */
    markSending: (id: number) => void setSending.run(id),
    markSent: (id: number, at: Date) => void setSent.run(at.toISOString(), id),
    /** Done without a request: there was nothing to say when its time came (`why` is shown to the admin). */
    markSkipped: (id: number, why: string) => void setSkipped.run(why, id),
    retryAt: (id: number, at: Date, error: string) => void setRetry.run(at.toISOString(), error, id),
    rateLimited: (id: number, at: Date, error: string) => void setRateLimited.run(at.toISOString(), error, id),
    markFailed: (id: number, error: string) => void setFailed.run(error, id),
    /** What a row written when sent says: shown to the admin, and sent again by a retry after a part went out. */
    setText: (id: number, text: string) => void setPayload.run(payloadOf(text), id),
    setPartsSent: (id: number, parts: number) => void setPartsSent.run(parts, id),
    latest: (): Delivery[] =>
      latest.all(shownDeliveries).map((row) => ({
        id: row.id,
        eventKey: row.event_key,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        createdAt: row.created_at,
        nextAttemptAt: row.next_attempt_at,
        sentAt: row.sent_at,
        lastError: row.last_error,
        preview: (JSON.parse(row.payload) as { content: string }).content.slice(0, 120),
      })),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
