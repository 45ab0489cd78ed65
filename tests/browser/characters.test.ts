import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatViolations, runAxe } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { focusedElement, submitAccountForm } from './page-helpers';

/** "Konto → Postacie" on a server of this file's own: keyboard only, and axe in both colour modes. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile();

const slow = { timeout: 15_000 };

async function accountPage(nickname: string, width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${own.url}/#/raider/account`);
  await submitAccountForm(page, nickname);
  await expect.poll(() => page.locator('h1').first().innerText(), slow).toBe('Konto');
  await expect.poll(() => page.getByRole('heading', { name: 'Dodaj postać' }).count(), slow).toBe(1);
  return page;
}

/**
 * Presses Tab until the focused element is described as `name` (its aria-label, or its text); says what
 * had focus when it gives up.
 */
async function tabTo(page: Page, matches: (description: string, id: string | null) => boolean, what: string): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    const { description, handle } = await focusedElement(page);
    if (matches(description, (await handle?.getAttribute('id')) ?? null)) return;
    seen.push(description);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.slice(-12).join(', ')}`);
}

const byId = (id: string) => (_description: string, focusedId: string | null) => focusedId === id;
const byName = (name: string) => (description: string) => description.endsWith(`"${name}"`);

async function characterList(page: Page): Promise<string> {
  const list = page.getByRole('list', { name: 'Twoje postacie' });
  return (await list.count()) ? (await list.innerText()).replace(/\s+/g, ' ') : '(no list)';
}

/** Adds each character through "Dodaj postać" (name, class as shown, spec id), waiting until it is listed. */
async function addCharacters(page: Page, characters: ReadonlyArray<readonly [name: string, classLabel: string, specId: string]>) {
  const add = page.getByRole('form', { name: 'Dodaj postać' });
  for (const [name, classLabel, specId] of characters) {
    await add.getByLabel('Imię postaci').fill(name);
    await add.getByLabel('Klasa').selectOption({ label: classLabel });
    await add.getByLabel('Specjalizacja').selectOption(specId);
    await add.getByRole('button', { name: 'Dodaj postać' }).click();
    await expect.poll(() => characterList(page), slow).toContain(name);
  }
}

/** The last raid on the signups page that takes answers (its button's name changes once answered). */
async function lastOpenCard(page: Page): Promise<Locator> {
  const cards = page.locator('article[aria-label]');
  await cards.first().waitFor(slow);
  for (let index = (await cards.count()) - 1; index >= 0; index -= 1) {
    if ((await cards.nth(index).getByRole('button', { name: 'Odpowiedz' }).count()) > 0) return cards.nth(index);
  }
  throw new Error(`no raid takes answers; the page showed: ${(await page.locator('main').innerText()).slice(0, 400)}`);
}

describe('"Konto": characters', () => {
  test('adds, changes and removes a character with the keyboard alone, on a phone', async () => {
    const page = await accountPage('Klawiaturzystka', 360);
    await tabTo(page, byId('rp-character-new-name'), 'the name field');
    await page.keyboard.type('Lunaria');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Burning Legion');
    await page.keyboard.press('Tab');
    // A closed select takes the first letters typed, as a person picks from it.
    await page.keyboard.type('druid');
    await page.keyboard.press('Tab');
    await page.keyboard.type('odnowa');
    await tabTo(page, byName('Dodaj postać'), 'the add button');
    await page.keyboard.press('Enter');
    await expect.poll(() => characterList(page), slow).toContain('Lunaria (Burning Legion) druid odnowa · Uzdrowiciel · główna');

    await tabTo(page, byName('Zmień postać Lunaria'), 'the change button');
    await page.keyboard.press('Enter');
    // The form opens with the name field focused.
    await expect.poll(async () => (await focusedElement(page)).handle?.getAttribute('id'), slow).toMatch(/^rp-character-\d+-name$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Lunarka');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('druid');
    await page.keyboard.press('Tab');
    // ASCII only: Playwright inserts other letters as text, which a select does not take.
    await page.keyboard.type('str');
    await tabTo(page, byName('Zapisz zmiany'), 'the save button');
    await page.keyboard.press('Enter');
    await expect.poll(() => characterList(page), slow).toContain('Lunarka (Burning Legion) druid strażnik · Tank · główna');

    await tabTo(page, byName('Usuń postać Lunarka'), 'the remove button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Nie masz jeszcze postaci.').count(), slow).toBe(1);
    // The list went with the focused button: the section's heading has the focus, not <body>.
    expect((await focusedElement(page)).description).toBe('h2 "Postacie"');
    await page.context().close();
  });

  test("answers a raid with an alt: the picker takes the spec's role, and the roster shows that character", async () => {
    const page = await accountPage('Altowiec', 1280);
    await addCharacters(page, [
      ['Lunaria', 'druid', 'restoration'],
      ['Grom', 'wojownik', 'protection'],
    ]);

    await page.goto(`${own.url}/#/raider/signups`);
    const card = await lastOpenCard(page);
    await card.getByRole('button', { name: 'Odpowiedz' }).click();
    const picker = card.getByLabel('Postać');
    await expect.poll(() => picker.count(), slow).toBe(1);
    // The main character first, and chosen until the raider picks another.
    expect(await picker.locator('option').allInnerTexts()).toEqual(['Lunaria – druid, odnowa (główna)', 'Grom – wojownik, ochrona']);
    expect(await picker.locator('option:checked').innerText()).toBe('Lunaria – druid, odnowa (główna)');
    expect(formatViolations('the answer form with its character picker', await runAxe(page))).toEqual([]);
    await picker.selectOption({ label: 'Grom – wojownik, ochrona' });
    expect(await card.getByRole('radio', { name: 'Tank', exact: true }).isChecked()).toBe(true);
    await card.getByRole('radio', { name: 'Będę', exact: true }).check();
    await card.getByRole('button', { name: 'Zapisz odpowiedź' }).click();
    await card.getByRole('button', { name: 'Zmień odpowiedź' }).waitFor(slow);

    await card.locator('summary').click();
    await expect.poll(() => card.getByRole('region', { name: /^Tank:/ }).innerText(), slow).toContain('Grom');
    // Changing the answer later starts from the character it named.
    await card.getByRole('button', { name: 'Zmień odpowiedź' }).click();
    await expect.poll(() => picker.locator('option:checked').innerText(), slow).toBe('Grom – wojownik, ochrona');
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations with characters listed and a refused form, ${colorScheme}, at 360 and 1280 px`, async () => {
      const problems: string[] = [];
      for (const width of [360, 1280]) {
        const page = await accountPage(`Osie${colorScheme}${width}`, width, colorScheme);
        const add = page.getByRole('form', { name: 'Dodaj postać' });
        // Names of this page's raider only: a character another raider has is refused (409 taken).
        const theirs = (name: string) => `${name} ${colorScheme} ${width}`;
        await addCharacters(page, [
          [theirs('Kapłanka'), 'kapłan', 'discipline'],
          [theirs('Łotrzyca'), 'łotrzyk', 'outlaw'],
          [theirs('Przywołka'), 'przywoływacz', 'preservation'],
        ]);
        // A refused form: its errors are shown too.
        await add.getByRole('button', { name: 'Dodaj postać' }).click();
        await expect.poll(() => add.getByRole('alert').count(), slow).toBeGreaterThan(0);
        problems.push(...formatViolations(`${colorScheme} ${width}px`, await runAxe(page)));
        // Nothing wider than the phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${colorScheme} ${width}px: the page scrolls sideways by ${overflow} px`);
        await page.context().close();
      }
      expect(problems).toEqual([]);
    });
  }
});
