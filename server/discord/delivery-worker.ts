import type { GuildSettingsStore } from './guild-settings';
import type { Outbox } from './outbox';

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  settings: GuildSettingsStore;
  now: () => Date;
  /** Runs before each round: queues the roster posts and reminders that became due. */
  beforeRound?: () => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one webhook request; a receiver that hangs longer is tried again later. @default 10000 */
  timeoutMs?: number;
  log: (message: string, error: unknown) => void;
}

export type RoundResult = 'sent' | 'retry' | 'failed' | 'waiting' | 'idle' | 'no-webhook';

/** The longest wait between two rounds: the scheduler's resolution for roster posts and reminders. */
const idleWaitMs = 60_000;
/** Back-off after a failure: 5 s, 10 s, 20 s … at most 15 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
/** A row that failed this many times is given up (the admin sees the error). */
export const maxAttempts = 12;

/** `Retry-After` in seconds (Discord also sends `retry_after` in the JSON body); 5 s when neither says. */
async function retryAfterMs(response: Response): Promise<number> {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header >= 0) return Math.ceil(header * 1000);
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number' && body.retry_after >= 0) return Math.ceil(body.retry_after * 1000);
  } catch {
    // No JSON: the default below.
  }
  return 5_000;
}

/**
 * Sends the outbox to the guild's Discord webhook, one row at a time in order, in this process and
 * never in a request's path: API handlers only insert rows. A failure or a 429 puts the row back with a
 * time to try again; the rows after it wait, so messages never overtake each other. A row is marked
 * `sending` (committed) before its request and `sent` after Discord's answer; a row found `sending`
 * when the server starts was cut off by a crash and is sent again.
 */
export function createDeliveryWorker({ outbox, settings, now, beforeRound, timeoutMs = 10_000, log, ...options }: DeliveryWorkerOptions) {
  const send = options.fetch ?? globalThis.fetch;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inRound: Promise<void> | undefined;
  /** A row was queued during a round: the next round starts at once instead of after the wait. */
  let nudged = false;

  /** Sends the head row when it is due. */
  async function deliverDue(): Promise<RoundResult> {
    const webhook = settings.current().discordWebhookUrl;
    if (!webhook) return 'no-webhook';
    const entry = outbox.head();
    if (!entry) return 'idle';
    if (Date.parse(entry.nextAttemptAt) > now().getTime()) return 'waiting';
    outbox.markSending(entry.id);
    const attempts = entry.attempts + 1;
    let response: Response;
    try {
      const url = new URL(webhook);
      url.searchParams.set('wait', 'true');
      response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: entry.payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        (error as Error)?.name === 'TimeoutError' ? `brak odpowiedzi w ${timeoutMs / 1000} s` : `błąd sieci: ${(error as Error)?.message}`;
      return retryOrFail(entry.id, attempts, reason);
    }
    if (response.ok) {
      outbox.markSent(entry.id, now());
      await response.body?.cancel();
      return 'sent';
    }
    if (response.status === 429) {
      // Discord's rate limit: wait exactly as long as it says; this does not count as the row's failure.
      const wait = await retryAfterMs(response);
      outbox.retryAt(entry.id, new Date(now().getTime() + wait), `429: limit Discorda, ponowienie za ${Math.ceil(wait / 1000)} s`);
      return 'retry';
    }
    const text = (await response.text().catch(() => '')).slice(0, 200);
    if (response.status >= 500) return retryOrFail(entry.id, attempts, `${response.status}: ${text}`);
    // 4xx: the webhook was removed or the message refused; sending it again would not help.
    outbox.markFailed(entry.id, `${response.status}: ${text}`);
    return 'failed';
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
    const head = outbox.head();
    const due = head && settings.current().discordWebhookUrl ? Date.parse(head.nextAttemptAt) - now().getTime() : idleWaitMs;
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
