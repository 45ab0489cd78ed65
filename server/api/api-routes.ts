import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import { raidApiMessages } from '../../src/domain';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import type { FirstScreenAnswer } from '../../src/data/first-screen';
import type { FirstScreenSource } from '../static/first-screen-renderer';
import { backendHealth, type BackendHealthAnswer } from '../../src/data/raids/backend-health';
import type { GuildService } from '../../src/domain/service';
import type { createRosterCache } from '../raids/roster-cache';
import type { FeedService } from '../calendar/feed-service';
import { actor, addAccountRoutes, requireRole, type AccountEnv } from './account-routes';
import { addCalendarRoutes } from './calendar-routes';
import { addAttendanceRoutes } from './attendance-routes';
import { addScheduleRoutes } from './schedule-routes';
import { addSettingsRoutes, type SettingsRoutesOptions } from './settings-routes';
import { ApiError, apiMessages, errorJson, toApiError } from './api-error';
import { apiCors, type CorsEnv } from './api-cors';
import { bearerToken, readJsonObject, readRange } from './request-input';
import type { SignInLimiter } from './sign-in-limiter';

/** Whether the request's connection was closed by the client before its body arrived (node-server only). */
function clientWentAway(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.socket?.destroyed === true);
}

/** Whether an `Accept-Encoding` header takes gzip (and does not refuse it with `q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** The largest request body the API reads: a signup is a few hundred bytes. */
export const maxBodyBytes = 16 * 1024;

export interface ApiRoutesOptions {
  guild: GuildService;
  /** `GET /rosters` answers as bytes, until the next write. */
  rosterCache: ReturnType<typeof createRosterCache>;
  guildConfig: GuildConfig;
  /** The guild's first screen, rendered ahead of time, or `null` when the build has no renderer. */
  firstScreen?: FirstScreenSource;
  limiter: SignInLimiter;
  /** Account creations per address. */
  accountLimiter: SignInLimiter;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  /** Whether the database answers, for the health check. */
  databaseAnswers: () => boolean;
  log: (message: string, error: unknown) => void;
  /** Things clients did (a request abandoned mid-body): worth a line, not a fault. @default console.warn */
  warn?: (message: string) => void;
  /** The live calendar feeds; without them, the calendar endpoints are not offered. */
  feeds?: FeedService;
  /** The server's public origin, for the feed URLs. @default the origin a request came to */
  publicUrl?: string;
  /** The guild's settings and the Discord outbox; without them, those endpoints are not offered. */
  guildSettings?: Omit<SettingsRoutesOptions, 'signedIn'>;
}

type Env = { Variables: AccountEnv['Variables'] & CorsEnv['Variables'] };

/** The REST API (mounted at `/api`); every endpoint is documented in README.md. */
export function createApiRoutes(options: ApiRoutesOptions): Hono<Env> {
  const { guild, rosterCache, guildConfig, limiter, trustProxy } = options;
  const { accounts, signups, absences } = guild;
  const api = new Hono<Env>();
  const methodsByPath = new Map<string, string[]>();

  function route(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, ...handlers: Array<Handler<Env>>): void {
    api.on(method, path, ...(handlers as [Handler<Env>]));
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  }

  const signedIn: MiddlewareHandler<Env> = async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'unauthorized', apiMessages.noToken);
    const signedIn = accounts.authenticate(token);
    c.set('nickname', signedIn.account.nickname);
    c.set('signedIn', signedIn);
    await next();
  };

  api.use('*', async (c, next) => {
    await next();
    // Answers carry raiders' data and tokens: never kept by a browser or a proxy cache. Only the
    // calendar feeds say otherwise (revalidated with their ETag).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  api.use('*', apiCors(options.allowedOrigins, { warn: options.warn }));
  api.use(
    '*',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => errorJson(c, new ApiError(413, 'too-large', apiMessages.tooLarge(maxBodyBytes))) }),
  );

  /**
   * The health answer: the panel's backend probe recognises the server by it. A page on another origin
   * learns whether it may use the API (the health check is public).
   */
  const health = (c: Context<Env>) => {
    const origin = c.req.header('origin');
    const originFields: Partial<BackendHealthAnswer> =
      origin === undefined ? {} : { origin, originAllowed: c.get('originAllowed') === true };
    return options.databaseAnswers()
      ? { status: 200 as const, body: { ...backendHealth, ...originFields } }
      : { status: 503 as const, body: { service: backendHealth.service, status: 'database-unavailable', ...originFields } };
  };

  route('GET', '/health', (c) => {
    const { status, body } = health(c);
    return c.json(body, status);
  });

  route('GET', '/config', (c) => c.json(guildConfig));

  // What the first screen needs, in the one request the script-tag loader starts with the core.
  route('GET', '/first-screen', async (c) => {
    const screen = (await options.firstScreen?.('widget')) ?? undefined;
    const answer: FirstScreenAnswer = { config: guildConfig, signInOptions: accounts.signInOptions(), health: health(c).body, screen };
    return c.json(answer);
  });

  route('GET', '/sign-in-options', (c) => c.json(accounts.signInOptions()));

  addAccountRoutes(route, { accounts, limiter, accountLimiter: options.accountLimiter, trustProxy, signedIn });

  route('GET', '/session', signedIn, (c) => c.json({ nickname: c.get('nickname'), role: c.get('signedIn').account.role }));

  // Signing out of a session that already ended is fine: the token stops working either way.
  route('DELETE', '/session', (c) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'unauthorized', apiMessages.noToken);
    accounts.signOut(token);
    return c.body(null, 204);
  });

  route('GET', '/raids', (c) => c.json(signups.listRaids(readRange(c))));

  const officers = requireRole(['officer', 'admin'], accountMessages.officersOnly);
  addScheduleRoutes(route, { signups, officers: guild.officers, signedIn, officersOnly: officers });

  route('GET', '/raids/:raidId/roster', signedIn, (c) => c.json(signups.roster(c.req.param('raidId') ?? '')));

  route('GET', '/rosters', signedIn, (c) => {
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const range = readRange(c);
    const answer = rosterCache.get(`rosters ${range.from} ${range.to}`, () => signups.rosters(range), gzip);
    return c.body(new Uint8Array(answer), 200, headers);
  });

  route('PUT', '/raids/:raidId/signup', signedIn, async (c) => {
    const raidId = c.req.param('raidId') ?? '';
    const body = await readJsonObject(c);
    if (body.raidId !== undefined && body.raidId !== raidId) {
      throw new ApiError(400, 'invalid', raidApiMessages.invalid, { raidId: 'Rajd w treści żądania nie zgadza się z adresem.' });
    }
    return c.json(signups.saveSignup(actor(c), { ...body, raidId }));
  });

  route('GET', '/me/signups', signedIn, (c) => c.json(signups.mySignups(actor(c), readRange(c))));

  route('GET', '/me/attendance', signedIn, (c) => c.json(guild.attendance.attendance(actor(c))));

  addAttendanceRoutes(route, { attendance: guild.attendance, signedIn, officers });

  route('GET', '/me/absences', signedIn, (c) => c.json(absences.myAbsences(actor(c))));

  route('POST', '/me/absences', signedIn, async (c) => c.json(absences.addAbsence(actor(c), await readJsonObject(c)), 201));

  route('DELETE', '/me/absences/:absenceId', signedIn, (c) => {
    absences.endAbsence(actor(c), c.req.param('absenceId') ?? '');
    return c.body(null, 204);
  });

  if (options.guildSettings) addSettingsRoutes(route, { ...options.guildSettings, signedIn });

  if (options.feeds) addCalendarRoutes(route, { feeds: options.feeds, signedIn, publicUrl: options.publicUrl });

  for (const [path, methods] of methodsByPath) {
    const allow = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
      .filter((method) => methods.includes(method === 'HEAD' ? 'GET' : method))
      .join(', ');
    api.all(path, (c) => errorJson(c, new ApiError(405, 'method-not-allowed', apiMessages.methodNotAllowed, undefined, { Allow: allow })));
  }
  api.all('*', (c) => errorJson(c, new ApiError(404, 'not-found', apiMessages.unknownRoute)));
  api.onError((error, c: Context) => {
    if (clientWentAway(c)) {
      // Nobody is left to read an answer; the socket is gone. The client's doing, not the server's.
      (options.warn ?? console.warn)(
        `[server] ${c.req.method} ${c.req.path}: the client closed the connection before sending the whole request`,
      );
      return c.body(null, 400);
    }
    return errorJson(c, toApiError(error, options.log));
  });
  return api;
}
