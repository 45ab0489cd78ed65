import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { openPage } from './page-helpers';

/**
 * A new guild without a console: the link the server prints on its first start creates the admin and the
 * access code; the admin then closes the guild to new accounts in "Ustawienia gildii". A server of this
 * file's own, since it must start with no admin.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
const own = startTestServerForFile();

/** Waits until the set-up page says its link does not work (or says what it showed instead). */
async function expectLinkRefused(page: Page): Promise<void> {
  const alert = () =>
    page
      .getByRole('alert')
      .first()
      .innerText()
      .catch(() => '(no alert yet)');
  await expect.poll(alert).toContain('Ten link jest nieważny');
}

const heading = (page: Page) => page.locator('h1').first().innerText();

describe('first run and the guild settings in the panel', () => {
  test('a used or made-up link says so and points to the panel', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${own.url}/#/setup?token=zmyslony`);
    await expectLinkRefused(page);
    expect(await page.getByRole('link', { name: 'Przejdź do panelu rajdowca' }).count()).toBe(1);
    await page.close();
  });

  test('the link makes the admin and the access code; the admin closes the guild; the sign-in form then offers no new account', async () => {
    const token = own.server.server.firstRunLink()!;
    const { page } = await openPage(browser);
    await page.goto(`${own.url}/#/setup?token=${token}`);
    await expect.poll(() => heading(page)).toBe('Konto administratora gildii');
    const code = page.getByLabel('Kod dostępu gildii');
    await expect.poll(() => code.inputValue()).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await runAxeEverywhere(page)).toEqual([]);

    // Keyboard only: type, tab, type, submit with Enter.
    await page.getByLabel('Nick w grze').fill('Mistrzyni');
    await page.getByLabel('Hasło', { exact: true }).fill('bursztynowy smok pierwszy');
    await code.fill('smocza-jaskinia');
    await code.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Konto administratora' });
    await expect
      .poll(() => done.innerText().catch(async () => `(no status yet; the page says: ${await page.locator('main').innerText()})`), {
        timeout: 15_000,
      })
      .toContain('smocza-jaskinia');
    expect(await runAxeEverywhere(page)).toEqual([]);

    await page.getByRole('link', { name: 'Przejdź do ustawień gildii' }).click();
    const closed = page.getByLabel('Nikt nowy: gildia zamknięta dla nowych kont');
    await expect.poll(() => closed.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Z kodem dostępu gildii').isChecked()).toBe(true);
    await closed.check();
    await page.getByRole('button', { name: 'Zapisz dostęp i adresy' }).click();
    await expect.poll(() => page.getByText('Ustawienia zapisane').count()).toBeGreaterThan(0);
    expect(await runAxeEverywhere(page)).toEqual([]);

    // The link works once.
    await page.goto(`${own.url}/#/setup?token=${token}`);
    await expectLinkRefused(page);

    const { page: visitor } = await openPage(browser, { width: 360, height: 800 });
    await visitor.goto(`${own.url}/#/raider`);
    await expect.poll(() => heading(visitor)).toBe('Zaloguj się');
    await expect.poll(() => visitor.getByText('Gildia nie przyjmuje teraz nowych kont').count()).toBe(1);
    expect(await visitor.getByRole('button', { name: 'Nie mam jeszcze konta' }).count()).toBe(0);
    await visitor.close();
    await page.close();
  });
});
