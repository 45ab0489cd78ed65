import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { firstContentProbe, type FirstContent, type FirstContentReport } from './page-probes';
import { waitForReport } from './probe-report';
import { throttledPage, type NetworkConditions } from './throttled-page';

export interface FirstContentRun {
  /** The frame that paints the first heading in the element's shadow root. */
  firstContent: number;
  /** The frame that paints the first heading the app rendered itself (after taking over a painted screen). */
  appRenders: number;
}

/**
 * One load of a variant's host page: milliseconds from the script tag (the mark just before it) to the
 * first content and to the app's own render (on `network`, when given).
 */
export async function firstContentRun(
  browser: Browser,
  baseUrl: string,
  variant: Variant,
  network?: NetworkConditions,
): Promise<FirstContentRun> {
  const { page, close } = await throttledPage(browser, [firstContentProbe], { network });
  try {
    const reported = waitForReport<FirstContentReport>(page, 'first-content');
    await page.goto(`${baseUrl}/${variant}.html`, { timeout: 60_000 });
    const { firstContent, appRenders } = await reported;
    if (!Number.isFinite(firstContent)) throw new Error('the host page has no script-tag mark');
    return { firstContent, appRenders };
  } finally {
    await close();
  }
}

export type { FirstContent };
