import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { firstContentProbe, type FirstContent } from './page-probes';
import { throttledPage } from './throttled-page';

export interface FirstContentRun {
  /** The frame that paints the first heading in the element's shadow root. */
  firstContent: number;
  /** The frame that paints the first heading the app rendered itself (after taking over a painted screen). */
  appRenders: number;
}

/**
 * One load of a variant's host page: milliseconds from the script tag (the mark just before it) to the
 * first content and to the app's own render.
 */
export async function firstContentRun(browser: Browser, baseUrl: string, variant: Variant): Promise<FirstContentRun> {
  const { page, close } = await throttledPage(browser, [firstContentProbe]);
  try {
    await page.goto(`${baseUrl}/${variant}.html`);
    return await page.evaluate(async () => {
      type Shown = Promise<{ frame: number }>;
      const probes = window as unknown as { __benchFirstContent: Shown; __benchAppRenders: Shown };
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no heading within 30 s')), 30_000));
      const [first, app] = await Promise.race([Promise.all([probes.__benchFirstContent, probes.__benchAppRenders]), timeout]);
      const [mark] = performance.getEntriesByName('script-tag');
      if (!mark) throw new Error('the host page has no script-tag mark');
      return { firstContent: first.frame - mark.startTime, appRenders: app.frame - mark.startTime };
    });
  } finally {
    await close();
  }
}

export type { FirstContent };
