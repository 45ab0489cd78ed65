import { describe, expect, it } from 'vitest';
import { pluralPl } from '../../src/domain/plural-pl';
import { formatCountdown, formatRaidDate, formatRoleTargets, formatSize } from '../../src/domain/schedule';

// Each counted phrase in each form: counted-phrases.test.ts.
describe('Polish plural forms', () => {
  it('pluralPl returns the form for the number', () => {
    const forms = ['tank', 'tanki', 'tanków'] as const;
    expect([1, 3, 13, 23, 0].map((n) => pluralPl(n, forms))).toEqual(['tank', 'tanki', 'tanków', 'tanki', 'tanków']);
  });
});

describe('raid formatting', () => {
  it('writes dates in Polish in the given zone', () => {
    expect(formatRaidDate('2026-11-25T19:00:00.000Z', 'Europe/Warsaw')).toBe('środa, 25 listopada');
    // 23:30 UTC on Wednesday is already Thursday in Warsaw.
    expect(formatRaidDate('2026-11-25T23:30:00.000Z', 'Europe/Warsaw')).toBe('czwartek, 26 listopada');
    expect(formatRaidDate('2026-11-25T23:30:00.000Z', 'America/New_York')).toBe('środa, 25 listopada');
  });

  it.each([
    [{ tank: 2, healer: 4, melee: 7, ranged: 7 }, '2 tanki · 4 uzdrowicieli · 14 DPS (7 wręcz, 7 z dystansu)'],
    [{ tank: 1, healer: 1, melee: 0, ranged: 3 }, '1 tank · 1 uzdrowiciel · 3 DPS'],
    [{ tank: 5, healer: 2, melee: 10, ranged: 12 }, '5 tanków · 2 uzdrowicieli · 22 DPS (10 wręcz, 12 z dystansu)'],
  ])('role targets %o -> %s', (targets, expected) => {
    expect(formatRoleTargets(targets)).toBe(expected);
  });

  it('writes sizes with the right form', () => {
    expect([1, 2, 10, 22, 25].map(formatSize)).toEqual(['1 osoba', '2 osoby', '10 osób', '22 osoby', '25 osób']);
  });

  const raid = { startUtc: '2026-03-25T19:00:00.000Z', endUtc: '2026-03-25T22:00:00.000Z' };
  const start = Date.parse(raid.startUtc);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [2 * day + 3 * hour, 'za 2 dni 3 godz.'],
    [day + 3 * hour + 20 * minute, 'za 1 dzień 3 godz.'],
    [5 * day, 'za 5 dni'],
    [3 * hour + 15 * minute, 'za 3 godz. 15 min'],
    [hour, 'za 1 godz.'],
    [45 * minute, 'za 45 min'],
    // Rounded up: 30 seconds before the start is still "in a minute", never "za 0 min".
    [30_000, 'za 1 min'],
    [0, 'trwa teraz'],
    [-179 * minute, 'trwa teraz'],
    [-180 * minute, 'zakończony'],
  ])('%i ms before the start: %s', (before, expected) => {
    expect(formatCountdown(raid, start - before)).toBe(expected);
  });
});
