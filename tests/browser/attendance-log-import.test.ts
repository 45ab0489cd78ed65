import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startWarcraftLogsStandIn, type WarcraftLogsStandIn } from '../stand-ins/warcraft-logs';
import { runAxe, runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, focusedElement } from './page-helpers';
import { createAdmin, openAttendanceSheet, serverCaller, slow, wednesdayRaid } from '../kit/browser';
import { createTestClock, reportActors } from '../kit';

/**
 * "Wczytaj z Warcraft Logs" on the attendance sheet (issue 35): the raid's report, served by our
 * stand-in, sets the sheet from the log and shows each difference from the plan. Ada and Bogna are on
 * the roster; Ada joined 26 minutes after the first pull, Bogna is not in the log; Cezary answered
 * "Może" and played from 20:41 (Warsaw). Issue 48: Grom keeps no character and played Gromek; Hania
 * played Hanka without answering; Iga played without answering and is added by hand.
 */
const raidId = wednesdayRaid.id;
const raidStart = Date.parse('2027-01-13T19:00:00Z');
const code = 'mIdWeEkRaId2027A';
const gromCode = 'gRoMeKrAiD2027AA';
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
  logs.reports.set(gromCode, {
    startTime: raidStart - minutes(5),
    endTime: raidStart + minutes(120),
    fights: [{ id: 1, startTime: minutes(8), endTime: minutes(14), encounterID: 3009, kill: true, friendlyPlayers: [1, 2, 3, 4, 5] }],
    masterData: {
      actors: [
        { id: 1, name: 'Dorota', server: 'Tarren Mill' },
        { id: 2, name: 'Ada', server: 'Tarren Mill' },
        { id: 3, name: 'Cezary', server: 'Tarren Mill' },
        { id: 4, name: 'Gromek', server: 'Tarren Mill', subType: 'Warrior', icon: 'Warrior-Fury' },
        { id: 5, name: 'Hanka', server: 'Tarren Mill', subType: 'Druid', icon: 'Druid-Restoration' },
      ],
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
const tokens: Record<string, string> = {};
const officerToken = async () => (await api<{ token: string }>('/session', 'POST', { nickname: 'Lider', password: browserPassword })).token;

beforeAll(async () => {
  for (const [nickname, status, role] of [
    ['Ada', 'accepted', 'tank'],
    ['Bogna', 'accepted', 'healer'],
    ['Cezary', 'tentative', 'melee'],
    ['Dorota', 'accepted', 'ranged'],
    ['Grom', 'accepted', 'melee'],
    ['Hania'],
    ['Iga'],
  ]) {
    const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: browserPassword });
    tokens[nickname!] = token;
    if (status) await api(`/raids/${raidId}/signup`, 'PUT', { status, role }, token);
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
    const nobodys = page.getByRole('region', { name: 'Postacie z logu bez przypisanej osoby' });
    await expect
      .poll(() => nobodys.getByRole('listitem').allInnerTexts(), slow)
      .toEqual([expect.stringMatching(/^Zbłąkany \(Tarren Mill\) – w logu od 20:15/)]);
    expect(await runAxeEverywhere(page)).toEqual([]);

    await page.getByRole('button', { name: 'Zatwierdź wszystkie' }).click();
    await expect.poll(() => page.getByText('Zapisano obecność').count(), slow).toBeGreaterThan(0);
    expect(logs.tokenRequests()).toBe(1);
    await page.context().close();
  });

  test('gives Gromek to Grom and records who played without answering, by keyboard alone; the next import asks nothing', async () => {
    const { page, row } = await openAttendanceSheet(browser, own.url, 'Lider');
    const report = page.getByLabel('Raport z Warcraft Logs (adres albo kod)');
    await tabTo(page, report);
    await page.keyboard.type(gromCode);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Wczytano raport' }).count(), slow).toBe(1);
    // Matched by his nickname, Grom was not in the log.
    expect(await row('Grom').inputValue()).toBe('absent');
    expect(await page.locator('label', { hasText: 'Grom' }).first().innerText()).toContain('w składzie, nie było w logu (postać: Grom)');

    const nobodys = page.getByRole('region', { name: 'Postacie z logu bez przypisanej osoby' });
    await expect
      .poll(() => nobodys.getByRole('listitem').allInnerTexts(), slow)
      .toEqual([
        expect.stringMatching(/^Gromek \(Tarren Mill, wojownik – furia\) – w logu od 20:03/),
        expect.stringMatching(/^Hanka \(Tarren Mill, druid – odnowa\) – w logu od 20:03/),
      ]);
    await checkLayouts(page, 'imported');
    await chooseByKeyboard(page, nobodys.getByRole('listitem').filter({ hasText: 'Gromek' }).getByLabel('Czyja to postać?'), 'Grom');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const gromNote = page.getByRole('status').filter({ hasText: 'Postać Gromek należy teraz do: Grom' });
    await expect.poll(() => gromNote.count(), slow).toBe(1);
    expect(await gromNote.evaluate((note) => note.matches(':focus'))).toBe(true);
    expect(await row('Grom').inputValue()).toBe('present');

    await chooseByKeyboard(page, nobodys.getByLabel('Czyja to postać?'), 'Hania');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => row('Hania').count(), slow).toBe(1);
    expect(await row('Hania').inputValue()).toBe('present');
    expect(await page.locator('label', { hasText: 'Hania' }).innerText()).toContain('bez odpowiedzi, dopisane do listy');
    expect(await nobodys.count()).toBe(0);

    await chooseByKeyboard(page, page.getByLabel('Dopisz osobę, która grała bez odpowiedzi'), 'Iga');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => row('Iga').count(), slow).toBe(1);
    expect(await row('Iga').inputValue()).toBe('present');

    await checkLayouts(page, 'added');

    await tabTo(page, page.getByRole('button', { name: 'Zatwierdź wszystkie' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Zapisano obecność').count(), slow).toBeGreaterThan(0);
    const sheet = await api<{ entries: Array<{ nickname: string; attendance: string; recorded: boolean }> }>(
      `/raids/${raidId}/attendance`,
      'GET',
      undefined,
      await officerToken(),
    );
    expect(sheet.entries.filter((entry) => ['Grom', 'Hania', 'Iga'].includes(entry.nickname))).toEqual([
      { nickname: 'Grom', attendance: 'present', recorded: true, answer: 'accepted', place: 'roster' },
      { nickname: 'Hania', attendance: 'present', recorded: true },
      { nickname: 'Iga', attendance: 'present', recorded: true },
    ]);
    expect(await api('/me/characters', 'GET', undefined, tokens.Grom)).toEqual([
      { id: expect.any(String), name: 'Gromek', realm: 'Tarren Mill', classId: 'warrior', specId: 'fury', main: true },
    ]);

    // The next import of the same report matches Gromek to Grom without asking.
    await tabTo(page, report);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('label', { hasText: 'Grom' }).first().innerText(), slow).not.toContain('nie było w logu');
    expect(await row('Grom').inputValue()).toBe('present');
    expect(await nobodys.count()).toBe(0);
    await page.context().close();
  });
});

/**
 * The sheet at 360 px and 1280 px: nothing wider than the screen, axe clean in light and dark; a
 * screenshot of each (in the system's temporary folder) for a person to look at.
 */
async function checkLayouts(page: Page, stage: string): Promise<void> {
  for (const [width, height] of [
    [360, 800],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${stage}, ${width} px`).toBeLessThanOrEqual(width);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(await runAxe(page), `${stage}, ${colorScheme}, ${width} px`).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), `attendance-log-characters-${stage}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

/** Presses Tab until `target` has focus (it must be reachable by the keyboard), failing with what had focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const passed: string[] = [];
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
    passed.push((await focusedElement(page)).description);
  }
  throw new Error(`Tab never reached the target; focus went through: ${passed.join(' → ')}`);
}

/** Reaches the select by Tab and picks `option` by typing it, as a keyboard user does. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(option);
  await expect.poll(() => select.inputValue(), slow).toBe(option);
}
