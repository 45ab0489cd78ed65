import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatViolations, runAxe } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { focusedElement, submitAccountForm } from './page-helpers';

/** The live calendar and absences on "Konto", on a server of this file's own. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile();

const slow = { timeout: 15_000 };

async function accountPage(nickname: string): Promise<{ page: Page; context: BrowserContext }> {
  // en-US: the date inputs take month, day, year in that order when typed.
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: own.url });
  const page = await context.newPage();
  await page.goto(`${own.url}/#/raider/account`);
  await submitAccountForm(page, nickname);
  await expect.poll(() => page.locator('h1').first().innerText(), slow).toBe('Konto');
  return { page, context };
}

/** Presses Tab until the element with `id` has focus (a date input takes a Tab per part of the date). */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let presses = 0; presses < 6; presses += 1) {
    const { handle } = await focusedElement(page);
    if ((await handle?.getAttribute('id')) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

/** A local date `days` from today, as the input shows it (MMDDYYYY typed) and as ISO. */
function dayFromToday(days: number): { typed: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0'));
  return { typed: `${month}${day}${year}`, iso: `${year}-${month}-${day}` };
}

describe('"Konto": calendar subscription and absences', () => {
  test('shows the feed as a webcal:// link and copies its address', async () => {
    const { page, context } = await accountPage('Kalendarzysta');
    const address = page.getByLabel('Adres kalendarza');
    await expect.poll(() => address.inputValue(), slow).toMatch(new RegExp(`^${own.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feedUrl = await address.inputValue();
    // The changes appear in the phone's calendar "same" (plural, agreeing with them), not "samo".
    expect(await page.getByText(/pojawią się w kalendarzu telefonu\s+same \(kalendarz/).count()).toBe(1);
    const link = page.getByRole('link', { name: 'Subskrybuj w kalendarzu' });
    expect(await link.getAttribute('href')).toBe(feedUrl.replace(/^http:/, 'webcal:'));
    expect(await page.getByRole('heading', { name: 'Kalendarz Google' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'iPhone i iPad (iOS)' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Kopiuj adres' }).click();
    await expect.poll(() => page.getByText('Skopiowano adres kalendarza').count(), slow).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

    const feed = await page.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');

    await page.getByRole('button', { name: 'Zmień adres kalendarza' }).click();
    await expect.poll(() => address.inputValue(), slow).not.toBe(feedUrl);
    expect((await page.request.get(feedUrl)).status()).toBe(404);
    await context.close();
  });

  test('takes an absence from the keyboard alone, lists it, and ends it', async () => {
    const { page, context } = await accountPage('Urlopowicz');
    await expect.poll(() => page.getByText('Brak zaplanowanych nieobecności.').count(), slow).toBe(1);
    const from = dayFromToday(3);
    const to = dayFromToday(9);
    await page.getByLabel('Adres kalendarza').focus();
    await tabTo(page, 'rp-absence-from');
    await page.keyboard.type(from.typed);
    await tabTo(page, 'rp-absence-to');
    await page.keyboard.type(to.typed);
    await tabTo(page, 'rp-absence-note');
    await page.keyboard.type('Wesele siostry');
    expect(await page.getByLabel('Od', { exact: true }).inputValue()).toBe(from.iso);
    expect(await page.getByLabel('Do', { exact: true }).inputValue()).toBe(to.iso);
    await page.keyboard.press('Enter');

    const list = page.getByRole('list', { name: 'Zaplanowane nieobecności' });
    await expect.poll(() => list.locator('li').count(), slow).toBe(1);
    expect(await list.innerText()).toContain('Wesele siostry');
    expect(await page.getByLabel('Notatka (opcjonalnie)').inputValue()).toBe('');

    const violations = await runAxe(page);
    expect(formatViolations('Konto', violations)).toEqual([]);

    await page.getByRole('button', { name: /^Zakończ nieobecność/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Brak zaplanowanych nieobecności.').count(), slow).toBe(1);
    // The row went with the focused button: the section's heading has the focus, not <body>.
    expect((await focusedElement(page)).description).toBe('h2 "Urlop"');
    await context.close();
  });

  test('says which field to fix when the range is reversed, keeping what was typed', async () => {
    const { page, context } = await accountPage('Pomylony');
    await page.getByLabel('Od', { exact: true }).fill(dayFromToday(9).iso);
    await page.getByLabel('Do', { exact: true }).fill(dayFromToday(3).iso);
    await page.getByLabel('Notatka (opcjonalnie)').fill('Wyjazd');
    // The welcome toast sits over the form's button on a phone until it closes; close it as a raider would.
    await page.getByRole('button', { name: 'Zamknij' }).click();
    await page.getByRole('button', { name: 'Dodaj nieobecność' }).click();
    await expect.poll(() => page.getByText('Koniec nie może być przed początkiem.').count(), slow).toBe(1);
    expect(await page.getByLabel('Do', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Notatka (opcjonalnie)').inputValue()).toBe('Wyjazd');
    await context.close();
  });
});
