import type { Browser, Page } from 'playwright-core';
import { firstContentProbe } from './page-probes';
import { throttledPage } from './throttled-page';

/** The header links clicked in turn, from the home page: every public page, the raider panel's sign-in, home. */
export const routeSwitches = ['/values', '/manifesto', '/testimonials', '/raid-schedule', '/raider', '/'] as const;

/** Resolves once the page has started no new request for `quietMs` (or after 20 s). */
function whenQuiet(page: Page, quietMs: number): Promise<void> {
  return page.evaluate(
    (interval) =>
      new Promise<void>((resolve) => {
        let count = -1;
        const started = performance.now();
        const check = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now === count || performance.now() - started > 20_000) return resolve();
          count = now;
          setTimeout(check, interval);
        };
        check();
      }),
    quietMs,
  );
}

export interface RouteSwitchOptions {
  /** The header links to click, in turn. @default routeSwitches */
  paths?: readonly string[];
  /**
   * Point at each link before clicking it, as a mouse or a finger does, and let what that starts loading
   * (the sign-in form, for the raider panel's link) come in. `false` clicks at once. @default true
   */
  pointFirst?: boolean;
}

/**
 * One page load of the Preact widget, then each header link clicked in turn: milliseconds from the
 * click to the frame that paints the new page's heading. Each page is visited for the first time (its
 * code prefetched on idle, or on the pointer over its link; its styles not yet inserted).
 */
export async function routeSwitchRun(
  browser: Browser,
  baseUrl: string,
  { paths = routeSwitches, pointFirst = true }: RouteSwitchOptions = {},
): Promise<Record<string, number>> {
  const { page, close } = await throttledPage(browser, [firstContentProbe]);
  try {
    await page.goto(`${baseUrl}/preact.html`);
    await page.evaluate(() => (window as unknown as { __benchAppRenders: Promise<unknown> }).__benchAppRenders);
    // As a raider who reads the home page first: the parts loaded after the first paint and the pages
    // prefetched on idle are in (no new request for 1.5 s), so the clicks do not race them.
    await whenQuiet(page, 1500);
    const results: Record<string, number> = {};
    for (const path of paths) {
      const link = `#rp-site-navigation a[href="${path}"]`;
      if (pointFirst) {
        await page.evaluate((selector) => {
          const element = document.querySelector('raider-panel')!.shadowRoot!.querySelector(selector);
          if (!element) throw new Error(`no header link ${selector}`);
          element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
        }, link);
        await whenQuiet(page, 300);
      }
      results[path] = await page.evaluate(
        (selector) =>
          new Promise<number>((resolve, reject) => {
            const root = document.querySelector('raider-panel')!.shadowRoot!;
            const element = root.querySelector<HTMLAnchorElement>(selector);
            if (!element) throw new Error(`no header link ${selector}`);
            const before = root.querySelector('h1')?.textContent;
            const observer = new MutationObserver(() => {
              const heading = root.querySelector('h1');
              if (!heading?.textContent?.trim() || heading.textContent === before) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(root, { childList: true, subtree: true, characterData: true });
            setTimeout(() => reject(new Error(`no new heading after clicking ${selector}`)), 30_000);
            const start = performance.now();
            element.click();
          }),
        link,
      );
    }
    return results;
  } finally {
    await close();
  }
}
