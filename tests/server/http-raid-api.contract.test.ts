import { createHttpRaidApi } from '../../src/data/raids/http';
import { describeRaidApiContract } from '../contract/raid-api-contract';
import { guildWith, startTestServer } from './helpers/test-server';

// The HTTP adapter against the real server on 127.0.0.1, run in this process so it shares the test clock.
describeRaidApiContract('http adapter + server', async ({ config, accessCode, clock }) => {
  const running = await startTestServer({ guildConfig: guildWith(config), accessCode, now: clock.now });
  return { api: createHttpRaidApi({ baseUrl: running.api, events: new EventTarget() as never }), close: running.close };
});
