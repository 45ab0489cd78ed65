import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startWarcraftLogsStandIn, type WarcraftLogsStandIn } from '../stand-ins/warcraft-logs';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword } from './page-helpers';
import { createAdmin, openAttendanceSheet, serverCaller, slow, wednesdayRaid } from '../kit/browser';
import { createTestClock, reportActors } from '../kit';

/**
 * "Wczytaj z Warcraft Logs" on the attendance sheet (issue 35): the raid's report, served by our
 * stand-in, sets the sheet from the log and shows each difference from the plan. Ada and Bogna are on
 * the roster; Ada joined 26 minutes after the first pull, Bogna is not in the log; Cezary answered
 * "Może" and played from 20:41 (Warsaw).
 */
const raidId = wednesdayRaid.id;
const raidStart = Date.parse('2027-01-13T19:00:00Z');
const code = 'mIdWeEkRaId2027A';
const minutes = (count: number) => count * 60_000;

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
let logs: WarcraftLogsStandIn;
const warcraftLogs = { clientId: '', clientSecret: '', apiBase: '' };
beforeAll(async () => {
  logs = await startWarcraftLogsStandIn();
  Object.assign(warcraftLogs, { clientId: logs.clientId, clientSecret: logs.clientSecret, apiBase: logs.url });
  logs.reports.set(code, {
    startTime: raidStart - minutes(5),
    endTime: raidStart + minutes(120),
    fights: [
      { id: 1, startTime: minutes(20), endTime: minutes(25), encounterID: 3009, kill: false, friendlyPlayers: [1, 3] },
      { id: 2, startTime: minutes(46), endTime: minutes(52), encounterID: 3009, kill: true, friendlyPlayers: [1, 2, 3, 4] },
    ],
    masterData: {
      actors: reportActors('Tarren Mill: Dorota, Ada, Zbłąkany, Cezary'),
    },
  });
});
afterAll(async () => {
  await logs?.close();
});
/** The server's clock: before the raid while raiders answer, after it once they have. */
const serverClock = createTestClock(wednesdayRaid.before);
const own = startTestServerForFile({ now: serverClock.now, log: () => {}, warcraftLogs });

const api = serverCaller(own);

beforeAll(async () => {
  for (const [nickname, status, role] of [
    ['Ada', 'accepted', 'tank'],
    ['Bogna', 'accepted', 'healer'],
    ['Cezary', 'tentative', 'melee'],
    ['Dorota', 'accepted', 'ranged'],
  ]) {
    const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: browserPassword });
    await api(`/raids/${raidId}/signup`, 'PUT', { status, role }, token);
  }
  await createAdmin(own, 'Lider', serverClock.now);
  serverClock.set(wednesdayRaid.after);
});

describe('the attendance sheet from Warcraft Logs', () => {
  test('sets the sheet from the log, shows the differences and saves as confirmed', async () => {
    const { page, row } = await openAttendanceSheet(browser, own.url, 'Lider');
    expect(await row('Bogna').inputValue()).toBe('present');

    const report = page.getByLabel('Raport z Warcraft Logs (adres albo kod)');
    await report.fill('https://example.com/nie-raport');
    await page.getByRole('button', { name: 'Wczytaj z Warcraft Logs' }).click();
    await expect.poll(() => page.getByRole('alert').innerText(), slow).toMatch(/^Wklej adres raportu z Warcraft Logs/);
    expect(await report.getAttribute('aria-invalid')).toBe('true');

    await report.fill(`https://www.warcraftlogs.com/reports/${code}#fight=2`);
    await page.getByRole('button', { name: 'Wczytaj z Warcraft Logs' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Wczytano raport' }).count(), slow).toBe(1);
    const label = (nickname: string) => page.locator('label', { hasText: nickname }).innerText();
    expect(await label('Bogna')).toContain('w składzie, nie było w logu (postać: Bogna)');
    expect(await label('Ada')).toContain('w składzie, w logu dopiero od 20:41 (spóźnienie)');
    expect(await label('Cezary')).toContain('spoza składu, w logu od 20:41');
    expect(await label('Dorota')).not.toContain('w logu');
    expect(await row('Ada').inputValue()).toBe('late');
    expect(await row('Bogna').inputValue()).toBe('absent');
    expect(await row('Cezary').inputValue()).toBe('late');
    expect(await row('Dorota').inputValue()).toBe('present');
    await expect.poll(() => page.getByText('Postacie z logu bez przypisanej osoby: Zbłąkany.').count(), slow).toBe(1);
    expect(await runAxeEverywhere(page)).toEqual([]);

    await page.getByRole('button', { name: 'Zatwierdź wszystkie' }).click();
    await expect.poll(() => page.getByText('Zapisano obecność').count(), slow).toBeGreaterThan(0);
    expect(logs.tokenRequests()).toBe(1);
    await page.context().close();
  });
});
