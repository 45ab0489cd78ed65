import { expect } from 'vitest';
import type { RaidApi } from '../../../src/data/raids';
import { createTestClock, type TestClock } from '../contract-fixture';
import type { ContractAdapter, ContractFactory } from '../raid-api-contract';
import { GeneratedNames, normalise, outcomeOf, type Outcome } from './outcome';
import { accessCode, config, start, strangerToken } from './world';

/** A session one side holds: the token is that store's own, the nickname is the same on both. */
export interface HeldSession {
  token: string;
  nickname: string;
}

/** One store under test and what it generated so far, in the order the commands made it. */
export interface Side {
  name: 'local' | 'http';
  adapter: ContractAdapter;
  api: RaidApi;
  names: GeneratedNames;
  sessions: HeldSession[];
  /** Codes issued, with the nickname each was issued for. */
  resetCodes: Array<{ code: string; nickname: string }>;
  /** Absences added, with the token that added them (so one can be ended by its raider). */
  absences: Array<{ id: string; token: string }>;
}

/** Both stores, built fresh for one sequence, on one clock. */
export interface Pair {
  clock: TestClock;
  local: Side;
  http: Side;
  /** Every command so far, for the failure message. */
  log: string[];
  /** Answers both stores took (raid, raider), for officer commands about someone who answered. */
  answered: Array<{ raidId: string; nickname: string }>;
}

export async function buildPair(factories: { local: ContractFactory; http: ContractFactory }): Promise<Pair> {
  const clock = createTestClock(start);
  const side = async (name: Side['name']): Promise<Side> => {
    const adapter = await factories[name]({ config, accessCode, clock });
    return { name, adapter, api: adapter.api, names: new GeneratedNames(), sessions: [], resetCodes: [], absences: [] };
  };
  return { clock, local: await side('local'), http: await side('http'), log: [], answered: [] };
}

export async function closePair(pair: Pair): Promise<void> {
  await Promise.all([pair.local.adapter.close?.(), pair.http.adapter.close?.()]);
}

/** The side's token for a session pick: `-1` (or no session yet) is a token neither store gave out. */
export function tokenOf(side: Side, pick: number): string {
  if (pick < 0 || side.sessions.length === 0) return strangerToken;
  return side.sessions[pick % side.sessions.length]!.token;
}

/** A raider who answered a night (a pick among the answers taken so far), else nobody on no night. */
export function answerOf(pair: Pair, pick: number): { raidId: string; nickname: string } {
  return pair.answered[pick % Math.max(pair.answered.length, 1)] ?? { raidId: 'nie-ma-2026-03-01', nickname: 'Nikt' };
}

/** The nickname behind a session pick (the same on both sides), or one nobody has. */
export function ownerOf(pair: Pair, pick: number): string {
  const sessions = pair.local.sessions;
  return pick < 0 || sessions.length === 0 ? 'Nikt' : sessions[pick % sessions.length]!.nickname;
}

export interface BothOptions<T> {
  /** Records what a success generated on this side (a token, a code) before the answers are compared. */
  remember?: (side: Side, value: T) => void;
  /** Makes an answer comparable where the contract leaves a choice (an order among equals). */
  comparable?: (value: T, side: Side) => unknown;
}

/**
 * Runs one call on the demo, then the same call on the server, at the same instant, and fails unless
 * they give the same answer or the same error. Returns both outcomes for the command to go on with.
 */
export async function both<T>(
  pair: Pair,
  label: string,
  call: (side: Side) => Promise<T>,
  { remember, comparable }: BothOptions<T> = {},
): Promise<{ local: Outcome<T>; http: Outcome<T> }> {
  const local = await outcomeOf(() => call(pair.local));
  const http = await outcomeOf(() => call(pair.http));
  const shown = (outcome: Outcome<T>, side: Side) => {
    if (!outcome.ok) return outcome;
    remember?.(side, outcome.value);
    const value = comparable ? comparable(outcome.value, side) : outcome.value;
    return { ok: true, value: normalise(value, side.names) };
  };
  const steps = pair.log.map((step, index) => `  ${index + 1}. ${step}`).join('\n');
  expect(shown(http, pair.http), `the server and the demo disagree on ${label}, after:\n${steps}\n`).toEqual(shown(local, pair.local));
  return { local, http };
}
