import { describe, expect, it } from 'vitest';
import { timeInGuildPl } from '../../src/data';

const now = new Date(2026, 10, 21); // 21 November 2026

describe('timeInGuildPl', () => {
  it.each([
    ['2026-11', 'w gildii od tego miesiąca'],
    ['2026-10', 'w gildii od miesiąca'],
    ['2026-09', 'w gildii od 2 miesięcy'],
    ['2026-03', 'w gildii od 8 miesięcy'],
    ['2025-12', 'w gildii od 11 miesięcy'],
    ['2025-11', 'w gildii od roku'],
    ['2024-09', 'w gildii od 2 lat'],
    ['2022-06', 'w gildii od 4 lat'],
    ['2021-11', 'w gildii od 5 lat'],
    ['2004-11', 'w gildii od 22 lat'],
    ['2027-01', 'w gildii od tego miesiąca'],
  ])('since %s → %s', (memberSince, text) => {
    expect(timeInGuildPl(memberSince, now)).toBe(text);
  });
});
