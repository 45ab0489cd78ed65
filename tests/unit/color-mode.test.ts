// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  colorModeStorageKey,
  nextPreference,
  noFlashScript,
  parsePreference,
  resolveColorMode,
  type ColorModePreference,
} from '../../src/platform/color-mode';

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

describe('the no-flash head script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.className = '';
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  function run(stored: string | null, systemDark: boolean | null, forced: Record<string, 'light' | 'dark'> = {}, hash = '') {
    if (stored !== null) localStorage.setItem(colorModeStorageKey, stored);
    vi.stubGlobal('matchMedia', systemDark === null ? undefined : (query: string) => ({ matches: systemDark && query.includes('dark') }));
    if (hash) history.replaceState(null, '', `/${hash}`);
    document.documentElement.className = 'light dark other';
    new Function(noFlashScript(forced))();
    return [...document.documentElement.classList].sort().join(' ');
  }

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    ['nonsense', true, 'dark'],
    ['nonsense', null, 'light'],
  ] as const)('stored %j with a dark OS %j gives exactly %s, like resolveColorMode', (stored, systemDark, expected) => {
    expect(run(stored, systemDark)).toBe([expected, 'other'].sort().join(' '));
    expect(resolveColorMode({ preference: parsePreference(stored), systemDark })).toBe(expected);
  });

  it('applies the forced mode of the route in the hash', () => {
    expect(run('light', false, { '/raider/signups': 'dark' }, '#/raider/signups?x=1')).toBe('dark other');
    expect(run('light', false, { '/raider/signups': 'dark' }, '#/values')).toBe('light other');
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem() {
        throw new Error('denied');
      },
    });
    expect(run(null, true)).toBe('dark other');
  });
});
