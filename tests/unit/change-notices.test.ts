import { describe, expect, it } from 'vitest';
import type { RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import { buildRoster, type RosterDecision, type Signup } from '../../src/domain';
import { changeNotices, parseSeenState, seenState } from '../../src/pages/raider-board/change-notices';

/** What the raider is told on opening the panel, after a raid leader changed things while they were away. */
// A four-place raid keeps the table short; the fields the notices do not read are left out, hence the cast.
const raid = {
  id: 'sroda-glowny-2027-01-13',
  title: 'Rajd główny',
  startUtc: '2027-01-13T19:00:00.000Z',
  status: 'scheduled',
  size: 4,
  roleTargets: { tank: 1, healer: 1, melee: 1, ranged: 1 },
} as unknown as RaidInstance;

const signup = (raider: string, role: RaidRole, sequence: number): Signup => ({
  raidId: raid.id,
  raider,
  role,
  status: 'accepted',
  sequence,
  updatedAt: '2027-01-10T12:00:00.000Z',
});
const signups = [signup('Ala', 'tank', 1), signup('Kasia', 'tank', 2)];
const decide = (raider: string, decision: RosterDecision['decision']): RosterDecision => ({ raidId: raid.id, raider, decision });
const row = (decisions: RosterDecision[] = [], changes: Partial<RaidInstance> = {}) => ({
  raid: { ...raid, ...changes },
  roster: buildRoster(raid, signups, decisions),
});
const zone = 'Europe/Warsaw';

describe('changeNotices', () => {
  it('says nothing on the first visit, or when nothing changed', () => {
    expect(changeNotices(null, [row()], 'Kasia', zone)).toEqual([]);
    expect(changeNotices(seenState([row()], 'Kasia'), [row()], 'Kasia', zone)).toEqual([]);
  });

  it.each([
    ['confirmed by the leader from the reserve', [], [decide('Kasia', 'confirmed')], 'lider potwierdził Cię w składzie'],
    ['benched by the leader', [decide('Kasia', 'confirmed')], [decide('Kasia', 'bench')], 'lider przesunął Cię na ławkę (lista rezerwowa)'],
    ['promoted when a raider left', [], [decide('Ala', 'bench')], 'awans z listy rezerwowej – jesteś w składzie'],
    [
      'moved to the reserve, with why',
      [decide('Ala', 'bench')],
      [],
      'przeniesienie na listę rezerwową (miejsce 1): rola Tank ma już komplet',
    ],
  ])('%s', (_, before: RosterDecision[], after: RosterDecision[], words: string) => {
    const notices = changeNotices(seenState([row(before)], 'kasia'), [row(after)], 'Kasia', zone);
    expect(notices).toEqual([`Rajd główny (środa, 13 stycznia, 20:00): ${words}.`]);
  });

  it('names a cancelled raid with its reason, and a restored or moved one with where it was', () => {
    const seen = seenState([row()], 'Kasia');
    expect(changeNotices(seen, [row([], { status: 'cancelled', cancelReason: 'Wigilia – nie gramy' })], 'Kasia', zone)).toEqual([
      'Rajd główny (środa, 13 stycznia, 20:00) odwołany: Wigilia – nie gramy.',
    ]);
    const cancelled = seenState([row([], { status: 'cancelled' })], 'Kasia');
    expect(changeNotices(cancelled, [row()], 'Kasia', zone)).toEqual(['Rajd główny (środa, 13 stycznia, 20:00): przywrócony.']);
    expect(changeNotices(seen, [row([], { startUtc: '2027-01-14T18:30:00.000Z' })], 'Kasia', zone)).toEqual([
      'Rajd główny (czwartek, 14 stycznia, 19:30): przeniesiony (wcześniej: środa, 13 stycznia, 20:00).',
    ]);
  });

  it('tells the raider the role the leader set, and when the leader gave their own back', () => {
    const mine = signups[1]!;
    const asHealer: RosterDecision = { ...decide('Kasia', 'auto'), role: 'healer' };
    const seen = seenState([{ ...row(), mine }], 'Kasia');
    const changed = [{ ...row([asHealer]), mine }];
    expect(changeNotices(seen, changed, 'Kasia', zone)).toEqual([
      'Rajd główny (środa, 13 stycznia, 20:00): awans z listy rezerwowej – jesteś w składzie; lider ustawił Ci rolę: Uzdrowiciel (w odpowiedzi: Tank).',
    ]);
    expect(changeNotices(seenState(changed, 'Kasia'), [{ ...row(), mine }], 'Kasia', zone)).toEqual([
      'Rajd główny (środa, 13 stycznia, 20:00): przeniesienie na listę rezerwową (miejsce 1): rola Tank ma już komplet; lider przywrócił Ci rolę z odpowiedzi: Tank.',
    ]);
  });

  it('ignores raids it had not shown before', () => {
    expect(changeNotices({}, [row([decide('Kasia', 'confirmed')])], 'Kasia', zone)).toEqual([]);
  });
});

describe('parseSeenState', () => {
  it('reads what seenState wrote and refuses anything else', () => {
    const seen = seenState([row()], 'Kasia');
    expect(parseSeenState(JSON.stringify(seen))).toEqual(seen);
    for (const text of [null, '', 'nie json', '[1]', 'null', '42']) expect(parseSeenState(text)).toBeNull();
  });
});
