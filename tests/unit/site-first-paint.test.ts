// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareFirstPaint, showStoredPreference } from '../../site/first-paint';
import { colorModeStorageKey, parsePreference, resolveColorMode } from '../../src/platform/color-mode';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/');
});

function classesAfterHeadScript(
  stored: string | null,
  systemDark: boolean | null,
  forced: Record<string, 'light' | 'dark'> = {},
  hash = '',
) {
  if (stored !== null) localStorage.setItem(colorModeStorageKey, stored);
  vi.stubGlobal('matchMedia', systemDark === null ? undefined : (query: string) => ({ matches: systemDark && query.includes('dark') }));
  if (hash) history.replaceState(null, '', `/${hash}`);
  document.documentElement.className = 'light dark other';
  prepareFirstPaint(forced);
  return [...document.documentElement.classList]
    .filter((name) => name !== 'rp-away')
    .sort()
    .join(' ');
}

describe('the site head script (prepareFirstPaint)', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    ['nonsense', true, 'dark'],
    ['nonsense', null, 'light'],
  ] as const)('stored %j with a dark OS %j gives exactly %s, like resolveColorMode', (stored, systemDark, expected) => {
    expect(classesAfterHeadScript(stored, systemDark)).toBe([expected, 'other'].sort().join(' '));
    expect(resolveColorMode({ preference: parsePreference(stored), systemDark })).toBe(expected);
  });

  it('applies the forced mode of the route in the hash', () => {
    expect(classesAfterHeadScript('light', false, { '/raider/signups': 'dark' }, '#/raider/signups?x=1')).toBe('dark other');
    expect(classesAfterHeadScript('light', false, { '/raider/signups': 'dark' }, '#/values')).toBe('light other');
  });

  it('takes a hash naming a property of every object for no route', () => {
    expect(classesAfterHeadScript('dark', false, { '/raider/signups': 'light' }, '#constructor')).toBe('dark other');
    expect(classesAfterHeadScript('dark', false, {}, '#__proto__')).toBe('dark other');
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem() {
        throw new Error('denied');
      },
    });
    expect(classesAfterHeadScript(null, true)).toBe('dark other');
  });

  it('hides the painted home screen while the address names another route, and on a page naming its own config', () => {
    const away = () => document.documentElement.classList.contains('rp-away');
    classesAfterHeadScript(null, false, {}, '#/');
    expect(away()).toBe(false);
    history.replaceState(null, '', '/#/values');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(away()).toBe(true);
    document.head.innerHTML = '<meta name="raider-panel-config" content="guild.json">';
    history.replaceState(null, '', '/');
    prepareFirstPaint({});
    expect(away()).toBe(true);
  });
});

describe('the script after the painted screen (showStoredPreference)', () => {
  it.each([
    ['dark', 'Motyw: ciemny. Zmień na systemowy'],
    ['light', 'Motyw: jasny. Zmień na ciemny'],
    [null, 'Motyw: systemowy. Zmień na jasny'],
  ] as const)('shows the stored %j on the painted switch', (stored, label) => {
    if (stored) localStorage.setItem(colorModeStorageKey, stored);
    document.body.innerHTML =
      '<div data-first-screen><button data-preference="system" aria-label="Motyw: systemowy. Zmień na jasny"></button></div>';
    showStoredPreference();
    const button = document.querySelector('button')!;
    expect([button.dataset.preference, button.getAttribute('aria-label')]).toEqual([stored ?? 'system', label]);
  });
});
