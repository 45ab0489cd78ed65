import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, openPage, submitSignInForm } from './page-helpers';
import { callOk } from '../server/helpers/api-client';

/**
 * The attendance sheet credits only who played (issue 29): a raider on the reserve is not prefilled
 * present, and every row says where the raider stood (w składzie, rezerwa, ławka, urlop). Three tanks
 * answer "Będę" for a raid that takes two, one raider is away on an absence.
 */
const raidId = 'sroda-glowny-2027-01-13';
const beforeRaid = new Date('2027-01-12T12:00:00Z');
const afterRaid = new Date('2027-01-13T22:30:00Z');

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
let serverNow = beforeRaid;
const own = startTestServerForFile({ now: () => serverNow, log: () => {} });

/** A call to this file's server that must succeed; its answer's body. */
const api = <T>(path: string, method: string, body?: unknown, token?: string): Promise<T> =>
  callOk<T>(`${own.api}${path}`, method, { token, body });

beforeAll(async () => {
  for (const nickname of ['Ada', 'Bogna', 'Cezary']) {
    const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: browserPassword });
    await api(`/raids/${raidId}/signup`, 'PUT', { status: 'accepted', role: 'tank' }, token);
  }
  const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname: 'Dorota', password: browserPassword });
  await api('/me/absences', 'POST', { from: '2027-01-13', to: '2027-01-13' }, token);
  await api('/accounts', 'POST', { nickname: 'Lider', password: browserPassword });
  expect(grantAdmin(own.server.dataDir, 'Lider', () => serverNow).exitCode).toBe(0);
  serverNow = afterRaid;
});

const slow = { timeout: 15_000 };
const heading = (page: Page) => page.locator('h1').innerText();

describe('the attendance sheet', () => {
  test('prefills present only for the roster and shows where each raider stood', async () => {
    const { page } = await openPage(browser, { width: 360, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.setFixedTime(afterRaid);
    await page.goto(`${own.url}/#/raider/attendance`);
    await expect.poll(() => heading(page), slow).toBe('Zaloguj się');
    await submitSignInForm(page, 'Lider');
    await expect.poll(() => heading(page), slow).toBe('Frekwencja');
    await page.getByRole('button', { name: 'Sprawdź obecność: Rajd główny, 2027-01-13' }).click();
    const row = (nickname: string) => page.getByLabel(new RegExp(`^${nickname}`));
    await expect.poll(() => row('Cezary').count(), slow).toBe(1);
    const label = (nickname: string) => page.locator('label', { hasText: nickname }).innerText();
    expect(await label('Ada')).toContain('w składzie, odpowiedź: Będę');
    expect(await label('Cezary')).toContain('rezerwa, odpowiedź: Będę');
    expect(await label('Dorota')).toContain('urlop');
    expect(await row('Ada').inputValue()).toBe('present');
    expect(await row('Bogna').inputValue()).toBe('present');
    // On the reserve: ready, not needed — never prefilled as present.
    expect(await row('Cezary').inputValue()).toBe('bench');
    expect(await row('Dorota').inputValue()).toBe('excused');
    expect(await page.locator('option[value="present"]').first().innerText()).toBe('Obecność');
    expect(await runAxeEverywhere(page)).toEqual([]);
    await page.context().close();
  });
});
