import { it } from 'vitest';
import type { ContractFactory } from '../contract/raid-api-contract';
import { localContractFactory } from '../contract/factories/local-factory';
import { checkStoresAgree } from '../contract/model/stores-agree';
import { httpContractFactory } from './helpers/http-contract-factory';
import { memoryDataDir } from './helpers/memory-data-dir';

/**
 * The server on a data directory in memory, with the abuse limits (failed sign-ins, accounts per
 * address) out of reach: they meter the network, which the demo has none of, and are tested on
 * their own (sign-in-limit.test.ts). Every guild rule stays as configured.
 */
const http: ContractFactory = async (setup) => {
  const dataDir = await memoryDataDir();
  const adapter = await httpContractFactory({
    dataDir: dataDir.path,
    signInLimit: { freeFailures: 10_000, signInBurst: 10_000 },
    accountLimit: { freeFailures: 10_000 },
  })(setup);
  return {
    ...adapter,
    close: async () => {
      await adapter.close?.();
      await dataDir.remove();
    },
  };
};

const numberFrom = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

// Replay a failure with MODEL_SEED=<seed> MODEL_PATH=<path> MODEL_REPLAY=<replayPath>, all three printed
// in the report (the last in the counterexample's comment).
it('the demo store and the server store give the same answers to any sequence of commands', { timeout: 600_000 }, async () => {
  await checkStoresAgree({
    local: localContractFactory,
    http,
    numRuns: 200,
    maxCommands: 25,
    seed: numberFrom(process.env.MODEL_SEED),
    path: process.env.MODEL_PATH || undefined,
    replayPath: process.env.MODEL_REPLAY || undefined,
  });
});
