import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import type { FirstScreenAnswer } from '../../src/data/first-screen';
import type { FirstScreenSource } from '../static/first-screen-renderer';
import { healthAnswer } from '../../src/data/raids/backend-health';
import type { GuildService } from '../../src/domain/service';
import type { createRosterCache } from '../raids/roster-cache';
import type { FeedService } from '../calendar/feed-service';
import { addDiscordRoutes } from './discord-routes';
import type { InteractionEndpointOptions } from '../discord/interaction-endpoint';
import type { DiscordSignIn } from '../discord/discord-sign-in';
import type { MemberRefresh } from '../discord/member-refresh';
import type { RaiderIoClient } from '../imports/raider-io';
import { accountHandlers } from './account-routes';
import { addCalendarFeedRoutes, calendarHandlers } from './calendar-routes';
import { characterImportHandlers } from './character-import-routes';
import { addDiscordAuthRoutes } from './discord-auth-routes';
import { signupHandlers } from './signup-routes';
import { addOperationRoutes, type ServiceParts } from './operation-routes';
import { openApiPath, servedOpenApiDocument } from './openapi-document';
import { ApiError, apiMessages, errorJson, toApiError } from './api-error';
import { apiCors, type CorsEnv } from './api-cors';
import { accessGuards, type AccountEnv } from './route-access';
import type { BodyEnv } from './request-input';
import type { DocumentedRoute, Route } from './route-doc';
import { routeDocs } from './route-docs';
import { ServerPath } from '../../src/data/raids/server-paths';
import type { SignInLimiter } from './sign-in-limiter';

/** Whether the request's connection was closed by the client before its body arrived (node-server only). */
function clientWentAway(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.socket?.destroyed === true);
}

/** The largest request body the API reads unless its route says otherwise: a signup is a few hundred bytes. */
export const maxBodyBytes = 16 * 1024;

export interface ApiRoutesOptions {
  guild: GuildService;
  /** The server's own service parts by declaration group: an operation whose part is absent is not offered. */
  parts?: ServiceParts;
  /** `GET /rosters` answers as bytes, until the next write. */
  rosterCache: ReturnType<typeof createRosterCache>;
  guildConfig: GuildConfig;
  /** The guild's first screen, rendered ahead of time, or `null` when the build has no renderer. */
  firstScreen?: FirstScreenSource;
  /** Failed sign-ins, password changes and reset codes, per address and per nickname. */
  limiter: SignInLimiter;
  /** Account creations per address (each one counts: a flood of accounts or access-code guesses). */
  accountLimiter: SignInLimiter;
  /** Guild websites whose pages may call the API, read on every request (the admin edits them in the panel). */
  allowedOrigins: () => readonly string[];
  /** Whether ALLOWED_ORIGINS fixes that list (messages then name the variable, else the panel). */
  originsFixedByVariable?: () => boolean;
  trustProxy: boolean;
  /** Whether the database answers, for the health check. */
  databaseAnswers: () => boolean;
  log: (message: string, error: unknown) => void;
  /** Things clients did (a request abandoned mid-body): worth a line, not a fault. @default console.warn */
  warn?: (message: string) => void;
  /** The live calendar feeds; without them, the calendar endpoints are not offered. */
  feeds?: FeedService;
  /** The server's public origin, for the feed URLs. @default the origin a request came to */
  publicUrl?: () => string | undefined;
  /** Discord's interactions endpoint; without it, not offered. */
  discord?: InteractionEndpointOptions;
  /** Sign-in with Discord (its pages and tickets); without it, those endpoints are not offered. */
  discordSignIn?: DiscordSignIn;
  /** How long a request body may take to arrive before the answer is `408`. @default `defaultBodyTimeoutMs` */
  bodyTimeoutMs?: number;
  /** Raider.IO, for the character import. */
  raiderIo?: RaiderIoClient;
  /** The server's clock (the day in a download's name). @default () => new Date() */
  now?: () => Date;
  /** Roles that follow Discord for linked accounts, read on session use and password sign-in. */
  memberRefresh?: MemberRefresh;
  /** Told every endpoint as it is registered, with its documentation: docs/api.md is made from them. */
  documentRoute?: (route: DocumentedRoute) => void;
}

type Env = { Variables: AccountEnv['Variables'] & CorsEnv['Variables'] & BodyEnv['Variables'] };

/** The REST API (mounted at `/api`); every endpoint is documented in docs/api.md, made from its registration. */
export function createApiRoutes(options: ApiRoutesOptions): Hono<Env> {
  const { guild, guildConfig } = options;
  const { accounts } = guild;
  const api = new Hono<Env>();
  const methodsByPath = new Map<string, string[]>();

  const guards = accessGuards(accounts, options.memberRefresh?.refresh);

  /** Registers an endpoint behind its body limit and the guards its access asks for, and tells `documentRoute` about it. */
  const route: Route = (method, path, doc, handler, maxBytes = maxBodyBytes) => {
    const docs = 'access' in doc ? [doc] : doc;
    const access = docs[0]?.access;
    if (access === undefined || docs.some((row) => row.access !== access)) {
      throw new Error(`${method} ${path}: one route needs its documentation, with one access for all its rows`);
    }
    const limit = bodyLimit({
      maxSize: maxBytes,
      onError: (c) => errorJson(c, new ApiError(413, 'too-large', apiMessages.tooLarge(maxBytes))),
    });
    api.on(method, path, ...([limit, ...guards[access], handler] as unknown as [Handler<Env>]));
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
    options.documentRoute?.({ method, path, docs });
  };

  api.use('*', async (c, next) => {
    await next();
    // Answers carry raiders' data and tokens: never kept by a browser or a proxy cache. Only the
    // calendar feeds say otherwise (revalidated with their ETag).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  api.use('*', async (c, next) => {
    c.set('bodyTimeoutMs', options.bodyTimeoutMs);
    await next();
  });
  api.use('*', apiCors(options.allowedOrigins, { warn: options.warn, fixedByVariable: options.originsFixedByVariable }));

  // The panel's backend probe recognises the server by it; a page on another origin learns whether it may use the API.
  const health = (c: Context<Env>) => healthAnswer(options.databaseAnswers(), c.req.header('origin'), c.get('originAllowed') === true);

  route('GET', ServerPath.health, routeDocs.health, (c) => {
    const { status, body } = health(c);
    return c.json(body, status);
  });
  route('GET', ServerPath.config, routeDocs.config, (c) => c.json(guildConfig));
  route('GET', openApiPath, routeDocs.openApi, (c) => c.body(servedOpenApiDocument(), 200, { 'Content-Type': 'application/json' }));
  // What the first screen needs, in the one request the script-tag loader starts with the core.
  route('GET', ServerPath.firstScreen, routeDocs.firstScreen, async (c) => {
    const screen = (await options.firstScreen?.('widget')) ?? undefined;
    const answer: FirstScreenAnswer = { config: guildConfig, signInOptions: signInOptions(), health: health(c).body, screen };
    return c.json(answer);
  });

  /**
   * What the sign-in form offers: `discord: true` when the server can sign in with Discord now (left out
   * otherwise, so the answer stays the demo's where Discord plays no part).
   */
  const signInOptions = () => ({ ...accounts.signInOptions(), ...(options.discordSignIn?.available() ? { discord: true } : {}) });

  addOperationRoutes(
    route,
    { guild, parts: options.parts ?? {} },
    {
      signInOptions,
      ...accountHandlers(options),
      ...signupHandlers(options),
      ...(options.raiderIo && characterImportHandlers(guild.characterImport, options.raiderIo)),
      ...(options.feeds && calendarHandlers({ feeds: options.feeds, publicUrl: options.publicUrl })),
    },
    options.now ?? (() => new Date()),
  );
  // What is not a JSON operation: Discord's signed calls, the pages of sign-in with Discord, the calendars.
  if (options.discord) addDiscordRoutes(route, options.discord);
  if (options.discordSignIn) addDiscordAuthRoutes(route, options.discordSignIn, options.publicUrl);
  if (options.feeds) addCalendarFeedRoutes(route, { feeds: options.feeds, publicUrl: options.publicUrl });

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
