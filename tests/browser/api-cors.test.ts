import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { appRoot } from './page-helpers';

/**
 * CORS as a real browser enforces it: a guild page listed in ALLOWED_ORIGINS signs in and saves an answer
 * (preflighted PUT with a bearer token); a page on any other origin can neither read nor write.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile({ allowedOrigins: ['https://guild.example'] });

async function pageOn(origin: string): Promise<Page> {
  // The test server is on loopback and the guild page is not: Chromium lets such a request through only
  // from a secure (https) page whose user allowed it (Local Network Access). Both are given here, so only
  // CORS decides, as it does for a guild server on the internet.
  const context = await browser.newContext({ permissions: ['local-network-access'] });
  const page = await context.newPage();
  await page.route(`${origin}/`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Gildia</title>' }),
  );
  await page.goto(`${origin}/`);
  return page;
}

/** Signs in and answers the first open raid from inside the page; resolves with what the page could read. */
function signUpFromPage(page: Page) {
  return page.evaluate(async (base) => {
    try {
      // The raider's own account (created once; the browser tests share one server).
      const credentials = { nickname: 'Kasia z Gildii', password: 'bursztynowa-zorza-7' };
      const post = (path: string) =>
        fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
      let signedIn = await post('/accounts');
      if (signedIn.status === 409) signedIn = await post('/session');
      const session = await signedIn.json();
      const now = Date.now();
      const raids = await (
        await fetch(`${base}/raids?from=${new Date(now).toISOString()}&to=${new Date(now + 14 * 86_400_000).toISOString()}`)
      ).json();
      const raid = raids.find((candidate: { signupsCloseAt: string }) => Date.parse(candidate.signupsCloseAt) > now + 60_000);
      const saved = await fetch(`${base}/raids/${raid.id}/signup`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ status: 'accepted', role: 'tank' }),
      });
      return { ok: true, status: saved.status, raider: (await saved.json()).signup.raider };
    } catch (error) {
      return { ok: false, error: String(error) };
    }
  }, own.api);
}

describe('API CORS in Chromium', () => {
  test('a page on an allowed origin signs in and saves an answer', async () => {
    const page = await pageOn('https://guild.example');
    expect(await signUpFromPage(page)).toEqual({ ok: true, status: 200, raider: 'Kasia z Gildii' });
    await page.context().close();
  });

  test('a page on another origin can neither read the API nor sign in', async () => {
    const page = await pageOn('https://evil.example');
    const consoleErrors: string[] = [];
    page.on('console', (message) => consoleErrors.push(message.text()));
    const result = await signUpFromPage(page);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('Failed to fetch') });
    expect(consoleErrors.join('\n')).toMatch(/blocked by CORS policy: No 'Access-Control-Allow-Origin' header/);
    const read = await page.evaluate(
      (base) =>
        fetch(`${base}/health`).then(
          () => 'read',
          () => 'blocked',
        ),
      own.api,
    );
    // The health check is public: a refused page can still learn that it is refused, and say so.
    expect(read).toBe('read');
    await page.context().close();
  });
});

describe('the widget on a page the server does not list', () => {
  /** A guild page on `origin` embedding the widget from the test server, as a guild's website does. */
  async function widgetOn(origin: string): Promise<{ page: Page; warnings: string[] }> {
    const context = await browser.newContext({ permissions: ['local-network-access'] });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const server = own.api.replace(/\/api$/, '');
    await page.route(`${origin}/`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="pl"><title>Gildia</title><raider-panel></raider-panel><script src="${server}/raider-panel.js" async></script>`,
      }),
    );
    await page.goto(`${origin}/`);
    await page.locator(`raider-panel ${appRoot} h1`).first().waitFor();
    return { page, warnings };
  }

  test('shows a Polish notice and warns once naming the origin and ALLOWED_ORIGINS, never the demo store', async () => {
    const { page, warnings } = await widgetOn('https://fan.example');
    const notice = page
      .locator('raider-panel')
      .getByRole('alert')
      .filter({ hasText: 'Ta strona nie jest dopuszczona przez serwer gildii' });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    const refusals = warnings.filter((warning) => warning.startsWith('[raider-panel]') && warning.includes('ALLOWED_ORIGINS'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('https://fan.example');
    // Signing up goes nowhere, and says so: no account is made in the browser's demo store.
    await page.evaluate(() =>
      (document.querySelector('raider-panel') as HTMLElement & { navigate(path: string): void }).navigate('/raider'),
    );
    const scope = page.locator('raider-panel');
    await scope.getByRole('button', { name: 'Nie mam jeszcze konta' }).click();
    await scope.getByLabel('Nick w grze').fill('Odrzucona');
    await scope.getByLabel('Hasło', { exact: true }).fill('smocza jaskinia 42');
    await scope.getByRole('button', { name: 'Załóż konto' }).click();
    await expect.poll(() => scope.getByRole('alert').filter({ hasText: 'Ta strona nie jest dopuszczona' }).count()).toBeGreaterThan(1);
    expect(await scope.locator('h1').first().innerText()).toBe('Zaloguj się');
    expect(await page.evaluate(() => localStorage.getItem('raider-panel:local-data'))).toBeNull();
    await page.context().close();
  });

  test('a listed page gets no notice', async () => {
    const { page } = await widgetOn('https://guild.example');
    await page.evaluate(() =>
      (document.querySelector('raider-panel') as HTMLElement & { navigate(path: string): void }).navigate('/raider'),
    );
    await page.locator('raider-panel').getByRole('button', { name: 'Nie mam jeszcze konta' }).waitFor();
    expect(await page.locator('raider-panel [data-backend-notice]').count()).toBe(0);
    await page.context().close();
  });

  test('a busy server (503) is shown as unavailable and checked again, not replaced by the demo store', async () => {
    const context = await browser.newContext({ permissions: ['local-network-access'] });
    const page = await context.newPage();
    await page.clock.install();
    let busy = true;
    await page.route('**/api/health', (route) =>
      busy
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ service: 'raider-panel', status: 'database-unavailable' }),
          })
        : route.continue(),
    );
    const server = own.api.replace(/\/api$/, '');
    await page.goto(`${server}/examples/plain.html`);
    const notice = page.locator('raider-panel [data-backend-notice="unavailable"]');
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    expect(await notice.innerText()).toMatch(/^Serwer gildii chwilowo niedostępny/);
    busy = false;
    // The widget checks again on its own (the first retry after 10 s): the notice goes away.
    await page.clock.runFor(10_000);
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });
});
