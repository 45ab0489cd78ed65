import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { slashCommands } from '../../server/discord/slash-commands';
import { discordApplicationId } from '../kit';
import { setUpFirstAdmin, standInForFile, startTestServerForFile } from '../kit/browser';
import { startDiscordApiStandIn } from '../stand-ins/discord-interactions';
import { formatViolations, runAxe } from './axe';
import { submitSignInForm } from './page-helpers';
import { launchChromiumForFile } from './per-file';

/** The slash commands registered from the panel, against the stand-in of Discord's REST API. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const slow = { timeout: 15_000 };
const standIn = standInForFile(startDiscordApiStandIn);
// The application and the server by variables; the bot token is what the admin pastes in the panel.
const own = startTestServerForFile(() => ({
  discord: readDiscordEnvironment({
    DISCORD_APPLICATION_ID: discordApplicationId,
    DISCORD_GUILD_ID: '900000000000000001',
    DISCORD_API_BASE: standIn().apiBase,
  }),
}));
beforeAll(() => setUpFirstAdmin(own, 'Mistrz'));

/** The section's status line, once it reads `text`; when it does not, says what it read instead. */
async function statusReads(page: Page, text: string): Promise<void> {
  const status = page.getByRole('form', { name: 'Polecenia na Discordzie' }).getByRole('status');
  try {
    await expect.poll(() => status.innerText(), slow).toContain(text);
  } catch {
    throw new Error(`the status did not read "${text}"; it read: ${await status.innerText().catch(() => '(no status)')}`);
  }
}

describe('slash commands from the panel', () => {
  test('an admin without a bot token is told what is missing, pastes it, and registers /rajdy and /urlop', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${own.url}/#/raider/members`);
    await submitSignInForm(page, 'Mistrz');
    const register = page.getByRole('button', { name: 'Zarejestruj polecenia' });
    await expect.poll(() => register.count(), slow).toBe(1);
    await statusReads(page, 'Polecenia nie były jeszcze rejestrowane z panelu.');

    await register.click();
    await statusReads(page, 'Ostatnia próba się nie udała');
    await statusReads(page, 'Brak ustawień: token bota (DISCORD_BOT_TOKEN)');
    expect(standIn().requests).toEqual([]);

    await page.getByLabel('Token bota').fill('token.bota.z.panelu.wxyz');
    await page.getByRole('button', { name: 'Zapisz dane Discorda' }).click();
    await expect.poll(() => page.getByText('Zapisano: ••••wxyz', { exact: false }).count(), slow).toBe(1);
    // From the keyboard: the button keeps the focus while the request runs and after it.
    await register.focus();
    await page.keyboard.press('Enter');
    await statusReads(page, 'Zarejestrowano polecenia /rajdy, /urlop na serwerze Discord 900000000000000001.');
    expect(await register.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(standIn().requests).toEqual([
      {
        method: 'PUT',
        path: '/applications/900000000000000009/guilds/900000000000000001/commands',
        authorization: 'Bot token.bota.z.panelu.wxyz',
        body: slashCommands,
      },
    ]);
    expect(formatViolations('Polecenia na Discordzie (360 px)', await runAxe(page))).toEqual([]);

    // The outcome is the server's: a new visit shows it.
    await page.reload();
    await statusReads(page, 'Ostatnia rejestracja');
    await context.close();
  });
});
