import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { afterFrame, baseUrl, openPage, pauseClock, submitAccountForm, submitSignInForm, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const viewport = { width: 1280, height: 900 };

/** The notification region (Playwright's locators pierce open shadow roots). */
function region(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: 'Powiadomienia (F8)', exact: true });
}

/** Open the standalone site at /raider and sign in; the success toast appears. */
async function signInOnSite(page: Page, nickname = `Mirabelka-${Math.random().toString(36).slice(2, 8)}`): Promise<Locator> {
  await page.goto(`${baseUrl()}/#/raider`);
  await submitAccountForm(page, nickname);
  await expect.poll(() => page.locator('h1').innerText()).toBe('Przegląd');
  const toast = region(page).locator('li', { hasText: 'Zalogowano' });
  await expect.poll(() => toast.count()).toBe(1);
  return toast;
}

/** What has focus, looking into shadow roots: the aria-label of the focused element (or its tag). */
function focusedLabel(page: Page): Promise<{ host: string | null; label: string | null; role: string | null }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    let host: string | null = null;
    while (active?.shadowRoot?.activeElement) {
      host = active.id || active.tagName.toLowerCase();
      active = active.shadowRoot.activeElement;
    }
    return { host, label: active?.getAttribute('aria-label') ?? null, role: active?.getAttribute('role') ?? null };
  });
}

/** A real mouse drag from the middle of `element` by `dx` pixels, in small steps. */
async function drag(page: Page, element: Locator, dx: number): Promise<void> {
  const box = (await element.boundingBox())!;
  const x = box.x + box.width / 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

describe('toasts on the standalone site', () => {
  test('signing in shows a success toast at the bottom-right corner of the viewport; signing out shows "Wylogowano"', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    const toast = await signInOnSite(page);
    expect(await toast.innerText()).toMatch(/Witaj, Mirabelka-\w{6}!/);
    await expect.poll(() => toast.getByText('Sukces', { exact: true }).isVisible()).toBe(true);
    const box = (await region(page).boundingBox())!;
    expect(Math.round(viewport.width - (box.x + box.width))).toBe(16);
    expect(Math.round(viewport.height - (box.y + box.height))).toBe(16);
    expect(await region(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect.poll(() => region(page).locator('li', { hasText: 'Wylogowano' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('prefers-reduced-motion: toasts appear without sliding in', async () => {
    const animations: string[] = [];
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ viewport, reducedMotion });
      const page = await context.newPage();
      const toast = await signInOnSite(page);
      animations.push(await toast.evaluate((element) => getComputedStyle(element).animationName));
      await context.close();
    }
    expect(animations[0]).not.toBe('none');
    expect(animations[1]).toBe('none');
  });

  test('F8 focuses the region; Escape closes every toast and leaves focus on the region', async () => {
    const { page, context } = await openPage(browser, viewport);
    await signInOnSite(page);
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect.poll(() => region(page).locator('li').count()).toBe(2);

    await page.keyboard.press('F8');
    expect(await focusedLabel(page)).toEqual({ host: null, label: 'Powiadomienia (F8)', role: 'region' });
    // Newest first in tab order: Tab from the region reaches "Wylogowano" before "Zalogowano".
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Wylogowano');

    await page.keyboard.press('Escape');
    await expect.poll(() => region(page).locator('li').count()).toBe(0);
    expect(await focusedLabel(page)).toEqual({ host: null, label: 'Powiadomienia (F8)', role: 'region' });
    await context.close();
  });

  test('the Close button closes a toast', async () => {
    const { page, context } = await openPage(browser, viewport);
    const toast = await signInOnSite(page);
    await toast.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect.poll(() => toast.count()).toBe(0);
    await context.close();
  });

  test('a mouse swipe right past 50 px closes the toast; a shorter one snaps back and its click is swallowed', async () => {
    const { page, context } = await openPage(browser, viewport);
    const toast = await signInOnSite(page);
    await page.evaluate(() => {
      (window as unknown as { clicks: number }).clicks = 0;
      document.addEventListener('click', () => (window as unknown as { clicks: number }).clicks++);
    });
    const clicks = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);

    // The counter works: a plain click on the toast reaches the document.
    await toast.getByText(/^Witaj, Mirabelka-\w{6}!$/).click();
    expect(await clicks()).toBe(1);

    // The toast slides in (200 ms) once the toast list has loaded: its resting place, measured after
    // that, is where a swipe that snaps back must return to.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const before = (await toast.boundingBox())!;
    await drag(page, toast, 30);
    expect(await clicks()).toBe(1);
    expect(await toast.getAttribute('data-swipe')).toBe('cancel');
    await expect.poll(async () => (await toast.boundingBox())!.x).toBe(before.x);
    // Still open, and hovered/focused: it waits.
    expect(await toast.getAttribute('data-state')).toBe('open');

    await drag(page, toast, 90);
    expect(await clicks()).toBe(1);
    await expect.poll(() => toast.count()).toBe(0);
    await context.close();
  });

  test('hovering the toast pauses it past 5 s; after the pointer leaves it closes with the time that remained', async () => {
    const { page, context } = await openPage(browser, viewport);
    await page.clock.install();
    const toast = await signInOnSite(page);
    await toast.hover();
    await pauseClock(page);
    await page.clock.runFor(6000);
    expect(await toast.getAttribute('data-state')).toBe('open');
    const progress = toast.locator('[data-duration]');
    expect(await progress.getAttribute('data-duration')).toBe('5000');
    expect(Number(await progress.getAttribute('data-remaining'))).toBeGreaterThan(2000);

    await page.mouse.move(10, 10);
    // Not at once: the remaining time (more than 2 s) runs after leaving.
    await page.clock.runFor(1500);
    expect(await toast.count()).toBe(1);
    expect(await toast.getAttribute('data-state')).toBe('open');
    await page.clock.runFor(5000);
    await expect.poll(() => toast.count(), { interval: 100 }).toBe(0);
    await context.close();
  });
});

describe('toasts in two widgets on one page', () => {
  async function signInWidget(page: Page, id: 'left' | 'right', nickname: string): Promise<void> {
    const widget = page.locator(`#${id}`);
    await page.evaluate(
      (selector) => (document.querySelector(selector) as HTMLElement & { navigate(path: string): void }).navigate('/raider'),
      `#${id}`,
    );
    await expect.poll(afterFrame(page, () => widgetHeading(page, `#${id}`))).toBe('Zaloguj się');
    await submitAccountForm(widget, nickname, undefined, page);
    await expect
      .poll(
        afterFrame(page, () =>
          region(widget)
            .locator('li', { hasText: `Witaj, ${nickname}!` })
            .count(),
        ),
      )
      .toBe(1);
  }

  test('toasts render inside each widget’s shadow root, and F8 focuses the widget with the newest toast', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.clock.install();
    await page.goto(`${baseUrl()}/examples/two-widgets.html`);
    await expect.poll(() => widgetHeading(page, '#left')).toBe('Bursztynowy Świt');
    await expect.poll(() => widgetHeading(page, '#right')).toBe('Harmonogram rajdów');
    // From here the page's clock moves only a frame at a time while the test waits for a state: the
    // toasts' 5 s auto-close cannot run out while a busy machine works through the steps below.
    await pauseClock(page);

    await signInWidget(page, 'left', 'Lewa');
    // The right widget shares the raider's session: signing out there gives it a toast of its own.
    await page.evaluate(() => (document.querySelector('#right') as HTMLElement & { navigate(path: string): void }).navigate('/raider'));
    await page.locator('#right').getByRole('button', { name: 'Wyloguj się' }).click();
    await expect.poll(afterFrame(page, () => region(page.locator('#right')).locator('li', { hasText: 'Wylogowano' }).count())).toBe(1);

    const placement = await page.evaluate(() => ({
      lightDom: document.body.querySelectorAll('[role="region"], li[data-toast-id]').length,
      left: document.querySelector('#left')!.shadowRoot!.querySelectorAll('[aria-label="Powiadomienia (F8)"] li').length,
      right: document.querySelector('#right')!.shadowRoot!.querySelectorAll('[aria-label="Powiadomienia (F8)"] li').length,
    }));
    expect(placement).toEqual({ lightDom: 0, left: 1, right: 1 });
    // Fixed to the viewport corner even though the widget sits in a column of the page.
    const box = (await region(page.locator('#left')).boundingBox())!;
    expect(Math.round(viewport.width - (box.x + box.width))).toBe(16);

    await page.keyboard.press('F8');
    expect(await focusedLabel(page)).toEqual({ host: 'right', label: 'Powiadomienia (F8)', role: 'region' });

    // A newer toast in the left widget (signed out with the right one, it signs in again): F8 goes there now.
    await expect.poll(afterFrame(page, () => widgetHeading(page, '#left'))).toBe('Zaloguj się');
    await submitSignInForm(page.locator('#left'), 'Lewa');
    await expect.poll(afterFrame(page, () => region(page.locator('#left')).locator('li', { hasText: 'Witaj, Lewa!' }).count())).toBe(2);
    await page.keyboard.press('F8');
    expect(await focusedLabel(page)).toEqual({ host: 'left', label: 'Powiadomienia (F8)', role: 'region' });

    // Escape closes the focused widget's toasts only.
    await page.keyboard.press('Escape');
    // Closed toasts leave after their 200 ms exit animation.
    await page.clock.runFor(250);
    await expect.poll(afterFrame(page, () => region(page.locator('#left')).locator('li').count())).toBe(0);
    expect(await region(page.locator('#right')).locator('li').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
