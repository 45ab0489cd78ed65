import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { interactiveProbe } from './page-probes';
import { waitForReport } from './probe-report';
import { throttledPage, type NetworkConditions } from './throttled-page';

/**
 * One load of a variant's host page: milliseconds from the script tag to the first click on "Panel
 * rajdowca" that the app handles (clicks are tried on every frame from the moment the link exists), on
 * `network` when given.
 */
export async function interactiveRun(browser: Browser, baseUrl: string, variant: Variant, network?: NetworkConditions): Promise<number> {
  const { page, close } = await throttledPage(browser, [interactiveProbe], { network });
  try {
    const reported = waitForReport<number | null>(page, 'interactive');
    await page.goto(`${baseUrl}/${variant}.html`, { timeout: 60_000 });
    const handledAt = await reported;
    // JSON has no NaN: a page without the mark reports null.
    if (typeof handledAt !== 'number') throw new Error('the host page has no script-tag mark');
    return handledAt;
  } finally {
    await close();
  }
}
