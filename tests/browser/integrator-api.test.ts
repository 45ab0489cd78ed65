import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, holdLoader, hostPage, openPage, settledWarnings, watchWarnings, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** The accessible name of a widget's notification region: shows which `ui-locale` it speaks. */
function regionLabel(page: Page, host = 'raider-panel'): Promise<string | null> {
  // The notification region (the widget's root is a region too: its landmark).
  return page.locator(`${host} [role="region"][data-position]`).first().getAttribute('aria-label');
}

function notFoundText(page: Page, host = 'raider-panel'): Promise<string> {
  return page.locator(`${host} [data-status="404"] p`).last().innerText();
}

/** Every `raider-panel:*` event heard on `document`, with the tag of its target. */
const recordEventsScript = `(() => {
  window.__events = [];
  for (const type of ['raider-panel:ready', 'raider-panel:navigate', 'raider-panel:signup', 'raider-panel:error']) {
    document.addEventListener(type, (event) => {
      window.__events.push({ type: event.type, detail: event.detail, target: event.target.id || event.target.localName, bubbles: event.bubbles, composed: event.composed });
    });
  }
})();`;

interface RecordedEvent {
  type: string;
  detail: Record<string, unknown>;
  target: string;
  bubbles: boolean;
  composed: boolean;
}

function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { __events: RecordedEvent[] }).__events);
}

describe('script-tag install', () => {
  test('works with the script before the element, and for elements added later or from a template', async () => {
    const { page, errors } = await openPage(browser);
    await hostPage(page, `${baseUrl()}/script-first.html`, '<raider-panel route="/values"></raider-panel>', {
      head: '<script src="/raider-panel.js"></script>',
    });
    await expect.poll(() => widgetHeading(page)).toBe('Nasze wartości');

    await page.goto(`${baseUrl()}/examples/after-load.html`);
    await page.waitForFunction(() => customElements.get('raider-panel'));
    expect(await page.locator('raider-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Dodaj panel z harmonogramem' }).click();
    await expect.poll(() => widgetHeading(page, '#added')).toBe('Harmonogram rajdów');
    await page.getByRole('button', { name: 'Dodaj panel z szablonu' }).click();
    await expect.poll(() => widgetHeading(page, '.from-template raider-panel')).toBe('Opinie rajdowców');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('data-* settings on the script tag are defaults for every element; a bad one warns once', async () => {
    const { page, errors } = await openPage(browser);
    const warnings = watchWarnings(page);
    await hostPage(
      page,
      `${baseUrl()}/page-defaults.html`,
      '<raider-panel id="a"></raider-panel><raider-panel id="b" ui-locale="en"></raider-panel>' +
        '<script src="/raider-panel.js" async data-ui-locale="pl" data-route="/zaginiona" data-routing="sideways" data-cfasync="false"></script>',
    );
    await expect.poll(() => notFoundText(page, '#a')).toBe('Nie znaleziono strony: /zaginiona');
    await expect.poll(() => notFoundText(page, '#b')).toBe('Page not found: /zaginiona');
    expect(await regionLabel(page, '#a')).toBe('Powiadomienia (F8)');
    // The element's own attribute wins; removing it returns to the page's default, not the built-in one.
    await page.evaluate(() => document.getElementById('b')!.removeAttribute('ui-locale'));
    await expect.poll(() => notFoundText(page, '#b')).toBe('Nie znaleziono strony: /zaginiona');
    expect(await page.evaluate(() => document.querySelector('raider-panel')!.routing)).toBe('memory');
    expect(warnings).toEqual(['[raider-panel] data-routing="sideways" is not one of memory, hash; using memory']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('RaiderPanel(...) calls made before the script loaded run in order once it has', async () => {
    const { page, errors } = await openPage(browser);
    const release = await holdLoader(page);
    await page.goto(`${baseUrl()}/examples/queue.html`, { waitUntil: 'domcontentloaded' });
    const queued = await page.evaluate(() => {
      const api = (window as unknown as { RaiderPanel: { q: IArguments[]; version?: string } }).RaiderPanel;
      return {
        calls: api.q.map((call) => Array.from(call)[0]),
        version: api.version,
        panels: document.querySelectorAll('raider-panel').length,
      };
    });
    expect(queued).toEqual({ calls: ['on', 'on', 'mount'], version: undefined, panels: 0 });

    release();
    await expect.poll(() => widgetHeading(page, '#panel-slot raider-panel')).toBe('Manifest');
    await expect.poll(() => page.locator('#panel-title').innerText()).toBe('Manifest – Bursztynowy Świt');
    // The listeners registered before the element existed heard its very first events, in order.
    const log = await page.locator('#event-log li').allInnerTexts();
    expect(log.slice(0, 2)).toEqual([
      `raider-panel:ready {"version":"${packageVersion}","path":"/manifesto"}`,
      'raider-panel:navigate {"path":"/manifesto","title":"Manifest – Bursztynowy Świt"}',
    ]);
    // The mount options (properties) applied: the widget speaks Polish.
    expect(await regionLabel(page)).toBe('Powiadomienia (F8)');
    expect(await page.evaluate(() => (window as unknown as { RaiderPanel: { q: unknown[] } }).RaiderPanel.q.length)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('unknown commands and bad calls warn and are skipped; the calls after them still run; later calls run at once', async () => {
    const { page, errors } = await openPage(browser);
    const warnings = watchWarnings(page);
    await hostPage(
      page,
      `${baseUrl()}/queue-mistakes.html`,
      `<div id="slot"></div><div id="later"></div>
      <script>
        window.RaiderPanel = window.RaiderPanel || function () { (RaiderPanel.q = RaiderPanel.q || []).push(arguments); };
        window.heard = [];
        RaiderPanel('explode', 1);
        RaiderPanel('mount', '#nowhere');
        RaiderPanel('on', 'teleport', function () {});
        RaiderPanel('mount', '#slot', { route: '/values', flavour: 'sweet' });
        RaiderPanel('on', 'raider-panel:navigate', function (event) { heard.push(event.detail.path); });
      </script>
      <script src="/raider-panel.js" async></script>`,
    );
    await expect.poll(() => widgetHeading(page, '#slot raider-panel')).toBe('Nasze wartości');
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['/values']);
    expect(warnings).toEqual([
      '[raider-panel] unknown command "explode" (known: mount, unmount, on, off); skipped',
      `[raider-panel] RaiderPanel('mount', "#nowhere"): nothing on the page matches; skipped`,
      `[raider-panel] RaiderPanel('on', "teleport", …): no such event (known: raider-panel:ready, raider-panel:navigate, raider-panel:signup, raider-panel:error); skipped`,
      `[raider-panel] RaiderPanel('mount', …) has no option "flavour" (known: route, routing, colorMode, api, config, uiLocale, nonce); ignored`,
    ]);

    const mounted = await page.evaluate(() => {
      const api = (window as unknown as { RaiderPanel: (...args: unknown[]) => unknown }).RaiderPanel;
      const panels = api('mount', '#later', { route: '/manifesto' }) as HTMLElement[];
      return panels.map((panel) => panel.parentElement!.id);
    });
    expect(mounted).toEqual(['later']);
    await expect.poll(() => widgetHeading(page, '#later raider-panel')).toBe('Manifest');
    expect(
      await page.evaluate(() => (window as unknown as { RaiderPanel: (...args: unknown[]) => unknown }).RaiderPanel('unmount', '#later')),
    ).toBe(1);
    expect(await page.locator('#later raider-panel').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the version is stamped on RaiderPanel, the element class, each element and the ready event', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(recordEventsScript);
    await hostPage(page, `${baseUrl()}/version.html`, '<raider-panel></raider-panel><script src="/raider-panel.js" async></script>');
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    // The heading may be the first screen the loader painted; `ready` comes once the app runs.
    const readyEvent = async () => (await recordedEvents(page)).find((event) => event.type === 'raider-panel:ready');
    await expect.poll(readyEvent).toBeDefined();
    const stamps = await page.evaluate(() => ({
      api: (window as unknown as { RaiderPanel: { version: string } }).RaiderPanel.version,
      element: document.querySelector('raider-panel')!.version,
      elementClass: (customElements.get('raider-panel') as unknown as { version: string }).version,
    }));
    expect(stamps).toEqual({ api: packageVersion, element: packageVersion, elementClass: packageVersion });
    expect((await readyEvent())?.detail).toEqual({ version: packageVersion, path: '/' });
    await page.context().close();
  });
});

describe('attributes and properties', () => {
  test('every attribute reacts to change, properties mirror them, a removed attribute returns to its default', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(recordEventsScript);
    await hostPage(page, `${baseUrl()}/attributes.html`, '<raider-panel></raider-panel><script src="/raider-panel.js" async></script>');
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const hostClass = () => page.evaluate(() => document.querySelector('raider-panel')!.className);
    const readyCount = async () => (await recordedEvents(page)).filter((event) => event.type === 'raider-panel:ready').length;

    // route: property → attribute → navigation; removing it goes home.
    await page.evaluate(() => (document.querySelector('raider-panel')!.route = '/zaginiona'));
    await expect.poll(() => notFoundText(page)).toBe('Nie znaleziono strony: /zaginiona');
    expect(await page.evaluate(() => document.querySelector('raider-panel')!.getAttribute('route'))).toBe('/zaginiona');

    // ui-locale: switches the UI components' own words in the running app (no remount).
    await page.evaluate(() => (document.querySelector('raider-panel')!.uiLocale = 'pl'));
    await expect.poll(() => notFoundText(page)).toBe('Nie znaleziono strony: /zaginiona');
    expect(await regionLabel(page)).toBe('Powiadomienia (F8)');
    expect(await page.locator('raider-panel').getByRole('button', { name: 'Wróć na stronę główną' }).count()).toBe(1);
    await page.evaluate(() => (document.querySelector('raider-panel')!.uiLocale = 'en'));
    await expect.poll(() => notFoundText(page)).toBe('Page not found: /zaginiona');
    // Removed: the guild config's uiLocale decides again (the sample guild's is pl); the property shows the built-in default.
    await page.evaluate(() => document.querySelector('raider-panel')!.removeAttribute('ui-locale'));
    await expect.poll(() => notFoundText(page)).toBe('Nie znaleziono strony: /zaginiona');
    expect(await page.evaluate(() => document.querySelector('raider-panel')!.uiLocale)).toBe('en');

    // color-mode: forced by the host, then back to the raider's preference (light in this browser).
    await page.evaluate(() => (document.querySelector('raider-panel')!.colorMode = 'dark'));
    await expect.poll(hostClass).toBe('dark');
    expect(await page.evaluate(() => document.querySelector('raider-panel')!.getAttribute('color-mode'))).toBe('dark');
    await page.evaluate(() => (document.querySelector('raider-panel')!.colorMode = null));
    await expect.poll(hostClass).toBe('light');

    // api: a fixed setting of the running app, so changing it remounts on the same page (a new `ready`).
    expect(await readyCount()).toBe(1);
    await page.evaluate(() => (document.querySelector('raider-panel')!.api = 'local'));
    await expect.poll(readyCount).toBe(2);
    expect(
      await page.evaluate(() => [document.querySelector('raider-panel')!.getAttribute('api'), document.querySelector('raider-panel')!.api]),
    ).toEqual(['local', 'local']);
    expect(await notFoundText(page)).toBe('Nie znaleziono strony: /zaginiona');
    await page.evaluate(() => (document.querySelector('raider-panel')!.api = null));
    await expect.poll(readyCount).toBe(3);
    expect(await page.evaluate(() => document.querySelector('raider-panel')!.hasAttribute('api'))).toBe(false);

    await page.evaluate(() => document.querySelector('raider-panel')!.removeAttribute('route'));
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('properties set before the element is defined are not lost', async () => {
    const { page, errors } = await openPage(browser);
    const release = await holdLoader(page);
    await hostPage(page, `${baseUrl()}/early-properties.html`, '<div id="slot"></div><script src="/raider-panel.js" async></script>', {
      waitUntil: 'domcontentloaded',
    });
    await page.evaluate(() => {
      // Before the definition this is a plain HTMLElement: the values land as its own properties.
      const panel = document.createElement('raider-panel');
      panel.route = '/zaginiona';
      panel.uiLocale = 'pl';
      panel.colorMode = 'dark';
      panel.api = 'local';
      document.getElementById('slot')!.append(panel);
    });
    expect(await page.evaluate(() => document.querySelector('raider-panel')!.matches(':defined'))).toBe(false);
    release();
    await expect.poll(() => notFoundText(page)).toBe('Nie znaleziono strony: /zaginiona');
    const state = await page.evaluate(() => {
      const panel = document.querySelector('raider-panel')!;
      return {
        className: panel.className,
        attributes: ['route', 'ui-locale', 'color-mode', 'api'].map((name) => panel.getAttribute(name)),
        ownProperties: ['route', 'uiLocale', 'colorMode', 'api'].filter((name) => Object.prototype.hasOwnProperty.call(panel, name)),
      };
    });
    expect(state).toEqual({ className: 'dark', attributes: ['/zaginiona', 'pl', 'dark', 'local'], ownProperties: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a bad value warns once with [raider-panel] and uses the default', async () => {
    const { page, errors } = await openPage(browser);
    const warnings = watchWarnings(page);
    await hostPage(
      page,
      `${baseUrl()}/bad-values.html`,
      '<raider-panel routing="sideways" color-mode="purple" ui-locale="de" api="javascript:alert(1)" route="/zaginiona"></raider-panel><script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => notFoundText(page)).toBe('Page not found: /zaginiona');
    const values = await page.evaluate(() => {
      const panel = document.querySelector('raider-panel')!;
      panel.setAttribute('routing', 'upside-down');
      panel.setAttribute('ui-locale', 'fr');
      return { routing: panel.routing, colorMode: panel.colorMode, uiLocale: panel.uiLocale, api: panel.api, hash: location.hash };
    });
    expect(values).toEqual({ routing: 'memory', colorMode: null, uiLocale: 'en', api: null, hash: '' });
    expect((await settledWarnings(page, warnings)).sort()).toEqual(
      [
        '[raider-panel] routing="sideways" is not one of memory, hash; using memory',
        `[raider-panel] color-mode="purple" is not one of system, light, dark; using the raider's preference`,
        '[raider-panel] ui-locale="de" is not one of en, pl; using en',
        `[raider-panel] api="javascript:alert(1)" is not 'local' or an http(s) URL; using the default (<script origin>/api)`,
      ].sort(),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('events', () => {
  test('ready, navigate and error reach a listener on document, bubbling and composed', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(recordEventsScript);
    // The broken config answers only once the first page is in, so the events come in a known order.
    let answerConfig!: () => void;
    const configHeld = new Promise<void>((resolve) => (answerConfig = resolve));
    await page.route(`${baseUrl()}/broken-guild.json`, async (route) => {
      await configHeld;
      await route.fulfill({ contentType: 'application/json', body: '{"name": ' });
    });
    await hostPage(
      page,
      `${baseUrl()}/events.html`,
      '<raider-panel id="panel" config="/broken-guild.json"></raider-panel><script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await expect.poll(async () => (await recordedEvents(page)).length).toBe(2);
    answerConfig();
    await expect.poll(async () => (await recordedEvents(page)).length).toBe(3);
    await page.evaluate(() => document.querySelector('raider-panel')!.navigate('/manifesto'));
    await expect.poll(() => widgetHeading(page)).toBe('Manifest');
    await expect.poll(async () => (await recordedEvents(page)).length).toBe(4);
    const events = await recordedEvents(page);
    expect(events.map(({ type, target, bubbles, composed }) => [type, target, bubbles, composed])).toEqual([
      ['raider-panel:ready', 'panel', true, true],
      ['raider-panel:navigate', 'panel', true, true],
      ['raider-panel:error', 'panel', true, true],
      ['raider-panel:navigate', 'panel', true, true],
    ]);
    expect(events[1]!.detail).toEqual({ path: '/', title: 'Bursztynowy Świt' });
    expect(events[3]!.detail).toEqual({ path: '/manifesto', title: 'Manifest – Bursztynowy Świt' });
    expect(events[2]!.detail.source).toBe('config');
    expect(events[2]!.detail.message).toMatch(/^\[raider-panel\] could not load the guild config from \/broken-guild\.json \(not JSON/);
    // The host page's own title is the host's to set from the navigate event; the widget never does.
    expect(await page.title()).toBe('Host');
    await page.context().close();
  });
});

describe('keyboard and pointer isolation', () => {
  test("typing in the widget's fields does not fire the host page's single-key shortcuts", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/wordpress.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await page.evaluate(() => {
      (window as unknown as { hostKeys: string[] }).hostKeys = [];
      document.addEventListener('keydown', (event) => (window as unknown as { hostKeys: string[] }).hostKeys.push(event.key));
    });
    const widget = page.locator('raider-panel');
    await widget.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Panel rajdowca' }).click();
    const nick = widget.getByLabel('Nick w grze');
    await nick.click();
    await page.keyboard.type('Ała/s 1');
    expect(await nick.inputValue()).toBe('Ała/s 1');
    // Escape and shortcuts with Ctrl still reach the host (to close its dialog, open its palette).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => (window as unknown as { hostShortcuts: string[] }).hostShortcuts)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { hostKeys: string[] }).hostKeys)).toEqual(['Escape', 'Control', 'k']);

    // The same key outside the widget is the host's shortcut, as before.
    await page.locator('#rajdy').click();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => (window as unknown as { hostShortcuts: string[] }).hostShortcuts)).toEqual(['/']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-field');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the phone menu closes on a press outside it (in the widget or on the host page) and on Escape', async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const widget = page.locator('raider-panel');
    const menu = widget.getByRole('button', { name: 'Menu' });
    const nav = widget.getByRole('navigation', { name: 'Główna nawigacja' });

    await menu.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    // A press inside the menu keeps it open (the document listener sees the real target through composedPath).
    await nav.getByRole('link', { name: 'Manifest' }).hover();
    await page.mouse.down();
    expect(await nav.isVisible()).toBe(true);
    await page.mouse.up();
    await expect.poll(() => widgetHeading(page)).toBe('Manifest');
    await expect.poll(() => nav.isVisible()).toBe(false);

    // A press elsewhere in the widget (the open menu covers the page, so the press is dispatched).
    await menu.click();
    await widget.locator('#rp-main p').first().dispatchEvent('pointerdown', { bubbles: true, composed: true });
    await expect.poll(() => nav.isVisible()).toBe(false);

    await menu.click();
    await page.locator('.site-header').click();
    await expect.poll(() => nav.isVisible()).toBe(false);

    await menu.click();
    await nav.getByRole('link', { name: 'Opinie' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(
      await menu.evaluate(
        (button) => button.getRootNode() instanceof ShadowRoot && (button.getRootNode() as ShadowRoot).activeElement === button,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('theming', () => {
  test('the --raider-panel-* custom properties on the host element theme the widget; defaults are amber', async () => {
    const { page } = await openPage(browser);
    const panelLink = () =>
      page
        .locator('raider-panel')
        .getByRole('navigation', { name: 'Główna nawigacja' })
        .getByRole('link', { name: 'Panel rajdowca' })
        .evaluate((link) => {
          const style = getComputedStyle(link);
          return { background: style.backgroundColor, color: style.color, radius: style.borderTopLeftRadius };
        });
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    expect(await panelLink()).toEqual({ background: 'rgb(245, 158, 11)', color: 'rgb(15, 23, 42)', radius: '10px' });
    await page.goto(`${baseUrl()}/examples/wordpress.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    expect(await panelLink()).toEqual({ background: 'rgb(205, 38, 83)', color: 'rgb(255, 255, 255)', radius: '4px' });
    await page.context().close();
  });
});
