import { describe, expect, it } from 'vitest';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import type { RaidRoster, Signup, SignupStatus } from '../../src/domain';
import { raidOpenFor } from '../kit';
import { call, signIn } from './helpers/api-client';
import { crowdServerForFile } from './helpers/crowd-server';

/**
 * 50 raiders answer one raid at once: each raider sends four answers in a row (sign up, change role,
 * withdraw or come late, come back or stay away), all raiders at once — 200 writes, 50 in flight at any
 * moment. One server process serves a data directory (a second one is refused at start); the database's
 * write transactions keep the answers apart.
 */
const raiders = 50;

interface Step {
  status: SignupStatus;
  role: RaidRole;
}

/** A fixed mix of the three things raiders do; `index` picks each raider's variant. */
function scriptOf(index: number): Step[] {
  // Shifted every four raiders, so the last answers spread over all four roles (several reserves).
  const role = (offset: number) => raidRoles[(index + Math.floor(index / 4) + offset) % raidRoles.length]!;
  const steps: Step[] = [
    { status: 'accepted', role: role(0) },
    { status: 'accepted', role: role(1) },
    index % 3 === 0 ? { status: 'absent', role: role(1) } : { status: 'late', role: role(1) },
  ];
  if (index % 4 === 0) steps.push({ status: 'accepted', role: role(2) });
  else if (index % 4 === 1) steps.push({ status: 'absent', role: role(2) });
  else if (index % 4 === 2) steps.push({ status: 'tentative', role: role(3) });
  else steps.push({ status: 'late', role: role(1) });
  return steps;
}

interface Acknowledged {
  nickname: string;
  /** When the test sent it and saw its answer, as places in the test's order of events. */
  sentAt: number;
  ackAt: number;
  signup: Signup;
}

const shared = crowdServerForFile('concurrent');

/** The roster by definition, written out here independently of src/domain/raids/roster.ts. */
function expectedRoster(raid: RaidInstance, signups: Signup[]) {
  const placed: Record<RaidRole, string[]> = { tank: [], healer: [], melee: [], ranged: [] };
  const reserve: string[] = [];
  let filled = 0;
  for (const signup of [...signups].sort((a, b) => a.sequence - b.sequence)) {
    if (signup.status !== 'accepted' && signup.status !== 'late') continue;
    if (placed[signup.role].length < raid.roleTargets[signup.role] && filled < raid.size) {
      placed[signup.role].push(signup.raider);
      filled += 1;
    } else reserve.push(signup.raider);
  }
  return { placed, reserve, filled };
}

describe('200 concurrent answers to one raid from 50 raiders', () => {
  it('loses no write, never overfills, and keeps the reserve in signup order', async () => {
    const { api } = shared.server;
    // The next raid still taking answers for the minute this test needs.
    const raid = await raidOpenFor(api);

    const nicknames = Array.from({ length: raiders }, (_, index) => `Rajdowiec ${index + 1}`);
    const tokens = await Promise.all(nicknames.map((nickname) => signIn(api, nickname)));

    const acknowledged: Acknowledged[] = [];
    // What the test saw, in the order it saw it (one thread: a total order that follows real time).
    let seen = 0;
    await Promise.all(
      nicknames.map(async (nickname, index) => {
        for (const step of scriptOf(index)) {
          const sentAt = ++seen;
          const answer = await call(`${api}/raids/${raid.id}/signup`, 'PUT', { token: tokens[index], body: step });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          acknowledged.push({ nickname, sentAt, ackAt: ++seen, signup: answer.body.signup });
        }
      }),
    );
    expect(acknowledged).toHaveLength(4 * raiders);

    // No lost write: every raider's stored answer is their last one.
    const week = `from=${encodeURIComponent(raid.startUtc)}&to=${encodeURIComponent(raid.endUtc)}`;
    const stored = await Promise.all(
      nicknames.map(async (nickname, index) => {
        const answers = (await call(`${api}/me/signups?${week}`, 'GET', { token: tokens[index] })).body as Signup[];
        expect(answers).toHaveLength(1);
        const last = scriptOf(index).at(-1)!;
        expect(answers[0]).toMatchObject({ raider: nickname, status: last.status, role: last.role });
        return answers[0]!;
      }),
    );
    expect(new Set(stored.map((signup) => signup.sequence)).size).toBe(raiders);

    // Signup order follows real time: an answer acknowledged before another was sent has the earlier place.
    const placeGiving = stored.map((signup) =>
      acknowledged.find((ack) => ack.nickname === signup.raider && ack.signup.sequence === signup.sequence)!,
    );
    for (const earlier of placeGiving) {
      for (const later of placeGiving) {
        if (earlier.ackAt < later.sentAt)
          expect(earlier.signup.sequence, `${earlier.nickname} before ${later.nickname}`).toBeLessThan(later.signup.sequence);
      }
    }

    // Caps, role targets and the reserve are exact.
    const roster = (await call(`${api}/raids/${raid.id}/roster`, 'GET', { token: tokens[0] })).body as RaidRoster;
    const expected = expectedRoster(raid, stored);
    for (const role of raidRoles) {
      expect(roster.byRole[role].map((entry) => entry.raider)).toEqual(expected.placed[role]);
      expect(roster.byRole[role].length).toBeLessThanOrEqual(raid.roleTargets[role]);
    }
    expect(roster.filled).toBe(expected.filled);
    expect(roster.filled).toBeLessThanOrEqual(raid.size);
    expect(roster.reserve.map((entry) => [entry.raider, entry.position])).toEqual(
      expected.reserve.map((raider, index) => [raider, index + 1]),
    );
    expect(new Set(roster.reserve.map((entry) => entry.role)).size).toBeGreaterThan(1);
    const counted = Object.values(roster.byRole).flat().length + roster.reserve.length + roster.tentative.length + roster.absent.length;
    expect(counted).toBe(raiders);
    expect(shared.server.errors()).toBe('');
  });
});
