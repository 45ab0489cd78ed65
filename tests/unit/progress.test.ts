import { describe, expect, it } from 'vitest';
import { progressPercent, progressState } from '../../src/ui/Progress';

describe('progressPercent', () => {
  it.each<[number, number | undefined, number]>([
    [0, undefined, 0],
    [50, undefined, 50],
    [100, undefined, 100],
    [42.4, undefined, 42],
    [42.5, undefined, 43],
    [0.4, undefined, 0],
    [0.5, undefined, 1],
    [150, undefined, 100],
    [-5, undefined, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 10, 50],
    [10, 10, 100],
    [30, 20, 100],
    [-1, 10, 0],
    [250, 1000, 25],
    [1, 0, 0],
    [1, -10, 0],
    [1, Number.NaN, 0],
  ])('value %d of max %s -> %d%%', (value, max, expected) => {
    expect(progressPercent(value, max)).toBe(expected);
  });

  it('defaults max to 100', () => {
    expect(progressPercent(25)).toBe(25);
    expect(progressPercent(25)).not.toBe(progressPercent(25, 50));
  });
});

describe('progressState', () => {
  it.each<[number | null | undefined, number | undefined, string]>([
    [undefined, undefined, 'indeterminate'],
    [null, undefined, 'indeterminate'],
    [null, 10, 'indeterminate'],
    [0, undefined, 'loading'],
    [99.9, undefined, 'loading'],
    [100, undefined, 'complete'],
    [10, 10, 'complete'],
    [100, 200, 'loading'],
    [200, 200, 'complete'],
    [0, 0, 'complete'],
    [150, 100, 'loading'],
  ])('value %s of max %s -> %s', (value, max, expected) => {
    expect(progressState(value, max)).toBe(expected);
  });
});
