import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import { listenLocally } from './stand-in-server';

/** One request as the stand-in saw it, with its answer's status. */
export interface BotApiRequest {
  method: string;
  /** The path under the API base: `/channels/1/messages`, `/users/@me/channels`. */
  path: string;
  body: RESTPostAPIChannelMessageJSONBody & { recipient_id?: string };
  status: number;
}

/** A message as the channel shows it now. */
export interface StandInMessage {
  id: string;
  channelId: string;
  body: RESTPostAPIChannelMessageJSONBody;
}

/**
 * A scripted answer for the next request of `method` (any method when absent): a 429 with its wait in the
 * `Retry-After` header and/or the body's `retry_after` (seconds), `global` as Discord marks it; or another status.
 */
export type ScriptedAnswer =
  | { method?: string; kind: '429'; retryAfter?: number; retryAfterBody?: number; global?: boolean }
  | { method?: string; kind: 'status'; status: number }
  /** Done as asked, but the connection drops before the answer: the client never learns it happened. */
  | { method?: string; kind: 'lost' }
  /** Done as asked, the answer held until the client gives up (a server killed mid-request). */
  | { method?: string; kind: 'hold' };

export interface DiscordBotApi {
  /** The API base (`DISCORD_API_BASE`): `http://127.0.0.1:<port>/api/v10`. */
  url: string;
  token: string;
  /** Every request in order, with its answer (also the refused ones). */
  requests: BotApiRequest[];
  /** The messages of every channel (DM channels too), by id, with their edits applied. */
  messages: Map<string, StandInMessage>;
  /** DM channel id by user id. */
  dmChannels: Map<string, string>;
  /** Messages posted in a channel, in order, as they were posted (a nonce answered again counts once). */
  postedIn(channelId: string): StandInMessage[];
  /** Requests of one method, optionally under a path prefix. */
  requestsOf(method: string, pathPrefix?: string): BotApiRequest[];
  /** The next matching requests are answered with these, one each, in order. */
  script(...answers: ScriptedAnswer[]): void;
  /** The next answer to `method` carries these rate-limit headers (`X-RateLimit-Remaining`, `-Reset-After`). */
  rateLimitHeaders(method: string, headers: { remaining: number; resetAfter: number }): void;
  /**
   * Makes routes share one bucket, as Discord counts some together: `routes` like
   * `POST /channels/:channel/messages`. Every answer names its route's bucket (`X-RateLimit-Bucket`):
   * by default one of its own.
   */
  shareBucket(hash: string, ...routes: string[]): void;
  /** Answers held now (`hold`). */
  held(): number;
  /** DMs to these users are refused with 50007 (Cannot send messages to this user). */
  refuseDmsTo(userId: string): void;
  /**
   * A member of a guild the bot is on, with their role ids (`GET /guilds/{guild}/members/{user}`);
   * `undefined`: they left (404, code 10007 Unknown Member). A guild with no member set is one the bot is
   * not on (404, code 10004 Unknown Guild).
   */
  setMember(guildId: string, userId: string, roleIds: string[] | undefined): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the part of Discord's REST API the bot uses: channel messages (POST, PATCH,
 * DELETE, `enforce_nonce` honoured), DM channels (`POST /users/@me/channels`) and DMs. Every request
 * must carry `Authorization: Bot <token>`; scripted 429 storms and rate-limit headers; everything recorded.
 */
export async function startDiscordBotApi(token = 'stand-in-bot-token'): Promise<DiscordBotApi> {
  const requests: BotApiRequest[] = [];
  const messages = new Map<string, StandInMessage>();
  const dmChannels = new Map<string, string>();
  const nonces = new Map<string, string>();
  const posted: StandInMessage[] = [];
  const scripted: ScriptedAnswer[] = [];
  const headersFor = new Map<string, { remaining: number; resetAfter: number }>();
  const sharedBuckets = new Map<string, string>();
  /** The route as Discord names buckets: ids replaced (a channel's, a message's). */
  const routeOf = (method: string, path: string) =>
    `${method} ${path.replace(/\/channels\/\d+/, '/channels/:channel').replace(/\/messages\/\d+/, '/messages/:id')}`;
  const bucketOf = (route: string) => sharedBuckets.get(route) ?? Buffer.from(route).toString('hex').slice(0, 32);
  const refused = new Set<string>();
  const guilds = new Map<string, Map<string, string[]>>();
  const holding = new Set<ServerResponse>();
  let nextId = 900_000_000_000_000_000n;
  const newId = () => String((nextId += 1n));

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk) => (raw += chunk));
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET';
      const path = new URL(incoming.url ?? '/', 'http://stand-in').pathname.replace(/^\/api\/v10/, '');
      const body = (raw ? JSON.parse(raw) : {}) as BotApiRequest['body'];
      const request: BotApiRequest = { method, path, body, status: 0 };
      requests.push(request);
      let lose = false;
      let hold = false;
      const answer = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
        request.status = status;
        if (lose) {
          response.socket?.destroy();
          return;
        }
        if (hold) {
          holding.add(response);
          response.on('close', () => holding.delete(response));
          return;
        }
        headers['X-RateLimit-Bucket'] = bucketOf(routeOf(method, path));
        const limits = headersFor.get(method);
        if (limits) {
          headersFor.delete(method);
          headers['X-RateLimit-Remaining'] = String(limits.remaining);
          headers['X-RateLimit-Reset-After'] = String(limits.resetAfter);
        }
        if (json === undefined) response.writeHead(status, headers).end();
        else response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(json));
      };

      if (incoming.headers.authorization !== `Bot ${token}`) return answer(401, { message: '401: Unauthorized', code: 0 });
      const scriptIndex = scripted.findIndex((entry) => !entry.method || entry.method === method);
      if (scriptIndex >= 0) {
        const [entry] = scripted.splice(scriptIndex, 1);
        if (entry!.kind === 'lost') lose = true;
        else if (entry!.kind === 'hold') hold = true;
        else if (entry!.kind === 'status') return answer(entry!.status, { message: 'stand-in refusal', code: 0 });
        else {
          const headers: Record<string, string> = {};
          if (entry!.retryAfter !== undefined) headers['Retry-After'] = String(entry!.retryAfter);
          if (entry!.global) headers['X-RateLimit-Global'] = 'true';
          const limit: Record<string, unknown> = { message: 'You are being rate limited.', global: entry!.global ?? false };
          if (entry!.retryAfterBody !== undefined) limit.retry_after = entry!.retryAfterBody;
          return answer(429, limit, headers);
        }
      }

      if (method === 'POST' && path === '/users/@me/channels') {
        const recipient = body.recipient_id ?? '';
        if (!dmChannels.has(recipient)) dmChannels.set(recipient, newId());
        return answer(200, { id: dmChannels.get(recipient), type: 1, recipients: [{ id: recipient }] });
      }
      const guildMember = /^\/guilds\/(\d+)\/members\/(\d+)$/.exec(path);
      if (method === 'GET' && guildMember) {
        const members = guilds.get(guildMember[1]!);
        if (!members) return answer(404, { message: 'Unknown Guild', code: 10004 });
        const roles = members.get(guildMember[2]!);
        if (!roles) return answer(404, { message: 'Unknown Member', code: 10007 });
        return answer(200, {
          user: { id: guildMember[2], username: `user${guildMember[2]!.slice(-3)}`, discriminator: '0', global_name: null, avatar: null },
          nick: null,
          roles,
          joined_at: '2026-01-01T00:00:00.000Z',
          deaf: false,
          mute: false,
          flags: 0,
        });
      }
      const channelMessages = /^\/channels\/(\d+)\/messages$/.exec(path);
      if (method === 'POST' && channelMessages) {
        const channelId = channelMessages[1]!;
        const dmUser = [...dmChannels].find(([, id]) => id === channelId)?.[0];
        if (dmUser && refused.has(dmUser)) return answer(403, { message: 'Cannot send messages to this user', code: 50007 });
        const nonceKey = body.enforce_nonce && body.nonce !== undefined ? `${channelId}:${body.nonce}` : undefined;
        const known = nonceKey && nonces.get(nonceKey);
        if (known) return answer(200, { id: known, channel_id: channelId, ...messages.get(known)!.body });
        const { nonce: _nonce, enforce_nonce: _enforce, ...shown } = body;
        const message: StandInMessage = { id: newId(), channelId, body: shown };
        messages.set(message.id, message);
        posted.push({ ...message });
        if (nonceKey) nonces.set(nonceKey, message.id);
        return answer(200, { id: message.id, channel_id: channelId, ...shown });
      }
      const oneMessage = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path);
      if (oneMessage) {
        const message = messages.get(oneMessage[2]!);
        if (!message || message.channelId !== oneMessage[1]) return answer(404, { message: 'Unknown Message', code: 10008 });
        if (method === 'PATCH') {
          message.body = { ...message.body, ...body };
          return answer(200, { id: message.id, channel_id: message.channelId, ...message.body });
        }
        if (method === 'DELETE') {
          messages.delete(message.id);
          return answer(204);
        }
      }
      return answer(404, { message: '404: Not Found', code: 0 });
    });
  });
  const origin = await listenLocally(server);
  return {
    url: `${origin}/api/v10`,
    token,
    requests,
    messages,
    dmChannels,
    postedIn: (channelId) => posted.filter((message) => message.channelId === channelId),
    requestsOf: (method, pathPrefix = '') => requests.filter((entry) => entry.method === method && entry.path.startsWith(pathPrefix)),
    script: (...answers) => void scripted.push(...answers),
    rateLimitHeaders: (method, headers) => void headersFor.set(method, headers),
    shareBucket: (hash, ...routes) => {
      for (const route of routes) sharedBuckets.set(route, hash);
    },
    held: () => holding.size,
    refuseDmsTo: (userId) => void refused.add(userId),
    setMember(guildId, userId, roleIds) {
      const members = guilds.get(guildId) ?? new Map<string, string[]>();
      guilds.set(guildId, members);
      if (roleIds) members.set(userId, roleIds);
      else members.delete(userId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
