// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeStorageKey } from '../../src/platform/color-mode';
import { createColorModeStore } from '../../src/stores/color-mode-store';
import { memoryStorage } from './helpers/memory-storage';

function fakeMedia(matches: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  return {
    matchMedia: () => list as unknown as MediaQueryList,
    change(dark: boolean) {
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
    listeners,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('createColorModeStore', () => {
  it('starts from the stored preference; a bad stored value counts as system', () => {
    expect(createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: 'dark' }) }).$preference.get()).toBe('dark');
    const bad = createColorModeStore({
      storage: memoryStorage({ [colorModeStorageKey]: 'purple' }),
      matchMedia: fakeMedia(true).matchMedia,
    });
    expect(bad.$preference.get()).toBe('system');
    expect(bad.$resolved.get()).toBe('dark');
  });

  it('system without matchMedia shows light', () => {
    expect(createColorModeStore({ storage: memoryStorage() }).$resolved.get()).toBe('light');
  });

  it('stores the chosen preference under one product-wide key', () => {
    const storage = memoryStorage();
    const store = createColorModeStore({ storage });
    store.setPreference('dark');
    expect(storage.get(colorModeStorageKey)).toBe('dark');
    expect(store.$resolved.get()).toBe('dark');
  });

  it('follows the OS live while started, and stops following after cleanup', () => {
    const media = fakeMedia(false);
    const store = createColorModeStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
    const stop = store.start();
    media.change(true);
    expect(store.$resolved.get()).toBe('dark');
    stop();
    expect(media.listeners.size).toBe(0);
    media.change(false);
    expect(store.$resolved.get()).toBe('dark');
  });

  it('picks up a choice made in another tab', () => {
    const store = createColorModeStore({ storage: memoryStorage() });
    const stop = store.start();
    window.dispatchEvent(new StorageEvent('storage', { key: colorModeStorageKey, newValue: 'dark' }));
    expect(store.$preference.get()).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    expect(store.$preference.get()).toBe('dark');
    stop();
  });

  it('a forced route wins while shown and leaving it restores the preference; storage stays untouched', () => {
    const storage = memoryStorage({ [colorModeStorageKey]: 'light' });
    const store = createColorModeStore({ storage });
    store.forceByRoute('dark');
    expect(store.$resolved.get()).toBe('dark');
    expect(store.$preference.get()).toBe('light');
    expect(storage.get(colorModeStorageKey)).toBe('light');
    store.forceByRoute(null);
    expect(store.$resolved.get()).toBe('light');
  });

  it('refuses to force system, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: 'dark' }) });
    store.forceByRoute('system' as 'dark');
    expect(store.$routeForced.get()).toBeNull();
    expect(store.$resolved.get()).toBe('dark');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('the host page can force a mode and release it', () => {
    const store = createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: 'dark' }), hostForced: 'light' });
    expect(store.$resolved.get()).toBe('light');
    store.forceByHost(null);
    expect(store.$resolved.get()).toBe('dark');
  });
});
