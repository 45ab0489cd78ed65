import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lodowaCharacter, lodowaProfile, profileKey, startRaiderIoStandIn, type RaiderIoStandIn } from '../stand-ins/raider-io';
import { callOk } from '../server/helpers/api-client';
import { runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword } from './page-helpers';
import { openSignedIn, slow } from '../kit/browser';

/** Konto → "Wczytaj z Raider.IO" (issue 35) against our Raider.IO stand-in: a refusal, then a character read. */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));
let raiderIo: RaiderIoStandIn;
const options: { raiderIoApiBase?: string } = {};
beforeAll(async () => {
  raiderIo = await startRaiderIoStandIn();
  options.raiderIoApiBase = raiderIo.url;
  raiderIo.profiles.set(profileKey('eu', 'Tarren Mill', 'Lodowa'), lodowaProfile(489));
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

describe('the character import on Konto', () => {
  test('says when Raider.IO does not know the character, then reads one', async () => {
    const { page } = await openSignedIn(browser, `${own.url}/#/raider/account`, 'Kasia', 'Konto');
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
    expect(await callOk(`${own.api}/me/characters`, 'GET', { token })).toEqual([{ id: expect.any(String), ...lodowaCharacter }]);
    await page.context().close();
  });
});
