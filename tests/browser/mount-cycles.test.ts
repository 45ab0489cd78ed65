import type { Browser, CDPSession, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, openPage } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

interface Counts {
  /** Live DOM nodes in the renderer, attached or detached (Memory.getDOMCounters). */
  nodes: number;
  /** Live JS event listeners of every kind: on window, document and every node, detached ones included. */
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
 * What is alive right after the last unmount, after a full garbage collection: no waiting for timers or
 * answers to settle, so anything a widget left running (a request, a timer, a subscription) that still
 * holds it is counted.
 */
async function measure(page: Page, cdp: CDPSession): Promise<Counts> {
  // Chromium keeps the host page's last layout, which points at the removed elements' boxes, until the
  // next layout: that one is the browser's, not the widget's, so it is taken first.
  const styles = await page.evaluate(() => {
    document.body.getBoundingClientRect();
    return document.querySelectorAll('style').length;
  });
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
    styles,
  };
}

/**
 * Mounts a panel, waits until its page has rendered, removes it; `times` times, one after another.
 * `whole`: until the page is whole (its heading, and no part still loading), so each cycle mounts and
 * unmounts every part; else as soon as the widget says it is ready (its first page rendered).
 */
function cycle(page: Page, times: number, { whole }: { whole: boolean }): Promise<void> {
  return page.evaluate(
    async ({ count, whole }) => {
      const slot = document.getElementById('slot')!;
      for (let index = 0; index < count; index += 1) {
        const panel = document.createElement('raider-panel');
        const ready = new Promise((resolve) => panel.addEventListener('raider-panel:ready', resolve, { once: true }));
        slot.append(panel);
        await ready;
        const isWhole = () => panel.shadowRoot?.querySelector('h1') && !panel.shadowRoot.querySelector('[aria-busy="true"]');
        if (whole) while (!isWhole()) await new Promise((resolve) => requestAnimationFrame(resolve));
        panel.remove();
      }
    },
    { count: times, whole },
  );
}

/**
 * A host page with a slot, the widget's script loaded and its element defined. `inSlot`: elements in
 * the page's HTML, which the loader paints and the app hydrates.
 */
async function openCyclesPage(inSlot = ''): Promise<{ page: Page; cdp: CDPSession; errors: string[] }> {
  const { page, errors } = await openPage(browser);
  await page.route(`${baseUrl()}/cycles.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Cykle</title></head><body><div id="slot">${inSlot}</div><script src="/raider-panel.js"></script></body></html>`,
    }),
  );
  await page.goto(`${baseUrl()}/cycles.html`);
  await page.waitForFunction(() => customElements.get('raider-panel'));
  const cdp = await page.context().newCDPSession(page);
  return { page, cdp, errors };
}

describe('mount / unmount cycles', () => {
  test('100 cycles leave no nodes, listeners or style elements behind', async () => {
    const { page, cdp, errors } = await openCyclesPage();

    // The first cycle loads every chunk of the page: what it leaves is the page's, not a widget's.
    await cycle(page, 1, { whole: true });
    const afterFirst = await measure(page, cdp);

    // The measure sees a widget: one mounted panel adds nodes, listeners (window and its own) and styles.
    await page.evaluate(async () => {
      const panel = document.createElement('raider-panel');
      panel.id = 'probe';
      const ready = new Promise((resolve) => panel.addEventListener('raider-panel:ready', resolve, { once: true }));
      document.getElementById('slot')!.append(panel);
      await ready;
      // As in a cycle: until no part is still loading.
      const whole = () => panel.shadowRoot?.querySelector('h1') && !panel.shadowRoot.querySelector('[aria-busy="true"]');
      while (!whole()) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const mounted = await measure(page, cdp);
    expect(mounted.nodes).toBeGreaterThan(afterFirst.nodes + 100);
    expect(mounted.windowListeners).toBeGreaterThan(afterFirst.windowListeners);
    expect(mounted.jsEventListeners).toBeGreaterThan(afterFirst.jsEventListeners);
    expect(await page.evaluate(() => document.getElementById('probe')!.shadowRoot!.querySelectorAll('style').length)).toBeGreaterThan(0);
    await page.evaluate(() => document.getElementById('probe')!.remove());

    await cycle(page, 100, { whole: true });
    expect(await measure(page, cdp)).toEqual(afterFirst);
    expect(await page.evaluate(() => document.querySelectorAll('raider-panel').length)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('painted and hydrated widgets leave nothing behind: the page is as if they had never been', async () => {
    /** After one cycle (every chunk of the page loaded), what the page holds. */
    const measureAfterCycle = async (inSlot: string, before?: (page: Page) => Promise<void>) => {
      const { page, cdp, errors } = await openCyclesPage(inSlot);
      await before?.(page);
      await cycle(page, 1, { whole: true });
      const counts = await measure(page, cdp);
      expect(errors).toEqual([]);
      await page.context().close();
      return counts;
    };
    const never = await measureAfterCycle('');
    const painted = await measureAfterCycle('<raider-panel></raider-panel><raider-panel></raider-panel>', async (page) => {
      // Both were painted by the loader, then hydrated (the painted root loses its mark) and whole.
      const state = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('raider-panel')].map((panel) => {
            const root = panel.shadowRoot;
            if (!root?.querySelector('h1') || root.querySelector('[aria-busy="true"]')) return 'loading';
            return root.querySelector('[data-first-screen]') ? 'painted' : 'hydrated';
          }),
        );
      await expect.poll(state).toEqual(['hydrated', 'hydrated']);
      // While mounted each keeps the sheet the loader adopted (its rules, taken as compiled); removed,
      // its shadow root is left empty, the sheet gone too.
      const left = await page.evaluate(() => {
        const roots = [...document.querySelectorAll('raider-panel')].map((panel) => panel.shadowRoot!);
        const sheetsWhileMounted = roots.map((root) => root.adoptedStyleSheets.length);
        document.querySelectorAll('raider-panel').forEach((panel) => panel.remove());
        return { sheetsWhileMounted, afterRemoval: roots.map((root) => root.adoptedStyleSheets.length + root.childNodes.length) };
      });
      expect(left).toEqual({ sheetsWhileMounted: [1, 1], afterRemoval: [0, 0] });
    });
    expect(painted).toEqual(never);
  });

  test('a widget removed while its requests are still on their way is not kept by them', async () => {
    const { page, cdp } = await openCyclesPage();
    // From now on the guild's server takes every request and answers none until the test ends.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => void held.push(route),
    );
    /** One cycle: each widget is removed once its health check is out, unanswered. */
    const cycleWhileAsking = async (times: number) => {
      for (let index = 0; index < times; index += 1) {
        const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health');
        await page.evaluate(async () => {
          const panel = document.createElement('raider-panel');
          panel.id = 'cycling';
          const ready = new Promise((resolve) => panel.addEventListener('raider-panel:ready', resolve, { once: true }));
          document.getElementById('slot')!.append(panel);
          await ready;
        });
        const health = await asked;
        // The widget's unmount aborts what it asked: measured only once the request has failed, so a
        // count never sees a widget whose abort is still on its way.
        const aborted = page.waitForEvent('requestfailed', (failed) => failed === health);
        await page.evaluate(() => document.getElementById('cycling')!.remove());
        await aborted;
      }
    };

    await cycleWhileAsking(1);
    const afterFirst = await measure(page, cdp);
    await cycleWhileAsking(100);
    expect(held.filter((route) => new URL(route.request().url()).pathname === '/api/health')).toHaveLength(101);
    expect(await measure(page, cdp)).toEqual(afterFirst);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});
