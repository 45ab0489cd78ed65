import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, holdRequests, openPage, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const storageKey = 'raider-panel:color-mode';

/**
 * The site's heading once the app has taken over its first screen (rendered ahead of time in the HTML,
 * with a colour switch of its own that only keeps a press for the app): the switch tests use the app's.
 */
const siteHeading = (page: Page) => widgetHeading(page, '#app');

/** The colour-mode switch inside the site's `#app` or inside the widget. */
const modeSwitch = (page: Page, root: '#app' | 'raider-panel') => page.locator(root).getByRole('button', { name: /^Motyw:/ });

describe('colour mode', () => {
  test('a dark preference shows dark from the first paint after a reload: no light flash', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), storageKey);
    // Hold the app's bundle: what shows now is only the HTML and its inline head script.
    const release = await holdRequests(page, /\/assets\/site-[^/]+\.js$/);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('#app', { state: 'attached' });
    const beforeApp = await page.evaluate(() => ({
      className: document.documentElement.className,
      background: getComputedStyle(document.documentElement).backgroundColor,
      appChildren: document.getElementById('app')!.childElementCount,
    }));
    expect(beforeApp).toEqual({ className: 'dark', background: 'rgb(15, 23, 42)', appChildren: 0 });
    release();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bursztynowy Świt');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('system follows the OS setting, and the header switch cycles system, light, dark', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => siteHeading(page)).toBe('Bursztynowy Świt');
    const html = () => page.evaluate(() => document.documentElement.className);
    expect(await html()).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(html).toBe('light');

    const toggle = modeSwitch(page, '#app');
    expect(await toggle.getAttribute('aria-label')).toBe('Motyw: systemowy. Zmień na jasny');
    await toggle.click();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await html()).toBe('light');
    await toggle.click();
    await expect.poll(html).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('dark');
    await toggle.click();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('system');
    await context.close();
  });

  test('a bad stored value is treated as system', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, 'purple'), storageKey);
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => siteHeading(page)).toBe('Bursztynowy Świt');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(await modeSwitch(page, '#app').getAttribute('data-preference')).toBe('system');
    await context.close();
  });

  test('in the widget the class goes on the host, never on the host page, and color-mode forces it', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), storageKey);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const state = () =>
      page.evaluate(() => ({
        html: document.documentElement.className,
        host: document.querySelector('raider-panel')!.className,
        rootBackground: getComputedStyle(document.querySelector('raider-panel')!.shadowRoot!.querySelector('.rp-root')!).backgroundColor,
      }));
    expect(await state()).toEqual({ html: '', host: 'dark', rootBackground: 'rgb(15, 23, 42)' });

    await page.evaluate(() => document.querySelector('raider-panel')!.setAttribute('color-mode', 'light'));
    await expect.poll(state).toEqual({ html: '', host: 'light', rootBackground: 'rgb(255, 255, 255)' });
    // Forced by the host page: the raider has nothing to switch.
    expect(await modeSwitch(page, 'raider-panel').count()).toBe(0);

    await page.evaluate(() => document.querySelector('raider-panel')!.setAttribute('color-mode', 'sepia'));
    await expect.poll(state).toEqual({ html: '', host: 'dark', rootBackground: 'rgb(15, 23, 42)' });
    await page.evaluate(() => document.querySelector('raider-panel')!.removeAttribute('color-mode'));
    expect((await state()).host).toBe('dark');
    expect(await modeSwitch(page, 'raider-panel').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

test('the colour-mode switch has a tooltip naming the current mode', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${baseUrl()}/`);
  await expect.poll(() => siteHeading(page)).toBe('Bursztynowy Świt');
  const toggle = modeSwitch(page, '#app');
  await toggle.focus();
  const tooltip = page.getByRole('tooltip');
  await expect.poll(() => tooltip.innerText()).toBe('Motyw kolorów: systemowy');
  expect(await toggle.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
  await page.keyboard.press('Escape');
  await expect.poll(() => tooltip.count()).toBe(0);
  await page.context().close();
});

test('a keyboard raider who reaches the switch before the tooltip bubble has loaded keeps focus and gets the tooltip', async () => {
  const { page, errors } = await openPage(browser);
  // The bubble's code loads on the first opening; held here until the switch has focus.
  const release = await holdRequests(page, /\/assets\/TooltipBubble-[^/]+\.js$/);
  await page.goto(`${baseUrl()}/`);
  await expect.poll(() => siteHeading(page)).toBe('Bursztynowy Świt');
  const toggle = modeSwitch(page, '#app');
  await toggle.focus();
  await toggle.evaluate((element) => ((window as unknown as { focusedSwitch: Element }).focusedSwitch = element));
  release();
  await expect.poll(() => page.getByRole('tooltip').innerText()).toBe('Motyw kolorów: systemowy');
  // The same element, still focused: the tooltip's arrival did not replace the button.
  expect(await page.evaluate(() => document.activeElement === (window as unknown as { focusedSwitch: Element }).focusedSwitch)).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});
