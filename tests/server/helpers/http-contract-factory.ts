import { createHttpRaidApi } from '../../../src/data/raids/http';
import { grantAdmin } from '../../../server/accounts/grant-admin';
import type { ContractFactory } from '../../contract/raid-api-contract';
import { fetchAnswer } from './api-client';
import { guildWith, startTestServer, type TestServerOptions } from './test-server';

/**
 * The HTTP adapter against the real server app, run in this process so it shares the test clock.
 * `serverOptions` tunes the server for a suite (the model test lifts the abuse limits, for instance).
 */
export function httpContractFactory(serverOptions: TestServerOptions = {}): ContractFactory {
  return async ({ config, accessCode, clock }) => {
    // In-process: the browser adapter's requests go to app.request() (the wire is covered by the CORS,
    // durability and concurrency tests, which keep a real socket).
    const running = await startTestServer({
      guildConfig: guildWith(config),
      accessCode,
      now: clock.now,
      accountLimit: { freeFailures: 100 },
      ...serverOptions,
      inProcess: true,
    });
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => fetchAnswer(String(input), init)) as typeof globalThis.fetch;
    return {
      api: createHttpRaidApi({ baseUrl: running.api, events: new EventTarget() as never, fetch }),
      // `npm run admin` on the running server's data directory, as a guild does it.
      grantAdmin: (nickname) => {
        const { exitCode, line } = grantAdmin(running.dataDir, nickname, clock.now);
        if (exitCode !== 0) throw new Error(line);
      },
      close: running.close,
    };
  };
}
