import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { interactiveProbe } from './page-probes';
import { throttledPage } from './throttled-page';

/**
 * One load of a variant's host page: milliseconds from the script tag to the first click on "Panel
 * rajdowca" that the app handles (clicks are tried on every frame from the moment the link exists).
 */
export async function interactiveRun(browser: Browser, baseUrl: string, variant: Variant): Promise<number> {
  const { page, close } = await throttledPage(browser, [interactiveProbe]);
  try {
    await page.goto(`${baseUrl}/${variant}.html`);
    return await page.evaluate(async () => {
      const handled = (window as unknown as { __benchInteractive: Promise<number> }).__benchInteractive;
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no handled click within 30 s')), 30_000));
      const at = await Promise.race([handled, timeout]);
      const [mark] = performance.getEntriesByName('script-tag');
      if (!mark) throw new Error('the host page has no script-tag mark');
      return at - mark.startTime;
    });
  } finally {
    await close();
  }
}
