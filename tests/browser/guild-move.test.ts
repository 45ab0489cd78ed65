import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { startRaidHelperStandIn, type RaidHelperStandIn } from '../stand-ins/raid-helper';
import { formatViolations, runAxe } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { submitAccountForm } from './page-helpers';
import { signIn } from '../server/helpers/api-client';

/** "Przeprowadzka" on the members page: Raid-Helper's history in, the guild out as a file, and into a fresh server. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

let raidHelper: RaidHelperStandIn;
beforeAll(async () => {
  raidHelper = await startRaidHelperStandIn();
  const start = Date.parse('2026-02-12T19:00:00Z') / 1000;
  raidHelper.servers.set('900000000000000001', {
    apiKey: 'rh-key-0123456789',
    events: [0, 7].map((days, index) => ({
      id: String(1001 + index),
      title: `Rajd ${index + 1}`,
      leaderId: '1',
      startTime: start + days * 86_400,
      endTime: start + days * 86_400 + 3 * 3600,
      channelId: '1',
      signUps: [
        {
          id: 10 + index,
          userId: '300000000000000042',
          name: 'Żaneta',
          className: 'Priest',
          specName: 'Holy',
          entryTime: start - 86_400,
          status: 'primary',
          position: 1,
        },
        {
          id: 20 + index,
          userId: '300000000000000043',
          name: 'Borys',
          className: 'Absence',
          entryTime: start - 86_400,
          status: 'primary',
          position: 2,
        },
      ],
    })),
  });
});
afterAll(() => raidHelper?.close());

const source = startTestServerForFile({
  get raidHelperApiBase() {
    return raidHelper.url;
  },
});
const fresh = startTestServerForFile();

const slow = { timeout: 15_000 };

/** The members page of `url` with Mistrz signed in as the admin. */
async function asAdmin(url: string, dataDir: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${url}/#/raider/members`);
  await submitAccountForm(page, 'Mistrz');
  await expect.poll(() => page.locator('h1').first().innerText(), slow).not.toBe('Zaloguj się');
  grantAdmin(dataDir, 'Mistrz');
  await page.reload();
  await expect.poll(() => page.getByRole('heading', { name: 'Przeprowadzka' }).count(), slow).toBe(1);
  return page;
}

/** The text of the status line of the Raid-Helper form, for a wait that says what it saw. */
const raidHelperStatus = (page: Page) => page.locator('form[aria-labelledby="rp-raid-helper"]').innerText();

describe('"Przeprowadzka"', () => {
  test('brings Raid-Helper in, hands the guild out as files, and a fresh server takes it back', async () => {
    const page = await asAdmin(source.url, source.server.dataDir);
    // A member with a password and no Discord: after a move, an officer gives her a reset code.
    await signIn(source.api, 'Kasia');
    await page.getByLabel('Identyfikator serwera Discord').fill('900000000000000001');
    await page.getByLabel('Klucz API Raid-Helpera').fill('zly-klucz-123');
    await page.getByRole('button', { name: 'Wczytaj historię' }).click();
    await expect.poll(() => raidHelperStatus(page), slow).toContain('Raid-Helper nie przyjął tego klucza API');
    expect(await page.getByLabel('Klucz API Raid-Helpera').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Klucz API Raid-Helpera').fill('rh-key-0123456789');
    await page.getByRole('button', { name: 'Wczytaj historię' }).click();
    await expect.poll(() => raidHelperStatus(page), slow).toContain('Gotowe: wydarzenia 2, nowe rajdy 2, odpowiedzi 4, nowe konta 2.');
    await expect.poll(() => page.getByText('Żaneta', { exact: true }).count(), slow).toBeGreaterThan(0);
    expect(formatViolations('Przeprowadzka', await runAxe(page))).toEqual([]);

    const [exportFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pobierz eksport gildii (JSON)' }).click(),
    ]);
    expect(exportFile.suggestedFilename()).toMatch(/^raider-panel-\d{4}-\d{2}-\d{2}\.json$/);
    // Kept as bytes: a download's file goes with the browser context that saved it.
    const exported = {
      name: exportFile.suggestedFilename(),
      mimeType: 'application/json',
      buffer: await readFile(await exportFile.path()),
    };
    const document = JSON.parse(exported.buffer.toString('utf8')) as { format: string; accounts: Array<{ nickname: string }> };
    expect(document.format).toBe('raider-panel-export');
    expect(document.accounts.map((account) => account.nickname)).toEqual(['Borys', 'Kasia', 'Mistrz', 'Żaneta']);

    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pobierz obecność (CSV)' }).click(),
    ]);
    const csv = await readFile(await csvFile.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('Rajd 1;rh-1001-2026-02-12;Żaneta;Będę');

    // No loot yet: the spreadsheet has its header, for the guild to see what it will hold.
    const [lootFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz łupy (CSV)' }).click()]);
    expect(lootFile.suggestedFilename()).toMatch(/^lupy-\d{4}-\d{2}-\d{2}\.csv$/);
    const loot = await readFile(await lootFile.path());
    expect(loot.toString('utf8')).toMatch(/^\ufeffData;Godzina;Postać w dodatku;Osoba w panelu;Przedmiot;/);

    // This server has other accounts now: its own import refuses, in Polish.
    await page.getByLabel('Plik eksportu gildii').setInputFiles(exported);
    await page.getByRole('button', { name: 'Wczytaj gildię z pliku' }).click();
    await expect
      .poll(() => page.getByText('Import całej gildii jest możliwy tylko na świeżym serwerze', { exact: false }).count(), slow)
      .toBe(1);
    await page.context().close();

    const target = await asAdmin(fresh.url, fresh.server.dataDir);
    await target.getByLabel('Plik eksportu gildii').setInputFiles(exported);
    await target.getByRole('button', { name: 'Wczytaj gildię z pliku' }).click();
    const resetList = target.getByRole('list', { name: 'Konta do kodów resetu' });
    await expect.poll(() => resetList.count(), slow).toBe(1);
    // Those from Raid-Helper are linked to Discord and sign in with it: only Kasia needs a code.
    expect(await resetList.innerText()).toBe('Kasia');
    await expect.poll(() => target.getByText('Gildia wczytana: konta 4', { exact: false }).count(), slow).toBe(1);
    await expect.poll(() => target.getByText('Żaneta', { exact: true }).count(), slow).toBeGreaterThan(0);
    expect(formatViolations('Przeprowadzka po imporcie', await runAxe(target))).toEqual([]);
    await target.context().close();
  });

  test('a double click on a download asks the server once', async () => {
    const page = await asAdmin(source.url, source.server.dataDir);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/export/attendance.csv')) asked.push(request.url());
    });
    const label = 'Pobierz obecność (CSV)';
    await page.getByRole('button', { name: label }).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      // Two presses in one task: no render comes between them to mark the button busy.
      page.evaluate((name) => {
        const button = [...document.querySelectorAll('button')].find((one) => one.textContent === name)!;
        button.click();
        button.click();
      }, label),
    ]);
    expect(file.suggestedFilename()).toMatch(/^obecnosc-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect.poll(() => page.getByRole('button', { name: label }).getAttribute('aria-disabled'), slow).toBeNull();
    expect(asked).toHaveLength(1);
    await page.context().close();
  });
});
