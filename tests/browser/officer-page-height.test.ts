import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
// The test kit's browser part: one Chromium and a server of the file's own, accounts, signed-in pages, axe.
import * as kit from '../kit/browser';

/**
 * The raid leader's Rajdy page on a 1280 × 900 screen during a raid night: 14 raiders answered the next
 * night (half of them with a character), the leader opens its Skład and asks for a suggestion. The
 * night's roster, the suggestion and the decisions fit one screen under the site's header (details
 * collapsed, one line per raider, the suggestion a mark on each line). The heights measured are printed (`[height]`): docs and the report quote them.
 */
let browser: Browser;
kit.launchChromiumForFile((launched) => (browser = launched));
// Fifteen accounts from one address in a minute: more than a guild's default limit on new accounts allows.
const own = kit.startTestServerForFile({ log: () => {}, accountLimit: { freeFailures: 50 } });
const screen = { width: 1280, height: 900 };

const api = kit.serverCaller(own);
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

const raiders: Array<[string, string, { classId: string; specId: string } | null]> = [
  ['Grom', 'tank', { classId: 'warrior', specId: 'protection' }],
  ['Gromek', 'tank', null],
  ['Lumina', 'healer', { classId: 'priest', specId: 'holy' }],
  ['Zbyszek77', 'healer', null],
  ['Liść', 'healer', { classId: 'druid', specId: 'restoration' }],
  ['Fala', 'healer', null],
  ['Ostrze', 'melee', { classId: 'rogue', specId: 'assassination' }],
  ['Topór', 'melee', null],
  ['Pazur', 'melee', { classId: 'druid', specId: 'feral' }],
  ['Cień', 'melee', null],
  ['Iskra', 'ranged', { classId: 'mage', specId: 'frost' }],
  ['Strzała', 'ranged', null],
  ['Burza', 'ranged', { classId: 'shaman', specId: 'elemental' }],
  ['Klątwa', 'ranged', null],
];

describe("the raid leader's Rajdy page", () => {
  test('fits a night (roster, suggestion, decisions) on a 1280 × 900 screen', { timeout: 120_000 }, async () => {
    const raid = await kit.nextScheduledRaid(own);
    for (const [nickname, role, character] of raiders) {
      const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: kit.browserPassword });
      if (character) await api('/me/characters', 'POST', { name: nickname, ...character }, token);
      await api(`/raids/${raid.id}/signup`, 'PUT', { status: 'accepted', role, note: 'Będę od początku' }, token);
    }
    await kit.createAdmin(own, 'Liderka');

    const { page, errors, context } = await kit.openSignedIn(browser, `${own.url}/#/raider/raids`, 'Liderka', 'Rajdy', {
      viewport: screen,
    });
    const night = page.locator(`li[aria-labelledby="rp-night-${raid.id}-title"]`);
    await expect.poll(() => night.innerText(), kit.slow).toContain('Bez odpowiedzi:');
    const closed = await pageHeight(page);

    await night.getByRole('button', { name: 'Skład' }).click();
    await night.getByRole('button', { name: 'Zaproponuj skład' }).click();
    await night.getByRole('region', { name: 'Propozycja składu' }).waitFor(kit.slow);
    const nightHeight = await night.evaluate((element) => Math.round(element.getBoundingClientRect().height));
    const opened = await pageHeight(page);
    console.log(
      `[height] Rajdy at 1280 px: ${closed} px closed, ${opened} px with a night's Skład and suggestion open; that night: ${nightHeight} px`,
    );
    // Every raider of the night is on one line of the decisions: a row no taller than its selects.
    const rows = await night
      .getByRole('group', { name: /^Decyzja: / })
      .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().height)));
    expect(rows).toHaveLength(raiders.length);
    // A row is as tall as its choices (44 px on a touch screen, 34 px with a mouse): its text never wraps below them.
    expect(Math.max(...rows)).toBeLessThanOrEqual(56);
    // Roster, suggestion and decisions of 14 raiders on one screen under the site's header (4,191 px with
    // a line per reason, 1,735 px with the suggestion as a second list and the fill said twice).
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(nightHeight).toBeLessThanOrEqual(screen.height - Math.round(header));
    expect(await kit.runAxeEverywhere(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
