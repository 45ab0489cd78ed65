import { describe, expect, it } from 'vitest';
import type { RaidRole } from '../../src/domain/guild-config-types';
import { signupOf, type RosterRaid } from '../kit/answers';
import { buildRoster, unansweredMembers, type Signup, type SignupStatus } from '../../src/domain';

/** Who has not answered a night: one rule for the Discord reminder and the raid leader's page. */
// Two places keep the table short; no real raid is this small, hence the cast.
const raid = { id: 'r-2026-03-03', size: 2, roleTargets: { tank: 1, healer: 1, melee: 0, ranged: 0 } } as unknown as RosterRaid;

const answer = (raider: string, status: SignupStatus, role: RaidRole = 'tank', sequence = 1): Signup =>
  signupOf(raid.id, raider, role, sequence, status);

const unanswered = (answers: Signup[], members: string[]) => unansweredMembers(buildRoster(raid, answers), members);

describe('unansweredMembers', () => {
  it.each<[string, Signup[], string[], string[]]>([
    ['nobody answered: every member, alphabetically', [], ['Tomek', 'Ala'], ['Ala', 'Tomek']],
    ['a place in the roster is an answer', [answer('Ala', 'accepted')], ['Ala', 'Tomek'], ['Tomek']],
    ['so is the reserve', [answer('Ala', 'accepted'), answer('Ola', 'late', 'tank', 2)], ['Ala', 'Ola', 'Tomek'], ['Tomek']],
    ['so is "Może"', [answer('Ala', 'tentative')], ['Ala', 'Tomek'], ['Tomek']],
    ['so is "Nie będę"', [answer('Ala', 'absent')], ['Ala', 'Tomek'], ['Tomek']],
    ['everyone answered: nobody', [answer('Ala', 'accepted'), answer('Tomek', 'absent', 'healer', 2)], ['Tomek', 'Ala'], []],
    ['a roster name in another letter case is the same raider', [answer('kasia', 'accepted')], ['Kasia', 'Łucja'], ['Łucja']],
    ['Polish letters in Polish order', [], ['Zenek', 'Łucja', 'Lena', 'Marek', 'Ćma'], ['Ćma', 'Lena', 'Łucja', 'Marek', 'Zenek']],
    ['someone who answered without an account stays out', [answer('Gość', 'accepted')], ['Ala'], ['Ala']],
    ['no members: nobody', [answer('Ala', 'accepted')], [], []],
  ])('%s', (_case, answers, members, expected) => {
    expect(unanswered(answers, members)).toEqual(expected);
  });

  it('leaves the given list as it was', () => {
    const members = ['Tomek', 'Ala'];
    unanswered([], members);
    expect(members).toEqual(['Tomek', 'Ala']);
  });
});
