import type { Browser } from 'playwright-core';
import { firstContentProbe } from './page-probes';
import { throttledPage } from './throttled-page';

/** The header links clicked in turn, from the home page: every public page, the raider panel's sign-in, home. */
export const routeSwitches = ['/values', '/manifesto', '/testimonials', '/raid-schedule', '/raider', '/'] as const;

/**
 * One page load of the Preact widget, then each header link clicked in turn: milliseconds from the
 * click to the frame that paints the new page's heading. Each page is visited for the first time (its
 * code prefetched on idle, its styles not yet inserted).
 */
export async function routeSwitchRun(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const { page, close } = await throttledPage(browser, [firstContentProbe]);
  try {
    await page.goto(`${baseUrl}/preact.html`);
    await page.evaluate(() => (window as unknown as { __benchAppRenders: Promise<unknown> }).__benchAppRenders);
    // As a raider who reads the home page first: the parts loaded after the first paint and the pages
    // prefetched on idle are in (no new request for 1.5 s), so the clicks do not race them.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let count = -1;
          const started = performance.now();
          const check = () => {
            const now = performance.getEntriesByType('resource').length;
            if (now === count || performance.now() - started > 20_000) return resolve();
            count = now;
            setTimeout(check, 1500);
          };
          check();
        }),
    );
    const results: Record<string, number> = {};
    for (const path of routeSwitches) {
      results[path] = await page.evaluate(
        (target) =>
          new Promise<number>((resolve, reject) => {
            const root = document.querySelector('raider-panel')!.shadowRoot!;
            const link = root.querySelector<HTMLAnchorElement>(`#rp-site-navigation a[href="${target}"]`);
            if (!link) throw new Error(`no header link to ${target}`);
            const before = root.querySelector('h1')?.textContent;
            const observer = new MutationObserver(() => {
              const heading = root.querySelector('h1');
              if (!heading?.textContent?.trim() || heading.textContent === before) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(root, { childList: true, subtree: true, characterData: true });
            setTimeout(() => reject(new Error(`no new heading after clicking ${target}`)), 30_000);
            const start = performance.now();
            link.click();
          }),
        path,
      );
    }
    return results;
  } finally {
    await close();
  }
}
