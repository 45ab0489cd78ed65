import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from './chromium';
import { baseUrl, clickNavLink, openPage, submitAccountForm, widgetHeading } from './page-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const text = 'Kończy sesję na tym urządzeniu';

/**
 * A raider of their own: the browser tests share one server, and signing in to an account another test
 * created would first meet a 409 (which the browser logs as a console error these tests check for).
 */
async function signIn(scope: Page | Locator): Promise<void> {
  await submitAccountForm(scope, `Grzmot-${Math.random().toString(36).slice(2, 8)}`);
}

/**
 * Records, in the page's own clock, when the pointer reached the trigger and when a role=tooltip
 * element appeared (observing `root`: the document, or a widget's shadow root).
 */
async function watchTimings(page: Page, host?: string): Promise<void> {
  await page.evaluate((hostSelector) => {
    const root: Document | ShadowRoot = hostSelector ? document.querySelector(hostSelector)!.shadowRoot! : document;
    const timings: { enter?: number; shown?: number } = {};
    (window as unknown as { __tooltipTimings: typeof timings }).__tooltipTimings = timings;
    root.addEventListener('pointerover', (event) => {
      if ((event.target as Element).closest?.('button')?.textContent?.includes('Wyloguj się')) timings.enter ??= performance.now();
    }, true);
    new MutationObserver(() => {
      if (root.querySelector('[role="tooltip"]')) timings.shown ??= performance.now();
    }).observe(root, { childList: true, subtree: true });
  }, host);
}

function timings(page: Page): Promise<{ enter?: number; shown?: number }> {
  return page.evaluate(() => (window as unknown as { __tooltipTimings: { enter?: number; shown?: number } }).__tooltipTimings);
}

describe('tooltips on the standalone site', () => {
  test('hovering "Wyloguj się" with the mouse shows its tooltip after 700 ms, not at 400 ms; pressing closes it', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/#/raider`);
    await signIn(page);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Przegląd');
    const signOut = page.getByRole('button', { name: 'Wyloguj się' });
    const tooltip = page.getByRole('tooltip');
    await page.mouse.move(1000, 850);
    await watchTimings(page);

    await signOut.hover();
    await page.waitForTimeout(400);
    expect(await tooltip.count()).toBe(0);
    expect(await signOut.getAttribute('aria-describedby')).toBeNull();
    await tooltip.waitFor({ state: 'visible', timeout: 1000 });
    expect(await tooltip.innerText()).toBe(text);
    expect(await signOut.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    const { enter, shown } = await timings(page);
    // In the page's clock: the open delay, give or take a frame.
    expect(shown! - enter!).toBeGreaterThanOrEqual(690);
    expect(shown! - enter!).toBeLessThan(900);

    // Placed above the trigger (there is room), inside the viewport, styled slate on the instance sheet.
    const [bubble, trigger] = await Promise.all([tooltip.boundingBox(), signOut.boundingBox()]);
    expect(bubble!.y + bubble!.height).toBeLessThanOrEqual(trigger!.y);
    expect(await tooltip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 23, 42)');

    // Pointer-down closes it, and the still-hovering pointer does not bring it back.
    await page.mouse.down();
    await tooltip.waitFor({ state: 'detached', timeout: 1000 });
    await page.mouse.move(1000, 850);
    await page.mouse.up();
    await page.waitForTimeout(800);
    expect(await tooltip.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Tab focus opens it at once; Escape closes it', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/#/raider`);
    await signIn(page);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Przegląd');
    const signOut = page.getByRole('button', { name: 'Wyloguj się' });
    const tooltip = page.getByRole('tooltip');
    // The last link of the raider navigation comes right before the sign-out button in tab order.
    await page.getByRole('navigation', { name: 'Panel rajdowca' }).getByRole('link').last().focus();
    expect(await tooltip.count()).toBe(0);

    const pressed = Date.now();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Wyloguj się');
    await tooltip.waitFor({ state: 'visible', timeout: 300 });
    // Well under the 700 ms hover delay, round trips to the browser included.
    expect(Date.now() - pressed).toBeLessThan(400);
    expect(await tooltip.innerText()).toBe(text);
    expect(await signOut.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached', timeout: 1000 });
    expect(await signOut.getAttribute('aria-describedby')).toBeNull();
    // Focus stays on the button: Escape only dismissed the description.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Wyloguj się');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('tooltips in the <raider-panel> widget', () => {
  test('render inside the shadow root and stay within a 360 px wide viewport', async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await clickNavLink(page, 'raider-panel', 'Panel rajdowca');
    const widget = page.locator('raider-panel');
    await signIn(widget);
    await expect.poll(() => widgetHeading(page)).toBe('Przegląd');
    const signOut = widget.getByRole('button', { name: 'Wyloguj się' });
    await watchTimings(page, 'raider-panel');

    await signOut.hover();
    const tooltip = widget.getByRole('tooltip');
    await tooltip.waitFor({ state: 'visible', timeout: 1500 });
    const { enter, shown } = await timings(page);
    expect(shown! - enter!).toBeGreaterThanOrEqual(690);

    const facts = await page.evaluate(() => {
      const shadow = document.querySelector('raider-panel')!.shadowRoot!;
      const bubble = shadow.querySelector<HTMLElement>('[role="tooltip"]');
      const trigger = [...shadow.querySelectorAll('button')].find((button) => button.textContent?.includes('Wyloguj się'))!;
      const rect = bubble?.getBoundingClientRect();
      return {
        inShadow: Boolean(bubble),
        inLightDom: document.querySelectorAll('[role="tooltip"]').length,
        describedBy: trigger.getAttribute('aria-describedby') === bubble?.id && shadow.getElementById(bubble!.id) === bubble,
        inRoot: Boolean(bubble?.closest('.rp-root')),
        left: rect?.left,
        right: rect?.right,
        top: rect?.top,
        bottom: rect?.bottom,
        viewport: document.documentElement.clientWidth,
        height: innerHeight,
        background: bubble ? getComputedStyle(bubble).backgroundColor : '',
      };
    });
    expect(facts).toMatchObject({ inShadow: true, inLightDom: 0, describedBy: true, inRoot: true, background: 'rgb(15, 23, 42)' });
    expect(facts.left).toBeGreaterThanOrEqual(8);
    expect(facts.right).toBeLessThanOrEqual(facts.viewport - 8);
    expect(facts.top).toBeGreaterThanOrEqual(0);
    expect(facts.bottom).toBeLessThanOrEqual(facts.height);
    expect(await tooltip.innerText()).toBe(text);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('flips below the trigger when it sits at the top of the viewport', async () => {
    const { page, errors } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    await clickNavLink(page, 'raider-panel', 'Panel rajdowca');
    const widget = page.locator('raider-panel');
    await signIn(widget);
    await expect.poll(() => widgetHeading(page)).toBe('Przegląd');
    const signOut = widget.getByRole('button', { name: 'Wyloguj się' });
    // Room for the page to scroll the button to the very top, whatever the content's height.
    await page.evaluate(() => document.body.style.setProperty('padding-bottom', '2000px'));
    await signOut.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 4));
    const trigger = await signOut.boundingBox();
    expect(trigger!.y).toBeLessThan(10);
    await page.mouse.move(trigger!.x + trigger!.width / 2, trigger!.y + trigger!.height / 2);
    const tooltip = widget.getByRole('tooltip');
    await tooltip.waitFor({ state: 'visible', timeout: 1500 });
    const bubble = await tooltip.boundingBox();
    expect(bubble!.y).toBeGreaterThanOrEqual(trigger!.y + trigger!.height);
    expect(bubble!.x).toBeGreaterThanOrEqual(8);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
