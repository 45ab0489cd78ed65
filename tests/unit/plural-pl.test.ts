import { describe, expect, it } from 'vitest';
import { pluralPl } from '../../src/data';

const year = ['rok', 'lata', 'lat'] as const;
const month = ['miesiąc', 'miesiące', 'miesięcy'] as const;
const raid = ['rajd', 'rajdy', 'rajdów'] as const;

describe('pluralPl', () => {
  it.each([
    [1, 'rok', 'miesiąc', 'rajd'],
    [2, 'lata', 'miesiące', 'rajdy'],
    [4, 'lata', 'miesiące', 'rajdy'],
    [5, 'lat', 'miesięcy', 'rajdów'],
    [12, 'lat', 'miesięcy', 'rajdów'],
    [14, 'lat', 'miesięcy', 'rajdów'],
    [21, 'lat', 'miesięcy', 'rajdów'],
    [22, 'lata', 'miesiące', 'rajdy'],
    [25, 'lat', 'miesięcy', 'rajdów'],
    [101, 'lat', 'miesięcy', 'rajdów'],
    [102, 'lata', 'miesiące', 'rajdy'],
    [105, 'lat', 'miesięcy', 'rajdów'],
    [111, 'lat', 'miesięcy', 'rajdów'],
    [112, 'lat', 'miesięcy', 'rajdów'],
    [0, 'lat', 'miesięcy', 'rajdów'],
  ])('%i → %s / %s / %s', (n, years, months, raids) => {
    expect(pluralPl(n, year)).toBe(years);
    expect(pluralPl(n, month)).toBe(months);
    expect(pluralPl(n, raid)).toBe(raids);
  });
});
