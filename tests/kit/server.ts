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
