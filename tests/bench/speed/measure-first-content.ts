import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { firstContentProbe, type FirstContent } from './page-probes';
import { throttledPage } from './throttled-page';

/**
 * One load of a variant's host page: milliseconds from the script tag (the mark just before it) to the
 * frame that paints the first heading in the element's shadow root.
 */
export async function firstContentRun(browser: Browser, baseUrl: string, variant: Variant): Promise<number> {
  const { page, close } = await throttledPage(browser, [firstContentProbe]);
  try {
    await page.goto(`${baseUrl}/${variant}.html`);
    return await page.evaluate(async () => {
      const shown = (window as unknown as { __benchFirstContent: Promise<{ frame: number }> }).__benchFirstContent;
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no heading within 30 s')), 30_000));
      const { frame } = await Promise.race([shown, timeout]);
      const [mark] = performance.getEntriesByName('script-tag');
      if (!mark) throw new Error('the host page has no script-tag mark');
      return frame - mark.startTime;
    });
  } finally {
    await close();
  }
}

export type { FirstContent };
