import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { createServer, type RaiderServer } from '../../server/create-server';
import { sampleGuild } from '../../src/data/guild';
import { temporaryDirectory } from '../server/helpers/test-server';
import { runAxe } from './axe';
import { launchChromium } from './chromium';
import { openPage, submitAccountForm } from './page-helpers';

/**
 * The raid leader cancels the Wigilia night from the keyboard; a raider in another browser context sees
 * it struck through with the reason. A server of this file's own (the admin is granted on its data).
 */
let browser: Browser;
let server: RaiderServer;
let url: string;
let dataDir: Awaited<ReturnType<typeof temporaryDirectory>>;

beforeAll(async () => {
  browser = await launchChromium();
  dataDir = await temporaryDirectory('browser-raid-leader');
  server = createServer({ dataDir: dataDir.path, guildConfig: sampleGuild, siteDir: 'dist/site', examplesDir: 'examples', log: () => {} });
  url = `http://localhost:${(await server.listen({ port: 0, host: '127.0.0.1' })).port}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await dataDir?.remove();
});

const slow = { timeout: 15_000 };
const heading = (page: Page) => page.locator('h1').innerText();

/** The coming 24 December (the server's clock must not have passed it), and a browser date a week before. */
function wigilia(): { year: number; browserNow: Date } {
  const now = new Date();
  const year = now.getMonth() === 11 && now.getDate() >= 24 ? now.getFullYear() + 1 : now.getFullYear();
  const weekBefore = new Date(Date.UTC(year, 11, 17, 12));
  return { year, browserNow: weekBefore > now ? weekBefore : now };
}

async function openAt(path: string, browserNow: Date): Promise<Page> {
  const { page } = await openPage(browser, { width: 360, height: 800 });
  // The panel's range starts at the browser's today: a week before Wigilia puts that night in it.
  await page.clock.setFixedTime(browserNow);
  await page.goto(`${url}/#${path}`);
  return page;
}

describe('the raid leader', () => {
  test('cancels the Wigilia night from the keyboard; a raider sees it struck through with the reason', async () => {
    const { browserNow } = wigilia();
    const officer = await openAt('/raider/raids', browserNow);
    await expect.poll(() => heading(officer), slow).toBe('Zaloguj się');
    await submitAccountForm(officer, 'Lider');
    await expect.poll(() => heading(officer), slow).not.toBe('Zaloguj się');
    expect(grantAdmin(dataDir.path, 'Lider').exitCode).toBe(0);
    await officer.reload();
    await expect.poll(() => heading(officer), slow).toBe('Rajdy');

    const night = officer.getByRole('listitem').filter({ hasText: '24 grudnia' });
    await expect.poll(() => night.count(), slow).toBe(1);
    expect(await runAxe(officer)).toEqual([]);

    await night.getByRole('button', { name: 'Odwołaj', exact: true }).focus();
    await officer.keyboard.press('Enter');
    const reason = night.getByLabel('Powód odwołania (wymagany)');
    await expect.poll(() => reason.evaluate((input) => input.matches(':focus')), slow).toBe(true);
    await officer.keyboard.type('Wigilia – nie gramy');
    await officer.keyboard.press('Enter');
    await expect.poll(() => night.innerText(), slow).toContain('Odwołany: Wigilia – nie gramy');
    expect(await night.locator('h3 s').count()).toBe(1);
    expect(await runAxe(officer)).toEqual([]);

    const raider = await openAt('/raider', browserNow);
    await submitAccountForm(raider, 'Rajdowiec');
    await expect.poll(() => heading(raider), slow).toBe('Przegląd');
    await raider.goto(`${url}/#/raid-schedule`);
    const card = raider.locator('li[data-raid-id]').filter({ hasText: 'Wigilia – nie gramy' });
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await card.locator('s').count()).toBeGreaterThan(0);
    expect(await card.innerText()).toContain('Odwołany');

    await Promise.all([officer, raider].map((page) => page.context().close()));
  });
});
