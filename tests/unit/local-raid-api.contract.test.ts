import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import { describeRaidApiContract } from '../contract/raid-api-contract';

function memoryLocalStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describeRaidApiContract('local adapter', async ({ config, accessCode, clock }) => {
  const storage = memoryLocalStorage();
  const store = createLocalStore({ key: 'raider-panel:test', storage: () => storage, events: new EventTarget() as never });
  return { api: createLocalRaidApi({ store, config: () => config, accessCode, now: clock.now }) };
});
