import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { outputOf, type Metafile } from '../../site/build/metafile';
import { launchChromiumForFile } from './per-file';
import { appRoot, baseUrl, holdRequests, openPage, submitAccountForm, widgetHeading } from './page-helpers';

/**
 * The raider-auth guard's sign-in form is not part of what a visit downloads: a raider who is signed in
 * never sees it and most visitors never sign in. It loads when a visitor who is not signed in points at
 * or focuses a link into the raider panel, or when the guard shows it.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** The form's own chunk (`/assets/SignInForm-….js` or however the build names it), from the metafile. */
function signInChunk(): string {
  const metafile = JSON.parse(readFileSync('dist/meta/browser.json', 'utf8')) as Metafile;
  return `/${outputOf(metafile, 'src/pages/sign-in/index.ts').replace(/^dist\/site\//, '')}`;
}

/** Whether the page has requested the sign-in form's chunk so far. */
function watchSignInChunk(page: Page): () => boolean {
  const chunk = signInChunk();
  let requested = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === chunk) requested = true;
  });
  return () => requested;
}

async function openWidget(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl()}/examples/plain.html`);
  await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
  // The after-paint group (with the guard) and the idle prefetches are in.
  await page.waitForLoadState('networkidle');
  return page.locator(`raider-panel ${appRoot}`);
}

const panelLink = (app: Locator) => app.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Panel rajdowca' });

describe('the sign-in form loads on intent, not with every visit', () => {
  test('pointing at "Panel rajdowca" starts loading it; the click then shows the form', async () => {
    const { page, errors, context } = await openPage(browser);
    const requested = watchSignInChunk(page);
    const app = await openWidget(page);
    expect(requested()).toBe(false);
    await panelLink(app).hover();
    await expect.poll(requested).toBe(true);
    await panelLink(app).click();
    await expect.poll(() => app.locator('h1').innerText()).toBe('Zaloguj się');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('keyboard focus on the link starts loading it too', async () => {
    const { page, errors, context } = await openPage(browser);
    const requested = watchSignInChunk(page);
    const app = await openWidget(page);
    await panelLink(app).focus();
    await expect.poll(requested).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('while its code is on its way the page keeps its header and shows the progress bar, then the form', async () => {
    const { page, errors, context } = await openPage(browser);
    const release = await holdRequests(page, new RegExp(`${signInChunk().replace(/[.]/g, '\\.')}$`));
    const app = await openWidget(page);
    await panelLink(app).click();
    await app.getByRole('progressbar', { name: 'Wczytywanie strony' }).waitFor();
    await expect.poll(() => panelLink(app).isVisible()).toBe(true);
    expect(await app.getByRole('heading', { name: 'Zaloguj się' }).count()).toBe(0);
    release();
    await expect.poll(() => app.locator('h1').innerText()).toBe('Zaloguj się');
    expect(await app.getByRole('progressbar').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a deep link into the raider panel loads it beside the sign-in guard, not after it', async () => {
    const { page, errors, context } = await openPage(browser);
    const requested = watchSignInChunk(page);
    // The guard comes with the after-paint group: while that is held, the form is already on its way.
    const releaseGuard = await holdRequests(page, /\/assets\/after-paint-parts-[\w-]+\.js$/);
    await page.goto(`${baseUrl()}/#/raider/signups`);
    await expect.poll(requested).toBe(true);
    releaseGuard();
    await expect.poll(() => page.locator('#app h1').innerText()).toBe('Zaloguj się');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a raider who is signed in never downloads it, pointing at the panel or opening it', async () => {
    const { page, errors, context } = await openPage(browser);
    const app = await openWidget(page);
    await panelLink(app).click();
    await submitAccountForm(app, `Intencja-${Math.random().toString(36).slice(2, 8)}`);
    await expect.poll(() => app.locator('h1').innerText()).toBe('Przegląd');

    // A new visit in the same browser: the session is kept, the form is not needed.
    const next = await context.newPage();
    const requested = watchSignInChunk(next);
    const nextApp = await openWidget(next);
    await panelLink(nextApp).hover();
    await panelLink(nextApp).click();
    await expect.poll(() => nextApp.locator('h1').innerText()).toBe('Przegląd');
    await next.waitForLoadState('networkidle');
    expect(requested()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
