import { createHttpRaidApi } from '../../src/data/raids/http';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { describeRaidApiContract } from '../contract/raid-api-contract';
import { guildWith, startTestServer } from './helpers/test-server';

// The HTTP adapter against the real server on 127.0.0.1, run in this process so it shares the test clock.
describeRaidApiContract('http adapter + server', async ({ config, accessCode, clock }) => {
  const running = await startTestServer({ guildConfig: guildWith(config), accessCode, now: clock.now, accountLimit: { freeFailures: 100 } });
  return {
    api: createHttpRaidApi({ baseUrl: running.api, events: new EventTarget() as never }),
    // `npm run admin` on the running server's data directory, as a guild does it.
    grantAdmin: (nickname) => {
      const { exitCode, line } = grantAdmin(running.dataDir, nickname, clock.now);
      if (exitCode !== 0) throw new Error(line);
    },
    close: running.close,
  };
});
