import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl, openPage, signIn } from './page-helpers';

/**
 * The standalone site under the CSP its server sends (server/static/site-security.ts): it works with no
 * violation, and only its own origin and the guild's allowed ones (`http://guild.example` in the global
 * setup) may frame it.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The app's own h1 in the site (not the first screen in the HTML). */
const siteHeading = (page: Page) => page.locator('#app h1').first().innerText({ timeout: 10_000 });

describe('the site under its CSP', () => {
  test('the home page, a colour switch and the raider panel run with no CSP violation', async () => {
    const { page, errors } = await openPage(browser);
    const violations = await watchViolations(page);
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await expect.poll(() => siteHeading(page)).toBe('Bursztynowy Świt');
    // The switch adds a <style> of its own for one frame.
    await page
      .locator('#app')
      .getByRole('button', { name: /^Motyw:/ })
      .click();
    await page.goto(`${baseUrl()}/#/raider`);
    await signIn(page, 'Strażniczka Zasad');
    await expect.poll(() => siteHeading(page)).not.toBe('Bursztynowy Świt');
    // The app's styles were applied, not dropped: a blocked <style> has no sheet.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.sheet?.cssRules.length ?? 'blocked'),
    );
    expect(sheets).not.toContain('blocked');
    expect(sheets.length).toBeGreaterThan(2);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** A page on `origin` framing the site; resolves with the frame's heading, or what showed instead. */
  async function framedFrom(origin: string): Promise<{ page: Page; heading: () => Promise<string>; consoleLines: string[] }> {
    // The test server is on loopback and the guild page is not: Chromium lets it be framed only from a
    // secure page whose user allowed it (Local Network Access). Both are given: only the CSP decides.
    const context = await browser.newContext({ permissions: ['local-network-access'] });
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.route(`${origin}/`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><title>Gildia</title><iframe src="${baseUrl()}/" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto(`${origin}/`);
    const heading = async () => {
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      if (!frame) return 'no frame';
      if (!frame.url().startsWith(baseUrl())) return `frame at ${frame.url()}`;
      return (await frame.locator('#app h1').count()) > 0 ? frame.locator('#app h1').first().innerText() : 'no heading yet';
    };
    return { page, heading, consoleLines };
  }

  test('an allowed origin may frame the site', async () => {
    const { page, heading } = await framedFrom('https://guild.example');
    await expect.poll(heading, { timeout: 15_000 }).toBe('Bursztynowy Świt');
    await page.context().close();
  });

  test('another origin cannot frame it', async () => {
    const { page, heading, consoleLines } = await framedFrom('https://evil.example');
    await expect
      .poll(() => consoleLines.join('\n'), { timeout: 15_000 })
      .toMatch(new RegExp(`Framing '${baseUrl()}/' violates .*frame-ancestors.*The request has been blocked`));
    expect(await heading()).not.toBe('Bursztynowy Świt');
    await page.context().close();
  });
});
