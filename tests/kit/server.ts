import { afterEach, beforeEach } from 'vitest';
import { contractConfig, createTestClock, type TestClock } from '../contract/contract-fixture';
import { startContractServer } from '../server/helpers/contract-server';
import { guildWith, startTestServer, type RunningServer, type TestServerOptions } from '../server/helpers/test-server';
import type { WarcraftLogsStandIn } from '../stand-ins/warcraft-logs';

/** One test's server and the clock it reads. */
export interface ServerForTest {
  clock: TestClock;
  running: RunningServer;
  /** `<url>/api` */
  api: string;
}

/**
 * A contract server (the contract's guild, in-process) for each test, on a fresh test clock: started
 * before each test and closed after it. `use` gets each test's server, for the file's own `let`s.
 */
export function contractServerPerTest(use: (started: ServerForTest) => void, options: TestServerOptions = {}): void {
  let running: RunningServer | undefined;
  beforeEach(async () => {
    const clock = createTestClock();
    running = await startContractServer({ now: clock.now, inProcess: true, ...options });
    use({ clock, running, api: running.api });
  });
  afterEach(async () => {
    await running?.close();
  });
}

/**
 * The contract server as the Discord tests start it: in-process on `clock`, posting to `webhook` (none:
 * no `DISCORD_WEBHOOK_URL`), the panel at https://guild.example, Discord's answers awaited up to a minute.
 */
export function startDiscordTestServer(
  clock: TestClock,
  webhook: string | undefined,
  options: TestServerOptions = {},
): Promise<RunningServer> {
  return startContractServer({
    now: clock.now,
    inProcess: true,
    discordWebhookUrl: webhook,
    publicUrl: 'https://guild.example',
    discordTimeoutMs: 60_000,
    ...options,
  });
}

/**
 * The contract's guild (no access code), in-process on `clock`, asking Warcraft Logs' own address:
 * `logs` answers every site's host, as the real one does.
 */
export function startWarcraftLogsTestServer(clock: TestClock, logs: WarcraftLogsStandIn): Promise<RunningServer> {
  return startTestServer({
    guildConfig: guildWith(contractConfig),
    now: clock.now,
    inProcess: true,
    warcraftLogs: { clientId: logs.clientId, clientSecret: logs.clientSecret, apiBase: 'https://www.warcraftlogs.com' },
    importsFetch: logs.fetch,
  });
}

/** A test's servers, started by one function: the last one is `running`; every one is closed after the test. */
export interface ServersForTest {
  /** The server started last (fails the test before the first start). */
  readonly running: RunningServer;
  /** Starts a server with `options` (its data directory, say) as the file starts them. */
  start(options?: TestServerOptions): Promise<RunningServer>;
  /** Stops `running` and starts it again as it was on its data directory: what a restart keeps. */
  restart(): Promise<RunningServer>;
  /** Closes every server the test started, the last first (the first owns the data directory). */
  closeAll(): Promise<void>;
}

/**
 * `ServersForTest` for each test of the file, started by `startOne`; `closeAll()` runs after each test
 * (a file that must close them before its stand-ins calls it itself first).
 */
export function serversPerTest(startOne: (options: TestServerOptions) => Promise<RunningServer>): ServersForTest {
  let opened: RunningServer[] = [];
  let last: TestServerOptions = {};
  const servers: ServersForTest = {
    get running() {
      const running = opened.at(-1);
      if (!running) throw new Error('serversPerTest: no server started in this test yet (call start() first)');
      return running;
    },
    async start(options = {}) {
      last = options;
      const running = await startOne(options);
      opened.push(running);
      return running;
    },
    async restart() {
      const before = servers.running;
      await before.stop();
      return servers.start({ ...last, dataDir: before.dataDir });
    },
    async closeAll() {
      const closing = opened.reverse();
      opened = [];
      for (const server of closing) await server.close();
    },
  };
  afterEach(() => servers.closeAll());
  return servers;
}
