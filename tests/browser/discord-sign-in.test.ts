import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { call } from '../server/helpers/api-client';
import { setUpFirstAdmin, standInForFile, startTestServerForFile } from '../kit/browser';
import { startDiscordOAuthStandIn } from '../stand-ins/discord-oauth';
import { formatViolations, runAxe } from './axe';
import { browserPassword, submitSignInForm } from './page-helpers';
import { launchChromiumForFile } from './per-file';

/** Sign-in with Discord against the stand-in of Discord's OAuth, in a real browser, on the standalone site. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const guildId = '200000000000000002';
const adminRole = '300000000000000003';
const slow = { timeout: 15_000 };
const standIn = standInForFile(startDiscordOAuthStandIn);
const own = startTestServerForFile(() => ({
  discord: readDiscordEnvironment({
    DISCORD_CLIENT_ID: standIn().clientId,
    DISCORD_CLIENT_SECRET: standIn().clientSecret,
    DISCORD_GUILD_ID: guildId,
    DISCORD_OFFICER_ROLE_IDS: '300000000000000004',
    DISCORD_ADMIN_ROLE_IDS: adminRole,
    DISCORD_API_BASE: standIn().apiBase,
    DISCORD_AUTHORIZE_URL: standIn().authorizeUrl,
  }),
}));

beforeAll(async () => {
  // The guild's admin (with a password), and the public URL Discord sends raiders back to.
  const admin = await setUpFirstAdmin(own, 'Mistrz');
  const saved = await call(`${own.api}/settings`, 'PUT', { token: admin, body: { publicUrl: own.url } });
  expect(saved.status).toBe(200);
});

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: /\(F8\)$/ }).locator('li', { hasText: text });

/** Waits for `locator` to show; when it does not, says what the page showed instead. */
async function shows(page: Page, locator: Locator, what: string): Promise<void> {
  try {
    await expect.poll(() => locator.count(), slow).toBeGreaterThan(0);
  } catch {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '(no body)');
    throw new Error(`${what} did not show; the page was at ${page.url()} and showed: ${body.slice(0, 600)}`);
  }
}

describe('sign in with Discord', () => {
  test('from the sign-in form, through Discord, lands signed in on /raider with the ticket gone from the address', async () => {
    standIn().setUser({ id: '900000000000000001', username: 'kasia', guilds: { [guildId]: { nick: 'Kasia', roles: [] } } });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${own.url}/#/raider`);
    const discordLink = page.getByRole('link', { name: 'Zaloguj się przez Discord' });
    await expect.poll(() => discordLink.count(), slow).toBe(1);
    await discordLink.click();
    await shows(page, toastWith(page, 'Zalogowano przez Discorda'), 'the toast "Zalogowano przez Discorda"');
    expect(await toastWith(page, 'Zalogowano przez Discorda').innerText()).toContain('Witaj, Kasia!');
    expect(new URL(page.url()).hash).toBe('#/raider');
    await expect.poll(() => page.locator('h1').first().innerText(), slow).not.toBe('Zaloguj się');
    await context.close();
  });

  test('says in a toast that a used or expired ticket no longer works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${own.url}/#/raider?discordTicket=nieaktualny`);
    await shows(page, toastWith(page, 'Nie udało się zalogować przez Discorda'), 'the toast of an expired ticket');
    expect(await toastWith(page, 'Nie udało się zalogować przez Discorda').innerText()).toContain('wygasło');
    expect(new URL(page.url()).hash).toBe('#/raider');
    expect(await page.getByRole('heading', { name: 'Logowanie' }).count()).toBe(1);
    await context.close();
  });

  test('links the account from Konto, and Konto and the Discord settings are axe-clean in light and dark', async () => {
    standIn().setUser({ id: '900000000000000002', username: 'mistrz', guilds: { [guildId]: { nick: 'Mistrz', roles: [] } } });
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${own.url}/#/raider/account`);
      await submitSignInForm(page, 'Mistrz');
      const discordHeading = page.getByRole('heading', { name: 'Discord', exact: true });
      await expect.poll(() => discordHeading.count(), slow).toBe(1);
      const linkButton = page.getByRole('button', { name: 'Połącz z Discordem' });
      if (colorScheme === 'light') {
        await expect.poll(() => linkButton.count(), slow).toBe(1);
        expect(formatViolations('Konto (niepołączone)', await runAxe(page))).toEqual([]);
        await linkButton.click();
        // Back from Discord, the link waits for this account's confirmation.
        const confirm = page.getByRole('button', { name: 'Połącz to konto' });
        await shows(page, confirm, 'the confirmation of the link');
        expect(await page.getByRole('group', { name: 'Potwierdź połączenie z Discordem' }).innerText()).toContain('„Mistrz”');
        expect(formatViolations('Konto (potwierdzenie połączenia)', await runAxe(page))).toEqual([]);
        await confirm.click();
        await shows(page, toastWith(page, 'Połączono z Discordem'), 'the toast "Połączono z Discordem"');
        expect(new URL(page.url()).hash).toBe('#/raider/account');
      }
      const reminders = page.getByRole('checkbox', { name: 'Przypomnienia na Discordzie' });
      await expect.poll(() => reminders.count(), slow).toBe(1);
      expect(await reminders.isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: 'Odłącz' }).isEnabled()).toBe(true);
      expect(formatViolations(`Konto (${colorScheme})`, await runAxe(page))).toEqual([]);

      await page.goto(`${own.url}/#/raider/members`);
      const settingsForm = page.getByRole('form', { name: 'Discord', exact: true });
      await expect.poll(() => settingsForm.count(), slow).toBe(1);
      expect(await page.getByLabel('ID klienta OAuth2').isDisabled()).toBe(true);
      if (colorScheme === 'light') {
        // A secret saved from the panel comes back only masked, and the field stays empty.
        await page.getByLabel('Token bota').fill('token.bota.z.panelu.wxyz');
        await page.getByRole('button', { name: 'Zapisz dane Discorda' }).click();
        await shows(page, page.getByText('Zapisano: ••••wxyz', { exact: false }), 'the masked bot token');
        expect(await page.getByLabel('Token bota').inputValue()).toBe('');
        expect(own.server.server.discordApp().botToken).toBe('token.bota.z.panelu.wxyz');
      }
      expect(formatViolations(`Ustawienia gildii (${colorScheme})`, await runAxe(page))).toEqual([]);
      await context.close();
    }
  });
});

describe('a Discord round-trip sent to another browser', () => {
  /** A browser signed in to the panel at Konto as `nickname`, its Discord part shown. */
  async function signedInAtKonto(nickname: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${own.url}/#/raider/account`);
    await submitSignInForm(page, nickname);
    await shows(page, page.getByRole('heading', { name: 'Discord', exact: true }), `Konto of ${nickname}`);
    return { context, page };
  }

  test('a raider who sends their link to an unlinked Discord admin does not become admin', async () => {
    const made = await call(`${own.api}/accounts`, 'POST', {
      body: { nickname: 'Łucznik', password: browserPassword, accessCode: 'smocza-jaskinia' },
    });
    expect(made.status).toBe(201);
    const adminOnDiscord = {
      id: '900000000000000010',
      username: 'mistrz-gildii',
      guilds: { [guildId]: { nick: 'Szef', roles: [adminRole] } },
    };
    const raider = await signedInAtKonto('Łucznik');
    const admin = await signedInAtKonto('Mistrz');
    standIn().setConsentPage(true);
    try {
      // 1. Discord's authorize page, as the raider's browser reached it, sent to the admin.
      await raider.page.getByRole('button', { name: 'Połącz z Discordem' }).click();
      await shows(raider.page, raider.page.locator('#authorize'), "Discord's consent page in the raider's browser");
      standIn().setUser(adminOnDiscord);
      await admin.page.goto(raider.page.url());
      await admin.page.locator('#authorize').click();
      await shows(admin.page, admin.page.getByText('zaczęło się w innej przeglądarce'), 'the refusal of a round-trip from another browser');

      // 2. The raider's own link into the panel (`/api/auth/discord?link=…`), sent to the admin: the
      //    round-trip ends in the admin's Konto, where the admin's confirmation links nothing.
      await raider.page.goto(`${own.url}/#/raider/account`);
      let sent = '';
      await raider.page.route(
        (url) => url.pathname === '/api/auth/discord' && url.searchParams.has('link'),
        async (route) => {
          sent = route.request().url();
          await route.fulfill({ contentType: 'text/html', body: '<p>Link skopiowany</p>' });
        },
      );
      await raider.page.getByRole('button', { name: 'Połącz z Discordem' }).click();
      await expect.poll(() => sent, slow).not.toBe('');
      await admin.page.goto(sent);
      await admin.page.locator('#authorize').click();
      const confirm = admin.page.getByRole('button', { name: 'Połącz to konto' });
      await shows(admin.page, confirm, "the link's confirmation in the admin's Konto");
      await confirm.click();
      await shows(admin.page, admin.page.getByText('zaczęto z innego konta'), 'the refusal of a link started by another account');
    } finally {
      standIn().setConsentPage(false);
    }

    const raiderSession = await call(`${own.api}/session`, 'POST', { body: { nickname: 'Łucznik', password: browserPassword } });
    const token = raiderSession.body.token as string;
    expect((await call(`${own.api}/me/discord`, 'GET', { token })).body.linked).toBe(false);
    expect((await call(`${own.api}/audit`, 'GET', { token })).status).toBe(403);
    // The admin's next "Zaloguj się przez Discord" lands in an account of their own, not the raider's.
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto(`${own.url}/#/raider`);
    await page.getByRole('link', { name: 'Zaloguj się przez Discord' }).click();
    await shows(page, toastWith(page, 'Witaj, Szef!'), 'the admin signed in to their own account');
    for (const context of [raider.context, admin.context, fresh]) await context.close();
  });

  test("a sign-in's callback opened in another browser signs nobody in (login CSRF)", async () => {
    standIn().setUser({ id: '900000000000000011', username: 'napastnik', guilds: { [guildId]: { nick: 'Napastnik', roles: [] } } });
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    standIn().setConsentPage(true);
    let callbackUrl: string;
    try {
      await attackerPage.goto(`${own.url}/#/raider`);
      await attackerPage.getByRole('link', { name: 'Zaloguj się przez Discord' }).click();
      await shows(attackerPage, attackerPage.locator('#authorize'), "Discord's consent page");
      callbackUrl = (await attackerPage.locator('#authorize').getAttribute('href'))!;
    } finally {
      standIn().setConsentPage(false);
    }
    const victim = await browser.newContext();
    const victimPage = await victim.newPage();
    await victimPage.goto(callbackUrl);
    await shows(victimPage, victimPage.getByText('zaczęło się w innej przeglądarce'), "the refusal in the victim's browser");
    expect(victimPage.url()).toContain('/api/auth/discord/callback');
    await victimPage.goto(`${own.url}/#/raider`);
    await shows(victimPage, victimPage.getByRole('heading', { name: 'Logowanie' }), "the sign-in form in the victim's browser");
    // The browser that started it finishes it.
    await attackerPage.goto(callbackUrl);
    await shows(attackerPage, toastWith(attackerPage, 'Witaj, Napastnik!'), 'the attacker signed in in their own browser');
    await attacker.close();
    await victim.close();
  });
});
