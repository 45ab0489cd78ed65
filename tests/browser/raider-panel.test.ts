import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { generateRaids } from '../../src/domain/schedule';
import { launchChromiumForFile } from './per-file';
import { baseUrl, browserPassword, openPage, submitAccountForm } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** A nickname no other test uses: the browser tests may share one backend. */
const uniqueNickname = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

async function signInAt(page: Page, hash: string, nickname: string): Promise<void> {
  await page.goto(`${baseUrl()}/${hash}`);
  await submitAccountForm(page, nickname);
  await page.getByText(`Zalogowano jako ${nickname}`).waitFor();
}

const answerButton = /^(Odpowiedz|Zmień odpowiedź)$/;

/**
 * The card of the first raid that still takes answers on the signups page, pinned by position: its
 * button's name changes while the form is open, so a filter on it would move to another card.
 */
async function firstOpenCard(page: Page): Promise<Locator> {
  const cards = page.locator('article[aria-label]');
  await cards.first().waitFor();
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    if ((await cards.nth(index).getByRole('button', { name: answerButton }).count()) > 0) return cards.nth(index);
  }
  throw new Error('no raid takes answers');
}

async function answerInCard(card: Locator, status: string, role: string, note?: string): Promise<void> {
  await card.getByRole('button', { name: answerButton }).click();
  await card.getByRole('radio', { name: status, exact: true }).check();
  await card.getByRole('radio', { name: role, exact: true }).check();
  if (note !== undefined) await card.getByLabel('Notatka dla lidera (opcjonalnie)').fill(note);
  await card.getByRole('button', { name: 'Zapisz odpowiedź' }).click();
}

describe('raider panel', () => {
  test('sign in, answer the next raid from the overview in one click, and find it again after a reload', async () => {
    const { page, errors, context } = await openPage(browser);
    const nickname = uniqueNickname('Łucja');
    await signInAt(page, '#/raider', nickname);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Przegląd');
    expect(await page.title()).toBe('Panel rajdowca – przegląd');

    const first = page
      .locator('main li')
      .filter({ has: page.getByRole('group', { name: /^Odpowiedź:/ }) })
      .first();
    await expect.poll(() => first.innerText()).toContain('Brak odpowiedzi');
    await page.getByLabel('Rola przy szybkiej odpowiedzi').selectOption('healer');
    await first.getByRole('button', { name: 'Spóźnię się' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Zapisano' })
      .or(page.getByText('Zapisano', { exact: true }))
      .first()
      .waitFor();
    await expect.poll(() => first.innerText()).toContain('Spóźnię się');
    expect(await first.innerText()).toContain('Uzdrowiciel');
    expect(await first.getByRole('button', { name: 'Spóźnię się' }).getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await page.getByText(`Zalogowano jako ${nickname}`).waitFor();
    const again = page
      .locator('main li')
      .filter({ has: page.getByRole('group', { name: /^Odpowiedź:/ }) })
      .first();
    await expect.poll(() => again.getByRole('button', { name: 'Spóźnię się' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('change the role of an answer on the signups page and see it in the roster', async () => {
    const { page, errors, context } = await openPage(browser);
    const nickname = uniqueNickname('Bruno');
    await signInAt(page, '#/raider/signups', nickname);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Zapisy');
    const card = await firstOpenCard(page);
    await answerInCard(card, 'Będę', 'Tank');
    await expect.poll(() => card.innerText()).toContain('Twoja odpowiedź:');
    expect(await card.innerText()).toContain('Tank');

    await answerInCard(card, 'Będę', 'Z dystansu');
    await expect.poll(() => card.locator('p').filter({ hasText: 'Twoja odpowiedź:' }).innerText()).toContain('Z dystansu');
    await card.locator('summary').click();
    await expect.poll(() => card.getByRole('region', { name: /^Z dystansu:/ }).innerText()).toContain(nickname);
    expect(await card.getByRole('region', { name: /^Tank:/ }).innerText()).not.toContain(nickname);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('markup in a note is shown as text, never run', async () => {
    const { page, errors, context } = await openPage(browser);
    const nickname = uniqueNickname('Ewa');
    const note = '<img src=x onerror="window.__pwned=1"> <b>pogrubione?</b>';
    await signInAt(page, '#/raider/signups', nickname);
    const card = await firstOpenCard(page);
    await answerInCard(card, 'Może', 'Uzdrowiciel', note);
    await expect.poll(() => card.innerText()).toContain('Może');
    await card.locator('summary').click();
    await expect.poll(() => card.getByRole('region', { name: 'Pozostali' }).innerText()).toContain(note);
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a note over 200 characters is refused next to the field, and nothing typed is lost', async () => {
    const { page, context } = await openPage(browser);
    await signInAt(page, '#/raider/signups', uniqueNickname('Olaf'));
    const card = await firstOpenCard(page);
    await card.getByRole('button', { name: answerButton }).click();
    await card.getByRole('radio', { name: 'Będę', exact: true }).check();
    await card.getByRole('radio', { name: 'Wręcz', exact: true }).check();
    const long = 'ż'.repeat(201);
    const field = card.getByLabel('Notatka dla lidera (opcjonalnie)');
    await field.fill(long);
    await card.getByRole('button', { name: 'Zapisz odpowiedź' }).click();
    const error = card.getByRole('alert').filter({ hasText: 'Notatka może mieć najwyżej 200 znaków' });
    await error.waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await error.getAttribute('id'));
    expect(await field.inputValue()).toBe(long);
    expect(await card.innerText()).toContain('Brak odpowiedzi');
    await context.close();
  });

  test('an answer locks 60 minutes before the start and says why', async () => {
    const raid = generateRaids(sampleGuild, new Date(Date.now() + 2 * 86_400_000))[0]!;
    const { page, context } = await openPage(browser);
    await page.clock.setFixedTime(new Date(Date.parse(raid.startUtc) - 30 * 60_000));
    await signInAt(page, '#/raider/signups', uniqueNickname('Zenek'));
    const card = page
      .locator('article[aria-label]')
      .filter({ has: page.getByRole('heading', { name: raid.title }) })
      .first();
    await expect.poll(() => card.innerText()).toContain('60 min przed startem');
    expect(await card.innerText()).toMatch(/Zapisy zamknięte o \d\d:\d\d/);
    expect(await card.getByRole('button', { name: answerButton }).count()).toBe(0);
    await context.close();
  });

  test('keyboard only: create an account, open a raid, answer it and save', async () => {
    const { page, errors, context } = await openPage(browser);
    const nickname = uniqueNickname('Klawiatura');
    await page.goto(`${baseUrl()}/#/raider/signups`);
    await page.getByRole('button', { name: 'Nie mam jeszcze konta' }).focus();
    await page.keyboard.press('Enter');
    // The switch is gone in the new mode: focus went on to the nickname field, not to <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rp-sign-in-nickname');
    await page.keyboard.type(nickname);
    await page.keyboard.press('Tab');
    await page.keyboard.type(browserPassword);
    await page.keyboard.press('Enter');
    await page.getByText(`Zalogowano jako ${nickname}`).waitFor();

    const card = await firstOpenCard(page);
    await card.getByRole('button', { name: 'Odpowiedz' }).focus();
    await page.keyboard.press('Enter');
    // The form's code loads apart from the page (fetched when the cards show): wait until it is there.
    await card.getByRole('form', { name: 'Twoja odpowiedź na rajd' }).waitFor();
    // Into the answers: Tab reaches the radio group, arrows choose within it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await card.getByRole('radio', { name: 'Spóźnię się' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await card.getByRole('radio', { name: 'Wręcz', exact: true }).isChecked()).toBe(true);
    // On to the note (the character is the raider's main, from Konto), then the save button.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grom');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => card.locator('p').filter({ hasText: 'Twoja odpowiedź:' }).innerText()).toContain('Spóźnię się');
    expect(await card.innerText()).toContain('Wręcz');
    // The form closed; focus is back on the card's button, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Zmień odpowiedź');
    expect(errors).toEqual([]);
    await context.close();
  });
});
