import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, clickNavLink, openPage, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Serves a manifest with a new id (and the same core, as a real new build would name its own). */
async function announceNewBuild(page: Page): Promise<void> {
  const current = (await (await page.request.get(`${baseUrl()}/builds/latest.json`)).json()) as { core: string };
  await page.route(/\/builds\/latest\.json\?\d+$/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: 'a-newer-build', timestamp: Date.now(), core: current.core }),
    }),
  );
}

/** The tab "becomes visible again": the update check looks at the manifest. */
async function revisitTab(page: Page): Promise<void> {
  const seen = page.waitForRequest(/\/builds\/latest\.json\?\d+$/);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await (await seen).response();
}

describe('build-update check', () => {
  test('site: after a newer build appears, the next navigation is a full load of the target path', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/#/values`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Nasze wartości');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    // Same build: a visibility check changes nothing, navigation stays in-page.
    await revisitTab(page);
    await clickNavLink(page, 'body', 'Opinie');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Opinie rajdowców');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await announceNewBuild(page);
    await revisitTab(page);
    const reloaded = page.waitForEvent('load');
    await clickNavLink(page, 'body', 'Manifest');
    await reloaded;
    await expect.poll(() => page.locator('h1').innerText()).toBe('Manifest');
    expect(new URL(page.url()).hash).toBe('#/manifesto');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.context().close();
  });

  test('widget: re-mounts itself from the new build at the target route without reloading the host page', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await page.evaluate(() => {
      const globals = window as unknown as { marker: number; oldRoot: Element };
      globals.marker = 1;
      globals.oldRoot = document.querySelector('raider-panel')!.shadowRoot!.querySelector('.rp-root')!;
    });
    await announceNewBuild(page);
    await revisitTab(page);
    await clickNavLink(page, 'raider-panel', 'Wartości');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const globals = window as unknown as { oldRoot: Element };
          const root = document.querySelector('raider-panel')!.shadowRoot!.querySelector('.rp-root');
          return root !== null && root !== globals.oldRoot && root.querySelector('h1')?.textContent;
        }),
      )
      .toBe('Nasze wartości');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.locator('raider-panel .rp-root').count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/examples/plain.html`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('chunk-load failure', () => {
  test('a missing page chunk reloads the site at the target path exactly once within 10 s', async () => {
    const { page } = await openPage(browser);
    // The manifesto page comes in the after-paint group (site/build/chunk-plan.ts). Missing from
    // the start, so neither the home page's raid card nor the idle prefetch can have loaded it before
    // the click.
    await page.route(/\/assets\/after-paint-parts-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bursztynowy Świt');
    let loads = 0;
    page.on('load', () => loads++);
    await clickNavLink(page, 'body', 'Manifest');
    // After the one reload the chunk is still missing: the guard refuses a second reload, so the
    // raider sees the error page instead of a loop.
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toContain('Wewnętrzny błąd serwera');
    expect(new URL(page.url()).hash).toBe('#/manifesto');
    // The error page shows only once the guard refused the second reload, so no further load can follow.
    expect(loads).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('raider-panel:chunk-reload')!));
    expect(stored.path).toBe('/manifesto');
    await page.context().close();
  });
});
