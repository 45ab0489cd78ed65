import { atom, type ReadableAtom } from 'nanostores';
import {
  colorModeStorageKey,
  darkSchemeQuery,
  parsePreference,
  resolveColorMode,
  storedPreference,
  type ColorModePreference,
  type ResolvedColorMode,
} from '../platform/color-mode';
import type { SafeStorage } from '../platform/safe-storage';

export interface ColorModeStore {
  /** The raider's choice, as stored. */
  $preference: ReadableAtom<ColorModePreference>;
  /** What is shown now. */
  $resolved: ReadableAtom<ResolvedColorMode>;
  /** Forced by the host page (`color-mode` attribute), or `null`. */
  $hostForced: ReadableAtom<ColorModePreference | null>;
  /** Forced by the route being shown, or `null`. */
  $routeForced: ReadableAtom<ResolvedColorMode | null>;
  setPreference(preference: ColorModePreference): void;
  forceByHost(mode: ColorModePreference | null): void;
  /** A route's forced mode; forcing `system` is refused with a warning (it is not a mode to force). */
  forceByRoute(mode: ResolvedColorMode | null): void;
  /** Follows the OS setting and other tabs' choices; returns the cleanup. */
  start(): () => void;
}

export interface ColorModeStoreOptions {
  storage: SafeStorage;
  /** `window.matchMedia`, or undefined where it is missing (then `system` shows light). */
  matchMedia?: (query: string) => MediaQueryList;
  hostForced?: ColorModePreference | null;
}

/** The colour mode of one app instance; the preference itself is shared through storage. */
export function createColorModeStore({ storage, matchMedia, hostForced = null }: ColorModeStoreOptions): ColorModeStore {
  const query = matchMedia?.(darkSchemeQuery);
  const $preference = atom<ColorModePreference>(storedPreference(storage));
  const $systemDark = atom<boolean | null>(query ? query.matches : null);
  const $hostForced = atom<ColorModePreference | null>(hostForced);
  const $routeForced = atom<ResolvedColorMode | null>(null);
  const resolveNow = () =>
    resolveColorMode({
      preference: $preference.get(),
      systemDark: $systemDark.get(),
      hostForced: $hostForced.get(),
      routeForced: $routeForced.get(),
    });
  // Derived by hand rather than with nanostores' `computed`, which would be the only reason to ship its
  // computed and lifecycle modules in the initial core. Every source is this store's own atom, so
  // listening to them for the store's lifetime leaks nothing; `set` notifies only on a change, as
  // `computed` does.
  const $resolved = atom<ResolvedColorMode>(resolveNow());
  for (const source of [$preference, $systemDark, $hostForced, $routeForced]) source.listen(() => $resolved.set(resolveNow()));

  return {
    $preference,
    $resolved,
    $hostForced,
    $routeForced,
    setPreference(preference) {
      $preference.set(preference);
      storage.set(colorModeStorageKey, preference);
    },
    forceByHost: (mode) => $hostForced.set(mode),
    forceByRoute(mode) {
      if ((mode as string) === 'system') {
        console.warn('[raider-panel] a route cannot force the colour mode "system"; ignoring it');
        return;
      }
      $routeForced.set(mode);
    },
    start() {
      const onSystemChange = (event: MediaQueryListEvent) => $systemDark.set(event.matches);
      const onStorage = (event: StorageEvent) => {
        if (event.key === colorModeStorageKey) $preference.set(parsePreference(event.newValue));
      };
      query?.addEventListener('change', onSystemChange);
      window.addEventListener('storage', onStorage);
      return () => {
        query?.removeEventListener('change', onSystemChange);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
