import type { Browser } from 'playwright-core';
import { paintProbe, type PaintTimings } from './page-probes';
import { throttledPage } from './throttled-page';

/** One load of the standalone site (or of `page` there): first contentful paint, largest contentful paint, layout shift. */
export async function sitePaintRun(browser: Browser, siteUrl: string, path = '/'): Promise<PaintTimings> {
  const { page, close } = await throttledPage(browser, [paintProbe]);
  try {
    await page.goto(`${siteUrl}${path}`);
    await page.waitForLoadState('networkidle');
    // A last frame for a late candidate; nothing on the page is touched, so LCP is still open.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const paint = await page.evaluate(() => (window as unknown as { __benchPaint: PaintTimings }).__benchPaint);
    if (paint.fcp === null || paint.lcp === null) throw new Error('the site reported no FCP or LCP');
    return paint;
  } finally {
    await close();
  }
}
