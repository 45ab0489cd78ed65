import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { createServer, type RaiderServer } from '../../server/create-server';
import { temporaryDirectory } from '../server/helpers/test-server';
import { launchChromium } from './chromium';

/**
 * CORS as a real browser enforces it: a guild page listed in ALLOWED_ORIGINS signs in and saves an answer
 * (preflighted PUT with a bearer token); a page on any other origin can neither read nor write.
 */
let browser: Browser;
let server: RaiderServer;
let api: string;
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;

beforeAll(async () => {
  browser = await launchChromium();
  directory = await temporaryDirectory('browser-cors');
  server = createServer({
    dataDir: directory.path,
    guildConfig: sampleGuild,
    siteDir: 'dist/site',
    examplesDir: 'examples',
    allowedOrigins: ['https://guild.example'],
  });
  const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${port}/api`;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await directory?.remove();
});

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
  }, api);
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
      api,
    );
    expect(read).toBe('blocked');
    await page.context().close();
  });
});
