import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { profileKey, startRaiderIoStandIn, type RaiderIoStandIn } from '../stand-ins/raider-io';
import { callOk } from '../server/helpers/api-client';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, openPage, submitSignInForm } from './page-helpers';

/** Konto → "Wczytaj z Raider.IO" (issue 35) against our Raider.IO stand-in: a refusal, then a character read. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
let raiderIo: RaiderIoStandIn;
const options: { raiderIoApiBase?: string } = {};
beforeAll(async () => {
  raiderIo = await startRaiderIoStandIn();
  options.raiderIoApiBase = raiderIo.url;
  raiderIo.profiles.set(profileKey('eu', 'Tarren Mill', 'Lodowa'), {
    name: 'Lodowa',
    race: 'Human',
    class: 'Death Knight',
    active_spec_name: 'Frost',
    active_spec_role: 'DPS',
    region: 'eu',
    realm: 'Tarren Mill',
    gear: { item_level_equipped: 489, item_level_total: 490 },
  });
});
afterAll(async () => {
  await raiderIo?.close();
});
const own = startTestServerForFile(
  Object.defineProperty({ log: () => {} }, 'raiderIoApiBase', { get: () => options.raiderIoApiBase, enumerable: true }),
);

beforeAll(async () => {
  await callOk(`${own.api}/accounts`, 'POST', { body: { nickname: 'Kasia', password: browserPassword } });
});

const slow = { timeout: 15_000 };
const heading = (page: Page) => page.locator('h1').innerText();

describe('the character import on Konto', () => {
  test('says when Raider.IO does not know the character, then reads one', async () => {
    const { page } = await openPage(browser, { width: 360, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${own.url}/#/raider/account`);
    await expect.poll(() => heading(page), slow).toBe('Zaloguj się');
    await submitSignInForm(page, 'Kasia');
    await expect.poll(() => heading(page), slow).toBe('Konto');
    await expect.poll(() => page.getByRole('button', { name: 'Wczytaj z Raider.IO' }).count(), slow).toBe(1);

    // The Postacie section has the add form too: the import is its own form.
    const importForm = page.getByRole('form', { name: 'Wczytaj postać z Raider.IO' });
    await importForm.getByLabel('Serwer').fill('Tarren Mill');
    await importForm.getByLabel('Imię postaci').fill('Nieznana');
    await page.getByRole('button', { name: 'Wczytaj z Raider.IO' }).click();
    await expect.poll(() => page.getByText('Raider.IO nie zna takiej postaci.', { exact: false }).count(), slow).toBe(1);
    expect(await importForm.getByLabel('Imię postaci').getAttribute('aria-invalid')).toBe('true');

    await importForm.getByLabel('Imię postaci').fill('Lodowa');
    await page.getByRole('button', { name: 'Wczytaj z Raider.IO' }).click();
    await expect.poll(() => page.getByText('Wczytano postać z Raider.IO').count(), slow).toBeGreaterThan(0);
    expect(await page.getByText('Lodowa (Tarren Mill), poziom przedmiotów 489').count()).toBeGreaterThan(0);
    // The section's list reloads with the character read.
    await expect.poll(() => page.getByRole('button', { name: 'Usuń postać Lodowa' }).count(), slow).toBe(1);
    expect(await runAxeEverywhere(page)).toEqual([]);
    const { token } = await callOk<{ token: string }>(`${own.api}/session`, 'POST', {
      body: { nickname: 'Kasia', password: browserPassword },
    });
    expect(await callOk(`${own.api}/me/characters`, 'GET', { token })).toEqual([
      {
        id: expect.any(String),
        name: 'Lodowa',
        realm: 'Tarren Mill',
        classId: 'death-knight',
        specId: 'frost',
        main: true,
        itemLevel: 489,
      },
    ]);
    await page.context().close();
  });
});
