import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** Text of the h1 inside the first widget (Playwright's CSS pierces open shadow roots). */
export function widgetHeading(page: Page, host = 'raider-panel'): Promise<string> {
  return page.locator(`${host} h1`).first().innerText();
}

export { listenerCounterScript } from './listener-counter';

/** Clicks a link of a widget's main navigation, opening the phone menu first when the widget is narrow. */
export async function clickNavLink(page: Page, host: string, name: string): Promise<void> {
  const widget = page.locator(host);
  const menu = widget.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await widget.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name, exact: true }).click();
}
