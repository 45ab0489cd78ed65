import { afterEach, beforeEach } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { RaidApiError, type SignupStatus } from '../../src/domain';
import type { RaidRole } from '../../src/domain/guild-config-types';
import { contractAccessCode, contractConfig, contractPassword, createTestClock, type TestClock } from '../contract/contract-fixture';
import type { ContractAdapter, ContractFactory, ContractSetup } from '../contract/raid-api-contract';

/** One adapter's guild as a contract test sees it: the clock it reads, its API, accounts of each role on demand. */
export interface ContractGuild {
  readonly clock: TestClock;
  readonly adapter: ContractAdapter;
  readonly api: RaidApi;
  /**
   * `nickname`'s token: the account is made (with the guild's access code) unless it exists, later
   * calls sign in afresh, since a session may have run out while the test moved the clock.
   */
  token(nickname: string): Promise<string>;
  /** 'Mistrz', made the guild's admin from the console on the first call (admins lead raids too). */
  admin(): Promise<string>;
  /** 'Oficer', made an officer by the admin on the first call. */
  officer(): Promise<string>;
  /** `nickname` answers `raidId` (as a ranged raider unless told), with a fresh token. */
  answer(nickname: string, raidId: string, status: SignupStatus, role?: RaidRole): ReturnType<RaidApi['saveSignup']>;
}

/** A fresh, empty guild of `factory`'s adapter on a new test clock; `close` it when done. */
export async function openContractGuild(
  factory: ContractFactory,
  config: ContractSetup['config'] = contractConfig,
): Promise<ContractGuild> {
  const clock = createTestClock();
  const adapter = await factory({ config, accessCode: contractAccessCode, clock });
  const { api } = adapter;
  const token = async (nickname: string) => {
    try {
      return (await api.createAccount({ nickname, password: contractPassword, accessCode: contractAccessCode })).token;
    } catch (error) {
      if (!(error instanceof RaidApiError && error.code === 'taken')) throw error;
      return (await api.signIn({ nickname, password: contractPassword })).token;
    }
  };
  let admins: Promise<void> | undefined;
  let officers: Promise<void> | undefined;
  const admin = async () => {
    admins ??= (async () => {
      await token('Mistrz');
      await adapter.grantAdmin('Mistrz');
    })();
    await admins;
    return token('Mistrz');
  };
  const officer = async () => {
    officers ??= (async () => {
      const by = await admin();
      await token('Oficer');
      await api.setMemberRole(by, 'Oficer', 'officer');
    })();
    await officers;
    return token('Oficer');
  };
  const answer: ContractGuild['answer'] = async (nickname, raidId, status, role = 'ranged') =>
    api.saveSignup(await token(nickname), raidId, { status, role });
  return { clock, adapter, api, token, admin, officer, answer };
}

/**
 * A fresh guild of `factory`'s adapter for each test, closed after it; `use` gets it (and may make the
 * test's accounts) before the test runs.
 */
export function contractGuildPerTest(factory: ContractFactory, use: (guild: ContractGuild) => unknown): void {
  let guild: ContractGuild | undefined;
  beforeEach(async () => {
    guild = await openContractGuild(factory);
    await use(guild);
  });
  afterEach(async () => {
    await guild?.adapter.close?.();
  });
}
