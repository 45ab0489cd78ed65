import type { Browser, CDPSession, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, openPage } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

interface Counts {
  /** Live DOM nodes in the renderer, attached or detached (Memory.getDOMCounters). */
  nodes: number;
  /** Live JS event listeners on DOM nodes and window. */
  jsEventListeners: number;
  documents: number;
  /** Listeners on window and on document, as DevTools lists them. */
  windowListeners: number;
  documentListeners: number;
  /** `<style>` elements in the host document. */
  styles: number;
}

async function listenersOf(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.length;
}

/**
 * Counts once they hold still: on a busy machine the last unmount's effects and timers may not have
 * settled yet, and a count taken then is off by a few nodes either way. A leak never settles back.
 */
async function measure(page: Page, cdp: CDPSession): Promise<Counts> {
  let previous = await measureOnce(page, cdp);
  for (let round = 0; round < 20; round += 1) {
    const current = await measureOnce(page, cdp);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

/** Counts after a full garbage collection: what is still alive is what leaked. */
async function measureOnce(page: Page, cdp: CDPSession): Promise<Counts> {
  // Twice: the first collection can leave objects that only become unreachable through finalisers.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    nodes: counters.nodes,
    jsEventListeners: counters.jsEventListeners,
    documents: counters.documents,
    windowListeners: await listenersOf(cdp, 'window'),
    documentListeners: await listenersOf(cdp, 'document'),
    styles: await page.evaluate(() => document.querySelectorAll('style').length),
  };
}

/** Mounts a panel, waits until its page has rendered, removes it; `times` times, one after another. */
function cycle(page: Page, times: number): Promise<void> {
  return page.evaluate(async (count) => {
    const slot = document.getElementById('slot')!;
    for (let index = 0; index < count; index += 1) {
      const panel = document.createElement('raider-panel');
      const ready = new Promise((resolve) => panel.addEventListener('raider-panel:ready', resolve, { once: true }));
      slot.append(panel);
      await ready;
      // Until the page is whole (its heading, and the raid card that loads after the first paint no
      // longer busy), so each cycle mounts and unmounts every part.
      const whole = () => panel.shadowRoot?.querySelector('h1') && !panel.shadowRoot.querySelector('[aria-busy="true"]');
      while (!whole()) await new Promise((resolve) => requestAnimationFrame(resolve));
      panel.remove();
    }
    // Effects and timers of the last unmount settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }, times);
}

describe('mount / unmount cycles', () => {
  test('100 cycles leave no nodes, listeners or style elements behind', async () => {
    const { page, errors } = await openPage(browser);
    await page.route(`${baseUrl()}/cycles.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Cykle</title></head><body><div id="slot"></div><script src="/raider-panel.js"></script></body></html>',
      }),
    );
    await page.goto(`${baseUrl()}/cycles.html`);
    await page.waitForFunction(() => customElements.get('raider-panel'));
    const cdp = await page.context().newCDPSession(page);

    // Warm-up: loads every chunk and fills the caches the code keeps once per page (not per widget).
    await cycle(page, 5);
    const before = await measure(page, cdp);

    // The measure sees a widget: one mounted panel adds nodes, listeners (window and its own) and styles.
    await page.evaluate(async () => {
      const panel = document.createElement('raider-panel');
      panel.id = 'probe';
      const ready = new Promise((resolve) => panel.addEventListener('raider-panel:ready', resolve, { once: true }));
      document.getElementById('slot')!.append(panel);
      await ready;
      // As in a cycle: the raid card arrives after the first paint.
      const whole = () => panel.shadowRoot?.querySelector('h1') && !panel.shadowRoot.querySelector('[aria-busy="true"]');
      while (!whole()) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const mounted = await measure(page, cdp);
    expect(mounted.nodes).toBeGreaterThan(before.nodes + 100);
    expect(mounted.windowListeners).toBeGreaterThan(before.windowListeners);
    expect(mounted.jsEventListeners).toBeGreaterThan(before.jsEventListeners);
    expect(await page.evaluate(() => document.getElementById('probe')!.shadowRoot!.querySelectorAll('style').length)).toBeGreaterThan(0);
    await page.evaluate(() => document.getElementById('probe')!.remove());

    await cycle(page, 100);
    const after = await measure(page, cdp);

    // Exact equality for listeners and styles. Nodes may only stay or fall: a leaked widget would keep
    // hundreds alive, while the warm-up's last nodes can still be awaiting collection when \`before\` is
    // taken (seen with a busy core: 30 before, 10 after).
    const { nodes: nodesAfter, ...restAfter } = after;
    const { nodes: nodesBefore, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    expect(nodesAfter).toBeLessThanOrEqual(nodesBefore);
    expect(await page.evaluate(() => document.querySelectorAll('raider-panel').length)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
