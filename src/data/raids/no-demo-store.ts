import { RaidApiError } from '../../domain/raid-api-error';

/**
 * No guild server answers and the page brought no demo store (the npm package without
 * `raider-panel/demo`): one line for whoever set the page up, and the failure a raider reads. A chunk of
 * its own: the site and the widget always bring the demo store and never load it.
 */
export function noDemoStore(warn: (message: string) => void): RaidApiError {
  warn(
    "[raider-panel] no guild server answers and this page has no demo store: set `api` to the guild's server, or pass `demoStore` from 'raider-panel/demo'",
  );
  return new RaidApiError(
    'unavailable',
    'Nie ma tu serwera gildii, a ta strona nie wczytała wersji demonstracyjnej, więc zapisy na rajdy nie działają.',
  );
}
