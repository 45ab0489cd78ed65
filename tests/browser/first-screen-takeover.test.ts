import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { renamedSampleGuild } from '../fixtures/renamed-guild';
import { serveDirectory } from '../bench/speed/static-server';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { focusedElement, holdRequests, hostPage, openPage, widgetHeading } from './page-helpers';

/**
 * The first screen rendered ahead of time: the loader paints it before the core has arrived (the core
 * is held here, so the painted screen is all there is), and the app takes it over without a frame
 * without content, a layout shift, or the keyboard focus and the clicks on it being lost.
 */
const guildName = 'Srebrny Zmierzch';
const customGuild = renamedSampleGuild(guildName);
const core = /\/assets\/core-[\w-]+\.js$/;
const widget = '<raider-panel></raider-panel><p id="after">Dalej na stronie gildii</p><script src="/raider-panel.js" async></script>';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile({ guildConfig: customGuild });

/** Layout shifts (without recent input) after `window.shiftsFrom` is set, counted from page start. */
function countShifts(): void {
  const page = window as unknown as { shifts: number[] };
  page.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) page.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);

/** Whether the widget shows the painted screen (`painted`), the app's own tree (`app`), or nothing yet. */
function widgetState(page: Page): Promise<'painted' | 'app' | 'none'> {
  return page.evaluate(() => {
    const root = document.querySelector('raider-panel')?.shadowRoot;
    if (root?.querySelector('[data-first-screen] h1')) return 'painted';
    return root?.querySelector('.rp-root h1') ? 'app' : 'none';
  });
}

/** Text of the heading on the painted first screen. */
const paintedHeading = (page: Page) => page.locator('raider-panel [data-first-screen] h1').first().innerText();

/**
 * How many style rules (in the widget's shadow root, or the site's document: their own sheets and the
 * adopted ones) style the first `<h1>`'s class, and how many are the base rules' box-sizing rule.
 */
function styleRuleCounts(page: Page, where: 'widget' | 'site'): Promise<{ heading: number; base: number }> {
  return page.evaluate((where) => {
    const scope = where === 'widget' ? document.querySelector('raider-panel')!.shadowRoot! : document;
    const heading = `.${scope.querySelector('h1')!.className}`;
    const rules = [...scope.styleSheets, ...scope.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    return {
      heading: rules.filter((rule) => rule.selectorText.split(/[ ,:>]/).includes(heading)).length,
      base: rules.filter((rule) => rule.selectorText.startsWith('*') && rule.style.boxSizing === 'border-box').length,
    };
  }, where);
}

/** Presses Tab until the focused element's description starts with `wanted` (at most 20 times). */
async function tabTo(page: Page, wanted: string): Promise<void> {
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedElement(page)).description.startsWith(wanted)) return;
  }
  throw new Error(`Tab never reached ${wanted}`);
}

describe('the first screen rendered ahead of time', () => {
  test('shows the guild’s own screen before the core runs; the app takes it over keeping focus, with no shift', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(countShifts);
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${own.url}/takeover.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    expect(await paintedHeading(page)).toBe(guildName);
    expect(await page.locator('raider-panel').evaluate((host, name) => host.shadowRoot!.innerHTML.includes(name), sampleGuild.name)).toBe(
      false,
    );

    await tabTo(page, 'a "Panel rajdowca"');
    const shiftsBeforeTakeover = await shifts(page);
    releaseCore();
    await expect.poll(() => widgetState(page)).toBe('app');

    // Focus moved to the same link of the app's tree, which now handles the keyboard itself.
    const { description, handle } = await focusedElement(page);
    expect(description).toBe('a "Panel rajdowca"');
    expect(await handle!.evaluate((link) => link.isConnected && !link.closest('[data-first-screen]'))).toBe(true);
    expect(await shifts(page)).toBe(shiftsBeforeTakeover);
    // The painted screen's rules were compiled ahead of time, the base rules with them: the app put them
    // in once, compiling none again and adding no second copy of the base.
    expect(await styleRuleCounts(page, 'widget')).toEqual({ heading: 1, base: 1 });
    await page.keyboard.press('Enter');
    await expect.poll(() => widgetHeading(page)).toBe('Zaloguj się');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a link clicked on the painted screen is followed once the app has taken over', async () => {
    const { page, errors } = await openPage(browser);
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${own.url}/takeover-click.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    await page.locator('raider-panel').getByRole('link', { name: 'Wartości' }).first().click();
    // The host page's URL is left alone (memory routing), and nothing else happens until the app is in.
    expect(new URL(page.url()).pathname).toBe('/takeover-click.html');
    expect(await widgetState(page)).toBe('painted');
    releaseCore();
    await expect.poll(() => widgetHeading(page)).toBe('Nasze wartości');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('on a phone, the menu button pressed on the painted screen opens the app’s menu once it has taken over', async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740 });
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${own.url}/takeover-phone.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    const menu = page.locator('raider-panel').getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    releaseCore();
    await expect.poll(() => widgetState(page)).toBe('app');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.locator('raider-panel').getByRole('link', { name: 'Manifest', exact: true }).first().click();
    await expect.poll(() => widgetHeading(page)).toBe('Manifest');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('is painted dark on a dark system and light where the element forces it', async () => {
    const { page } = await openPage(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    const releaseCore = await holdRequests(page, core);
    await hostPage(
      page,
      `${own.url}/takeover-modes.html`,
      '<raider-panel id="system"></raider-panel><raider-panel id="forced" color-mode="light"></raider-panel><script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => widgetState(page)).toBe('painted');
    const modes = () => page.evaluate(() => ['system', 'forced'].map((id) => document.getElementById(id)!.className));
    expect(await modes()).toEqual(['dark', 'light']);
    const background = await page
      .locator('#system')
      .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('.rp-root')!).backgroundColor);
    expect(background).toBe('rgb(15, 23, 42)');
    releaseCore();
    await expect.poll(() => page.locator('#forced [data-first-screen]').count()).toBe(0);
    expect(await modes()).toEqual(['dark', 'light']);
    await page.context().close();
  });

  test('the colour switch is right from the first frame: the raider’s choice, and none where the mode is forced', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem('raider-panel:color-mode', 'dark'));
    await page.addInitScript(countShifts);
    const releaseCore = await holdRequests(page, core);
    await hostPage(
      page,
      `${own.url}/takeover-switch.html`,
      '<raider-panel id="forced" color-mode="light"></raider-panel><raider-panel id="chosen"></raider-panel><script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => widgetState(page)).toBe('painted');
    // Each switch's label and which of its icons (system, light, dark) shows.
    const switches = (id: string) =>
      page
        .locator(`#${id}`)
        .evaluate((host) =>
          [...host.shadowRoot!.querySelectorAll('button[data-preference]')].map((button) => [
            button.ariaLabel,
            [...button.querySelectorAll('svg')].map((icon) => getComputedStyle(icon).display !== 'none'),
          ]),
        );
    const chosen = ['Motyw: ciemny. Zmień na systemowy', [false, false, true]];
    expect(await switches('chosen')).toEqual([chosen]);
    expect(await switches('forced')).toEqual([]);
    // Focus on a link after the switch's place: the forced element's painted screen lines up with the app's.
    await tabTo(page, 'a "Harmonogram rajdów"');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('forced');
    const shiftsBeforeTakeover = await shifts(page);
    releaseCore();
    await expect.poll(() => page.locator('raider-panel [data-first-screen]').count()).toBe(0);
    // The hydrated switches are the painted ones, as they were.
    expect(await switches('chosen')).toEqual([chosen]);
    expect(await switches('forced')).toEqual([]);
    const { description, handle } = await focusedElement(page);
    expect(description).toBe('a "Harmonogram rajdów"');
    expect(await handle!.evaluate((link) => link.isConnected && !link.closest('[data-first-screen]'))).toBe(true);
    expect(await shifts(page)).toBe(shiftsBeforeTakeover);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an element showing another route, config or language is left for the app to paint', async () => {
    const { page } = await openPage(browser);
    const releaseCore = await holdRequests(page, core);
    await hostPage(
      page,
      `${own.url}/takeover-skips.html`,
      '<raider-panel id="home"></raider-panel><raider-panel id="values" route="/values"></raider-panel>' +
        '<raider-panel id="english" ui-locale="en"></raider-panel><raider-panel id="demo" api="local"></raider-panel>' +
        '<script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => widgetState(page)).toBe('painted');
    const painted = () =>
      page.evaluate(() => [...document.querySelectorAll('raider-panel')].filter((host) => host.shadowRoot).map((host) => host.id));
    expect(await painted()).toEqual(['home']);
    releaseCore();
    await expect.poll(() => widgetHeading(page, '#values')).toBe('Nasze wartości');
    await page.context().close();
  });
});

/**
 * The painted screen with an element the app does not render, at the end of the header's first link
 * (the guild's name): it comes before the navigation, the menu button and the heading among the
 * screen's elements, so a takeover that matched elements by their place would move focus, keep a
 * selection or make a click on the element before the one the raider used. Hydration keeps the very
 * elements, and drops the stray one.
 */
const extraElement = '<i hidden data-not-the-app></i>';
const withExtraElement = (html: string) => html.replace('</span></a>', `</span>${extraElement}</a>`);

/** The widget's `/api/first-screen` answer with `withExtraElement` applied to its screen. */
async function paintExtraElement(page: Page): Promise<void> {
  await page.route(/\/api\/first-screen$/, async (route) => {
    const answer = (await (await route.fetch()).json()) as { screen: { html: string } };
    answer.screen.html = withExtraElement(answer.screen.html);
    await route.fulfill({ json: answer });
  });
}

/** Marks an element of the page with a property only that very object carries (no attribute to copy). */
const mark = (handle: ElementHandle | null) => handle!.evaluate((element) => ((element as unknown as { painted: boolean }).painted = true));
const marked = (handle: ElementHandle | null) =>
  handle!.evaluate((element) => (element as unknown as { painted?: boolean }).painted === true);

describe('what a raider did on the painted screen survives the app’s start, whatever the markup', () => {
  test('keyboard focus stays on the very link, which the app then handles', async () => {
    const { page, errors } = await openPage(browser);
    await paintExtraElement(page);
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${own.url}/hydrate-focus.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    const stray = () => page.locator('raider-panel').evaluate((host) => host.shadowRoot!.querySelector('[data-not-the-app]') !== null);
    expect(await stray()).toBe(true);
    await tabTo(page, 'a "Panel rajdowca"');
    await mark((await focusedElement(page)).handle);
    releaseCore();
    await expect.poll(() => widgetState(page)).toBe('app');
    const { description, handle } = await focusedElement(page);
    expect(description).toBe('a "Panel rajdowca"');
    expect(await marked(handle)).toBe(true);
    expect(await stray()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => widgetHeading(page)).toBe('Zaloguj się');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a selection of the heading’s text stays selected', async () => {
    const { page, errors } = await openPage(browser);
    await paintExtraElement(page);
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${own.url}/hydrate-selection.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    const selected = () =>
      page.locator('raider-panel').evaluate((host) => {
        const root = host.shadowRoot! as ShadowRoot & { getSelection(): Selection | null };
        const selection = root.getSelection();
        const heading = root.querySelector('h1');
        const within = !!selection?.anchorNode && !!heading?.contains(selection.anchorNode) && selection.anchorNode.isConnected;
        return { text: selection?.toString() ?? '', within };
      });
    await page.locator('raider-panel').evaluate((host) => {
      const range = document.createRange();
      range.selectNodeContents(host.shadowRoot!.querySelector('h1')!);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    expect(await selected()).toEqual({ text: guildName, within: true });
    releaseCore();
    await expect.poll(() => widgetState(page)).toBe('app');
    expect(await selected()).toEqual({ text: guildName, within: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a click on a link is made again on that link', async () => {
    const { page, errors } = await openPage(browser);
    await paintExtraElement(page);
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${own.url}/hydrate-click.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    await page.locator('raider-panel').getByRole('link', { name: 'Manifest', exact: true }).first().click();
    expect(await widgetState(page)).toBe('painted');
    releaseCore();
    await expect.poll(() => widgetHeading(page)).toBe('Manifest');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('on the site, a press of the phone menu is made again on that button', async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740 });
    await page.route(`${own.url}/`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: withExtraElement(await answer.text()) });
    });
    const releaseEntry = await holdRequests(page, /\/assets\/site-[\w-]+\.js$/);
    await page.goto(`${own.url}/`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await page.locator('[data-first-screen] [data-not-the-app]').waitFor({ state: 'attached' });
    await mark(await menu.elementHandle());
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    releaseEntry();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await marked(await menu.elementHandle())).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the standalone site’s first screen, in its HTML', () => {
  const siteEntry = /\/assets\/site-[\w-]+\.js$/;
  const paintedDisplay = (page: Page) =>
    page.evaluate(() => {
      const painted = document.querySelector('[data-first-screen]');
      return painted ? getComputedStyle(painted).display : 'gone';
    });

  test('shows the guild’s home page with no script at all', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${own.url}/`);
    expect(await page.locator('[data-first-screen] h1').innerText()).toBe(guildName);
    expect(await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link').count()).toBeGreaterThan(4);
    expect(await page.content()).not.toContain(sampleGuild.name);
    await context.close();
  });

  test('is taken over by the app keeping keyboard focus; a deep link never shows the home page first', async () => {
    const { page, errors } = await openPage(browser);
    const releaseEntry = await holdRequests(page, siteEntry);
    // The held module script holds DOMContentLoaded and load too: wait for the markup itself.
    await page.goto(`${own.url}/`, { waitUntil: 'commit' });
    await page.locator('[data-first-screen] h1').waitFor();
    expect(await paintedDisplay(page)).toBe('flex');
    await tabTo(page, 'a "Panel rajdowca"');
    releaseEntry();
    await expect.poll(() => paintedDisplay(page)).toBe('gone');
    const { description, handle } = await focusedElement(page);
    expect(description).toBe('a "Panel rajdowca"');
    expect(await handle!.evaluate((link) => link.closest('#app') !== null)).toBe(true);
    expect(await styleRuleCounts(page, 'site')).toEqual({ heading: 1, base: 1 });
    expect(errors).toEqual([]);

    const deepLink = await openPage(browser);
    const releaseDeepLink = await holdRequests(deepLink.page, siteEntry);
    await deepLink.page.goto(`${own.url}/#/values`, { waitUntil: 'commit' });
    await deepLink.page.locator('[data-first-screen] h1').waitFor({ state: 'attached' });
    expect(await paintedDisplay(deepLink.page)).toBe('none');
    releaseDeepLink();
    await expect.poll(() => deepLink.page.locator('#app h1').innerText()).toBe('Nasze wartości');
    expect(await paintedDisplay(deepLink.page)).toBe('gone');
    await deepLink.context.close();
    await page.context().close();
  });

  test('shows the colour switch as the raider chose it, before the app runs', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem('raider-panel:color-mode', 'light'));
    const releaseEntry = await holdRequests(page, siteEntry);
    await page.goto(`${own.url}/`, { waitUntil: 'commit' });
    const label = 'Motyw: jasny. Zmień na ciemny';
    // Its label, and which of its icons (system, light, dark) shows.
    const shown = (root: string) =>
      page
        .locator(`${root} button[data-preference]`)
        .evaluate((button) => [
          button.ariaLabel,
          [...button.querySelectorAll('svg')].map((icon) => getComputedStyle(icon).display !== 'none'),
        ]);
    await expect.poll(() => shown('[data-first-screen]')).toEqual([label, [false, true, false]]);
    releaseEntry();
    await expect.poll(() => paintedDisplay(page)).toBe('gone');
    expect(await shown('#app')).toEqual([label, [false, true, false]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('paints nothing until the parser has read the whole screen, so no frame shows part of it', async () => {
    const html = (await fetch(`${own.url}/`).then((answer) => answer.text())).replace(/<script type="module"[^>]*><\/script>/g, '');
    const waitForWholeScreen = '<link rel="expect" href="#app" blocking="render">';
    expect(html).toContain(waitForWholeScreen);
    // Both pages arrive cut in the header, between the guild's name and the buttons beside it; the
    // second without the line that holds the first frame.
    const pages = await Promise.all(
      [html, html.replace(waitForWholeScreen, '')].map(async (variant) => {
        const split = await serveInTwoParts(variant, variant.indexOf('</a>', variant.indexOf(`>${guildName}<`)));
        const { page } = await openPage(browser, { width: 412, height: 823 });
        // At each frame: whether the whole screen (up to the app's element after it) was there.
        await page.addInitScript(() => {
          const seen: boolean[] = ((window as unknown as { screenAtFrame: boolean[] }).screenAtFrame = []);
          const tick = () => {
            seen.push(document.getElementById('app') !== null);
            if (seen.length < 3) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        await page.goto(split.url, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.querySelector('[data-first-screen] header'), undefined, { polling: 20 });
        return { page, split };
      }),
    );
    const [whole, cut] = pages.map(
      ({ page }) =>
        () =>
          page.evaluate(() => (window as unknown as { screenAtFrame: boolean[] }).screenAtFrame),
    );
    // The page without the line paints half a screen while it waits for the rest…
    await expect.poll(cut!).toContain(false);
    // …and meanwhile the page with it has painted nothing, then shows the whole screen at its first frame.
    expect(await whole!()).toEqual([]);
    for (const { split } of pages) split.release();
    await expect.poll(async () => (await whole!())[0]).toBe(true);
    for (const { page, split } of pages) {
      await page.context().close();
      await split.close();
    }
  });

  test('on a phone, the menu button pressed before the app runs opens the app’s menu once it has taken over', async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740 });
    const releaseEntry = await holdRequests(page, siteEntry);
    await page.goto(`${own.url}/`, { waitUntil: 'commit' });
    const paintedMenu = page.locator('[data-first-screen]').getByRole('button', { name: 'Menu' });
    await paintedMenu.click();
    expect(await paintedMenu.getAttribute('aria-expanded')).toBe('false');
    releaseEntry();
    await expect.poll(() => paintedDisplay(page)).toBe('gone');
    const menu = page.locator('#app').getByRole('button', { name: 'Menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('on a plain static host', () => {
  test('the build’s own first screen paints the bundled guild, and no config checker is downloaded', async () => {
    const site = await serveDirectory('dist/site');
    const { page } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const releaseCore = await holdRequests(page, core);
    await hostPage(page, `${site.url}/static-host.html`, widget);
    await expect.poll(() => widgetState(page)).toBe('painted');
    expect(await paintedHeading(page)).toBe(sampleGuild.name);
    releaseCore();
    await expect.poll(() => widgetState(page)).toBe('app');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('load-guild-config'))).toEqual([]);
    await page.context().close();
    await site.close();
  });
});

/**
 * Serves `html` in two parts, the second only after `release()`: a page arriving over a slow link.
 * Nothing else is served; the page's module scripts are left out by the caller.
 */
async function serveInTwoParts(html: string, cut: number): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.write(html.slice(0, cut));
    void released.then(() => response.end(html.slice(cut)));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    release,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
