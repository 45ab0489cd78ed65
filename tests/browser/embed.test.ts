import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromium } from './chromium';
import { launchChromiumForFile } from './per-file';
import {
  baseUrl,
  clickNavLink,
  holdLoader,
  hostPage,
  listenerCounterScript,
  openPage,
  submitAccountForm,
  widgetHeading,
} from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

describe('<raider-panel> script-tag install', () => {
  test('renders the home page inside an open shadow root', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const shadow = await page.evaluate(() => {
      const host = document.querySelector('raider-panel')!;
      return { mode: host.shadowRoot?.mode, lightChildren: host.childElementCount, defined: !!customElements.get('raider-panel') };
    });
    expect(shadow).toEqual({ mode: 'open', lightChildren: 0, defined: true });
    // The loader imported the hashed core from assets/ next to itself.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(scripts.some((path) => /^\/assets\/core-[A-Z0-9]+\.js$/.test(path))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('navigates through every route inside the widget without touching the host URL or title', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const historyLength = await page.evaluate(() => history.length);
    const nav = page.locator('raider-panel').getByRole('navigation', { name: 'Główna nawigacja' });
    for (const [link, heading] of [
      ['Wartości', 'Nasze wartości'],
      ['Manifest', 'Manifest'],
      ['Opinie', 'Opinie rajdowców'],
      ['Harmonogram', 'Harmonogram rajdów'],
      ['Panel rajdowca', 'Zaloguj się'],
      ['Start', 'Bursztynowy Świt'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => widgetHeading(page)).toBe(heading);
    }
    await nav.getByRole('link', { name: 'Panel rajdowca' }).click();
    await submitAccountForm(page.locator('raider-panel'), 'Grzmotobrody');
    await expect.poll(() => widgetHeading(page)).toBe('Przegląd');
    await page.locator('raider-panel').getByRole('link', { name: 'Zapisy', exact: true }).click();
    await expect.poll(() => widgetHeading(page)).toBe('Zapisy');

    expect(page.url()).toBe(`${baseUrl()}/examples/plain.html`);
    expect(await page.title()).toBe('Bursztynowy Świt – strona gildii');
    expect(await page.evaluate(() => [document.documentElement.className, history.length])).toEqual(['', historyLength]);
    await page.context().close();
  });

  test('the route attribute picks the first page and navigates when changed; unknown routes show the 404 text', async () => {
    const { page } = await openPage(browser);
    await hostPage(
      page,
      `${baseUrl()}/route-host.html`,
      '<raider-panel route="/manifesto"></raider-panel><script src="/raider-panel.js" async></script>',
    );
    await expect.poll(() => widgetHeading(page)).toBe('Manifest');
    await page.evaluate(() => document.querySelector('raider-panel')!.setAttribute('route', '/gildia/nieznana'));
    await expect
      .poll(() => page.locator('raider-panel').getByText('Nie znaleziono strony: /gildia/nieznana', { exact: true }).count())
      .toBe(1);
    await page.evaluate(() => document.querySelector('raider-panel')!.setAttribute('route', '/values'));
    await expect.poll(() => widgetHeading(page)).toBe('Nasze wartości');
    await page.context().close();
  });

  test('routing="hash" owns location.hash: deep link, navigation and the back button', async () => {
    const { page } = await openPage(browser);
    const url = `${baseUrl()}/hash-host.html`;
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Host</title><raider-panel routing="hash"></raider-panel><script src="/raider-panel.js" async></script>',
      }),
    );
    await page.goto(`${url}#/testimonials`);
    await expect.poll(() => widgetHeading(page)).toBe('Opinie rajdowców');
    await clickNavLink(page, 'raider-panel', 'Wartości');
    await expect.poll(() => widgetHeading(page)).toBe('Nasze wartości');
    expect(new URL(page.url()).hash).toBe('#/values');
    await page.goBack();
    await expect.poll(() => widgetHeading(page)).toBe('Opinie rajdowców');
    expect(await page.title()).toBe('Host');
    await page.context().close();
  });

  test('two widgets on one page navigate independently', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/two-widgets.html`);
    await expect.poll(() => widgetHeading(page, '#left')).toBe('Bursztynowy Świt');
    await expect.poll(() => widgetHeading(page, '#right')).toBe('Harmonogram rajdów');
    await clickNavLink(page, '#left', 'Manifest');
    await expect.poll(() => widgetHeading(page, '#left')).toBe('Manifest');
    expect(await widgetHeading(page, '#right')).toBe('Harmonogram rajdów');
    await clickNavLink(page, '#right', 'Panel rajdowca');
    await submitAccountForm(page.locator('#right'), 'Szeptucha');
    await expect.poll(() => widgetHeading(page, '#right')).toBe('Przegląd');
    // Only the raider's session is shared: the left widget stayed on its own page…
    expect(await widgetHeading(page, '#left')).toBe('Manifest');
    // …and its raider panel opens signed in as the same raider.
    await clickNavLink(page, '#left', 'Panel rajdowca');
    await expect.poll(() => widgetHeading(page, '#left')).toBe('Przegląd');
    expect(await page.locator('#left').getByText('Zalogowano jako').innerText()).toContain('Szeptucha');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('works when the page including the script is on another origin', async () => {
    // The host page is made up by Playwright, so Chromium knows no address for it and treats it as a
    // public site asking for a loopback server: its Local Network Access prompt would block the script.
    // A real guild site and our server are both public, so that check is off for this one browser.
    const crossOriginBrowser = await launchChromium(['--disable-features=LocalNetworkAccessChecks']);
    try {
      const { page, errors } = await openPage(crossOriginBrowser);
      await hostPage(
        page,
        'http://guild.example/embed.html',
        `<raider-panel></raider-panel><script src="${baseUrl()}/raider-panel.js" async></script>`,
      );
      await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
      await clickNavLink(page, 'raider-panel', 'Wartości');
      // The lazy page chunk also came from the script's origin, not the page's.
      await expect.poll(() => widgetHeading(page)).toBe('Nasze wartości');
      const chunkOrigins = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/'))
          .map((entry) => new URL(entry.name).origin),
      );
      expect(new Set(chunkOrigins)).toEqual(new Set([new URL(baseUrl()).origin]));
      expect(errors).toEqual([]);
    } finally {
      await crossOriginBrowser.close();
    }
  });

  test('including the script twice defines the element once and logs no error', async () => {
    const { page, errors } = await openPage(browser);
    await hostPage(
      page,
      `${baseUrl()}/twice.html`,
      '<raider-panel></raider-panel><script src="/raider-panel.js" async></script><script src="/raider-panel.js"></script>',
    );
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    // A late third copy, after the element is defined, is a no-op too.
    await page.addScriptTag({ url: '/raider-panel.js' });
    // The script has run (addScriptTag waits for its load event); one frame lets any render it caused land.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.locator('raider-panel h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('reserves its space before it is defined, so the page does not jump', async () => {
    const { page } = await openPage(browser);
    const releaseLoader = await holdLoader(page);
    // The held async script delays `load`, not DOMContentLoaded.
    await page.goto(`${baseUrl()}/examples/plain.html`, { waitUntil: 'domcontentloaded' });
    const before = await page.evaluate(() => {
      const host = document.querySelector('raider-panel')!;
      return { defined: host.matches(':defined'), height: host.getBoundingClientRect().height };
    });
    expect(before.defined).toBe(false);
    expect(before.height).toBeGreaterThanOrEqual(480);
    releaseLoader();
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await page.context().close();
  });
});

describe('<raider-panel> lifecycle', () => {
  test('removing the element leaves no style or listener behind, and putting it back mounts again', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(listenerCounterScript);
    await hostPage(page, `${baseUrl()}/lifecycle.html`, '<div id="slot"></div><script src="/raider-panel.js"></script>');
    await page.waitForFunction(() => customElements.get('raider-panel'));
    const baseline = await page.evaluate(() => ({
      listeners: (window as unknown as { __liveListeners(): object }).__liveListeners(),
      styles: document.querySelectorAll('style').length,
    }));

    await page.evaluate(() => {
      const panel = document.createElement('raider-panel');
      panel.setAttribute('routing', 'hash');
      document.getElementById('slot')!.append(panel);
    });
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const mounted = await page.evaluate(() => ({
      listeners: (window as unknown as { __liveListeners(): Record<string, number> }).__liveListeners(),
      shadowStyles: document.querySelector('raider-panel')!.shadowRoot!.querySelectorAll('style').length,
    }));
    // Hash routing listens to popstate: proof that the counter sees the widget's listeners.
    expect(mounted.listeners['window:popstate:false']).toBeGreaterThan(0);
    expect(mounted.shadowStyles).toBeGreaterThan(0);

    const detached = await page.evaluate(() => {
      const panel = document.querySelector('raider-panel')!;
      panel.remove();
      return {
        listeners: (window as unknown as { __liveListeners(): object }).__liveListeners(),
        styles: document.querySelectorAll('style').length,
        shadowChildren: panel.shadowRoot!.childNodes.length,
      };
    });
    expect(detached).toEqual({ ...baseline, shadowChildren: 0 });

    await page.evaluate(() => {
      const panel = document.createElement('raider-panel');
      panel.setAttribute('route', '/values');
      document.getElementById('slot')!.append(panel);
    });
    await expect.poll(() => widgetHeading(page)).toBe('Nasze wartości');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an element moved in the DOM keeps its page', async () => {
    const { page } = await openPage(browser);
    await hostPage(
      page,
      `${baseUrl()}/move.html`,
      '<div id="a"><raider-panel></raider-panel></div><div id="b"></div><script src="/raider-panel.js"></script>',
    );
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await page.locator('raider-panel').getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Opinie' }).click();
    await expect.poll(() => widgetHeading(page)).toBe('Opinie rajdowców');
    await page.evaluate(() => document.getElementById('b')!.append(document.querySelector('raider-panel')!));
    await expect.poll(() => widgetHeading(page)).toBe('Opinie rajdowców');
    expect(await page.locator('#b raider-panel').count()).toBe(1);
    await page.context().close();
  });
});
