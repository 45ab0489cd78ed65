import { beforeEach } from 'vitest';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { raiderKey } from '../../src/domain';
import { contractAccessCode, createTestClock, type TestClock } from '../contract/contract-fixture';
import { createInteractionSigner, standInGuildId, type InteractionSigner } from '../stand-ins/discord-interactions';
import { signIn } from '../server/helpers/api-client';
import { startContractServer } from '../server/helpers/contract-server';
import { interactionClient } from '../server/helpers/interaction-client';
import type { RunningServer, TestServerOptions } from '../server/helpers/test-server';
import { serversPerTest } from './server';

/** The Discord application whose interactions the tests sign (the stand-in's id). */
export const discordApplicationId = '900000000000000009';

/**
 * The contract server as Discord's interactions reach it: in-process on `clock`, the panel at
 * https://guild.example, the application's public key `signer`'s and its server the stand-in's guild.
 * `env` adds or overrides Discord variables (`undefined` unsets one) as an admin writes them.
 */
export function startInteractionsServer(
  clock: TestClock,
  signer: InteractionSigner,
  env: Record<string, string | undefined> = {},
  options: TestServerOptions = {},
): Promise<RunningServer> {
  return startContractServer({
    now: clock.now,
    inProcess: true,
    publicUrl: 'https://guild.example',
    discord: readDiscordEnvironment({
      DISCORD_APPLICATION_ID: discordApplicationId,
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_GUILD_ID: standInGuildId,
      ...env,
    }),
    ...options,
  });
}

/** Each test's Discord set-up: a fresh clock and application key; `start()` starts its server. */
export interface InteractionsForTest {
  readonly clock: TestClock;
  readonly signer: InteractionSigner;
  /** The server `start()` started (fails the test before that). */
  readonly running: RunningServer;
  /** `startInteractionsServer` on this test's clock and key; closed after the test. */
  start(env?: Record<string, string | undefined>, options?: TestServerOptions): Promise<RunningServer>;
  /** Stops the server and starts it again as before on its data directory: what a restart keeps. */
  restart(): Promise<RunningServer>;
  /** Sends a payload as Discord does, signed now with this test's key (see `interactionClient`). */
  readonly interact: ReturnType<typeof interactionClient>;
}

/** `InteractionsForTest` for every test of the file: made before each test, its server closed after it. */
export function interactionsPerTest(): InteractionsForTest {
  let clock: TestClock | undefined;
  let signer: InteractionSigner | undefined;
  let env: Record<string, string | undefined> = {};
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`interactionsPerTest: ${what} is made before each test`);
    return value;
  };
  beforeEach(() => {
    clock = createTestClock();
    signer = createInteractionSigner();
  });
  const servers = serversPerTest((options) => startInteractionsServer(own.clock, own.signer, env, options));
  const own: InteractionsForTest = {
    get clock() {
      return must(clock, 'the clock');
    },
    get signer() {
      return must(signer, 'the key');
    },
    get running() {
      return servers.running;
    },
    start(withEnv = {}, options = {}) {
      env = withEnv;
      return servers.start(options);
    },
    restart: () => servers.restart(),
    interact: interactionClient({ api: () => own.running.api, signer: () => own.signer, now: () => own.clock.now() }),
  };
  return own;
}

/** `nickname`'s account (signed in with the contract's access code), linked to Discord user `discordId`; answers its token. */
export async function linkedAccount(running: RunningServer, clock: TestClock, nickname: string, discordId: string): Promise<string> {
  const token = await signIn(running.api, nickname, contractAccessCode);
  createDiscordLinks(running.server.db).link(raiderKey(nickname), discordId, clock.now().toISOString());
  return token;
}
