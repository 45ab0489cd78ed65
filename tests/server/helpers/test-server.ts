import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleGuild } from '../../../src/data/guild';
import type { GuildConfig } from '../../../src/domain/guild-config-types';
import type { ScheduleConfig } from '../../../src/domain/schedule';
import { createServer, type CreateServerOptions, type RaiderServer } from '../../../server/create-server';
import { answerInProcess } from './api-client';
import { localOnlyFetch } from './local-only-fetch';

/** A cheap scrypt cost for tests that create many accounts (the real cost is tested in password-hash.test.ts). */
export const fastPasswords = { log2N: 10 } as const;

/** A temporary directory, removed by `remove()`. */
export async function temporaryDirectory(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `raider-panel-${prefix}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** The sample guild with another schedule (the contract fixture's, for instance). */
export const guildWith = (schedule: ScheduleConfig): GuildConfig => ({ ...sampleGuild, ...schedule });

export interface RunningServer {
  server: RaiderServer;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `<url>/api` */
  api: string;
  dataDir: string;
  /** Closes the server (the database stays). */
  stop: () => Promise<void>;
  /** Closes the server and removes its data directory. */
  close: () => Promise<void>;
}

export interface TestServerOptions extends Partial<CreateServerOptions> {
  /**
   * Answer through `app.request()` instead of a socket: `call()` and `fetchAnswer()` reach it at `url`,
   * a made-up origin. Durability, concurrency and CORS tests keep the real socket. @default false
   */
  inProcess?: boolean;
}

let inProcessCount = 0;

/**
 * The real server on 127.0.0.1 (a free port), or the same app in-process, with a fresh data directory
 * unless one is given. The site and examples come from the repository unless overridden: API tests
 * never touch them. Passwords are hashed at `fastPasswords` cost unless overridden.
 */
export async function startTestServer({ inProcess = false, ...options }: TestServerOptions = {}): Promise<RunningServer> {
  const ownDir = options.dataDir ? undefined : await temporaryDirectory('data');
  const dataDir = options.dataDir ?? ownDir!.path;
  const server = createServer({
    guildConfig: sampleGuild,
    siteDir: 'dist/site',
    examplesDir: 'examples',
    passwordHashing: fastPasswords,
    discordFetch: localOnlyFetch,
    ...options,
    dataDir,
  });
  let forget = () => {};
  let url: string;
  if (inProcess) {
    url = `http://in-process-${++inProcessCount}.test`;
    forget = answerInProcess(url, server.app);
  } else {
    url = (await server.listen({ port: 0, host: '127.0.0.1' })).url;
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    forget();
    await server.close();
  };
  return {
    server,
    url,
    api: `${url}/api`,
    dataDir,
    stop,
    close: async () => {
      await stop();
      await ownDir?.remove();
    },
  };
}
