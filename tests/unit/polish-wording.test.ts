import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { roleChoiceMessage, roleLabels, rosterDecisionLabels } from '../../src/domain/raids/signup-labels';
import { attendanceRule, attendanceWindowLabel, attendanceWindows } from '../../src/domain/raids/attendance-terms';
import { formatRoleTargets } from '../../src/domain/schedule/raid-details-text';
import { guildTimeZoneName } from '../../src/domain/schedule/time-zone-name';

/** Words every raider reads: one naming of roles, no forms that address men only, zones in Polish. */
describe('Polish wording', () => {
  it('names the roles the same way in the panel and on the schedule', () => {
    expect(roleLabels).toEqual({ tank: 'Tank', healer: 'Uzdrowiciel', melee: 'Wręcz', ranged: 'Z dystansu' });
    const schedule = formatRoleTargets({ tank: 1, healer: 1, melee: 1, ranged: 1 });
    for (const label of Object.values(roleLabels)) expect(schedule.toLocaleLowerCase('pl')).toContain(label.toLocaleLowerCase('pl'));
  });

  it('names the roles in the role error as the forms name them, not by their API ids', () => {
    expect(roleChoiceMessage).toBe('Wybierz rolę: Tank, Uzdrowiciel, Wręcz albo Z dystansu.');
  });

  it("describes the leader's decisions in docs/features.md with the words the panel shows", () => {
    const features = readFileSync(new URL('../../docs/features.md', import.meta.url), 'utf8');
    // Markdown's emphasis either way (`*…*` or, as prettier writes it, `_…_`): the words are what count.
    const named = (features.match(/a decision \(([^)]*)\)/)?.[1] ?? '').replace(/[*_]([^*_]+)[*_]/g, '«$1»');
    expect(named).toBe(
      Object.values(rosterDecisionLabels)
        .map((label) => `«${label}»`)
        .join(', '),
    );
  });

  it('addresses every raider alike', () => {
    expect(attendanceRule).not.toMatch(/byłeś|byłaś|odpowiedziałeś/);
  });

  it('names the attendance periods with the number in the right form', () => {
    expect(attendanceWindows.map(attendanceWindowLabel)).toEqual(['Ostatnie 4 tygodnie', 'Ostatnich 8 tygodni', 'Ostatnich 12 tygodni']);
    expect([2, 5, 22, 25].map(attendanceWindowLabel)).toEqual([
      'Ostatnie 2 tygodnie',
      'Ostatnich 5 tygodni',
      'Ostatnie 22 tygodnie',
      'Ostatnich 25 tygodni',
    ]);
  });

  it.each([
    ['Europe/Warsaw', 'czas polski'],
    ['America/Los_Angeles', 'czas pacyficzny'],
    ['Europe/Berlin', 'czas środkowoeuropejski'],
  ])('names the zone %s as "%s", never by its IANA id', (zone, name) => {
    expect(guildTimeZoneName(zone, new Date('2026-11-24T12:00:00Z'))).toBe(name);
  });
});
