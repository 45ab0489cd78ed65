import fc from 'fast-check';
import type { ContractFactory } from '../raid-api-contract';
import { absenceSteps, attendanceSteps } from './absence-attendance-steps';
import { accountSteps, createAccount, frequentAccountSteps, signIn } from './account-steps';
import { characterSteps } from './character-steps';
import { lootSteps } from './loot-steps';
import { clockSteps } from './clock-steps';
import { compareFinalState } from './final-state';
import { both, buildPair, closePair, tokenOf, type Pair } from './pair';
import { frequentRaidSteps, raidSteps } from './raid-steps';
import { scheduleSteps } from './schedule-steps';
import type { Agreed } from './step';
import { accessCode, passwords } from './world';

export interface StoresAgreeOptions {
  local: ContractFactory;
  http: ContractFactory;
  numRuns: number;
  maxCommands: number;
  /** To replay a failure: the seed, the path and the commands' `replayPath` fast-check printed. */
  seed?: number;
  path?: string;
  replayPath?: string;
}

/**
 * Every command kind; answers, new accounts, roster decisions and the clock twice as often as the
 * rest (`fc.commands` picks kinds evenly), so rosters fill up and nights pass within 25 commands.
 */
const allSteps = [
  ...accountSteps,
  ...raidSteps,
  ...scheduleSteps,
  ...absenceSteps,
  ...attendanceSteps,
  ...characterSteps,
  ...lootSteps,
  ...clockSteps,
  ...frequentAccountSteps,
  ...frequentRaidSteps,
  ...frequentRaidSteps,
  ...clockSteps,
];

/**
 * The guild every sequence starts from, built through the API on both stores: an admin made by each
 * adapter's console ("Mistrz", sessions 0 and 1) and an officer ("Oficer", session 2), so officer and
 * admin commands are often allowed, not only refused.
 */
async function startGuild(agreed: Agreed, pair: Pair): Promise<void> {
  pair.log.push('start: Mistrz (admin by the console), Oficer (officer)');
  await createAccount(agreed, pair, 'Mistrz', passwords[0], accessCode);
  await both(pair, 'grantAdmin(Mistrz)', async (side) => void (await side.adapter.grantAdmin('Mistrz')));
  await signIn(pair, 'Mistrz', passwords[0]);
  await createAccount(agreed, pair, 'Oficer', passwords[0], accessCode);
  await both(pair, 'setMemberRole(Oficer, officer)', (side) => side.api.setMemberRole(tokenOf(side, 1), 'Oficer', 'officer'));
}

/**
 * The property: for any sequence of commands, the demo store and the server store give the same
 * answers (or the same errors) and end in the same state. Throws fast-check's report on failure: the
 * seed, the path and the shrunk sequence.
 */
export async function checkStoresAgree({ local, http, numRuns, maxCommands, seed, path, replayPath }: StoresAgreeOptions): Promise<void> {
  const property = fc.asyncProperty(fc.commands(allSteps, { maxCommands, size: 'max', replayPath }), async (steps) => {
    const pair = await buildPair({ local, http });
    try {
      const agreed: Agreed = { passwords: new Map() };
      await startGuild(agreed, pair);
      await fc.asyncModelRun(() => ({ model: agreed, real: pair }), steps);
      await compareFinalState(agreed, pair);
    } finally {
      await closePair(pair);
    }
  });
  await fc.assert(property, { numRuns, verbose: 1, seed, path, endOnFailure: false });
}
