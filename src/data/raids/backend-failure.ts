import { RaidApiError } from '../../domain/raid-api-error';
import { backendMessages } from './backend-messages';

/** Only the npm package can lack the demo store (`raider-panel/demo`): said here, out of the core. */
const noDemo = 'Nie ma tu serwera gildii, a ta strona nie wczytała wersji demonstracyjnej, więc zapisy na rajdy nie działają.';

/** No server answers and the page brought no demo store: one line for whoever set the page up, then the failure. */
export function noDemoStore(warn: (message: string) => void): RaidApiError {
  warn(
    "[raider-panel] no guild server answers and this page has no demo store: set `api` to the guild's server, or pass `demoStore` from 'raider-panel/demo'",
  );
  return backendFailure('no-demo');
}

/**
 * What a call meets while the health check says the guild's server refuses this page or is busy: the
 * `unavailable` failure with the notice's own words (also when no server answers and the page brought
 * no demo store). Apart from the messages (which the notice in the
 * core shows) so that the error class loads with the after-paint group, never in the initial core: a
 * verdict only comes after the group's health check.
 */
export const backendFailure = (verdict: 'refused-origin' | 'unavailable' | 'no-demo'): RaidApiError =>
  new RaidApiError(
    'unavailable',
    { 'refused-origin': backendMessages.refusedOrigin, unavailable: backendMessages.unavailable, 'no-demo': noDemo }[verdict],
  );
