import type { Browser } from 'playwright-core';
import { signInDeepLinkPage } from './build-variants';
import { headingProbe } from './page-probes';
import { waitForReport } from './probe-report';
import { throttledPage, type NetworkConditions } from './throttled-page';

/**
 * One load of the host page whose widget opens on the raider panel, for a visitor not signed in:
 * milliseconds from the script tag to the frame that paints the sign-in form's heading (the core, the
 * guard and the form's code, fetched as the app asks for them), on `network` when given.
 */
export async function signInDeepLinkRun(browser: Browser, baseUrl: string, network?: NetworkConditions): Promise<number> {
  const { page, close } = await throttledPage(browser, [headingProbe('Zaloguj się')], { network });
  try {
    const reported = waitForReport<number | null>(page, 'heading', 60_000);
    await page.goto(`${baseUrl}/${signInDeepLinkPage}`, { timeout: 60_000 });
    const shownAt = await reported;
    if (typeof shownAt !== 'number') throw new Error('the host page has no script-tag mark');
    return shownAt;
  } finally {
    await close();
  }
}
