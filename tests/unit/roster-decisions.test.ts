import { describe, expect, it } from 'vitest';
import { signupOf, signupsInOrder, type RosterRaid } from '../kit/answers';
import type { RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import { placementText, takenRoleText } from '../../src/pages/raider-board/raid-state-text';
import { decideRosterBatch } from '../../src/domain/raids/roster-decision-rules';
import { buildRoster, type RosterDecision, type Signup } from '../../src/domain';

/** Decisions against the automatic order: who is placed, in which role, who waits, as one table. */
// Four places keep the table short; no real raid is this small, hence the cast.
const raid = { id: 'r-2026-03-03', size: 4, roleTargets: { tank: 1, healer: 1, melee: 1, ranged: 1 } } as unknown as RosterRaid;

const signups = signupsInOrder(
  raid.id,
  'Ala tank, Bartek tank, Celina healer, Darek melee, Ewa ranged, Franek ranged, Gosia healer absent',
);

const decide = (raider: string, decision: RosterDecision['decision'], role?: RaidRole): RosterDecision => ({
  raidId: raid.id,
  raider,
  decision,
  ...(role ? { role } : {}),
});

/** `tank:Ala*` — a place in a role (`*` confirmed); `reserve:Bartek!` — waiting (`!` benched). */
function summary(decisions: RosterDecision[]): string[] {
  const roster = buildRoster(raid, signups, decisions);
  const mark = (entry: { decision?: string }) => (entry.decision === 'confirmed' ? '*' : entry.decision === 'bench' ? '!' : '');
  return [
    ...(['tank', 'healer', 'melee', 'ranged'] as const).flatMap((role) =>
      roster.byRole[role].map((entry) => `${role}:${entry.raider}${mark(entry)}`),
    ),
    ...roster.reserve.map((entry) => `reserve:${entry.raider}${mark(entry)}`),
    ...roster.absent.map((entry) => `absent:${entry.raider}`),
  ];
}

describe('roster decisions against the automatic order', () => {
  it.each<[string, RosterDecision[], string[]]>([
    [
      'no decisions: signup order under the targets',
      [],
      ['tank:Ala', 'healer:Celina', 'melee:Darek', 'ranged:Ewa', 'reserve:Bartek', 'reserve:Franek', 'absent:Gosia'],
    ],
    [
      'a confirmed second tank goes past the target; the tank who answered first keeps the place, the last placed waits',
      [decide('Bartek', 'confirmed')],
      ['tank:Ala', 'tank:Bartek*', 'healer:Celina', 'melee:Darek', 'reserve:Ewa', 'reserve:Franek', 'absent:Gosia'],
    ],
    [
      'a benched raider waits even with room; the next in line takes the place',
      [decide('Ewa', 'bench')],
      ['tank:Ala', 'healer:Celina', 'melee:Darek', 'ranged:Franek', 'reserve:Bartek', 'reserve:Ewa!', 'absent:Gosia'],
    ],
    [
      'a role change: a tank confirmed as melee takes the melee place; the melee who came later waits',
      [decide('Bartek', 'confirmed', 'melee')],
      ['tank:Ala', 'healer:Celina', 'melee:Bartek*', 'ranged:Ewa', 'reserve:Darek', 'reserve:Franek', 'absent:Gosia'],
    ],
    [
      'auto with a role: the rule places the raider in the new role',
      [decide('Franek', 'auto', 'melee'), decide('Darek', 'bench')],
      ['tank:Ala', 'healer:Celina', 'melee:Franek', 'ranged:Ewa', 'reserve:Bartek', 'reserve:Darek!', 'absent:Gosia'],
    ],
    [
      'confirmed past the size waits first in the reserve in signup order',
      ['Ala', 'Bartek', 'Celina', 'Darek', 'Franek'].map((name) => decide(name, 'confirmed')),
      ['tank:Ala*', 'tank:Bartek*', 'healer:Celina*', 'melee:Darek*', 'reserve:Ewa', 'reserve:Franek*', 'absent:Gosia'],
    ],
    [
      'a decision for a raider who is not coming changes nothing',
      [decide('Gosia', 'confirmed')],
      ['tank:Ala', 'healer:Celina', 'melee:Darek', 'ranged:Ewa', 'reserve:Bartek', 'reserve:Franek', 'absent:Gosia'],
    ],
  ])('%s', (_name, decisions, expected) => {
    expect(summary(decisions)).toEqual(expected);
    const roster = buildRoster(raid, signups, decisions);
    expect(roster.filled).toBeLessThanOrEqual(raid.size);
    expect(roster.reserve.map((entry) => entry.position)).toEqual(roster.reserve.map((_, index) => index + 1));
  });
});

describe('the raider’s own state on their card', () => {
  it('says when a leader confirmed or benched them, and nothing more under the automatic rule', () => {
    const roster = buildRoster(raid, signups, [decide('Bartek', 'confirmed'), decide('Ewa', 'bench')]);
    expect(placementText(roster, 'bartek')).toBe('w składzie – miejsce potwierdzone przez lidera');
    expect(placementText(roster, 'Ewa')).toBe('na ławce – miejsce 1 w rezerwie');
    expect(placementText(roster, 'Celina')).toBe('w składzie');
    expect(placementText(roster, 'Franek')).toBe('lista rezerwowa – miejsce 2');
    expect(placementText(roster, 'Gosia')).toBeNull();
  });
});

describe('a confirmation from the reserve (issue 29)', () => {
  const night = {
    id: 'r-2026-03-10',
    size: 10 as const,
    roleTargets: { tank: 2, healer: 3, melee: 2, ranged: 3 },
    startUtc: '2026-03-10T19:00:00Z',
  };
  // 9 of 10: healers 3/3, a fourth healer waits; the melee places are 1/2.
  const nine = signupsInOrder(
    night.id,
    'Tank1 tank, Tank2 tank, Heal1 healer, Heal2 healer, Heal3 healer, Melee1 melee, Range1 ranged, Range2 ranged, Range3 ranged, Heal4 healer',
  );
  const confirm = (signups: Signup[], nickname: string) =>
    decideRosterBatch(
      night as unknown as RaidInstance,
      signups,
      [],
      { decisions: [{ nickname, decision: 'confirmed' }] },
      new Date('2026-03-01T12:00:00Z'),
      () => 100,
    );

  it('takes the free place: 10/10, four healers, nobody moves out', () => {
    const before = buildRoster(night, nine);
    expect([before.filled, before.reserve.map((entry) => [entry.raider, entry.reason])]).toEqual([9, [['Heal4', 'role-full']]]);
    const { roster, movedOut } = confirm(nine, 'Heal4');
    expect(roster.filled).toBe(10);
    expect(roster.byRole.healer.map((entry) => entry.raider)).toEqual(['Heal1', 'Heal2', 'Heal3', 'Heal4']);
    expect(roster.byRole.melee.map((entry) => entry.raider)).toEqual(['Melee1']);
    expect([roster.reserve, movedOut]).toEqual([[], []]);
  });

  it('in a full raid names who moves out, and their place in the reserve says why', () => {
    const full = [...nine, signupOf(night.id, 'Melee2', 'melee', 11), signupOf(night.id, 'Heal5', 'healer', 12)];
    const { roster, movedOut } = confirm(full, 'Heal5');
    expect(movedOut).toEqual(['Melee2']);
    expect(roster.reserve.map((entry) => [entry.raider, entry.reason])).toEqual([
      ['Heal4', 'role-full'],
      ['Melee2', 'confirmed'],
    ]);
  });
});

describe('the role on the raider’s card', () => {
  it('is the one the leader set, said as such, with the answered one alongside', () => {
    const roster = buildRoster(raid, signups, [decide('Franek', 'auto', 'melee'), decide('Darek', 'bench')]);
    expect(takenRoleText(signups[5]!, roster, 'Franek')).toBe('Wręcz – rolę ustalił lider (w odpowiedzi: Z dystansu)');
    expect(takenRoleText(signups[0]!, roster, 'Ala')).toBe('Tank');
    expect(takenRoleText(signups[6]!, roster, 'Gosia')).toBe('Uzdrowiciel');
  });
});
