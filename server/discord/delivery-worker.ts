import type { DiscordChannel } from './bot-client';
import type { GuildSettingsStore } from './guild-settings';
import type { Outbox, OutboxEntry } from './outbox';
import { createWebhookClient, type WebhookAnswer, type WebhookMessageBody } from './webhook-client';

/** How a row written when sent went: as a request went, or nothing to send when its time came. */
export type LiveAnswer = WebhookAnswer | { kind: 'skipped'; why: string };

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  settings: GuildSettingsStore;
  now: () => Date;
  /** Runs before each round: queues the roster posts and reminders that became due. */
  beforeRound?: () => void;
  /** Writes and sends a row whose text is written when it is sent (a roster, a reminder, a raid post, a DM). */
  sendLive?: (entry: OutboxEntry, client: DiscordChannel) => Promise<LiveAnswer>;
  /**
   * The guild's bot in its raid channel, when the guild's application may post (`canPost`): it sends
   * every row instead of the webhook (the bot wins when both are set). @default none: the webhook
   */
  bot?: () => DiscordChannel | undefined;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one webhook request; a receiver that hangs longer is tried again later. @default 10000 */
  timeoutMs?: number;
  log: (message: string, error: unknown) => void;
}

export type RoundResult = 'sent' | 'retry' | 'failed' | 'waiting' | 'idle' | 'no-webhook';

/** The longest wait between two rounds: the scheduler's resolution for roster posts and reminders. */
const idleWaitMs = 60_000;
/** Back-off after the n-th failure (429s are not failures): 5 s, 10 s, 20 s … at most 15 minutes. */
export const retryDelayMs = (failures: number) => Math.min(5_000 * 2 ** Math.max(0, failures - 1), 15 * 60_000);
/** A row that failed this many times is given up (the admin sees the error). */
export const maxAttempts = 12;

/**
 * Sends the outbox to the guild's Discord webhook (or through its bot, which wins when both are set),
 * one row at a time in order, in this process and
 * never in a request's path: API handlers only insert rows. A failure puts the row back with a time to
 * try again; the rows after it wait, so messages never overtake each other. A 429 is Discord's rate
 * limit, not a failure: the worker sends nothing until its `Retry-After` has passed, and the row keeps
 * its attempts. A row is marked `sending` (committed) before its request and `sent` after Discord's
 * answer; a row found `sending` when the server starts was cut off by a crash and is sent again.
 */
export function createDeliveryWorker({
  outbox,
  settings,
  now,
  beforeRound,
  sendLive,
  bot,
  timeoutMs = 10_000,
  log,
  ...options
}: DeliveryWorkerOptions) {
  const send = options.fetch ?? globalThis.fetch;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inRound: Promise<void> | undefined;
  /** A row was queued during a round: the next round starts at once instead of after the wait. */
  let nudged = false;
  /** Discord said to wait (a 429) until then: the limit is the webhook's, so no row is sent before it. */
  let rateLimitedUntil = 0;

  /** Sends the head row when it is due. */
  async function deliverDue(): Promise<RoundResult> {
    const channel = bot?.();
    const webhook = settings.current().discordWebhookUrl;
    if (!channel && !webhook) return 'no-webhook';
    const at = now();
    if (rateLimitedUntil > at.getTime()) return 'waiting';
    const entry = outbox.head(at);
    if (!entry) return 'idle';
    if (Date.parse(entry.nextAttemptAt) > at.getTime()) return 'waiting';
    outbox.markSending(entry.id);
    const client = channel ?? createWebhookClient({ webhook: webhook!, fetch: send, timeoutMs });
    let answer: LiveAnswer;
    if (entry.raidId && sendLive) answer = await sendLive(entry, client);
    else answer = await client.execute(JSON.parse(entry.payload) as WebhookMessageBody);
    switch (answer.kind) {
      case 'ok':
        outbox.markSent(entry.id, now());
        return 'sent';
      case 'skipped':
        outbox.markSkipped(entry.id, answer.why);
        return 'sent';
      case 'rate-limited': {
        rateLimitedUntil = now().getTime() + answer.waitMs;
        outbox.rateLimited(entry.id, new Date(rateLimitedUntil), `429: limit Discorda, ponowienie za ${Math.ceil(answer.waitMs / 1000)} s`);
        return 'retry';
      }
      case 'retry':
        return retryOrFail(entry.id, entry.attempts + 1, answer.reason);
      case 'refused':
        // The webhook was removed or the message refused; sending it again would not help.
        outbox.markFailed(entry.id, answer.reason);
        return 'failed';
    }
  }

  function retryOrFail(id: number, attempts: number, reason: string): RoundResult {
    if (attempts >= maxAttempts) {
      outbox.markFailed(id, `${reason} (poddano po ${attempts} próbach)`);
      return 'failed';
    }
    outbox.retryAt(id, new Date(now().getTime() + retryDelayMs(attempts)), reason);
    return 'retry';
  }

  /** The scheduler, then every row that is due, then a wait until the next one is. */
  async function round(): Promise<void> {
    nudged = false;
    try {
      beforeRound?.();
      let result: RoundResult;
      do result = await deliverDue();
      while (result === 'sent' || result === 'failed');
    } catch (error) {
      log('[discord] delivery round failed:', error);
    }
    if (!running) return;
    const at = now();
    const next = bot?.() || settings.current().discordWebhookUrl ? outbox.nextDueAt(at) : undefined;
    const due = next === undefined ? idleWaitMs : Math.max(next, rateLimitedUntil) - at.getTime();
    // A round run from outside (a nudge, a test) replaces the pending timer rather than adding one.
    clearTimeout(timer);
    timer = setTimeout(tick, nudged ? 0 : Math.max(0, Math.min(idleWaitMs, due)));
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    inRound ??= round().finally(() => (inRound = undefined));
  }

  return {
    deliverDue,
    /** One round now (tests; `nudge` in the server). */
    round: (): Promise<void> => (inRound ??= round().finally(() => (inRound = undefined))),
    start(): void {
      if (running) return;
      running = true;
      tick();
    },
    /** Something was queued: deliver it now rather than at the next timer. */
    nudge(): void {
      if (!running) return;
      if (inRound) {
        nudged = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
    /** Stops the timer and waits for a round in flight (its request ends with its timeout at the latest). */
    async stop(): Promise<void> {
      running = false;
      clearTimeout(timer);
      await inRound;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
