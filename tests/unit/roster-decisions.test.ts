import { describe, expect, it } from 'vitest';
import type { RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import { placementText } from '../../src/pages/raider-board/raid-state-text';
import { buildRoster, type RosterDecision, type Signup, type SignupStatus } from '../../src/domain';

/** Decisions against the automatic order: who is placed, in which role, who waits, as one table. */
// Four places keep the table short; no real raid is this small, hence the cast.
const raid = { id: 'r-2026-03-03', size: 4, roleTargets: { tank: 1, healer: 1, melee: 1, ranged: 1 } } as unknown as Pick<
  RaidInstance,
  'id' | 'size' | 'roleTargets'
>;

const signup = (raider: string, role: RaidRole, sequence: number, status: SignupStatus = 'accepted'): Signup => ({
  raidId: raid.id,
  raider,
  role,
  status,
  sequence,
  updatedAt: '2026-03-01T12:00:00.000Z',
});

const signups = [
  signup('Ala', 'tank', 1),
  signup('Bartek', 'tank', 2),
  signup('Celina', 'healer', 3),
  signup('Darek', 'melee', 4),
  signup('Ewa', 'ranged', 5),
  signup('Franek', 'ranged', 6),
  signup('Gosia', 'healer', 7, 'absent'),
];

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
      'a confirmed second tank goes in first; the rule fills what is left',
      [decide('Bartek', 'confirmed')],
      ['tank:Bartek*', 'healer:Celina', 'melee:Darek', 'ranged:Ewa', 'reserve:Ala', 'reserve:Franek', 'absent:Gosia'],
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
    expect(placementText(roster, 'Ewa')).toBe('na ławce – miejsce 2 w rezerwie');
    expect(placementText(roster, 'Celina')).toBe('w składzie');
    expect(placementText(roster, 'Ala')).toBe('lista rezerwowa – miejsce 1');
    expect(placementText(roster, 'Gosia')).toBeNull();
  });
});
