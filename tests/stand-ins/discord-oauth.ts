import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGuildMember, APIUser } from 'discord-api-types/v10';
import { listenLocally } from './stand-in-server';

/** The Discord user the stand-in signs in, and their membership of guilds (by guild id). */
export interface StandInDiscordUser {
  id: string;
  username: string;
  globalName?: string | null;
  /** Guild id → the member's server nickname and role ids; a guild left out: not a member. */
  guilds: Record<string, { nick?: string | null; roles: string[] }>;
}

/**
 * A failure Discord answers the next request of one endpoint with: a 429 as Discord sends it
 * (`{message, retry_after, global}` with `Retry-After` and the `X-RateLimit-*` headers), another status
 * with Discord's error JSON, the connection dropped before any answer, or no answer at all (held until
 * the client gives up).
 */
export type StandInFailure = { kind: '429'; retryAfter: number } | { kind: 'status'; status: number } | { kind: 'drop' } | { kind: 'hold' };

/** One token request as the stand-in judged it. */
export interface TokenAttempt {
  ok: boolean;
  /** Why it was refused (`invalid_grant`, `invalid_client`, …). */
  error?: string;
}

export interface DiscordOAuthStandIn {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What `DISCORD_API_BASE` is set to: `<origin>/api/v10`. */
  apiBase: string;
  /** What `DISCORD_AUTHORIZE_URL` is set to: `<origin>/oauth2/authorize`. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in (the raider "clicking Authorize"). */
  setUser(user: StandInDiscordUser): void;
  /**
   * On: `/oauth2/authorize` shows a consent page whose "Autoryzuj" link is the way back (code and state),
   * as Discord's own page does, instead of sending the browser straight back; a test can read or pass on
   * that link. @default off
   */
  setConsentPage(on: boolean): void;
  /** Every token request, in order. */
  tokenAttempts: TokenAttempt[];
  /** The authorize URLs it was sent to, as received. */
  authorizations: URL[];
  /** The next request to `endpoint` fails as given. */
  failNext(endpoint: 'token' | 'user' | 'member', failure: StandInFailure): void;
  close(): Promise<void>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A local stand-in of Discord's OAuth2 and the two REST reads sign-in uses: `/oauth2/authorize`
 * answers at once with a 302 back to `redirect_uri` with a code and the state (as Discord does after the
 * user clicks "Authorize"), `/api/v10/oauth2/token` checks the client's credentials, the code, the
 * `redirect_uri` and the PKCE `code_verifier` against the S256 challenge, and the token it issues reads
 * `/api/v10/users/@me` and `/api/v10/users/@me/guilds/:guildId/member` (404 with Discord's error
 * JSON, `{"message":"Unknown Guild","code":10004}`, when the user is no member).
 */
export async function startDiscordOAuthStandIn(
  options: { clientId?: string; clientSecret?: string; user?: StandInDiscordUser } = {},
): Promise<DiscordOAuthStandIn> {
  const clientId = options.clientId ?? '100000000000000001';
  const clientSecret = options.clientSecret ?? 'stand-in-client-secret';
  let user: StandInDiscordUser | undefined = options.user;
  let consentPage = false;
  const codes = new Map<string, { user: StandInDiscordUser; challenge: string; method: string; redirectUri: string }>();
  const tokens = new Map<string, StandInDiscordUser>();
  const tokenAttempts: TokenAttempt[] = [];
  const authorizations: URL[] = [];
  const failures = new Map<'token' | 'user' | 'member', StandInFailure>();
  const held = new Set<ServerResponse>();

  /** Answers a scripted failure for `endpoint`, if one is due: `true` when it did. */
  function failed(endpoint: 'token' | 'user' | 'member', response: ServerResponse): boolean {
    const failure = failures.get(endpoint);
    if (!failure) return false;
    failures.delete(endpoint);
    if (failure.kind === 'drop') response.socket?.destroy();
    else if (failure.kind === 'hold') held.add(response);
    else if (failure.kind === 'status') json(response, failure.status, { message: `${failure.status}: stand-in failure`, code: 0 });
    else {
      response.writeHead(429, {
        'Content-Type': 'application/json',
        'Retry-After': String(Math.ceil(failure.retryAfter)),
        'X-RateLimit-Limit': '5',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset-After': String(failure.retryAfter),
        'X-RateLimit-Bucket': 'oauth2-token',
        'X-RateLimit-Scope': 'user',
      });
      response.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: failure.retryAfter, global: false }));
    }
    return true;
  }

  const json = (response: ServerResponse, status: number, body: unknown): void =>
    void response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });
  const bearer = (request: IncomingMessage) => tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') {
      authorizations.push(url);
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const challenge = url.searchParams.get('code_challenge') ?? '';
      if (url.searchParams.get('client_id') !== clientId || !redirectUri || !user) {
        response.writeHead(400, { 'Content-Type': 'text/plain' }).end('invalid authorize request');
        return;
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, { user, challenge, method: url.searchParams.get('code_challenge_method') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (consentPage) {
        const href = back.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        response
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><html lang="en"><title>Discord</title><main><a id="authorize" href="${href}">Autoryzuj</a></main></html>`);
        return;
      }
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/api/v10/oauth2/token') {
      if (failed('token', response)) return;
      const form = new URLSearchParams(await readBody(request));
      const refuse = (error: string, status = 400) => {
        tokenAttempts.push({ ok: false, error });
        json(response, status, { error });
      };
      const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
      const [id, secret] = basic.split(':').map((part) => decodeURIComponent(part));
      if (id !== clientId || secret !== clientSecret) return refuse('invalid_client', 401);
      if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
      const code = codes.get(form.get('code') ?? '');
      // A code is good once, as Discord's are.
      codes.delete(form.get('code') ?? '');
      if (!code) return refuse('invalid_grant');
      if (code.redirectUri !== form.get('redirect_uri')) return refuse('invalid_grant');
      if (code.method !== 'S256' || s256(form.get('code_verifier') ?? '') !== code.challenge) return refuse('invalid_grant');
      const token = randomBytes(16).toString('hex');
      tokens.set(token, code.user);
      tokenAttempts.push({ ok: true });
      json(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: randomBytes(8).toString('hex'),
        scope: 'identify guilds.members.read',
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/v10/users/@me') {
      if (failed('user', response)) return;
      const who = bearer(request);
      if (!who) return json(response, 401, { message: '401: Unauthorized', code: 0 });
      const body: Partial<APIUser> = {
        id: who.id,
        username: who.username,
        global_name: who.globalName ?? null,
        discriminator: '0',
        avatar: null,
      };
      return json(response, 200, body);
    }
    const member = /^\/api\/v10\/users\/@me\/guilds\/(\d+)\/member$/.exec(url.pathname);
    if (request.method === 'GET' && member) {
      if (failed('member', response)) return;
      const who = bearer(request);
      if (!who) return json(response, 401, { message: '401: Unauthorized', code: 0 });
      const membership = who.guilds[member[1]!];
      if (!membership) return json(response, 404, { message: 'Unknown Guild', code: 10004 });
      const body: Partial<APIGuildMember> = {
        nick: membership.nick ?? null,
        roles: membership.roles,
        joined_at: '2026-01-01T00:00:00.000Z',
        deaf: false,
        mute: false,
        flags: 0 as APIGuildMember['flags'],
      };
      return json(response, 200, body);
    }
    json(response, 404, { message: '404: Not Found', code: 0 });
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  const origin = await listenLocally(server);
  return {
    origin,
    apiBase: `${origin}/api/v10`,
    authorizeUrl: `${origin}/oauth2/authorize`,
    clientId,
    clientSecret,
    setUser: (next) => void (user = next),
    setConsentPage: (on) => void (consentPage = on),
    tokenAttempts,
    authorizations,
    failNext: (endpoint, failure) => void failures.set(endpoint, failure),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
