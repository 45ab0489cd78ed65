import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, holdRequests, openPage, submitAccountForm, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Every public page reached through the header navigation, with the h1 it must show. */
const publicPages = [
  { link: 'Wartości', hash: '#/values', heading: 'Nasze wartości', title: 'Wartości – Bursztynowy Świt' },
  { link: 'Manifest', hash: '#/manifesto', heading: 'Manifest', title: 'Manifest – Bursztynowy Świt' },
  { link: 'Opinie', hash: '#/testimonials', heading: 'Opinie rajdowców', title: 'Opinie – Bursztynowy Świt' },
  { link: 'Harmonogram', hash: '#/raid-schedule', heading: 'Harmonogram rajdów', title: 'Harmonogram rajdów – Bursztynowy Świt' },
  { link: 'Start', hash: '#/', heading: 'Bursztynowy Świt', title: 'Bursztynowy Świt' },
];

// The title is set after the page renders (an effect), so it is polled like the heading.
describe('standalone site', () => {
  test('has the document head the specification asks for', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('pl');
    expect(await page.getAttribute('meta[name="viewport"]', 'content')).toContain('width=device-width');
    expect(await page.getAttribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe('/favicon.ico');
    const favicon = await page.request.get(`${baseUrl()}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bursztynowy Świt');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('navigates through every public route with the header links, setting the title', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    // The app's own page, not the first screen in the HTML (whose buttons only keep a press for it).
    await expect.poll(() => widgetHeading(page, '#app')).toBe('Bursztynowy Świt');
    for (const { link, hash, heading, title } of publicPages) {
      await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => page.locator('h1').innerText()).toBe(heading);
      expect(new URL(page.url()).hash).toBe(hash);
      await expect.poll(() => page.title()).toBe(title);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('deep links open the raider pages behind the guard with their Polish titles, and sign-in reveals them', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/#/raider/signups`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Zaloguj się');
    await expect.poll(() => page.title()).toBe('Panel rajdowca – zapisy');
    expect(new URL(page.url()).hash).toBe('#/raider/signups');

    await submitAccountForm(page, 'Ż');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('co najmniej 2 znaki');
    await page.getByLabel('Nick w grze').fill('Żelazna Wola');
    await page.getByLabel('Nick w grze').press('Enter');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Zapisy');
    expect(new URL(page.url()).hash).toBe('#/raider/signups');

    await page.getByRole('navigation', { name: 'Panel rajdowca' }).getByRole('link', { name: 'Przegląd' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Przegląd');
    await expect.poll(() => page.title()).toBe('Panel rajdowca – przegląd');
    expect(new URL(page.url()).hash).toBe('#/raider');
    await page.context().close();
  });

  test('back and forward move through the hash history', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/#/values`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Nasze wartości');
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Manifest' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Manifest');
    await page.goBack();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Nasze wartości');
    await expect.poll(() => page.title()).toBe('Wartości – Bursztynowy Świt');
    await page.goForward();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Manifest');
    await page.context().close();
  });

  test('an unknown path shows the 404 error page with the path as typed', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/#/nie-ma-takiej-strony`);
    await expect.poll(() => page.getByText('Nie znaleziono strony: /nie-ma-takiej-strony', { exact: true }).count()).toBe(1);
    expect(await page.locator('h1').innerText()).toContain('Nie znaleziono strony');
    await page.getByRole('button', { name: 'Wróć na stronę główną' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bursztynowy Świt');
    expect(new URL(page.url()).hash).toBe('#/');
    await page.context().close();
  });

  test('shows the route progress bar while a page chunk loads', async () => {
    const { page } = await openPage(browser);
    // The manifesto page comes in the after-paint group (site/build/chunk-plan.ts): held from the
    // start, so the home page's raid card has not loaded it before the click.
    const releaseChunk = await holdRequests(page, /\/assets\/after-paint-parts-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/`);
    // The app's own page, not the first screen in the HTML (whose buttons only keep a press for it).
    await expect.poll(() => widgetHeading(page, '#app')).toBe('Bursztynowy Świt');
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Manifest' }).click();
    const bar = page.getByRole('progressbar', { name: 'Wczytywanie strony' });
    await bar.waitFor();
    expect(await bar.getAttribute('data-state')).toBe('indeterminate');
    releaseChunk();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Manifest');
    expect(await bar.count()).toBe(0);
    await page.context().close();
  });

  test('works on a 360 px phone: the menu opens, navigates and closes', async () => {
    const { page } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${baseUrl()}/`);
    // The app's own page, not the first screen in the HTML (whose buttons only keep a press for it).
    await expect.poll(() => widgetHeading(page, '#app')).toBe('Bursztynowy Świt');
    const menu = page.locator('#app').getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Opinie' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Opinie rajdowców');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
