import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signupOf } from '../kit/answers';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import { raiderKey } from '../../src/domain/accounts/raider-key';
import { buildRoster } from '../../src/domain/raids/roster';
import { decideRosterBatch } from '../../src/domain/raids/roster-decision-rules';
import type { RaidRoster, RosterDecision, Signup, SignupStatus } from '../../src/domain/raids/signup-types';
import type { RaidInstance } from '../../src/domain/schedule';

/**
 * Confirming a raider from the reserve (issue 29): whatever the answers and the decisions made before,
 * the confirmation never lowers the roster's count, and while the raid has a free place it takes that
 * place and moves nobody out — in the role they answered, in one the leader sets, or off the bench.
 */
const at = new Date('2026-03-01T12:00:00Z');
const names = ['Ala', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Franek', 'Gosia', 'Henryk', 'Iza', 'Jacek', 'Kasia', 'Leon', 'Marta', 'Nina'];
const role = fc.constantFrom(...raidRoles);
const status = fc.constantFrom<SignupStatus>('accepted', 'accepted', 'accepted', 'late', 'tentative', 'absent');
const decision = fc.record({
  pick: fc.nat(),
  decision: fc.constantFrom<RosterDecision['decision']>('confirmed', 'bench', 'auto'),
  role: fc.option(role, { nil: undefined }),
});

const world = fc.record({
  size: fc.integer({ min: 2, max: 10 }),
  targets: fc.record({ tank: fc.nat(4), healer: fc.nat(4), melee: fc.nat(4), ranged: fc.nat(4) }),
  answers: fc.array(fc.record({ role, status }), { minLength: 1, maxLength: names.length }),
  earlier: fc.array(decision, { maxLength: 8 }),
  pick: fc.nat(),
  newRole: fc.option(role, { nil: undefined }),
});

const placed = (roster: RaidRoster) => new Set(raidRoles.flatMap((one) => roster.byRole[one]).map((entry) => raiderKey(entry.raider)));

describe('confirming a raider from the reserve', () => {
  it('never lowers the count, and moves nobody out while the raid has a free place', () => {
    fc.assert(
      fc.property(world, ({ size, targets, answers, earlier, pick, newRole }) => {
        const raid = { id: 'r-2026-03-03', size, roleTargets: targets, startUtc: '2026-03-03T19:00:00Z' } as unknown as RaidInstance;
        const signups: Signup[] = answers.map((answer, index) =>
          signupOf(raid.id, names[index]!, answer.role, index + 1, answer.status, at.toISOString()),
        );
        let counter = signups.length;
        const allocate = () => (counter += 1);
        let decisions: RosterDecision[] = [];
        const decide = (nickname: string, input: { decision: RosterDecision['decision']; role?: RaidRole }) => {
          const result = decideRosterBatch(raid, signups, decisions, { decisions: [{ nickname, ...input }] }, at, allocate);
          const changed = new Set(result.changes.map((change) => change.key));
          decisions = [
            ...decisions.filter((one) => !changed.has(raiderKey(one.raider))),
            ...result.changes.flatMap((one) => (one.stored ? [one.stored] : [])),
          ];
          return result;
        };
        for (const one of earlier)
          decide(
            signups[one.pick % signups.length]!.raider,
            one.role ? { decision: one.decision, role: one.role } : { decision: one.decision },
          );

        const before = buildRoster(raid, signups, decisions);
        fc.pre(before.reserve.length > 0);
        const waiting = before.reserve[pick % before.reserve.length]!;
        const { roster: after, movedOut } = decide(
          waiting.raider,
          newRole ? { decision: 'confirmed', role: newRole } : { decision: 'confirmed' },
        );

        expect(after).toEqual(buildRoster(raid, signups, decisions));
        expect(after.filled).toBeGreaterThanOrEqual(before.filled);
        if (before.filled < size) {
          const now = placed(after);
          expect([...placed(before)].filter((key) => !now.has(key))).toEqual([]);
          expect(movedOut).toEqual([]);
          expect(now.has(raiderKey(waiting.raider))).toBe(true);
          expect(after.filled).toBe(before.filled + 1);
        } else {
          // Full: whoever moves out is named, so the leader is told before saving.
          const now = placed(after);
          expect(movedOut.sort()).toEqual(
            [...placed(before)]
              .filter((key) => !now.has(key))
              .map((key) => signups.find((one) => raiderKey(one.raider) === key)!.raider)
              .sort(),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
