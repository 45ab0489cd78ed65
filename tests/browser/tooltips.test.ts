import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, clickNavLink, openPage, pauseClock, runFramesUntilVisible, submitAccountForm, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const text = 'Kończy sesję na tym urządzeniu';

/**
 * A raider of their own: the browser tests share one server, and signing in to an account another test
 * created would first meet a 409 (which the browser logs as a console error these tests check for).
 */
async function signIn(scope: Page | Locator): Promise<void> {
  await submitAccountForm(scope, `Grzmot-${Math.random().toString(36).slice(2, 8)}`);
}

/** A fresh raider on the site's overview, the page clock installed: its sign-out button and the tooltip slot. */
async function signedInOverview() {
  const { page, errors } = await openPage(browser);
  await page.clock.install();
  await page.goto(`${baseUrl()}/#/raider`);
  await signIn(page);
  await expect.poll(() => page.locator('h1').innerText()).toBe('Przegląd');
  return { page, errors, signOut: page.getByRole('button', { name: 'Wyloguj się' }), tooltip: page.getByRole('tooltip') };
}

describe('tooltips on the standalone site', () => {
  test('hovering "Wyloguj się" with the mouse shows its tooltip after 700 ms, not at 400 ms; pressing closes it', async () => {
    const { page, errors, signOut, tooltip } = await signedInOverview();
    await page.mouse.move(1000, 850);
    await pauseClock(page);

    await signOut.hover();
    await page.clock.runFor(400);
    expect(await tooltip.count()).toBe(0);
    expect(await signOut.getAttribute('aria-describedby')).toBeNull();
    // The open delay, give or take a frame: still closed at 690 ms, open by 710 ms.
    await page.clock.runFor(290);
    expect(await tooltip.count()).toBe(0);
    expect(await signOut.getAttribute('aria-describedby')).toBeNull();
    await page.clock.runFor(20);
    await expect.poll(() => signOut.getAttribute('aria-describedby')).not.toBeNull();
    await runFramesUntilVisible(page, tooltip);
    expect(await tooltip.innerText()).toBe(text);
    expect(await signOut.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

    // Placed above the trigger (there is room), inside the viewport, styled slate on the instance sheet.
    const [bubble, trigger] = await Promise.all([tooltip.boundingBox(), signOut.boundingBox()]);
    expect(bubble!.y + bubble!.height).toBeLessThanOrEqual(trigger!.y);
    expect(await tooltip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 23, 42)');

    // Pointer-down closes it, and the still-hovering pointer does not bring it back.
    await page.mouse.down();
    await tooltip.waitFor({ state: 'detached' });
    await page.mouse.move(1000, 850);
    await page.mouse.up();
    await page.clock.runFor(800);
    expect(await tooltip.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Tab focus opens it at once; Escape closes it', async () => {
    const { page, errors, signOut, tooltip } = await signedInOverview();
    // The last link of the raider navigation comes right before the sign-out button in tab order.
    await page.getByRole('navigation', { name: 'Panel rajdowca' }).getByRole('link').last().focus();
    expect(await tooltip.count()).toBe(0);

    // With the page's clock stopped, no timer can fire: the tooltip is open at once (its id on the
    // trigger), not after the 700 ms hover delay; its bubble is drawn within the next few frames.
    await pauseClock(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Wyloguj się');
    await expect.poll(() => signOut.getAttribute('aria-describedby')).not.toBeNull();
    await runFramesUntilVisible(page, tooltip);
    expect(await tooltip.innerText()).toBe(text);
    expect(await signOut.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(await signOut.getAttribute('aria-describedby')).toBeNull();
    // Focus stays on the button: Escape only dismissed the description.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Wyloguj się');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A phone-sized page with the widget, signed in on its overview, the clock installed but not yet paused. */
async function signedInWidget() {
  const { page, errors } = await openPage(browser, { width: 360, height: 740 });
  await page.clock.install();
  await page.goto(`${baseUrl()}/examples/plain.html`);
  await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
  await clickNavLink(page, 'raider-panel', 'Panel rajdowca');
  const widget = page.locator('raider-panel');
  await signIn(widget);
  await expect.poll(() => widgetHeading(page)).toBe('Przegląd');
  return { page, errors, widget, signOut: widget.getByRole('button', { name: 'Wyloguj się' }) };
}

describe('tooltips in the <raider-panel> widget', () => {
  test('render inside the shadow root and stay within a 360 px wide viewport', async () => {
    const { page, errors, widget, signOut } = await signedInWidget();
    await pauseClock(page);

    await signOut.hover();
    const tooltip = widget.getByRole('tooltip');
    // The same open delay inside the widget: closed at 690 ms, open by 710 ms.
    await page.clock.runFor(690);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(20);
    await runFramesUntilVisible(page, tooltip);

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
    const { page, errors, widget, signOut } = await signedInWidget();
    // Room for the page to scroll the button to the very top, whatever the content's height.
    await page.evaluate(() => document.body.style.setProperty('padding-bottom', '2000px'));
    await signOut.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 4));
    const trigger = await signOut.boundingBox();
    expect(trigger!.y).toBeLessThan(10);
    await pauseClock(page);
    await page.mouse.move(trigger!.x + trigger!.width / 2, trigger!.y + trigger!.height / 2);
    const tooltip = widget.getByRole('tooltip');
    await page.clock.runFor(710);
    await runFramesUntilVisible(page, tooltip);
    const bubble = await tooltip.boundingBox();
    expect(bubble!.y).toBeGreaterThanOrEqual(trigger!.y + trigger!.height);
    expect(bubble!.x).toBeGreaterThanOrEqual(8);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
