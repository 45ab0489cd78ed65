import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import { describeRaidApiContract } from '../contract/raid-api-contract';
import { memoryWebStorage } from './helpers/memory-web-storage';

describeRaidApiContract('local adapter', async ({ config, accessCode, clock }) => {
  const storage = memoryWebStorage();
  const store = createLocalStore({ key: 'raider-panel:test', storage: () => storage, events: new EventTarget() as never });
  return { api: createLocalRaidApi({ store, config: () => config, accessCode, now: clock.now }) };
});
