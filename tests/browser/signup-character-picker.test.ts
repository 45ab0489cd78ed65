import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, focusedElement, openPage, signIn } from './page-helpers';
import { callOk } from '../server/helpers/api-client';

/**
 * The answer form's character picker (issue 34): a raider with a main and an alt answers a night with
 * the alt, keyboard only, and the roster names the alt. Its own server on a fixed clock (Monday noon UTC).
 */
const start = new Date('2027-01-11T12:00:00Z');

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
const own = startTestServerForFile({ now: () => start, log: () => {} });

const slow = { timeout: 15_000 };

const api = <T>(path: string, method: string, token: string, body?: unknown): Promise<T> =>
  callOk<T>(`${own.api}${path}`, method, { token, body });

/** Presses Tab until `matches` holds for the focused element; says what had focus when it gives up. */
async function tabTo(page: Page, selector: string, what: string): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    const { description, handle } = await focusedElement(page);
    if (await handle?.evaluate((node, wanted) => node.matches(wanted), selector)) return;
    seen.push(description);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.slice(-12).join(', ')}`);
}

describe('the answer form: character picker', () => {
  test('keyboard only: answers a night with the alt, the roster names it; axe finds nothing', { timeout: 90_000 }, async () => {
    const { page, errors, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.setFixedTime(start);
    await page.goto(`${own.url}/#/raider/signups`);
    await expect.poll(() => page.locator('h1').innerText(), slow).toBe('Zaloguj się');
    await signIn(page, 'Alterka');
    await expect.poll(() => page.locator('h1').innerText(), slow).toBe('Zapisy');

    const { token } = await api<{ token: string }>('/session', 'POST', '', { nickname: 'Alterka', password: browserPassword });
    await api('/me/characters', 'POST', token, { name: 'Lunaria', classId: 'druid', specId: 'restoration' });
    const alt = await api<{ id: string }>('/me/characters', 'POST', token, { name: 'Grimbolt', classId: 'warrior', specId: 'protection' });

    const card = page.locator('article[aria-label]').first();
    await card.getByRole('button', { name: 'Odpowiedz', exact: true }).focus();
    await page.keyboard.press('Enter');
    const form = card.getByRole('form', { name: 'Twoja odpowiedź na rajd' });
    const picker = form.getByLabel('Postać');
    await expect.poll(() => picker.count(), slow).toBe(1);
    expect(await picker.locator('option:checked').innerText()).toBe('Lunaria · druid · odnowa');

    // The answer: Tab to the first chip, Space chooses "Będę".
    await tabTo(page, 'input[name$="-status"]', 'the answer chips');
    await page.keyboard.press('Space');
    await expect.poll(() => form.locator('input[name$="-status"]:checked').getAttribute('value'), slow).toBe('accepted');
    await tabTo(page, 'select', 'the character picker');
    // A closed select takes the first letters typed.
    await page.keyboard.type('Grim');
    await expect.poll(() => picker.inputValue(), slow).toBe(alt.id);
    await expect.poll(() => form.locator('input[name$="-role"]:checked').getAttribute('value'), slow).toBe('tank');

    // The open form with its picker, light and dark.
    expect(await runAxeEverywhere(page)).toEqual([]);

    await tabTo(page, 'button[type="submit"]', 'the save button');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.count(), slow).toBe(0);
    const roster = card.locator('details');
    await expect.poll(async () => (await roster.textContent()) ?? '', slow).toContain('Grimbolt');
    expect(await runAxeEverywhere(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
