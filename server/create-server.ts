import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { GuildConfig } from '../src/domain/guild-config-types';
import { createApiRoutes } from './api/api-routes';
import type { PasswordHashing } from './accounts/password-hash';
import { createSignInLimiter, type SignInLimiterOptions } from './api/sign-in-limiter';
import { lockDataDirectory } from './database/data-directory-lock';
import { openDatabase } from './database/open-database';
import { createAuditStore } from './database/account-store';
import { createStorageHealth } from './database/storage-health';
import { createRaidEventBus, type RaidEventBus } from './raids/raid-event-bus';
import type { Database } from 'better-sqlite3';
import type { DeliveryWorker } from './discord/delivery-worker';
import { createGuildOnSqlite } from './guild-on-sqlite';
import { createRosterCache } from './raids/roster-cache';
import { readOrCreateFeedKey } from './calendar/feed-key';
import { createAnnouncer } from './discord/announcer';
import { createBotSource, createPostingBot } from './discord/bot-client';
import { createMemberRefresh, defaultRoleRefreshSeconds } from './discord/member-refresh';
import { createDeliveryWorker } from './discord/delivery-worker';
import { createGuildSettings } from './discord/guild-settings';
import { createOutbox } from './discord/outbox';
import { createFeedService } from './calendar/feed-service';
import { allowedHosts, hostCheck } from './host-check';
import { createPanelSettings, type PanelSettingsShown } from './settings/access-and-addresses';
import { createSetupLink } from './accounts/setup-link';
import { refuseDotSegments } from './static/dot-segments';
import { offeredVariants } from './static/offered-variants';
import { createStaticRoutes } from './static/static-routes';
import { createFirstScreenSource } from './static/first-screen-renderer';
import type { ServerTask } from './start-up/server-tasks';
import { readDiscordEnvironment, type DiscordAppSettings } from './discord/discord-app-settings';
import { createDiscordPanelSettings } from './discord/discord-panel-settings';
import { createCommandRegistration } from './discord/command-registration';
import { createDiscordLinks, type DiscordMemberParts } from './discord/discord-links';
import { createDiscordSignIn } from './discord/discord-sign-in';
import { createInteractionHandler } from './discord/interaction-handler';
import { createSeenInteractions } from './discord/seen-interactions';
import { createWarcraftLogsClient, warcraftLogsDefaults, type WarcraftLogsSettings } from './imports/warcraft-logs';
import { createRaiderIoClient, raiderIoDefaults } from './imports/raider-io';
import { createRaidHelperClient, raidHelperDefaults } from './imports/raid-helper';
import { createRaidHelperImports, type RaidHelperImports } from './imports/raid-helper-import';
import { createRaidHelperLedger } from './database/raid-helper-ledger';
import { createGuildMove } from './guild-export/guild-move';
import { createGuildSettingsService } from './settings/guild-settings-service';
import { createSetupService } from './accounts/setup-service';
import { createDiscordLinkService } from './discord/discord-link-service';
import { createAttendanceLogImport } from './imports/attendance-log-import';

/** Accounts one address may create before the back-off starts (`ACCOUNT_CREATION_LIMIT`). */
export const defaultAccountCreationLimit = 10;

export interface CreateServerOptions {
  /** Directory of the database file; created when missing. */
  dataDir: string;
  /** The guild's config, already validated (see `readGuildConfigFile`). */
  guildConfig: GuildConfig;
  /** The guild's access code, asked for when an account is created; without one, anyone may create one. */
  accessCode?: string;
  /**
   * The server's own origin (`https://guild.example`): requests with another `Host` are refused (421),
   * besides the local names and the listening address. @default none: only those
   */
  publicUrl?: string;
  /** Origins (`https://guild.example`) whose pages may call the API, besides the server's own. */
  allowedOrigins?: readonly string[];
  /** The built site served at `/`. */
  siteDir: string;
  /**
   * The build's first-screen renderer, which renders the guild's first screen for `/api/first-screen`.
   * @default `prerender/first-screen.mjs` beside `siteDir` (where `npm run build` puts it)
   */
  firstScreenRenderer?: string;
  /** Embedding examples served at `/examples/`. */
  examplesDir: string;
  /** Take the client address for the sign-in limit from `X-Forwarded-For` (behind a reverse proxy). @default false */
  trustProxy?: boolean;
  /** The clock for raid phases, sessions and the sign-in limit. @default () => new Date() */
  now?: () => Date;
  /** Tuning of the sign-in limit (tests make it quick). */
  signInLimit?: Omit<SignInLimiterOptions, 'now'>;
  /** Tuning of the per-address limit on account creation. @default `defaultAccountCreationLimit` accounts, then the back-off */
  accountLimit?: Omit<SignInLimiterOptions, 'now'>;
  /** scrypt cost; tests lower it. @default the parameters in server/accounts/password-hash.ts */
  passwordHashing?: PasswordHashing;
  /** Faults of the server itself. @default console.error */
  log?: (message: string, error: unknown) => void;
  /** Things clients did that the operator may want to see (a request abandoned mid-body). @default console.warn */
  warn?: (message: string) => void;
  /** The Discord webhook when the admin set none in the panel (`DISCORD_WEBHOOK_URL`). */
  discordWebhookUrl?: string;
  /** How long a request body may take to arrive before the answer is `408` (tests shorten it). @default 10000 */
  bodyTimeoutMs?: number;
  /** The guild's Discord application as the environment sets it (`DISCORD_*`). @default none: only the defaults */
  discord?: DiscordAppSettings;
  /** How long roles read from Discord for a linked account count as current (`DISCORD_ROLE_REFRESH_SECONDS`). @default 300 */
  discordRoleRefreshSeconds?: number;
  /** Time for one Discord request. @default 10000 */
  discordTimeoutMs?: number;
  /**
   * How Discord requests go out. Test servers pass one that reaches only their stand-ins: a real
   * `discord.com` webhook a test stores (the panel takes no other) is never called. @default globalThis.fetch
   */
  discordFetch?: typeof fetch;
  /** The Warcraft Logs API client for the attendance import (`WARCRAFTLOGS_*`). @default none: the import says it is not set up */
  warcraftLogs?: WarcraftLogsSettings;
  /** Raider.IO's base URL for the character import (`RAIDERIO_API_BASE`). @default https://raider.io */
  raiderIoApiBase?: string;
  /** Raid-Helper's API base for the history import (`RAIDHELPER_API_BASE`). @default https://raid-helper.dev/api */
  raidHelperApiBase?: string;
  /** How requests to Warcraft Logs, Raider.IO and Raid-Helper go out (tests pass none: they run stand-ins). @default globalThis.fetch */
  importsFetch?: typeof fetch;
  /** Work beside the API (nightly backups, replication): started once listening, stopped by `close()`. @default none */
  tasks?: readonly ServerTask[];
}

export interface RaiderServer {
  /** The whole app: `app.fetch(request)` answers without a socket. */
  app: Hono;
  /**
   * The raid leader's changes (created, moved, cancelled, restored raids, roster decisions), published
   * inside the transaction that makes them: a listener that writes to the database commits with it (the
   * Discord announcements listen).
   */
  raidEvents: RaidEventBus;
  /** The database, for work that must share a transaction with a published raid event. */
  db: Database;
  /** The Raid-Helper import (tests wait for one to end). */
  raidHelperImports: RaidHelperImports;
  /** The Discord delivery worker (tests run its rounds). */
  discord: DeliveryWorker;
  /** The settings the admin edits in the panel, as they apply now (a variable wins). */
  panelSettings(): PanelSettingsShown;
  /**
   * While the guild has no admin, a new one-time set-up link's token (the last one stops working), to be
   * opened as `/#/setup?token=…`; `undefined` once an admin exists.
   */
  firstRunLink(): string | undefined;
  /** The guild's Discord application as it applies now. */
  discordApp(): DiscordAppSettings;
  /** Listens on a port (0: any free one) and resolves when it does. */
  listen(options: { port: number; host?: string }): Promise<{ url: string; port: number }>;
  /**
   * Stops gracefully: takes in the connections already queued (when `graceMs` > 0), then no new ones;
   * requests in flight, and the first request of a connection accepted with none yet, are answered (with
   * `Connection: close`) for up to `graceMs`, then any connection left is dropped and the database closed.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/**
 * The guild's server: the API under `/api` on the SQLite database in `dataDir`, and the built site,
 * examples and image variants beside it. Opening it migrates the database.
 */
export function createServer(options: CreateServerOptions): RaiderServer {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const lock = lockDataDirectory(options.dataDir);
  let db: ReturnType<typeof openDatabase> | undefined;
  let feedKey: Buffer;
  try {
    db = openDatabase(options.dataDir);
    feedKey = readOrCreateFeedKey(options.dataDir);
  } catch (error) {
    if (db?.open) db.close();
    lock.close();
    throw error;
  }
  const storage = createStorageHealth(db, log);
  // The raid leader's tools publish their changes here, inside their write transactions.
  const raidEvents = createRaidEventBus();
  const rosterCache = createRosterCache();
  // The settings an admin edits in the panel, unless a variable fixes them: read on every request.
  const panel = createPanelSettings(db, {
    accessCode: options.accessCode,
    allowedOrigins: options.allowedOrigins ?? [],
    publicUrl: options.publicUrl,
  });
  const setupLink = createSetupLink(db, now);
  // The guild's Discord application: read on every use (the panel's part joins the environment's).
  const environmentDiscord = options.discord ?? readDiscordEnvironment({});
  const discordPanel = createDiscordPanelSettings(db, environmentDiscord);
  const discordApp = (): DiscordAppSettings => discordPanel.merged();
  const guild = createGuildOnSqlite({
    db,
    config: options.guildConfig,
    now,
    storage,
    joining: panel.joining,
    passwordHashing: options.passwordHashing,
    events: raidEvents,
    // After every write, kept or rolled back: a reader never caches a roster mid-write.
    afterWrite: rosterCache.invalidate,
    // The data directory's key, under a label of its own: a copy of the database alone forges no device token.
    deviceKey: createHmac('sha256', feedKey).update('raider-panel device tokens').digest(),
  });
  const guildSettings = createGuildSettings(db, options.discordWebhookUrl);
  const outbox = createOutbox(db);
  // With a bot token and a channel, the bot posts the raids (with buttons) and wins over the webhook.
  const botClient = createBotSource(discordApp, {
    fetch: options.discordFetch ?? globalThis.fetch,
    timeoutMs: options.discordTimeoutMs ?? 10_000,
    now,
  });
  const bot = createPostingBot(discordApp, botClient);
  const announcer = createAnnouncer({
    db,
    outbox,
    settings: guildSettings,
    service: guild.signups,
    reminders: guild.reminders,
    context: {
      timeZone: options.guildConfig.timezone,
      panelUrl: () => {
        const publicUrl = panel.publicUrl();
        return publicUrl ? `${publicUrl}/#/raider/signups` : undefined;
      },
    },
    weeksAhead: options.guildConfig.schedule.weeksAhead,
    now,
    // After the publisher's commit: the worker reads the row in its own turn of the event loop.
    queued: () => queueMicrotask(() => worker.nudge()),
    bot,
  });
  announcer.listen(raidEvents);
  const worker = createDeliveryWorker({
    outbox,
    settings: guildSettings,
    now,
    beforeRound: announcer.scheduleDue,
    sendLive: announcer.sendLive,
    bot: () => {
      const posting = bot();
      return posting && posting.client.channel(posting.channelId);
    },
    timeoutMs: options.discordTimeoutMs,
    fetch: options.discordFetch,
    log,
  });
  const feeds = createFeedService({
    db,
    service: guild.signups,
    config: options.guildConfig,
    feedKey,
    now,
    write: storage.write,
  });
  const firstScreen = createFirstScreenSource({
    rendererPath: options.firstScreenRenderer ?? join(options.siteDir, '..', 'prerender', 'first-screen.mjs'),
    guildConfig: options.guildConfig,
    log,
  });
  const discordLinks = createDiscordLinks(db);
  const discordMembers: DiscordMemberParts = { app: discordApp, links: discordLinks, accounts: guild.linkedAccounts, now };
  const raidHelper = createRaidHelperImports({
    client: createRaidHelperClient({ apiBase: options.raidHelperApiBase ?? raidHelperDefaults.apiBase, fetch: options.importsFetch }),
    service: guild.raidHelperImport({
      ledger: createRaidHelperLedger(db),
      links: { accountKeyOf: (userId) => discordLinks.byDiscordUser(userId)?.accountKey, link: discordLinks.link },
    }),
    timeZone: () => options.guildConfig.timezone,
    log,
  });
  const interactionHandler = createInteractionHandler({ guild, links: discordLinks, app: discordApp, publicUrl: panel.publicUrl, now });
  const seenInteractions = createSeenInteractions(db, now);
  /** One write transaction, a storage fault answered as 503. */
  const writeTransaction = <T>(work: () => T): T => storage.write(() => db.transaction(work).immediate());
  const discordSignIn = createDiscordSignIn({
    ...discordMembers,
    publicUrl: panel.publicUrl,
    transaction: writeTransaction,
    timeoutMs: options.discordTimeoutMs,
  });
  const api = createApiRoutes({
    guild,
    rosterCache,
    guildConfig: options.guildConfig,
    firstScreen,
    limiter: createSignInLimiter({ ...options.signInLimit, now }),
    accountLimiter: createSignInLimiter({ freeFailures: defaultAccountCreationLimit, ...options.accountLimit, now }),
    allowedOrigins: panel.allowedOrigins,
    originsFixedByVariable: panel.originsFixedByVariable,
    trustProxy: options.trustProxy ?? false,
    databaseAnswers: storage.available,
    log,
    warn,
    feeds,
    publicUrl: panel.publicUrl,
    bodyTimeoutMs: options.bodyTimeoutMs,
    discord: {
      settings: discordApp,
      now,
      firstTime: (id) => storage.write(() => seenInteractions.firstTime(id)),
      answer: async (interaction) => {
        const answered = await interactionHandler(interaction);
        // An answer from a button changes the raid's post: the next round schedules its edit now, not a minute later.
        worker.nudge();
        return answered;
      },
    },
    discordSignIn,
    memberRefresh: createMemberRefresh({
      ...discordMembers,
      bot: botClient,
      refreshMs: (options.discordRoleRefreshSeconds ?? defaultRoleRefreshSeconds) * 1000,
      log: warn,
    }),
    raiderIo: createRaiderIoClient({ apiBase: options.raiderIoApiBase ?? raiderIoDefaults.apiBase, fetch: options.importsFetch }),
    now,
    parts: {
      settings: createGuildSettingsService({
        settings: guildSettings,
        outbox,
        changed: () => worker.nudge(),
        accounts: guild.accounts,
        audit: createAuditStore(db),
        now,
        write: storage.write,
        panel,
        transaction: (work) => db.transaction(work).immediate(),
        discord: discordPanel,
        commands: createCommandRegistration(db, { settings: discordApp, fetch: options.discordFetch, now, write: storage.write }),
      }),
      setup: createSetupService({
        accounts: guild.accounts,
        setupLink,
        panel,
        transaction: writeTransaction,
        audit: createAuditStore(db),
        now,
      }),
      discord: createDiscordLinkService(discordSignIn, guild.linkedAccounts),
      attendanceLog: createAttendanceLogImport(
        guild.attendanceLog,
        createWarcraftLogsClient({
          settings: options.warcraftLogs ?? { apiBase: warcraftLogsDefaults.apiBase },
          now,
          fetch: options.importsFetch,
        }),
      ),
      guildMove: createGuildMove({
        db,
        config: options.guildConfig,
        now,
        raidHelper,
        transaction: writeTransaction,
        restored() {
          guild.forgetCachedReads();
          rosterCache.invalidate();
          panel.reload();
          discordPanel.reload();
        },
      }),
    },
  });
  worker.start();

  const app = new Hono();
  let hosts: (() => Set<string>) | undefined;
  /** The server's own names: made again only when the admin changes the public URL. */
  function hostsOf(listening: { host?: string; port: number }): () => Set<string> {
    let made: { publicUrl: string | undefined; names: Set<string> } | undefined;
    return () => {
      const publicUrl = panel.publicUrl();
      if (!made || made.publicUrl !== publicUrl) made = { publicUrl, names: allowedHosts({ ...listening, publicUrl }) };
      return made.names;
    };
  }
  app.use(
    '*',
    hostCheck(
      () => hosts?.(),
      () => ({ url: panel.publicUrl(), fixedByVariable: panel.publicUrlFixedByVariable() }),
    ),
  );
  app.use('*', refuseDotSegments);
  // The API first: its own catch-all keeps unknown /api paths out of the static files.
  app.route('/api', api);
  app.route(
    '/',
    createStaticRoutes({
      siteDir: options.siteDir,
      examplesDir: options.examplesDir,
      offeredVariants: offeredVariants(options.guildConfig),
      guildConfig: options.guildConfig,
      siteScreen: () => firstScreen('site'),
      allowedOrigins: panel.allowedOrigins,
    }),
  );
  app.onError((error) => {
    log('[server] request failed:', error);
    return new Response('Błąd serwera', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });

  let server: Server | undefined;
  let draining = false;
  let runningTasks: Array<ReturnType<ServerTask>> = [];
  // Open connections, counted here: the server's own close callback does not wait for a request whose
  // body is still arriving.
  const sockets = new Set<Socket>();
  // Connections with a request underway, and those that have had an answer (kept alive since).
  const busy = new Set<Socket>();
  const answered = new WeakSet<Socket>();
  let allClosed: (() => void) | undefined;
  let connectionArrived: (() => void) | undefined;

  /**
   * Every answer over a socket passes here. An answer sent while the request body is still arriving
   * (a 413, a 401 before the body was read) closes the connection: the unread rest would otherwise be
   * dropped with the socket a moment later, failing the client's next request on it. While stopping,
   * every answer closes its connection, so kept-alive clients go elsewhere.
   */
  async function answer(request: Request, env: HttpBindings): Promise<Response> {
    const response = await app.fetch(request, env);
    if (draining || !env.incoming.complete) env.outgoing.setHeader('Connection', 'close');
    return response;
  }

  /**
   * While stopping, accepts what the kernel has already queued: listens on until a quiet spell with no new
   * connection, each spell ending after a poll of the sockets (`setImmediate` runs after it), at most
   * `limitMs`. Closing the listening socket sooner would reset the connections still in the queue.
   */
  async function acceptQueued(limitMs: number): Promise<void> {
    const quietMs = Math.min(50, limitMs);
    const until = Date.now() + limitMs;
    let arrived = true;
    connectionArrived = () => (arrived = true);
    while (arrived && Date.now() < until) {
      arrived = false;
      await new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), quietMs));
    }
    connectionArrived = undefined;
  }

  /** Kept-alive connections with no request underway: closed at once when stopping (their next request goes elsewhere). */
  function closeKeptAliveIdle(): void {
    for (const socket of sockets) if (answered.has(socket) && !busy.has(socket)) socket.destroy();
  }

  return {
    app,
    raidEvents,
    db,
    discord: worker,
    raidHelperImports: raidHelper,
    panelSettings: panel.shown,
    discordApp,
    firstRunLink: () => storage.write(setupLink.issue),
    listen({ port, host }) {
      if (server) throw new Error('createServer: listen() was already called; create another server for another port');
      const listening = createAdaptorServer({ fetch: answer as (request: Request, env: unknown) => Promise<Response> }) as Server;
      server = listening;
      listening.on('connection', (socket: Socket) => {
        connectionArrived?.();
        sockets.add(socket);
        socket.once('close', () => {
          sockets.delete(socket);
          if (sockets.size === 0) allClosed?.();
        });
      });
      listening.on('request', (request: IncomingMessage, response: ServerResponse) => {
        const socket = request.socket;
        busy.add(socket);
        response.once('close', () => {
          busy.delete(socket);
          answered.add(socket);
        });
      });
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          const address = listening.address() as AddressInfo;
          hosts = hostsOf({ host, port: address.port });
          runningTasks = (options.tasks ?? []).map((task) => task({ db, dataDir: options.dataDir }));
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ url: `http://${shownHost}:${address.port}`, port: address.port });
        });
      });
    },
    async close({ graceMs = 0 } = {}) {
      draining = true;
      if (server?.listening) {
        const listening = server;
        const graceOver = Date.now() + graceMs;
        closeKeptAliveIdle();
        // Connections the kernel accepted before the stop are taken in and answered, not reset.
        if (graceMs > 0) await acceptQueued(Math.min(1000, graceMs));
        // Stops accepting. Node's own close would also close every connection with no request underway,
        // those just accepted with their first request still on its way among them: only the kept-alive
        // ones are. A connection with a request underway, or still to send its first, closes after its
        // answer (which carries `Connection: close`).
        listening.closeIdleConnections = closeKeptAliveIdle;
        const stopped = new Promise<void>((resolve) => listening.close(() => resolve()));
        if (sockets.size > 0) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            allClosed = resolve;
            timer = setTimeout(resolve, Math.max(0, graceOver - Date.now()));
          });
          clearTimeout(timer);
        }
        listening.closeAllConnections();
        await stopped;
      }
      await raidHelper.settled();
      await worker.stop();
      await Promise.all(runningTasks.splice(0).map((task) => task.stop()));
      if (db.open) db.close();
      if (lock.open) lock.close();
    },
  };
}
