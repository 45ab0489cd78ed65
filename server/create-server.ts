import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { GuildConfig } from '../src/data/guild-config-types';
import { createApiRoutes } from './api/api-routes';
import { createAccountService } from './accounts/account-service';
import type { PasswordHashing } from './accounts/password-hash';
import { createSignInLimiter, type SignInLimiterOptions } from './api/sign-in-limiter';
import { openDatabase } from './database/open-database';
import { createRaidService } from './raids/raid-service';
import { createStaticRoutes } from './static/static-routes';

/** Accounts one address may create before the back-off starts (`ACCOUNT_CREATION_LIMIT`). */
export const defaultAccountCreationLimit = 10;

export interface CreateServerOptions {
  /** Directory of the database file; created when missing. */
  dataDir: string;
  /** The guild's config, already validated (see `readGuildConfigFile`). */
  guildConfig: GuildConfig;
  /** The guild's access code, asked for when an account is created; without one, anyone may create one. */
  accessCode?: string;
  /** Origins (`https://guild.example`) whose pages may call the API, besides the server's own. */
  allowedOrigins?: readonly string[];
  /** The built site served at `/`. */
  siteDir: string;
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
  /** @default console.error */
  log?: (message: string, error: unknown) => void;
}

export interface RaiderServer {
  /** The whole app: `app.fetch(request)` answers without a socket. */
  app: Hono;
  /** Listens on a port (0: any free one) and resolves when it does. */
  listen(options: { port: number; host?: string }): Promise<{ url: string; port: number }>;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

/**
 * The guild's server: the API under `/api` on the SQLite database in `dataDir`, and the built site,
 * examples and image variants beside it. Opening it migrates the database.
 */
export function createServer(options: CreateServerOptions): RaiderServer {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const db = openDatabase(options.dataDir);
  const service = createRaidService({ db, config: options.guildConfig, accessCodeRequired: Boolean(options.accessCode), now });
  const accounts = createAccountService({ db, accessCode: options.accessCode, now, passwordHashing: options.passwordHashing });
  const api = createApiRoutes({
    service,
    accounts,
    guildConfig: options.guildConfig,
    limiter: createSignInLimiter({ ...options.signInLimit, now }),
    accountLimiter: createSignInLimiter({ freeFailures: defaultAccountCreationLimit, ...options.accountLimit, now }),
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
    databaseAnswers: () => {
      try {
        return db.prepare('SELECT 1 AS ok').get() !== undefined;
      } catch {
        return false;
      }
    },
    log,
  });

  const app = new Hono();
  // The API first: its own catch-all keeps unknown /api paths out of the static files.
  app.route('/api', api);
  app.route('/', createStaticRoutes({ siteDir: options.siteDir, examplesDir: options.examplesDir }));
  app.onError((error) => {
    log('[server] request failed:', error);
    return new Response('Błąd serwera', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });

  let server: Server | undefined;
  return {
    app,
    listen({ port, host }) {
      if (server) throw new Error('createServer: listen() was already called; create another server for another port');
      const listening = createAdaptorServer({ fetch: app.fetch }) as Server;
      server = listening;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          const address = listening.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ url: `http://${shownHost}:${address.port}`, port: address.port });
        });
      });
    },
    async close() {
      if (server?.listening) {
        const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
        server.closeAllConnections();
        await closing;
      }
      if (db.open) db.close();
    },
  };
}
