// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, timing } from '../bench/speed/stats';

describe('benchmark statistics', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 10, 1000], 10],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses an empty list rather than report a number', () => {
    expect(() => median([])).toThrow();
  });

  it('timing keeps the runs and reports median, min and max without reordering them', () => {
    const runs = [30, 10, 20];
    expect(timing(runs)).toEqual({ median: 20, min: 10, max: 30, runs: [30, 10, 20] });
  });
});
