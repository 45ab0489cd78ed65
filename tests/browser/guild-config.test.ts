import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sampleGuild } from '../../src/data';
import { launchChromiumForFile } from './per-file';
import { baseUrl, clickNavLink, openPage, settledWarnings, watchWarnings, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const otherGuild = { ...structuredClone(sampleGuild), name: 'Srebrny Zmierzch' };
const thirdGuild = { ...structuredClone(sampleGuild), name: 'Zielony Gaj' };

/** Serves a host page and guild JSON files on the test server's origin. */
async function serve(page: Page, html: string, json: Record<string, unknown> = {}): Promise<void> {
  for (const [path, body] of Object.entries(json)) {
    await page.route(`${baseUrl()}${path}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: typeof body === 'string' ? body : JSON.stringify(body) }),
    );
  }
  await page.route(`${baseUrl()}/config-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>${html}</body></html>`,
    }),
  );
  await page.goto(`${baseUrl()}/config-host.html`);
}

describe('<raider-panel> guild config', () => {
  test('the `config` attribute loads that guild; changing it reloads without remounting', async () => {
    const { page, errors } = await openPage(browser);
    const warnings = watchWarnings(page);
    await serve(page, '<raider-panel config="/guild-a.json"></raider-panel><script src="/raider-panel.js" async></script>', {
      '/guild-a.json': otherGuild,
      '/guild-b.json': thirdGuild,
    });
    await expect.poll(() => widgetHeading(page)).toBe('Srebrny Zmierzch');
    await page.evaluate(
      () => ((window as unknown as { h1: Element }).h1 = document.querySelector('raider-panel')!.shadowRoot!.querySelector('h1')!),
    );
    await page.evaluate(() => document.querySelector('raider-panel')!.setAttribute('config', '/guild-b.json'));
    await expect.poll(() => widgetHeading(page)).toBe('Zielony Gaj');
    // The same heading element: the config swapped inside the running app.
    expect(
      await page.evaluate(
        () => (window as unknown as { h1: Element }).h1 === document.querySelector('raider-panel')!.shadowRoot!.querySelector('h1'),
      ),
    ).toBe(true);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a `config` property set before the loader defines the element is used', async () => {
    const { page } = await openPage(browser);
    const warnings = watchWarnings(page);
    const config = JSON.stringify(otherGuild);
    await serve(
      page,
      `<raider-panel id="w"></raider-panel>
       <script>document.getElementById('w').config = ${config}; window.definedEarly = !!customElements.get('raider-panel');</script>
       <script src="/raider-panel.js" async></script>`,
    );
    await expect.poll(() => widgetHeading(page)).toBe('Srebrny Zmierzch');
    expect(await page.evaluate(() => (window as unknown as { definedEarly: boolean }).definedEarly)).toBe(false);
    // The own property was moved through the setter: the element's accessor answers now.
    expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(document.getElementById('w'), 'config'))).toBe(false);
    expect(warnings).toEqual([]);
    await page.context().close();
  });

  test('an invalid config shows the bundled guild and logs one [raider-panel] warning naming the field', async () => {
    const { page } = await openPage(browser);
    const warnings = watchWarnings(page);
    await serve(page, '<raider-panel config="/bad.json"></raider-panel><script src="/raider-panel.js" async></script>', {
      '/bad.json': { ...otherGuild, schedule: { ...otherGuild.schedule, weeksAhead: 40 } },
    });
    await expect.poll(() => warnings.length).toBe(1);
    expect(await widgetHeading(page)).toBe(sampleGuild.name);
    expect(warnings[0]).toContain('schedule.weeksAhead: expected an integer 1–12, got 40');
    expect(await settledWarnings(page, warnings)).toHaveLength(1);
    await page.context().close();
  });

  test('a config URL that is not JSON shows the bundled guild with one warning', async () => {
    const { page } = await openPage(browser);
    const warnings = watchWarnings(page);
    await serve(page, '<raider-panel config="/broken.json"></raider-panel><script src="/raider-panel.js" async></script>', {
      '/broken.json': '{ "name": ',
    });
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toMatch(/not JSON/);
    expect(await widgetHeading(page)).toBe(sampleGuild.name);
    await page.context().close();
  });
});

describe('standalone site head per route', () => {
  test('description, Open Graph and twitter:card follow the route', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => widgetHeading(page, '#app')).toBe(sampleGuild.name);
    const head = () =>
      page.evaluate(() => {
        const meta = (selector: string) => document.head.querySelectorAll(`meta[${selector}]`);
        const one = (selector: string) => {
          const found = meta(selector);
          return found.length === 1 ? found[0]!.getAttribute('content') : `${found.length} tags`;
        };
        return {
          title: document.title,
          description: one('name="description"'),
          ogTitle: one('property="og:title"'),
          ogDescription: one('property="og:description"'),
          ogType: one('property="og:type"'),
          ogLocale: one('property="og:locale"'),
          ogImage: one('property="og:image"'),
          twitterCard: one('name="twitter:card"'),
        };
      });
    await expect.poll(async () => (await head()).description).toMatch(/^Gildia rajdowa: kim jesteśmy/);
    const home = await head();
    expect(home).toMatchObject({ ogTitle: sampleGuild.name, ogType: 'website', ogLocale: 'pl_PL', twitterCard: 'summary_large_image' });
    expect(home.ogImage).toBe(`${baseUrl()}/_ipx/f_webp&s_960x720/images/hero-dawn.svg`);
    // The preview image is a real, pre-rendered file.
    expect((await page.request.get(home.ogImage!)).status()).toBe(200);

    await clickNavLink(page, '#app', 'Harmonogram');
    await expect.poll(async () => (await head()).ogTitle).toBe('Harmonogram rajdów – Bursztynowy Świt');
    const schedule = await head();
    expect(schedule.description).not.toBe(home.description);
    expect(schedule.description).toMatch(/^Stałe wieczory rajdowe/);
    expect(schedule.ogDescription).toBe(schedule.description);
    expect(schedule.twitterCard).toBe('summary_large_image');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
