import {
  RESTJSONErrorCodes,
  type APIChannel,
  type APIGuildMember,
  type RESTPatchAPIChannelMessageJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
  type RESTPostAPICurrentUserCreateDMChannelJSONBody,
} from 'discord-api-types/v10';
import { canPost, type DiscordAppSettings } from './discord-app-settings';
import type { WebhookAnswer, WebhookMessageBody } from './webhook-client';

/** What the worker needs of a channel: post, edit and delete messages (the webhook's client has the same). */
export interface DiscordChannel {
  execute(body: WebhookMessageBody): Promise<WebhookAnswer>;
  edit(messageId: string, body: WebhookMessageBody): Promise<WebhookAnswer>;
  remove(messageId: string): Promise<WebhookAnswer>;
}

/** A DM channel opened (`POST /users/@me/channels`), or why not. */
export type DmChannelAnswer = { kind: 'dm'; channelId: string } | Exclude<WebhookAnswer, { kind: 'ok' }>;

export interface BotClientOptions {
  token: string;
  /** `DISCORD_API_BASE`, without a trailing slash. */
  apiBase: string;
  fetch: typeof fetch;
  /** Time for one request. */
  timeoutMs: number;
  /** The clock the rate limits are kept on (the server's). */
  now: () => Date;
}

/** Discord's 429 body. */
interface RateLimitBody {
  retry_after?: unknown;
  global?: unknown;
}

/** Discord's error body (`{"code": 50007, "message": "Cannot send messages to this user"}`). */
interface ErrorBody {
  code?: unknown;
  message?: unknown;
}

/** Discord says who sent the request; a bot's agent has this form (Discord's "User Agent" rule). */
const userAgent = 'DiscordBot (https://github.com/raider-panel, 1)';

/**
 * The route a rate limit is kept for until Discord names its bucket: the method and path with its major
 * parameter (the channel, the guild) kept and the other ids (a message's, a member's) replaced, as
 * Discord counts them.
 */
export const rateLimitRoute = (method: string, path: string): string =>
  `${method} ${path.replace(/\/messages\/[^/]+/, '/messages/:id').replace(/\/members\/[^/]+/, '/members/:id')}`;

/** A member of the guild's Discord server as `GET /guilds/{guild}/members/{user}` answers: their role ids; or gone. */
export type GuildMemberAnswer = { kind: 'member'; roleIds: string[] } | { kind: 'departed' } | Exclude<WebhookAnswer, { kind: 'ok' }>;

/** The route with its major parameter replaced too: what Discord's bucket hash (`X-RateLimit-Bucket`) is given for. */
const routeTemplate = (method: string, path: string): string =>
  rateLimitRoute(method, path)
    .replace(/\/channels\/[^/]+/, '/channels/:channel')
    .replace(/\/guilds\/[^/]+/, '/guilds/:guild');

/** The major parameter of a path (its channel or guild), which a bucket is counted per. */
const majorParameter = (path: string): string => /\/(?:channels|guilds)\/([^/]+)/.exec(path)?.[1] ?? '';

/**
 * The guild's bot on Discord's REST API (`Authorization: Bot …`): channel messages and direct messages.
 * Rate limits are kept here for as long as the client lives, per bucket: Discord names each route's
 * bucket (`X-RateLimit-Bucket`), routes it counts together share it, and a bucket is counted per major
 * parameter (the channel, the guild); a route whose bucket is not known yet is its own. A bucket Discord said is
 * empty (`X-RateLimit-Remaining: 0`) is not asked again before its `X-RateLimit-Reset-After`, a 429
 * closes it (or every route, when `global`) for its `Retry-After`. Such a request is not sent at all:
 * the answer is `rate-limited` with the time left, and the worker waits for it.
 */
export function createBotClient({ token, apiBase, fetch: send, timeoutMs, now }: BotClientOptions) {
  /** Bucket (or route, before its bucket is known) → until when (ms on `now`) nothing may be sent on it. */
  const closedUntil = new Map<string, number>();
  /** Route template → the bucket hash Discord gave for it. */
  const bucketOfRoute = new Map<string, string>();
  let globalUntil = 0;

  /** What a request's limits are kept under: its bucket with its channel, or its route until the bucket is known. */
  const limitKey = (method: string, path: string): string => {
    const bucket = bucketOfRoute.get(routeTemplate(method, path));
    return bucket === undefined ? rateLimitRoute(method, path) : `bucket ${bucket} ${majorParameter(path)}`;
  };

  const seconds = (value: string | null | undefined) => {
    const number = value === null || value === undefined || value === '' ? Number.NaN : Number(value);
    return Number.isFinite(number) && number >= 0 ? number : undefined;
  };

  async function request(method: string, path: string, body?: unknown): Promise<WebhookAnswer & { json?: unknown }> {
    const at = now().getTime();
    const wait = Math.max(globalUntil, closedUntil.get(limitKey(method, path)) ?? 0) - at;
    if (wait > 0) return { kind: 'rate-limited', waitMs: wait };
    let response: Response;
    try {
      response = await send(`${apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bot ${token}`,
          'User-Agent': userAgent,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        (error as Error)?.name === 'TimeoutError' ? `brak odpowiedzi w ${timeoutMs / 1000} s` : `błąd sieci: ${(error as Error)?.message}`;
      return { kind: 'retry', reason };
    }
    const answeredAt = now().getTime();
    const bucket = response.headers.get('x-ratelimit-bucket');
    if (bucket) bucketOfRoute.set(routeTemplate(method, path), bucket);
    const route = limitKey(method, path);
    const remaining = response.headers.get('x-ratelimit-remaining');
    const resetAfter = seconds(response.headers.get('x-ratelimit-reset-after'));
    if (remaining === '0' && resetAfter !== undefined) closedUntil.set(route, answeredAt + Math.ceil(resetAfter * 1000));
    else if (remaining !== null) closedUntil.delete(route);
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) {
      const id = (json as { id?: unknown } | undefined)?.id;
      return typeof id === 'string' ? { kind: 'ok', messageId: id, json } : { kind: 'ok', json };
    }
    if (response.status === 429) {
      const limit = (json ?? {}) as RateLimitBody;
      const after =
        seconds(response.headers.get('retry-after')) ??
        (typeof limit.retry_after === 'number' ? seconds(String(limit.retry_after)) : undefined);
      const waitMs = after === undefined ? 5_000 : Math.ceil(after * 1000);
      const global = response.headers.get('x-ratelimit-global') === 'true' || limit.global === true;
      if (global) globalUntil = answeredAt + waitMs;
      else closedUntil.set(route, answeredAt + waitMs);
      return { kind: 'rate-limited', waitMs };
    }
    const error = (json ?? {}) as ErrorBody;
    const code = typeof error.code === 'number' ? error.code : undefined;
    const detail =
      code === RESTJSONErrorCodes.CannotSendMessagesToThisUser ? 'Discord nie pozwala wysłać wiadomości tej osobie' : text.slice(0, 200);
    const reason = `${response.status}${code === undefined ? '' : ` (${code})`}: ${detail}`;
    if (response.status >= 500) return { kind: 'retry', reason };
    return { kind: 'refused', status: response.status, reason, ...(code === undefined ? {} : { code }) };
  }

  const strip = ({ json: _json, ...answer }: WebhookAnswer & { json?: unknown }): WebhookAnswer => answer;
  const messages = (channelId: string) => `/channels/${encodeURIComponent(channelId)}/messages`;

  /** `POST /channels/{channelId}/messages`: Discord answers with the message (its id). */
  const post = async (channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<WebhookAnswer> =>
    strip(await request('POST', messages(channelId), body));
  /** `PATCH /channels/{channelId}/messages/{messageId}`: a bot edits its own messages. */
  const edit = async (channelId: string, messageId: string, body: RESTPatchAPIChannelMessageJSONBody): Promise<WebhookAnswer> =>
    strip(await request('PATCH', `${messages(channelId)}/${encodeURIComponent(messageId)}`, body));
  const remove = async (channelId: string, messageId: string): Promise<WebhookAnswer> =>
    strip(await request('DELETE', `${messages(channelId)}/${encodeURIComponent(messageId)}`));

  return {
    post,
    edit,
    remove,
    /** `POST /users/@me/channels`: the DM channel with a user (the same one each time). */
    async openDm(recipientId: string): Promise<DmChannelAnswer> {
      const body: RESTPostAPICurrentUserCreateDMChannelJSONBody = { recipient_id: recipientId };
      const answer = await request('POST', '/users/@me/channels', body);
      if (answer.kind !== 'ok') return strip(answer) as DmChannelAnswer;
      const channel = answer.json as Partial<APIChannel> | undefined;
      if (typeof channel?.id !== 'string')
        return { kind: 'refused', status: 200, reason: 'Discord nie podał kanału wiadomości prywatnych' };
      return { kind: 'dm', channelId: channel.id };
    },
    /**
     * `GET /guilds/{guildId}/members/{userId}`: the member's role ids, `departed` when Discord says the
     * user is no member (404, code 10007 Unknown Member). Any other 404 (an unknown guild: the bot is
     * not on the server) is a refusal, never read as everyone having left.
     */
    async member(guildId: string, userId: string): Promise<GuildMemberAnswer> {
      const answer = await request('GET', `/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(userId)}`);
      if (answer.kind === 'refused' && answer.status === 404 && answer.code === RESTJSONErrorCodes.UnknownMember)
        return { kind: 'departed' };
      if (answer.kind !== 'ok') return strip(answer) as GuildMemberAnswer;
      const roles = (answer.json as Partial<APIGuildMember> | undefined)?.roles;
      if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string'))
        return { kind: 'refused', status: 200, reason: 'Discord nie podał ról członka serwera' };
      return { kind: 'member', roleIds: roles };
    },
    /** The channel `channelId` as the worker sends plain announcements to it. */
    channel: (channelId: string): DiscordChannel => ({
      execute: (body) => post(channelId, body),
      edit: (messageId, body) => edit(channelId, messageId, body),
      remove: (messageId) => remove(channelId, messageId),
    }),
  };
}

export type BotClient = ReturnType<typeof createBotClient>;

/** The bot and its raid channel as the settings give them now. */
export interface PostingBot {
  client: BotClient;
  channelId: string;
}

/**
 * The guild's bot while a token is set, else `undefined`. One client per token and API base, so its rate
 * limits are kept from one use to the next (posts, edits and member reads share them, as Discord counts
 * them for the bot); a changed token makes a new one.
 */
export function createBotSource(settings: () => DiscordAppSettings, options: Omit<BotClientOptions, 'token' | 'apiBase'>) {
  let made: { token: string; apiBase: string; client: BotClient } | undefined;
  return (): BotClient | undefined => {
    const app = settings();
    if (!app.botToken) return undefined;
    const token = app.botToken;
    if (made?.token !== token || made.apiBase !== app.apiBase) {
      made = { token, apiBase: app.apiBase, client: createBotClient({ ...options, token, apiBase: app.apiBase }) };
    }
    return made.client;
  };
}

/** The guild's bot and its raid channel while the application may post (`canPost`), else `undefined`. */
export function createPostingBot(settings: () => DiscordAppSettings, source: () => BotClient | undefined) {
  return (): PostingBot | undefined => {
    const app = settings();
    const client = canPost(app) ? source() : undefined;
    return client && { client, channelId: app.channelId! };
  };
}
