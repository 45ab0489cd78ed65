import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAdmin, formatViolations, launchChromiumForFile, openSignedIn, runAxe, slow, startTestServerForFile } from '../kit/browser';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';

/** "Ustawienia gildii" on the members page, on a server of this file's own. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile();
// A guild whose bot posts in a channel (and no webhook).
const withBot = startTestServerForFile({
  discord: readDiscordEnvironment({ DISCORD_BOT_TOKEN: 'bot-token-for-the-test', DISCORD_CHANNEL_ID: '555000111222333444' }),
});

/** The guild's admin, made from the console, signed in on the members page (Ustawienia gildii is there). */
async function adminOnMembersPage(server: typeof own, viewport: { width: number; height: number }) {
  await createAdmin(server, 'Mistrz Gildii');
  return openSignedIn(browser, `${server.url}/#/raider/members`, 'Mistrz Gildii', 'Członkowie', { viewport });
}

describe('"Ustawienia gildii"', () => {
  test('lets the admin set the Discord webhook, shows it only masked, and is axe-clean', async () => {
    const { page, context } = await adminOnMembersPage(own, { width: 360, height: 800 });
    await expect.poll(() => page.getByRole('heading', { name: 'Ustawienia gildii' }).count(), slow).toBe(1);
    await expect.poll(() => page.getByText('brak – nic nie jest ogłaszane.').count(), slow).toBe(1);

    await page
      .getByLabel('Nowy adres webhooka')
      .fill('https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789');
    await page.getByLabel('Skład przed rajdem (godziny)').fill('4');
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expect.poll(() => page.getByText('https://discord.com/api/webhooks/1234…/••••6789').count(), slow).toBe(1);
    expect(await page.getByLabel('Nowy adres webhooka').inputValue()).toBe('');
    expect(await page.locator('body').innerText()).not.toContain('abcdefghijklmnop');
    expect(await page.getByLabel('Skład przed rajdem (godziny)').inputValue()).toBe('4');

    await page.getByLabel('Nowy adres webhooka').fill('http://example.com/hook');
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expect.poll(() => page.getByText('Wklej adres webhooka z Discorda', { exact: false }).count(), slow).toBe(1);
    expect(await page.getByLabel('Nowy adres webhooka').inputValue()).toBe('http://example.com/hook');

    expect(formatViolations('Członkowie', await runAxe(page))).toEqual([]);
    await context.close();
  });

  test('says the bot announces when it posts, not that nothing is announced', async () => {
    const { page, context } = await adminOnMembersPage(withBot, { width: 1280, height: 900 });
    await expect.poll(() => page.getByText('Ogłoszenia wysyła bot Discorda na kanale', { exact: false }).count(), slow).toBe(1);
    expect(await page.getByText('555000111222333444', { exact: true }).count()).toBe(1);
    expect(await page.getByText('nic nie jest ogłaszane', { exact: false }).count()).toBe(0);
    expect(await page.getByText('brak – niepotrzebny, ogłasza bot.', { exact: false }).count()).toBe(1);
    expect(formatViolations('Członkowie', await runAxe(page))).toEqual([]);
    await context.close();
  });
});
