// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { nextPreference, parsePreference, resolveColorMode, type ColorModePreference } from '../../src/platform/color-mode';

describe('parsePreference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['DARK', 'system'],
    [' dark', 'system'],
    ['{"mode":"dark"}', 'system'],
    [1, 'system'],
  ])('%j -> %s', (stored, expected) => {
    expect(parsePreference(stored)).toBe(expected);
  });
});

describe('resolveColorMode', () => {
  it.each([
    [{ preference: 'light', systemDark: true }, 'light'],
    [{ preference: 'dark', systemDark: false }, 'dark'],
    [{ preference: 'system', systemDark: true }, 'dark'],
    [{ preference: 'system', systemDark: false }, 'light'],
    // No matchMedia: system falls back to light.
    [{ preference: 'system', systemDark: null }, 'light'],
    [{ preference: 'light', systemDark: false, hostForced: 'dark' }, 'dark'],
    [{ preference: 'dark', systemDark: false, hostForced: 'system' }, 'light'],
    [{ preference: 'dark', systemDark: true, hostForced: 'light', routeForced: 'dark' }, 'dark'],
    [{ preference: 'dark', systemDark: true, routeForced: 'light' }, 'light'],
  ] as const)('%j -> %s', (input, expected) => {
    expect(resolveColorMode(input)).toBe(expected);
  });
});

it('the switch cycles system -> light -> dark -> system', () => {
  const seen: ColorModePreference[] = ['system'];
  for (let step = 0; step < 3; step++) seen.push(nextPreference(seen[seen.length - 1]!));
  expect(seen).toEqual(['system', 'light', 'dark', 'system']);
});
