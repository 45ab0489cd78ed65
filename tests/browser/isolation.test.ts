import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, clickNavLink, openPage, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Computed styles of a few widget elements: the heading, a paragraph, a nav link and a button. */
function widgetStyles(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('raider-panel')!.shadowRoot!;
    const pick = (selector: string) => {
      const style = getComputedStyle(root.querySelector(selector)!);
      return {
        color: style.color,
        fontSize: style.fontSize,
        fontFamily: style.fontFamily,
        letterSpacing: style.letterSpacing,
        textTransform: style.textTransform,
        background: style.backgroundColor,
      };
    };
    return { h1: pick('h1'), p: pick('#rp-main p'), link: pick('nav a'), button: pick('#rp-main a[href]') };
  });
}

/** Computed styles of the host page's own elements. */
function hostStyles(page: Page) {
  return page.evaluate(() =>
    ['#host-title', '#host-nav a', '#regulamin', 'body > p'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [selector, style.color, style.fontSize, style.fontFamily, style.margin, style.boxSizing];
    }),
  );
}

describe('hostile host page', () => {
  test("the host's !important CSS and 62.5% root font size do not change the widget", async () => {
    const { page: plain } = await openPage(browser);
    await plain.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(plain)).toBe('Bursztynowy Świt');
    const reference = await widgetStyles(plain);

    const { page: hostile, errors } = await openPage(browser);
    await hostile.goto(`${baseUrl()}/examples/hostile.html`);
    await expect.poll(() => widgetHeading(hostile)).toBe('Bursztynowy Świt');
    const styles = await widgetStyles(hostile);

    expect(styles).toEqual(reference);
    // The eyebrow is 14px: with rem units the host's 62.5% would have made it 8.75px.
    expect(styles.p.fontSize).toBe('14px');
    expect(styles.h1.color).not.toBe('rgb(255, 0, 0)');
    expect(styles.h1.fontFamily.startsWith('system-ui')).toBe(true);
    expect(errors).toEqual([]);
    await plain.context().close();
    await hostile.context().close();
  });

  test("the widget's styles do not reach the host page", async () => {
    const { page: without } = await openPage(browser);
    await without.route(/\/raider-panel\.js$/, (route) => route.abort());
    await without.goto(`${baseUrl()}/examples/hostile.html`);
    const reference = await hostStyles(without);
    const referenceSheets = await without.evaluate(() => document.styleSheets.length);

    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/hostile.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    expect(await hostStyles(page)).toEqual(reference);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(referenceSheets);
    expect(reference[0]?.[1]).toBe('rgb(255, 0, 0)');
    await without.context().close();
    await page.context().close();
  });

  test("in memory mode the host's #anchor links, hash and history stay the host's", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/examples/hostile.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const historyLength = await page.evaluate(() => history.length);
    await clickNavLink(page, 'raider-panel', 'Manifest');
    await expect.poll(() => widgetHeading(page)).toBe('Manifest');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.locator('#host-nav').getByRole('link', { name: 'Kontakt' }).click();
    expect(new URL(page.url()).hash).toBe('#kontakt');
    expect(await widgetHeading(page)).toBe('Manifest');
    await page.goBack();
    expect(new URL(page.url()).hash).toBe('');
    expect(await widgetHeading(page)).toBe('Manifest');
    expect(await page.title()).toBe('Wroga strona gospodarza');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('');
    await page.context().close();
  });
});
