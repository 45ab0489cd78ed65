/** What the raider chose. `system` follows the operating system's light/dark setting live. */
export type ColorModePreference = 'light' | 'dark' | 'system';
/** What is shown: exactly the class put on `<html>` (site) or the host element (widget). */
export type ResolvedColorMode = 'light' | 'dark';

export const colorModePreferences: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** One key for the product, not per page: the site and every widget of a guild share the choice. */
export const colorModeStorageKey = 'raider-panel:color-mode';

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** A stored value that is not one of the three words counts as `system`. */
export function parsePreference(value: unknown): ColorModePreference {
  return colorModePreferences.includes(value as ColorModePreference) ? (value as ColorModePreference) : 'system';
}

/** The raider's stored choice, read from `storage` (refused storage, private mode, counts as `system`). */
export function storedPreference(storage: { get(key: string): string | null }): ColorModePreference {
  return parsePreference(storage.get(colorModeStorageKey));
}

export function isPreference(value: unknown): value is ColorModePreference {
  return colorModePreferences.includes(value as ColorModePreference);
}

/**
 * The mode to show. A route's forced mode wins (the page was designed for it), then the host page's
 * `color-mode`, then the raider's preference. `system` without `matchMedia` falls back to light.
 */
export function resolveColorMode(input: {
  preference: ColorModePreference;
  systemDark: boolean | null;
  hostForced?: ColorModePreference | null;
  routeForced?: ResolvedColorMode | null;
}): ResolvedColorMode {
  if (input.routeForced) return input.routeForced;
  const wanted = input.hostForced ?? input.preference;
  if (wanted !== 'system') return wanted;
  return input.systemDark ? 'dark' : 'light';
}

/** The next preference of the header switch: system → light → dark → system. */
export function nextPreference(current: ColorModePreference): ColorModePreference {
  const index = colorModePreferences.indexOf(current);
  return colorModePreferences[(index + 1) % colorModePreferences.length]!;
}
