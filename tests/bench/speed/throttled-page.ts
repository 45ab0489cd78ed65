import type { Browser, CDPSession, Page } from 'playwright-core';
import { benchConfig } from './bench-config';

export interface ThrottledPage {
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

export interface NetworkConditions {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

/**
 * A page in a fresh context (empty cache, no service worker), its CPU slowed down through the DevTools
 * protocol, with the given probe scripts installed before anything of the page runs. With `network`,
 * its requests go through Chromium's network emulation too (none: the local server as it answers).
 */
export async function throttledPage(
  browser: Browser,
  probes: string[],
  { cpu = benchConfig.cpuThrottling, network }: { cpu?: number; network?: NetworkConditions } = {},
): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: benchConfig.viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const probe of probes) await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      // Bytes per second.
      downloadThroughput: (network.downloadKbps * 1000) / 8,
      uploadThroughput: (network.uploadKbps * 1000) / 8,
    });
  }
  return { page, cdp, close: () => context.close() };
}
