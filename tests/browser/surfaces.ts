import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { resolveRoute } from '../../src/routes';
import { appRoot, baseUrl } from './page-helpers';

/** The bundled sample guild's name: the site title and the widget region's label. */
export const guildName = 'Bursztynowy Świt';

/** One way the core is shown: the standalone site, or `<raider-panel>` on a host page. */
export interface Surface {
  name: 'site' | 'widget';
  /** Loads the page showing `path` first. */
  open(page: Page, path: string): Promise<void>;
  /** Navigates inside the app, without a page load (the in-memory session survives). */
  go(page: Page, path: string): Promise<void>;
  /** Where the app's elements are: the page for the site, the element for the widget. */
  scope(page: Page): Page | Locator;
  /** Selector of the instance's root, for counting its elements. */
  root: string;
}

/** The polite live region that announces route changes (its text after the last navigation). */
export function announcer(scope: Page | Locator): Locator {
  return scope.locator('[data-route-announcer]');
}

/**
 * Waits until `path` is shown: the announcement for it was made, no page chunk is loading, no part of
 * the page is still loading (`aria-busy`, as the home page's raid card until its code is in), an h1 is there.
 */
async function settled(page: Page, surface: Surface, path: string | null): Promise<void> {
  const scope = surface.scope(page);
  if (path !== null) await expect.poll(() => announcer(scope).innerText()).toBe(resolveRoute(path, guildName).title);
  await expect.poll(() => scope.locator('[data-testid="route-progress"]').count()).toBe(0);
  await expect.poll(() => scope.locator('[aria-busy="true"]').count()).toBe(0);
  await expect.poll(() => page.locator(`${surface.root} h1`).count()).toBeGreaterThan(0);
}

export const site: Surface = {
  name: 'site',
  root: '#app',
  async open(page, path) {
    // From another document: going to a URL that differs from the current one only by its hash would
    // be an in-page navigation, not a load.
    if (page.url().startsWith(baseUrl())) await page.goto('about:blank');
    await page.goto(`${baseUrl()}/#${path}`);
    await settled(page, site, null);
  },
  async go(page, path) {
    await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
    await settled(page, site, path);
  },
  scope: (page) => page,
};

export const widget: Surface = {
  name: 'widget',
  root: 'raider-panel',
  async open(page, path) {
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await page.locator(`raider-panel ${appRoot} h1`).first().waitFor();
    if (path !== '/') await widget.go(page, path);
    else await settled(page, widget, null);
  },
  async go(page, path) {
    await page.evaluate(
      (route) => (document.querySelector('raider-panel') as HTMLElement & { navigate(path: string): void }).navigate(route),
      path,
    );
    await settled(page, widget, path);
  },
  scope: (page) => page.locator('raider-panel'),
};

export const surfaces = [site, widget];
