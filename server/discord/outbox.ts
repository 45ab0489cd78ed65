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
}

export interface OutboxEntry {
  id: number;
  /** The JSON body for the webhook. */
  payload: string;
  attempts: number;
  nextAttemptAt: string;
  status: DeliveryStatus;
}

/** How many deliveries the admin sees. */
export const shownDeliveries = 50;

/**
 * The Discord outbox in SQLite. An announcement is queued in the transaction of the change it tells
 * about (or of the scheduler's decision), once per `eventKey`; a text over Discord's limit becomes several
 * rows, `<key>#2`, `<key>#3`…, sent in order. Rows are never deleted by sending: the admin sees them.
 */
export function createOutbox(db: Database) {
  const insert = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO outbox (event_key, kind, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (event_key) DO NOTHING`,
  );
  const head = db.prepare<[], OutboxRow>(`SELECT * FROM outbox WHERE status IN ('pending', 'sending') ORDER BY id LIMIT 1`);
  const setSending = db.prepare<[number]>(`UPDATE outbox SET status = 'sending', attempts = attempts + 1 WHERE id = ?`);
  const setSent = db.prepare<[string, number]>(`UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?`);
  const setRetry = db.prepare<[string, string, number]>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ?`,
  );
  const setFailed = db.prepare<[string, number]>(`UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?`);
  const known = db.prepare<[string, string], { id: number }>('SELECT id FROM outbox WHERE event_key = ? OR event_key LIKE ? LIMIT 1');
  const latest = db.prepare<[number], OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?');

  return {
    /** Queues `text` (split to Discord's limits) under `eventKey`; nothing when that key was queued before. */
    enqueue(eventKey: string, kind: string, text: string, now: Date): void {
      const at = now.toISOString();
      splitForDiscord(text).forEach((message, index) => {
        const payload = JSON.stringify({ content: message.content, allowed_mentions: { parse: [] } });
        insert.run(index === 0 ? eventKey : `${eventKey}#${index + 1}`, kind, payload, at, at);
      });
    },
    /** Whether anything was queued under `eventKey` (the scheduler asks before building a roster text). */
    has: (eventKey: string): boolean => known.get(eventKey, `${eventKey}#%`) !== undefined,
    /** The oldest undelivered row: announcements go out strictly in order. */
    head(): OutboxEntry | undefined {
      const row = head.get();
      return row && { id: row.id, payload: row.payload, attempts: row.attempts, nextAttemptAt: row.next_attempt_at, status: row.status };
    },
    /** Marked before the request goes out, committed: a crash mid-request leaves a trace (see the worker). */
    markSending: (id: number) => void setSending.run(id),
    markSent: (id: number, at: Date) => void setSent.run(at.toISOString(), id),
    retryAt: (id: number, at: Date, error: string) => void setRetry.run(at.toISOString(), error, id),
    markFailed: (id: number, error: string) => void setFailed.run(error, id),
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
