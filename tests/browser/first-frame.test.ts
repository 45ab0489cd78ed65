import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { renamedSampleGuild } from '../fixtures/renamed-guild';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { hostPage, openPage, widgetHeading } from './page-helpers';

/**
 * The first frame is the guild's own: a server running another guild's config never lets the bundled
 * sample guild reach the page, not even for one frame, in the site or in a widget.
 */
const guildName = 'Srebrny Zmierzch';
const customGuild = renamedSampleGuild(guildName);

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile({ guildConfig: customGuild });

interface Frame {
  /** Visible text of the page and of every widget's shadow root. */
  text: string;
  /** `dark` / `light` class of `<html>` and of the first widget. */
  htmlMode: string;
  widgetMode: string;
  /** Background colour the first content sits on (the widget's root, else `<body>`). */
  background: string;
}

interface Recorded {
  frames: Frame[];
  /** Every state of the DOM (after each batch of mutations) that contained the sample guild's name. */
  sampleSeen: string[];
  shifts: number;
}

/**
 * Runs before any page script: a log of every animation frame that has content (read in the frame's
 * `requestAnimationFrame`, i.e. what that frame paints), a mutation watch over the document and every
 * shadow root that notes any state holding the sample guild's name, and the page's layout shifts.
 */
function recordFrames(sampleName: string): void {
  const recorded: Recorded = { frames: [], sampleSeen: [], shifts: 0 };
  (window as unknown as { recorded: Recorded }).recorded = recorded;
  const roots: Array<Document | ShadowRoot> = [document];
  const markup = () => roots.map((root) => (root instanceof Document ? root.documentElement.outerHTML : root.innerHTML)).join('\n');
  const check = () => {
    const html = markup();
    if (html.includes(sampleName))
      recorded.sampleSeen.push(html.slice(Math.max(0, html.indexOf(sampleName) - 200), html.indexOf(sampleName) + 100));
  };
  const observer = new MutationObserver(check);
  const watch = (root: Node) => observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  watch(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    watch(root);
    return root;
  };
  const modeOf = (element: Element | null) =>
    element?.classList.contains('dark') ? 'dark' : element?.classList.contains('light') ? 'light' : '';
  const frame = () => {
    const widget = document.querySelector('raider-panel');
    const widgetText = widget?.shadowRoot ? ((widget.shadowRoot.querySelector('.rp-root') as HTMLElement | null)?.innerText ?? '') : '';
    const text = `${document.body?.innerText ?? ''}\n${widgetText}`.trim();
    if (text) {
      const surface = (widget?.shadowRoot?.querySelector('.rp-root') as HTMLElement | null) ?? document.body;
      recorded.frames.push({
        text,
        htmlMode: modeOf(document.documentElement),
        widgetMode: modeOf(widget),
        background: getComputedStyle(surface).backgroundColor,
      });
    }
    if (recorded.frames.length < 30) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) recorded.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
}

/** Waits for the recorded frames; the first must name the guild, and no frame may show the sample guild or shift. */
async function cleanFirstFrame(page: Page): Promise<Frame> {
  await expect.poll(async () => (await recorded(page)).frames.length).toBeGreaterThan(5);
  const { frames, sampleSeen, shifts } = await recorded(page);
  expect(frames[0]!.text).toContain(guildName);
  expect(sampleSeen).toEqual([]);
  expect(shifts).toBe(0);
  return frames[0]!;
}

/** Channel values of a computed `rgb(…)` colour, to tell a dark surface from a light one. */
function brightness(color: string): number {
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (red + green + blue) / 3;
}

describe('the first frame with a server running its own guild config', () => {
  test('the site paints the guild’s name in its first frame, dark on a dark system, with no layout shift', async () => {
    const { page, errors } = await openPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(recordFrames, sampleGuild.name);
    await page.goto(`${own.url}/`);
    await expect.poll(() => page.locator('#app h1').first().innerText()).toBe(guildName);
    const first = await cleanFirstFrame(page);
    expect(first.htmlMode).toBe('dark');
    expect(brightness(first.background)).toBeLessThan(80);
    expect(await page.title()).toBe(guildName);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a widget paints the guild’s name in its first frame, in the colour mode its attribute forces', async () => {
    const { page, errors } = await openPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(recordFrames, sampleGuild.name);
    const firstScreen: string[] = [];
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/first-screen')) firstScreen.push(request.url());
      else if (request.url().includes('/api/')) apiRequests.push(request.url());
    });
    await hostPage(
      page,
      `${own.url}/first-frame.html`,
      '<raider-panel color-mode="light"></raider-panel><script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => widgetHeading(page)).toBe(guildName);
    const first = await cleanFirstFrame(page);
    expect(first.widgetMode).toBe('light');
    expect(brightness(first.background)).toBeGreaterThan(200);
    // One early request for the config (the loader's), never a second one for it; after the first paint
    // only the kept schedule (and the adapter's health check): its nights, so the home page shows
    // cancelled ones, and its series, the guild's week.
    await page.waitForLoadState('networkidle');
    expect(firstScreen).toHaveLength(1);
    expect(apiRequests.map((request) => new URL(request).pathname).sort()).toEqual(['/api/health', '/api/raids', '/api/series']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('with no server answering (a plain static host), the bundled guild is the guild', async () => {
    const { page } = await openPage(browser);
    await page.route(`${own.url}/api/**`, (route) => route.fulfill({ status: 404, body: 'Nie znaleziono' }));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await hostPage(page, `${own.url}/static-host.html`, '<raider-panel></raider-panel><script src="/raider-panel.js" async></script>');
    await expect.poll(() => widgetHeading(page)).toBe(sampleGuild.name);
    await page.waitForLoadState('networkidle');
    // Nothing to check, so no config checker is downloaded.
    expect(requested.filter((path) => path.includes('load-guild-config'))).toEqual([]);
    await page.context().close();
  });
});
