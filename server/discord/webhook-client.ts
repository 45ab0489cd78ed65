/**
 * The few shapes of Discord's webhook API the server uses, written here because `discord-api-types`
 * is not a dependency; the names follow that package's (`RESTPostAPIWebhookWithTokenJSONBody`,
 * `APIMessage`, `RESTRateLimit`) so they can be swapped for it.
 */

/** The body of "execute webhook" and "edit webhook message": text only, pinging nobody. */
export interface WebhookMessageBody {
  content: string;
  allowed_mentions: { parse: [] };
}

/** The part of Discord's message object the server keeps: its id, to edit it later. */
interface CreatedMessage {
  id: string;
}

/** Discord's 429 body (`retry_after` in seconds). */
interface RateLimitBody {
  retry_after?: unknown;
}

/** How one request went. */
export type WebhookAnswer =
  | { kind: 'ok'; messageId?: string }
  /** Discord's rate limit: try again after `waitMs`; not the message's fault, not an attempt spent. */
  | { kind: 'rate-limited'; waitMs: number }
  /** A network error, a timeout or a 5xx: worth trying again later. */
  | { kind: 'retry'; reason: string }
  /** Another 4xx: sending the same again would not help (`code`: Discord's JSON error code, when it gave one). */
  | { kind: 'refused'; status: number; reason: string; code?: number };

export const messageBody = (content: string): WebhookMessageBody => ({ content, allowed_mentions: { parse: [] } });

/** `Retry-After` in seconds, else the body's `retry_after`; 5 s when neither says. */
async function retryAfterMs(response: Response): Promise<number> {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  try {
    const body = (await response.json()) as RateLimitBody;
    if (typeof body.retry_after === 'number' && body.retry_after >= 0) return Math.ceil(body.retry_after * 1000);
  } catch {
    // No JSON: the default below.
  }
  return 5_000;
}

export interface WebhookClientOptions {
  /** The webhook's URL (`…/webhooks/<id>/<token>`). */
  webhook: string;
  fetch: typeof fetch;
  /** Time for one request. */
  timeoutMs: number;
}

/** Posts, edits and deletes the webhook's own messages; every answer becomes a `WebhookAnswer`. */
export function createWebhookClient({ webhook, fetch: send, timeoutMs }: WebhookClientOptions) {
  const messageUrl = (messageId: string) => {
    const url = new URL(webhook);
    url.pathname = `${url.pathname.replace(/\/$/, '')}/messages/${encodeURIComponent(messageId)}`;
    return url;
  };

  async function request(url: URL, method: string, body?: WebhookMessageBody): Promise<WebhookAnswer> {
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        (error as Error)?.name === 'TimeoutError' ? `brak odpowiedzi w ${timeoutMs / 1000} s` : `błąd sieci: ${(error as Error)?.message}`;
      return { kind: 'retry', reason };
    }
    if (response.ok) {
      const created = response.status === 200 ? ((await response.json().catch(() => undefined)) as CreatedMessage | undefined) : undefined;
      await response.body?.cancel().catch(() => {});
      return typeof created?.id === 'string' ? { kind: 'ok', messageId: created.id } : { kind: 'ok' };
    }
    if (response.status === 429) return { kind: 'rate-limited', waitMs: await retryAfterMs(response) };
    const text = (await response.text().catch(() => '')).slice(0, 200);
    if (response.status >= 500) return { kind: 'retry', reason: `${response.status}: ${text}` };
    return { kind: 'refused', status: response.status, reason: `${response.status}: ${text}` };
  }

  return {
    /** A new message; `?wait=true` so Discord answers with it (its id). */
    execute(body: WebhookMessageBody): Promise<WebhookAnswer> {
      const url = new URL(webhook);
      url.searchParams.set('wait', 'true');
      return request(url, 'POST', body);
    },
    /** `PATCH /webhooks/{id}/{token}/messages/{message_id}`: a webhook may edit its own messages. */
    edit: (messageId: string, body: WebhookMessageBody): Promise<WebhookAnswer> => request(messageUrl(messageId), 'PATCH', body),
    remove: (messageId: string): Promise<WebhookAnswer> => request(messageUrl(messageId), 'DELETE'),
  };
}

export type WebhookClient = ReturnType<typeof createWebhookClient>;
