import type { Browser } from 'playwright-core';
import type { Variant } from './build-variants';
import { mainThreadMs, type TraceEvent } from './main-thread-time';
import { firstContentProbe, type FirstContentReport } from './page-probes';
import { waitForReport } from './probe-report';
import { throttledPage } from './throttled-page';

/**
 * One traced load of a variant's host page: milliseconds of main-thread work (every task of the page's
 * renderer main thread, from its time origin) before the frame that paints the first heading. Traced
 * loads are separate from the timed ones: tracing itself slows a page down.
 */
export async function mainThreadRun(browser: Browser, baseUrl: string, variant: Variant): Promise<number> {
  const { page, close } = await throttledPage(browser, [firstContentProbe]);
  try {
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    const reported = waitForReport<FirstContentReport>(page, 'first-content');
    await page.goto(`${baseUrl}/${variant}.html`);
    // Read from the console: an evaluation in the page would itself be main-thread work (probe-report.ts).
    const { firstFrame: frame } = await reported;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return mainThreadMs(Array.isArray(trace) ? trace : trace.traceEvents, 'script-tag', frame);
  } finally {
    await close();
  }
}
