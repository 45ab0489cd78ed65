import type { Browser, BrowserContext, ElementHandle, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  context: BrowserContext;
}

/** A fresh context + page that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, context };
}

/**
 * The app's own tree inside a widget: not the first screen the loader painted before the app ran
 * (`[data-first-screen]`), whose elements the app replaces when it takes over.
 */
export const appRoot = '.rp-root:not([data-first-screen])';

/**
 * Text of the h1 the app rendered inside the first widget (Playwright's CSS pierces open shadow roots):
 * waiting for it waits for the app, not for a painted first screen.
 */
export function widgetHeading(page: Page, host = 'raider-panel'): Promise<string> {
  // The app's root inside the host (a widget), or the host itself (the site's `#app`).
  return page.locator(`${host} ${appRoot} h1, ${host}${appRoot} h1`).first().innerText();
}

export { listenerCounterScript } from './listener-counter';

/** Clicks a link of a widget's main navigation, opening the phone menu first when the widget is narrow. */
export async function clickNavLink(page: Page, host: string, name: string): Promise<void> {
  const widget = page.locator(host);
  const menu = widget.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await widget.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name, exact: true }).click();
}

/** Serves an HTML page at `url` (any origin) made of `body` (and `head`), so a test can build the host page it needs. */
export async function hostPage(
  page: Page,
  url: string,
  body: string,
  { head = '', waitUntil = 'load' }: { head?: string; waitUntil?: 'load' | 'domcontentloaded' } = {},
): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${head}</head><body>${body}</body></html>`,
    }),
  );
  await page.goto(url, { waitUntil });
}

/** Every `[raider-panel]` console warning the page logs, in order. */
export function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[raider-panel]')) warnings.push(message.text());
  });
  return warnings;
}

const sentinelWarning = '[raider-panel] (test) every earlier warning has arrived';

/**
 * `warnings` (from `watchWarnings`) once every warning the page logged so far has reached the test:
 * console messages arrive in order, so a deliberate one logged now arriving means all earlier ones did.
 * The deliberate one is left out.
 */
export async function settledWarnings(page: Page, warnings: string[]): Promise<string[]> {
  await page.evaluate((text) => console.warn(text), sentinelWarning);
  await expect.poll(() => warnings.includes(sentinelWarning)).toBe(true);
  return warnings.filter((warning) => warning !== sentinelWarning);
}

/**
 * Holds every request whose URL matches `pattern` until the returned `release()` is called. Install it
 * before the page loads when the file is a page chunk: the public pages come in the after-paint group,
 * which the home page loads just after its first paint, and a chunk already in would show at once.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every request for the loader until `release()` is called: the page runs without the widget's script. */
export function holdLoader(page: Page): Promise<() => void> {
  return holdRequests(page, /\/raider-panel\.js$/);
}

/**
 * Signs in through the raider-auth guard's form, which must be showing (a `/raider` route while signed
 * out), and waits until the guarded page replaced it. `scope` is the page for the standalone site or
 * the `<raider-panel>` locator for a widget. The one place tests know the sign-in form's fields.
 */
export async function signIn(scope: Page | Locator, nickname = 'Mirabelka'): Promise<void> {
  await submitAccountForm(scope, nickname);
  await expect.poll(() => signInFormState(scope)).not.toMatch(/^Zaloguj się/);
}

/**
 * The page's heading, with the form's alert when one shows ("Zaloguj się – <why>"): what a wait on the
 * sign-in form reports when it gives up, so a refusal (a wrong password, a rate limit) is named.
 */
async function signInFormState(scope: Page | Locator): Promise<string> {
  const heading = await scope.locator('h1').first().innerText();
  const alert = scope.getByRole('alert');
  return (await alert.count()) > 0 ? `${heading} – ${await alert.first().innerText()}` : heading;
}

/** The password of every raider the browser tests create. */
export const browserPassword = 'smocza jaskinia 42';

/**
 * Creates the raider's account in the sign-in form ("Nie mam jeszcze konta", nickname, password,
 * "Załóż konto"). The browser tests share one server, so a nickname another test created already has an
 * account: then it signs in with the same password instead, as the raider would. Returns once the form
 * has answered (the page replaced it, or it shows an error), without waiting for the page itself.
 */
export async function submitAccountForm(
  scope: Page | Locator,
  nickname: string,
  password = browserPassword,
  /** The page, when its clock is paused: each read then moves the clock a frame (see `afterFrame`). */
  pausedClockPage?: Page,
): Promise<void> {
  await scope.getByRole('button', { name: 'Nie mam jeszcze konta' }).click();
  await scope.getByLabel('Nick w grze').fill(nickname);
  await scope.getByLabel('Hasło', { exact: true }).fill(password);
  const submit = scope.getByRole('button', { name: 'Załóż konto' });
  await submit.click();
  const taken = scope.getByText('Ten nick ma już konto', { exact: false });
  // The button reads "Zakładanie konta…" while the request runs: only a new page or an error is an answer.
  const state = () => signInFormState(scope);
  await expect.poll(pausedClockPage ? afterFrame(pausedClockPage, state) : state, { timeout: 15_000 }).not.toBe('Zaloguj się');
  if ((await taken.count()) === 0) return;
  await scope.getByRole('button', { name: 'Mam już konto' }).click();
  await submitSignInForm(scope, nickname, password);
}

/** Signs in to an existing account ("Zaloguj się" mode, the form's default) without waiting for the result. */
export async function submitSignInForm(scope: Page | Locator, nickname: string, password = browserPassword): Promise<void> {
  await scope.getByLabel('Nick w grze').fill(nickname);
  await scope.getByLabel('Hasło', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Zaloguj się' }).click();
}

/**
 * What has focus, looking through open shadow roots: a short description (`tag "name"`) of the focused
 * element, and the element itself as a handle.
 */
export async function focusedElement(page: Page): Promise<{ description: string; handle: ElementHandle<Element> | null }> {
  const handle = await page.evaluateHandle(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  });
  const element = handle.asElement();
  if (!element) return { description: 'nothing', handle: null };
  const description = await element.evaluate((node) => {
    const name = node.getAttribute('aria-label') ?? node.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `${node.tagName.toLowerCase()}${node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : ''} "${name}"`;
  });
  return { description, handle: element };
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded): from here on
 * its timers fire only when the test moves the clock with `page.clock.runFor`, so a time rule is
 * checked exactly, whatever the machine's load.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * With the clock paused, moves it one frame at a time until `locator` is visible: Preact runs effects
 * (a lazily loaded part arriving, say) in an animation frame, which a paused clock never gives.
 */
export async function runFramesUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect.poll(afterFrame(page, () => locator.isVisible())).toBe(true);
}

/** For `expect.poll` with a paused clock: moves the clock one frame (16 ms) before each read. */
export function afterFrame<Value>(page: Page, read: () => Promise<Value>): () => Promise<Value> {
  return async () => {
    await page.clock.runFor(16);
    return read();
  };
}
