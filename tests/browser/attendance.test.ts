import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestClock, makeAdmin } from '../kit';
import { runAxe } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, focusedElement, openPage, submitAccountForm, submitSignInForm } from './page-helpers';
import { callOk } from '../server/helpers/api-client';
import { pageHeading, slow, wednesdayRaid } from '../kit/browser';

/**
 * Real attendance in the browser: an officer confirms a raid's sheet from the keyboard with one
 * "Zatwierdź wszystkie"; a raider reads the guild table and sorts it. The server's clock and the
 * browsers' clocks are set to the same moments: before the raid (answers), then after it ended.
 */
const raidId = wednesdayRaid.id;

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
/** The server's clock: before the raid while raiders answer, after it once they have. */
const serverClock = createTestClock(wednesdayRaid.before);

/** A call to this file's server that must succeed; its answer's body. */
const api = (path: string, method: string, body?: unknown, token?: string): Promise<{ token?: string }> =>
  callOk<{ token?: string }>(`${own.api}${path}`, method, { token, body });

const own = startTestServerForFile({ now: serverClock.now, log: () => {} });
beforeAll(async () => {
  for (const [nickname, status] of [
    ['Kasia', 'accepted'],
    ['Tomek', 'absent'],
    ['Ola', 'accepted'],
  ] as const) {
    const { token } = await api('/accounts', 'POST', { nickname, password: browserPassword });
    await api(`/raids/${raidId}/signup`, 'PUT', { status, role: 'healer' }, token);
  }
  serverClock.set(wednesdayRaid.after);
});

async function openAttendance(): Promise<Page> {
  const { page } = await openPage(browser, { width: 360, height: 800 });
  // Toasts appear in place: axe then reads their colours, not a frame of the fade-in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(wednesdayRaid.after);
  await page.goto(`${own.url}/#/raider/attendance`);
  await expect.poll(() => pageHeading(page), slow).toBe('Zaloguj się');
  return page;
}

describe('attendance', () => {
  test('an officer confirms the sheet from the keyboard; a raider reads the table and sorts it', async () => {
    const officer = await openAttendance();
    await submitAccountForm(officer, 'Lider');
    await expect.poll(() => pageHeading(officer), slow).toBe('Frekwencja');
    makeAdmin(own.server.dataDir, 'Lider', serverClock.now);
    await officer.reload();
    const open = officer.getByRole('button', { name: `Sprawdź obecność: Rajd główny, 2027-01-13` });
    await expect.poll(() => open.count(), slow).toBe(1);
    expect(await runAxe(officer)).toEqual([]);

    await open.focus();
    await officer.keyboard.press('Enter');
    const tomek = officer.getByLabel(/^Tomek/);
    await expect.poll(() => tomek.count(), slow).toBe(1);
    // Prefilled from the answers: Kasia and Ola said "Będę", Tomek "Nie będę".
    expect(await officer.getByLabel(/^Kasia/).inputValue()).toBe('present');
    expect(await tomek.inputValue()).toBe('absent');
    // Ola did not come after all: the one change before confirming, from the keyboard.
    await officer.getByLabel(/^Ola/).focus();
    await officer.getByLabel(/^Ola/).selectOption('absent');
    // Past Tomek's choice to the one button that saves the whole sheet.
    await officer.keyboard.press('Tab');
    await officer.keyboard.press('Tab');
    expect((await focusedElement(officer)).description).toContain('Zatwierdź wszystkie');
    await officer.keyboard.press('Enter');
    await expect.poll(() => officer.getByText('Zapisano obecność').count(), slow).toBeGreaterThan(0);
    await expect.poll(() => officer.getByRole('row').count(), slow).toBe(4);
    expect(await runAxe(officer)).toEqual([]);

    const raider = await openAttendance();
    await submitSignInForm(raider, 'Kasia');
    await expect.poll(() => pageHeading(raider), slow).toBe('Frekwencja');
    // Raiders read the table; only officers record.
    expect(await raider.getByRole('heading', { name: 'Sprawdź obecność' }).count()).toBe(0);
    const names = () => raider.locator('tbody th').allInnerTexts();
    await expect.poll(names, slow).toEqual(['Kasia', 'Ola', 'Tomek']);
    expect(await raider.locator('tbody tr').first().innerText()).toContain('100%');
    const byRate = raider.getByRole('columnheader', { name: /Frekwencja/ });
    expect(await byRate.getAttribute('aria-sort')).toBe('descending');
    await byRate.getByRole('button').click();
    expect(await byRate.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(names).toEqual(['Ola', 'Tomek', 'Kasia']);
    await byRate.getByRole('button').click();
    await expect.poll(names).toEqual(['Kasia', 'Ola', 'Tomek']);
    await raider.getByRole('columnheader', { name: /Nick/ }).getByRole('button').click();
    await expect.poll(names).toEqual(['Kasia', 'Ola', 'Tomek']);
    await raider.getByLabel('Ostatnich 12 tygodni').check();
    await expect.poll(names).toEqual(['Kasia', 'Ola', 'Tomek']);
    expect(await runAxe(raider)).toEqual([]);
    await officer.context().close();
    await raider.context().close();
  });

  test('at 360 px the guild table fits: every figure on screen beside its column’s name, light and dark', async () => {
    const raider = await openAttendance();
    await submitSignInForm(raider, 'Ola');
    await expect.poll(() => raider.locator('tbody th').allInnerTexts(), slow).toEqual(['Kasia', 'Ola', 'Tomek']);
    const table = raider.locator('table');
    const fit = await table.evaluate((element) => {
      const scroller = element.parentElement!;
      const box = scroller.getBoundingClientRect();
      const cells = [...element.querySelectorAll<HTMLElement>('tbody th, tbody td, thead button')];
      return {
        hiddenSideways: scroller.scrollWidth - scroller.clientWidth,
        offScreen: cells
          .filter((cell) => {
            const rect = cell.getBoundingClientRect();
            return rect.left < box.left - 1 || rect.right > box.right + 1 || rect.right > window.innerWidth;
          })
          .map((cell) => cell.textContent),
      };
    });
    expect(fit).toEqual({ hiddenSideways: 0, offScreen: [] });
    // Each figure says what it is: the column's name is shown with it, not only in a header above.
    const kasia = raider.locator('tbody tr', { hasText: 'Kasia' });
    const labels = await kasia
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')));
    expect(labels).toEqual(['Frekwencja: ', 'Liczone rajdy: ', 'Obecności: ', 'Nieliczone: ']);
    // Sorting still works from the buttons above the cards.
    await raider.getByRole('button', { name: /Nick/ }).click();
    await expect.poll(() => raider.locator('tbody th').allInnerTexts()).toEqual(['Kasia', 'Ola', 'Tomek']);
    for (const colorScheme of ['light', 'dark'] as const) {
      await raider.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(await runAxe(raider), colorScheme).toEqual([]);
    }
    await raider.context().close();
  });
});
