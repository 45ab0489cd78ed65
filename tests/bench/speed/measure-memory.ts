import type { Browser, CDPSession, Page } from 'playwright-core';
import { listenerCounterScript } from '../../browser/listener-counter';
import { benchConfig } from './bench-config';

export interface MemorySnapshot {
  /** Listeners the widget added to window and document and has not removed (counted by a wrapper). */
  liveListeners: number;
  /** Chromium's count of event listeners in the page. */
  jsEventListeners: number;
  /** DOM nodes alive in the page, detached ones included (after garbage collection). */
  nodes: number;
  jsHeapUsedBytes: number;
}

async function snapshot(page: Page, cdp: CDPSession): Promise<MemorySnapshot> {
  // Chromium keeps the host page's last layout, which points at a removed widget's boxes, until the next
  // layout: the browser's, not the widget's, so it is taken first.
  await page.evaluate(() => document.body.getBoundingClientRect());
  // Twice: objects freed by finalisers in the first pass go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  const liveListeners = await page.evaluate(() =>
    Object.values((window as unknown as { __liveListeners(): Record<string, number> }).__liveListeners()).reduce(
      (sum, count) => sum + count,
      0,
    ),
  );
  return { liveListeners, jsEventListeners: metric('JSEventListeners'), nodes: metric('Nodes'), jsHeapUsedBytes: metric('JSHeapUsedSize') };
}

/**
 * A snapshot with no widget on the page: the mounted one is removed first and a fresh one put back
 * after. Measuring with one mounted would count that widget's own listeners, which depend on how far it
 * got (its raid adapter loads after the first paint and then listens to storage), not what cycles left.
 */
async function snapshotWithoutWidget(page: Page, cdp: CDPSession): Promise<MemorySnapshot> {
  await page.evaluate(() => {
    const panel = document.querySelector('raider-panel')!;
    const placeholder = document.createElement('template');
    placeholder.id = 'bench-slot';
    panel.replaceWith(placeholder);
  });
  const taken = await snapshot(page, cdp);
  await page.evaluate(() => document.getElementById('bench-slot')!.replaceWith(document.createElement('raider-panel')));
  return taken;
}

/** Mounts a fresh `<raider-panel>` and unmounts the one before it, `cycles` times, each time once its heading shows. */
async function cycle(page: Page, cycles: number): Promise<void> {
  await page.evaluate(async (count) => {
    // The element attaches its shadow root when connected; the heading shows once the app has rendered.
    const shown = (element: Element) =>
      new Promise<void>((resolve) => {
        const root = element.shadowRoot!;
        const done = () => Boolean(root.querySelector('h1')?.textContent?.trim());
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(root, { childList: true, subtree: true, characterData: true });
      });
    for (let index = 0; index < count; index += 1) {
      const previous = document.querySelector('raider-panel')!;
      const next = document.createElement('raider-panel');
      previous.after(next);
      previous.remove();
      await shown(next);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, cycles);
}

/**
 * Memory and listeners of the Preact widget after `cycles` mount/unmount cycles, compared with after
 * the warm-up: nothing may keep growing. Not throttled: this measures what is left behind, not time.
 */
export async function memoryAfterCycles(
  browser: Browser,
  baseUrl: string,
  cycles = benchConfig.mountCycles,
): Promise<{ before: MemorySnapshot; after: MemorySnapshot; warmUp: number; cycles: number }> {
  const context = await browser.newContext({ viewport: benchConfig.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(listenerCounterScript);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${baseUrl}/preact.html`);
    await page.waitForLoadState('networkidle');
    // Warm-up first, so code loaded on first use and caches are in both snapshots.
    await cycle(page, benchConfig.warmUpCycles);
    await page.waitForLoadState('networkidle');
    const before = await snapshotWithoutWidget(page, cdp);
    await cycle(page, cycles);
    const after = await snapshotWithoutWidget(page, cdp);
    return { before, after, warmUp: benchConfig.warmUpCycles, cycles };
  } finally {
    await context.close();
  }
}
