import type { Browser } from 'playwright-core';
import { waitForReport } from './probe-report';
import { throttledPage, type NetworkConditions } from './throttled-page';

/**
 * One load of `url` in a throttled page with `probe` installed (on `network` when given): the
 * milliseconds it reports as `name`, counted from the host page's `script-tag` mark.
 */
export async function timedLoad(
  browser: Browser,
  url: string,
  probe: string,
  name: string,
  { network, reportTimeoutMs }: { network?: NetworkConditions; reportTimeoutMs?: number } = {},
): Promise<number> {
  const { page, close } = await throttledPage(browser, [probe], { network });
  try {
    const reported = waitForReport<number | null>(page, name, reportTimeoutMs);
    await page.goto(url, { timeout: 60_000 });
    const at = await reported;
    // JSON has no NaN: a page without the mark reports null.
    if (typeof at !== 'number') throw new Error('the host page has no script-tag mark');
    return at;
  } finally {
    await close();
  }
}
