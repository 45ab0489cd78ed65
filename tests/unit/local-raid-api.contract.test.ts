import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import { raiderKey } from '../../src/domain';
import { describeRaidApiContract, type ContractFactory } from '../contract/raid-api-contract';
import { describeAttendanceContract } from '../contract/attendance-contract';
import { describeScheduleContract } from '../contract/schedule-contract';
import { memoryWebStorage } from './helpers/memory-web-storage';

const factory: ContractFactory = async ({ config, accessCode, clock }) => {
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

describeRaidApiContract('local adapter', factory);
describeScheduleContract('local adapter', factory);
describeAttendanceContract('local adapter', factory);
