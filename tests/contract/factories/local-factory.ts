import { createLocalRaidApi, createLocalStore } from '../../../src/data/raids/local';
import { raiderKey } from '../../../src/domain';
import type { ContractFactory } from '../raid-api-contract';
import { memoryWebStorage } from '../../unit/helpers/memory-web-storage';

/**
 * The demo adapter on a fresh memory storage, reading the test clock. One factory for every suite that
 * drives the demo (the contract suites and the model test), so a change to how it is built is made once.
 */
export const localContractFactory: ContractFactory = async ({ config, accessCode, clock }) => {
  const storage = memoryWebStorage();
  const store = createLocalStore({ key: 'raider-panel:test', storage: () => storage, events: new EventTarget() as never });
  return {
    api: createLocalRaidApi({ store, config: () => config, accessCode, now: clock.now }),
    // The demo has no console: its data is edited the way the panel's storage is.
    grantAdmin: (nickname) =>
      store.update((data) => {
        const account = data.accounts.find((entry) => raiderKey(entry.nickname) === raiderKey(nickname));
        if (!account) throw new Error(`no account ${nickname}`);
        account.role = 'admin';
      }),
  };
};
