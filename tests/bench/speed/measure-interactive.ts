import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { interactiveProbe } from './page-probes';
import type { NetworkConditions } from './throttled-page';
import { timedLoad } from './timed-load';

/**
 * One load of a variant's host page: milliseconds from the script tag to the first click on "Panel
 * rajdowca" that the app handles (clicks are tried on every frame from the moment the link exists), on
 * `network` when given.
 */
export function interactiveRun(browser: Browser, baseUrl: string, variant: Variant, network?: NetworkConditions): Promise<number> {
  return timedLoad(browser, `${baseUrl}/${variant}.html`, interactiveProbe, 'interactive', { network });
}
