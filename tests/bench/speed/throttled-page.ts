import type { Browser, CDPSession, Page } from 'playwright-core';
import { benchConfig } from './bench-config';

export interface ThrottledPage {
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

/**
 * A page in a fresh context (empty cache, no service worker), its CPU slowed down through the DevTools
 * protocol, with the given probe scripts installed before anything of the page runs.
 */
export async function throttledPage(browser: Browser, probes: string[], { cpu = benchConfig.cpuThrottling } = {}): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: benchConfig.viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const probe of probes) await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { page, cdp, close: () => context.close() };
}
