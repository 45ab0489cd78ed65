import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword } from './page-helpers';
import { createAdmin, openAttendanceSheet, serverCaller, wednesdayRaid } from '../kit/browser';
import { createTestClock } from '../kit';

/**
 * The attendance sheet credits only who played (issue 29): a raider on the reserve is not prefilled
 * present, and every row says where the raider stood (w składzie, rezerwa, ławka, urlop). Three tanks
 * answer "Będę" for a raid that takes two, one raider is away on an absence.
 */
const raidId = wednesdayRaid.id;

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
/** The server's clock: before the raid while raiders answer, after it once they have. */
const serverClock = createTestClock(wednesdayRaid.before);
const own = startTestServerForFile({ now: serverClock.now, log: () => {} });

const api = serverCaller(own);

beforeAll(async () => {
  for (const nickname of ['Ada', 'Bogna', 'Cezary']) {
    const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: browserPassword });
    await api(`/raids/${raidId}/signup`, 'PUT', { status: 'accepted', role: 'tank' }, token);
  }
  const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname: 'Dorota', password: browserPassword });
  await api('/me/absences', 'POST', { from: '2027-01-13', to: '2027-01-13' }, token);
  await createAdmin(own, 'Lider', serverClock.now);
  serverClock.set(wednesdayRaid.after);
});

describe('the attendance sheet', () => {
  test('prefills present only for the roster and shows where each raider stood', async () => {
    const { page, row } = await openAttendanceSheet(browser, own.url, 'Lider');
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
