import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { openPage, signIn } from './page-helpers';
import { callOk } from '../server/helpers/api-client';
import { pageHeading, slow } from '../kit/browser';

/**
 * The signups page answers a month in a minute (issue 34): a row per coming night with a segmented
 * answer, several nights answered at once, and a standing answer set from a night's card. Its own
 * server on a fixed clock: Monday 11 January 2027, noon UTC (the sample guild raids Wed, Thu and Sun).
 */
const start = new Date('2027-01-11T12:00:00Z');

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
const own = startTestServerForFile({ now: () => start, log: () => {} });

async function openSignups(page: Page, nickname: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(start);
  await page.goto(`${own.url}/#/raider/signups`);
  await expect.poll(() => pageHeading(page), slow).toBe('Zaloguj się');
  await signIn(page, nickname);
  await expect.poll(() => pageHeading(page), slow).toBe('Zapisy');
  await rows(page).first().waitFor();
}

/** The compact rows of the coming weeks: one list item per night with an answer radiogroup. */
const rows = (page: Page): Locator => page.locator('li').filter({ has: page.getByRole('radiogroup') });
const checkedIn = (row: Locator) => row.locator('[role="radio"][aria-checked="true"]').innerText();
/** The focused element (inside the app): its tag, role and text, `BODY` when the focus was dropped. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return `${element.tagName} ${element.getAttribute('role') ?? ''} ${element.textContent?.trim() ?? ''}`.trim();
  });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** A call to this file's server that must succeed; its answer's body. */
const api = <T>(path: string, method: string, token: string, body?: unknown): Promise<T> =>
  callOk<T>(`${own.api}${path}`, method, { token, body });

describe('the signups page', () => {
  test(
    'keyboard only: answer a night with one key, make it the standing answer, answer 4 nights at once',
    { timeout: 90_000 },
    async () => {
      const { page, errors, context } = await openPage(browser);
      await openSignups(page, 'Klawisz');

      // The first night: one tab stop, the arrow keys move between the answers, Enter chooses and saves.
      const first = rows(page).first();
      await first.getByRole('radio', { name: 'Będę', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await toast(page, 'Zapisano');
      await expect.poll(() => checkedIn(first), slow).toBe('Będę');
      // The buttons were busy while it saved, yet the focus stayed on the answer, never on <body>.
      expect(await focused(page)).toBe('BUTTON radio Będę');

      // Its card offers it for every night of the series: "Zawsze tak w środy".
      const card = page.locator('article[aria-label]').first();
      const always = card.getByRole('button', { name: /^Zawsze tak w/ });
      expect(await always.innerText()).toBe('Zawsze tak w środy');
      await always.focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Zapisano stałą odpowiedź');
      // The next Wednesday (a week on: the fourth row, after Thursday and Sunday) now shows it.
      const nextWednesday = rows(page).nth(3);
      await expect.poll(() => nextWednesday.innerText(), slow).toContain('Stała odpowiedź');
      expect(await checkedIn(nextWednesday)).toBe('Będę');
      const standingCard = page.locator('article[aria-label]').nth(3);
      expect(await standingCard.innerText()).toContain('stała odpowiedź');

      // Select four nights with the keyboard and answer them in one go.
      for (const index of [1, 2, 4, 5]) {
        await rows(page).nth(index).getByRole('checkbox').focus();
        await page.keyboard.press('Space');
      }
      const legend = page.locator('legend', { hasText: 'Odpowiedź dla zaznaczonych' });
      expect(await legend.innerText()).toBe('Odpowiedź dla zaznaczonych: 4 rajdy');
      await page.locator('fieldset', { has: legend }).getByRole('button', { name: 'Może', exact: true }).focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Zapisano: 4 rajdy');
      for (const index of [1, 2, 4, 5]) await expect.poll(() => checkedIn(rows(page).nth(index)), slow).toBe('Może');
      expect(await checkedIn(rows(page).nth(3))).toBe('Będę');
      expect(await legend.innerText()).toBe('Odpowiedź dla zaznaczonych: 0 rajdów');
      // Nothing is selected any more, and the button pressed still has the focus.
      expect(await focused(page)).toBe('BUTTON  Może');

      // The server has them: four "Może", the first night's own "Będę", the Wednesdays from the standing answer.
      const { token } = await api<{ token: string }>('/session', 'POST', '', { nickname: 'Klawisz', password: 'smocza jaskinia 42' });
      const mine = await api<Array<{ raidId: string; status: string; standing?: true }>>(
        `/me/signups?from=${encodeURIComponent(start.toISOString())}&to=2027-01-25T00:00:00.000Z`,
        'GET',
        token,
      );
      expect(mine.map((one) => `${one.raidId} ${one.status}${one.standing ? ' (stała)' : ''}`)).toEqual([
        'sroda-glowny-2027-01-13 accepted',
        'czwartek-kontynuacja-2027-01-14 tentative',
        'niedziela-szkoleniowy-2027-01-17 tentative',
        'sroda-glowny-2027-01-20 accepted (stała)',
        'czwartek-kontynuacja-2027-01-21 tentative',
        'niedziela-szkoleniowy-2027-01-24 tentative',
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test(
    'a 360 px phone shows a month of nights without sideways scrolling; axe finds nothing, light and dark',
    { timeout: 120_000 },
    async () => {
      const { page, errors, context } = await openPage(browser, { width: 360, height: 800 });
      await openSignups(page, 'Telefon');
      // A month of nights (three a week) at least.
      expect(await rows(page).count()).toBeGreaterThanOrEqual(12);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const box of await rows(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right))) {
        expect(box).toBeLessThanOrEqual(360);
      }
      const wide = await page
        .getByRole('radiogroup')
        .evaluateAll((groups) => groups.filter((group) => group.scrollWidth > group.clientWidth).length);
      expect(wide).toBe(0);

      // With an answer, a standing answer and a selection on screen.
      await rows(page).first().getByRole('radio', { name: 'Będę', exact: true }).click();
      await toast(page, 'Zapisano');
      await page
        .locator('article[aria-label]')
        .first()
        .getByRole('button', { name: /^Zawsze tak w/ })
        .click();
      await toast(page, 'Zapisano stałą odpowiedź');
      await rows(page).nth(1).getByRole('checkbox').check();
      expect(await runAxeEverywhere(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
