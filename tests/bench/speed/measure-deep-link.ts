import type { Browser } from 'playwright-core';
import { signInDeepLinkPage } from './build-variants';
import { headingProbe } from './page-probes';
import type { NetworkConditions } from './throttled-page';
import { timedLoad } from './timed-load';

/**
 * One load of the host page whose widget opens on the raider panel, for a visitor not signed in:
 * milliseconds from the script tag to the frame that paints the sign-in form's heading (the core, the
 * guard and the form's code, fetched as the app asks for them), on `network` when given.
 */
export function signInDeepLinkRun(browser: Browser, baseUrl: string, network?: NetworkConditions): Promise<number> {
  return timedLoad(browser, `${baseUrl}/${signInDeepLinkPage}`, headingProbe('Zaloguj się'), 'heading', {
    network,
    reportTimeoutMs: 60_000,
  });
}
