import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { runAxeEverywhere } from './axe';
import { openPage, submitAccountForm, submitSignInForm } from './page-helpers';
import { pageHeading, slow } from '../kit/browser';
import { makeAdmin } from '../kit';

/**
 * Personal accounts end to end, on a server of this file's own (its data directory and its log are
 * read here), with the real password hashing. Every raider signs in from a browser context of their own.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
const serverLog: string[] = [];
/** Every API answer body any page received. */
const answers: string[] = [];

const own = startTestServerForFile({
  // The real scrypt cost, not the helper's cheap one: these are the accounts as a guild gets them.
  passwordHashing: {},
  log: (message, error) => serverLog.push(`${message} ${String(error)} ${(error as Error)?.stack ?? ''}`),
});

const passwords = {
  aneta: 'bursztynowa zbroja 7',
  bogdan: 'mroźny topór bogdana',
  newAneta: 'nowe hasło anety po resecie',
  admin: 'hasło mistrza gildii 1',
};

async function raiderPage(path = '/raider'): Promise<Page> {
  const { page } = await openPage(browser);
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    answers.push(await response.text().catch(() => ''));
  });
  await page.goto(`${own.url}/#${path}`);
  await expect.poll(() => page.locator('h1').innerText(), slow).toBe('Zaloguj się');
  return page;
}

const wrongCredentials =
  'Nieprawidłowy nick lub hasło. Nie pamiętasz hasła? Oficer może dać Ci kod resetu – wybierz „Mam kod resetu od oficera”.';
/** Every sign-in here runs the real scrypt (0.1–0.2 s, more on a busy machine): answers may take a while. */

describe('personal accounts in the browser', () => {
  test('raider A cannot sign in as B without B’s password, nor take B’s nickname', async () => {
    const bogdan = await raiderPage();
    await submitAccountForm(bogdan, 'Bogdan', passwords.bogdan);
    await expect.poll(() => pageHeading(bogdan), slow).toBe('Przegląd');

    const aneta = await raiderPage();
    await submitAccountForm(aneta, 'Aneta', passwords.aneta);
    await expect.poll(() => pageHeading(aneta), slow).toBe('Przegląd');

    // A second context of Aneta's tries Bogdan's nickname with her own password, then a look-alike account.
    const posing = await raiderPage();
    await submitSignInForm(posing, 'Bogdan', passwords.aneta);
    await expect.poll(() => posing.getByRole('alert').innerText(), slow).toBe(wrongCredentials);
    expect(await pageHeading(posing)).toBe('Zaloguj się');
    await submitSignInForm(posing, 'Nikt Taki', passwords.aneta);
    await expect.poll(() => posing.getByRole('alert').innerText(), slow).toBe(wrongCredentials);
    await posing.getByRole('button', { name: 'Nie mam jeszcze konta' }).click();
    await posing.getByLabel('Nick w grze').fill('BOGDAN');
    await posing.getByLabel('Hasło', { exact: true }).fill(passwords.aneta);
    await posing.getByRole('button', { name: 'Załóż konto' }).click();
    await expect.poll(() => posing.getByRole('alert').innerText(), slow).toContain('ma już konto');
    expect(await pageHeading(posing)).toBe('Zaloguj się');

    // Bogdan's own password still works.
    await posing.getByRole('button', { name: 'Mam już konto' }).click();
    await submitSignInForm(posing, 'bogdan', passwords.bogdan);
    await expect.poll(() => posing.getByText('Zalogowano jako Bogdan').count(), slow).toBe(1);
    await Promise.all([bogdan, aneta, posing].map((page) => page.context().close()));
  });

  test('an admin removes a member after a confirmation: their session ends at once, the log says so', async () => {
    const admin = await raiderPage();
    await submitAccountForm(admin, 'Wódz', passwords.admin);
    await expect.poll(() => pageHeading(admin), slow).toBe('Przegląd');
    makeAdmin(own.server.dataDir, 'Wódz');
    const member = await raiderPage('/raider/signups');
    await submitAccountForm(member, 'Odchodzący', passwords.bogdan);
    await expect.poll(() => pageHeading(member), slow).toBe('Zapisy');

    await admin.goto(`${own.url}/#/raider/members`);
    await expect.poll(() => pageHeading(admin), slow).toBe('Członkowie');
    // Not for the admin's own row.
    const ownRow = admin.locator('li', { has: admin.getByText('Wódz', { exact: true }) }).first();
    await expect.poll(() => ownRow.count(), slow).toBe(1);
    expect(await ownRow.getByRole('button', { name: 'Usuń z gildii' }).count()).toBe(0);
    const row = admin.locator('li', { has: admin.getByText('Odchodzący', { exact: true }) }).first();
    await row.getByRole('button', { name: 'Usuń z gildii' }).focus();
    await admin.keyboard.press('Enter');
    // The question takes the focus; nothing is removed before the answer.
    const question = row.getByText(/^Usunąć Odchodzący z gildii\?/);
    await expect.poll(() => question.evaluate((element) => element.matches(':focus')), slow).toBe(true);
    expect(await runAxeEverywhere(admin)).toEqual([]);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: 'Tak, usuń Odchodzący' }).click();
    await expect.poll(() => row.count(), slow).toBe(0);
    // The row went with the focus in it: the list's heading has it, not <body>.
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('Członkowie gildii');
    const audit = admin.locator('section[aria-labelledby="rp-members-audit"]');
    await expect.poll(() => audit.locator('li', { hasText: 'Usunięcie członka gildii – Odchodzący' }).count(), slow).toBe(1);

    // The member's open session ends at once: the next request signs them out, and the password no longer works.
    await member.reload();
    await expect.poll(() => pageHeading(member), slow).toBe('Zaloguj się');
    await submitSignInForm(member, 'Odchodzący', passwords.bogdan);
    await expect.poll(() => member.getByRole('alert').innerText(), slow).toBe(wrongCredentials);
    await Promise.all([admin, member].map((page) => page.context().close()));
  });

  test('a reset code from an officer sets a new password once, and the old session stops working', async () => {
    const admin = await raiderPage();
    await submitAccountForm(admin, 'Mistrz', passwords.admin);
    await expect.poll(() => pageHeading(admin), slow).toBe('Przegląd');
    makeAdmin(own.server.dataDir, 'Mistrz');

    // Aneta (from the first test) is signed in on one device.
    const oldDevice = await raiderPage('/raider/signups');
    await submitSignInForm(oldDevice, 'Aneta', passwords.aneta);
    await expect.poll(() => pageHeading(oldDevice), slow).toBe('Zapisy');

    // The admin opens Członkowie (the dashboard picks up the new role) and issues Aneta a code.
    await admin.goto(`${own.url}/#/raider/members`);
    await expect.poll(() => pageHeading(admin), slow).toBe('Członkowie');
    const anetaRow = admin.getByRole('listitem').filter({ hasText: 'Aneta' }).first();
    await anetaRow.getByRole('button', { name: 'Kod resetu hasła' }).click();
    const code = await admin.locator('code').innerText();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await admin.getByRole('heading', { name: 'Dziennik zmian' }).waitFor();
    await expect.poll(() => admin.locator('li', { hasText: 'Kod resetu hasła – Aneta' }).count(), slow).toBeGreaterThan(0);
    // The log says in Polish what it holds (raids too, not only roles and passwords), and its entries are Polish.
    const audit = admin.locator('section[aria-labelledby="rp-members-audit"]');
    expect(await audit.locator('p').first().innerText()).toBe(
      'Zmiany ról, kody resetu i nowe hasła, zmiany rajdów i serii, decyzje o składzie i zapisy obecności – od najnowszych.',
    );
    expect(await audit.locator('li', { hasText: 'Nadanie administratora z konsoli – Mistrz' }).innerText()).toContain(
      '(Członek gildii → Administrator)',
    );

    const newDevice = await raiderPage();
    await newDevice.getByRole('button', { name: 'Mam kod resetu od oficera' }).click();
    await newDevice.getByLabel('Nick w grze').fill('Aneta');
    await newDevice.getByLabel('Kod resetu').fill(code.toLowerCase());
    await newDevice.getByLabel('Nowe hasło', { exact: true }).fill(passwords.newAneta);
    await newDevice.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
    await newDevice.getByText('Hasło zmienione. Zaloguj się nowym hasłem.').waitFor(slow);
    await submitSignInForm(newDevice, 'Aneta', passwords.newAneta);
    await expect.poll(() => pageHeading(newDevice), slow).toBe('Przegląd');

    // The old device's session ended with the reset: its next request signs it out.
    await oldDevice.reload();
    await expect.poll(() => pageHeading(oldDevice), slow).toBe('Zaloguj się');
    await submitSignInForm(oldDevice, 'Aneta', passwords.aneta);
    await expect.poll(() => oldDevice.getByRole('alert').innerText(), slow).toBe(wrongCredentials);

    // The code worked once.
    const again = await raiderPage();
    await again.getByRole('button', { name: 'Mam kod resetu od oficera' }).click();
    await again.getByLabel('Nick w grze').fill('Aneta');
    await again.getByLabel('Kod resetu').fill(code);
    await again.getByLabel('Nowe hasło', { exact: true }).fill('jeszcze inne hasło anety');
    await again.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
    await expect.poll(() => again.getByRole('alert').innerText(), slow).toContain('został już użyty albo wygasł');
    await Promise.all([admin, oldDevice, newDevice, again].map((page) => page.context().close()));
  });

  test('a raider who opens the officers’ page sees “Brak dostępu” in place, with the page title kept', async () => {
    const page = await raiderPage('/raider/members');
    await submitSignInForm(page, 'Bogdan', passwords.bogdan);
    await expect.poll(() => pageHeading(page), slow).toBe('Brak dostępu');
    expect(await page.title()).toBe('Członkowie – Bursztynowy Świt');
    expect(new URL(page.url()).hash).toBe('#/raider/members');
    expect(await page.getByRole('navigation', { name: 'Panel rajdowca' }).getByRole('link', { name: 'Członkowie' }).count()).toBe(0);
    await page.context().close();
  });

  test('no password ever appears in the data directory, the server log or an API answer', async () => {
    expect(answers.length).toBeGreaterThan(10);
    const files = await readdir(own.server.dataDir);
    expect(files.length).toBeGreaterThan(0);
    const stored = await Promise.all(files.map((name) => readFile(join(own.server.dataDir, name))));
    for (const password of Object.values(passwords)) {
      const bytes = Buffer.from(password, 'utf8');
      for (const [index, content] of stored.entries()) expect(content.includes(bytes), `${password} in ${files[index]}`).toBe(false);
      expect(serverLog.join('\n')).not.toContain(password);
      for (const answer of answers) expect(answer).not.toContain(password);
    }
  });
});
