import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { makeAdmin } from '../kit';
import { runAxe } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, openPage, submitSignInForm } from './page-helpers';

/**
 * Finding the way in the panel: its side navigation keeps the panel around every page it opens (each
 * with an icon of its own), and a wrong password says what to do next: a reset code from an officer.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const accessCode = 'bursztyn-2027';
const own = startTestServerForFile({ accessCode, log: () => {} });
const slow = { timeout: 15_000 };
const heading = (page: Page) => page.locator('h1').first().innerText();

async function createAccount(nickname: string): Promise<void> {
  const answer = await fetch(`${own.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname, password: browserPassword, accessCode }),
  });
  expect(answer.status, `create ${nickname}`).toBe(201);
}

async function signInPage(path: string, width = 1280): Promise<Page> {
  const { page } = await openPage(browser, { width, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${own.url}/#${path}`);
  await expect.poll(() => heading(page), slow).toBe('Zaloguj się');
  return page;
}

describe('the panel’s navigation and sign-in', () => {
  test('every link of the side navigation stays in the panel, each with its own icon', async () => {
    await createAccount('Nawigatorka');
    makeAdmin(own.server.dataDir, 'Nawigatorka');
    const page = await signInPage('/raider');
    await submitSignInForm(page, 'Nawigatorka');
    await expect.poll(() => heading(page), slow).toBe('Przegląd');

    const nav = page.getByRole('navigation', { name: 'Panel rajdowca' });
    const links = nav.getByRole('link');
    await expect.poll(() => links.count(), slow).toBeGreaterThan(5);
    const items = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: (anchor.textContent ?? '').trim(),
        href: anchor.getAttribute('href') ?? '',
        icon: anchor.querySelector('svg')?.innerHTML ?? '',
      })),
    );
    expect(items.map((item) => item.name)).toEqual(['Przegląd', 'Zapisy', 'Frekwencja', 'Konto', 'Członkowie', 'Rajdy']);
    expect(items.filter((item) => !item.href.startsWith('#/raider'))).toEqual([]);
    const icons = items.map((item) => item.icon);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size, 'one icon per link').toBe(icons.length);

    // Each page opens with the panel's navigation still beside it.
    for (const { name } of items.slice(1)) {
      await nav.getByRole('link', { name }).click();
      await expect.poll(() => heading(page), slow).toBe(name);
      expect(await nav.isVisible(), `the side navigation after "${name}"`).toBe(true);
    }
    // The public schedule is still one click away, in the site's own navigation.
    expect(await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Harmonogram' }).count()).toBe(1);
    await page.context().close();
  });

  test('a wrong password says an officer can give a reset code, and leads to the form for it', async () => {
    await createAccount('Zapominalska');
    const page = await signInPage('/raider/signups', 360);
    await submitSignInForm(page, 'Zapominalska', 'nie to hasło wcale');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText(), slow).toContain('Oficer może dać Ci kod resetu');
    expect(await alert.innerText()).toContain('„Mam kod resetu od oficera”');
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mam kod resetu od oficera' }).click();
    expect(await page.getByRole('heading', { name: 'Nowe hasło z kodem resetu' }).count()).toBe(1);
    expect(await page.getByLabel('Kod resetu').count()).toBe(1);
    await page.context().close();
  });

  test('the guild’s access code is shown with “Pokaż kod”, the password with “Pokaż hasło”', async () => {
    const page = await signInPage('/raider');
    await page.getByRole('button', { name: 'Nie mam jeszcze konta' }).click();
    const code = page.getByLabel('Kod dostępu gildii');
    await expect.poll(() => code.count(), slow).toBe(1);
    const toggles = await page
      .locator('form button[aria-controls]')
      .evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('aria-controls'), (button.textContent ?? '').trim()]));
    expect(toggles).toEqual([
      ['rp-sign-in-password', 'Pokaż hasło'],
      ['rp-sign-in-code', 'Pokaż kod'],
    ]);
    await page.getByRole('button', { name: 'Pokaż kod' }).click();
    expect(await code.getAttribute('type')).toBe('text');
    await page.context().close();
  });
});
