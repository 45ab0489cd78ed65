import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { runAxe, runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, focusedElement, openPage, submitSignInForm } from './page-helpers';
import { createAdmin, nextScheduledRaid, pageHeading, serverCaller, slow } from '../kit/browser';

/**
 * The fair-bench suggestion in the officer's Skład (issue 35), from the keyboard: "Zaproponuj skład"
 * shows the rule, who plays and who sits, each raider's mark on their line with the reasons behind it; "Zastosuj" asks first, then records it, and
 * the roster is the suggestion. A server of this file's own (the admin is granted on its data).
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile({ log: () => {} });

const api = serverCaller(own);
const focusedText = async (page: Page) => (await focusedElement(page)).description;

type Roster = {
  byRole: Record<string, Array<{ raider: string; decision?: string }>>;
  reserve: Array<{ raider: string; decision?: string }>;
};

describe('the fair-bench suggestion', () => {
  test('is proposed with its rule and reasons, applied after a confirmation, and the roster equals it', async () => {
    const raid = await nextScheduledRaid(own);
    // Three tanks for two places; the leader benched the first earlier, so the rule let the third in.
    const tanks = ['Tarcza1', 'Tarcza2', 'Tarcza3'];
    for (const nickname of tanks) {
      const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: browserPassword });
      await api(`/raids/${raid.id}/signup`, 'PUT', { status: 'accepted', role: 'tank' }, token);
    }
    await createAdmin(own, 'Prowadząca');
    const { token: leader } = await api<{ token: string }>('/session', 'POST', { nickname: 'Prowadząca', password: browserPassword });
    await api(`/raids/${raid.id}/roster/Tarcza1`, 'PUT', { decision: 'bench' }, leader);

    const { page: officer } = await openPage(browser, { width: 360, height: 800 });
    await officer.goto(`${own.url}/#/raider/raids`);
    await expect.poll(() => pageHeading(officer), slow).toBe('Zaloguj się');
    await submitSignInForm(officer, 'Prowadząca');
    await expect.poll(() => pageHeading(officer), slow).toBe('Rajdy');
    const night = officer.locator(`li[aria-labelledby="rp-night-${raid.id}-title"]`);
    await expect.poll(() => night.count(), slow).toBe(1);
    await night.getByRole('button', { name: 'Skład' }).focus();
    await officer.keyboard.press('Enter');

    const propose = night.getByRole('button', { name: 'Zaproponuj skład' });
    await expect.poll(() => propose.count(), slow).toBe(1);
    await propose.focus();
    await officer.keyboard.press('Enter');
    const suggestion = night.getByRole('region', { name: 'Propozycja składu' });
    await expect.poll(() => suggestion.count(), slow).toBe(1);
    // Focus lands on the suggestion's heading: a screen reader starts reading there.
    await expect.poll(() => focusedText(officer), slow).toContain('Propozycja składu');
    const text = await suggestion.innerText();
    expect(text).toContain('Zasada: Najpierw osoby, którym lider potwierdził miejsce.');
    // Who plays and who sits, counted; each raider's row carries the suggestion's mark, one line per raider.
    expect(text).toContain('W składzie: 2 osoby, na ławce: 1 osoba');
    const row = (nickname: string) => night.getByRole('group', { name: `Decyzja: ${nickname}` });
    expect(await row('Tarcza1').innerText()).toContain('Propozycja: skład');
    expect(await row('Tarcza2').innerText()).toContain('Propozycja: skład');
    expect(await row('Tarcza3').innerText()).toContain('Propozycja: ławka');
    // The mark opens the place, the role and the reasons under the raider's line.
    await row('Tarcza1').getByRole('button', { name: 'Propozycja: skład' }).click();
    await expect.poll(() => night.getByText('Propozycja: w składzie, Tank').count(), slow).toBe(1);
    await row('Tarcza3').getByRole('button', { name: 'Propozycja: ławka' }).focus();
    await officer.keyboard.press('Enter');
    const reasons = night.getByRole('list', { name: 'Powody: Tarcza3' });
    await expect.poll(() => reasons.count(), slow).toBe(1);
    await expect.poll(() => night.getByText('Propozycja: na ławce, Tank').count(), slow).toBe(1);
    expect(await reasons.innerText()).toContain('ani razu na ławce w ostatnich 8 tygodniach');
    expect(await reasons.innerText()).toContain('rola „Tank” ma komplet (2 z 2)');
    expect(await runAxeEverywhere(officer)).toEqual([]);

    // Zastosuj asks first; "Wróć" goes back to it, the second time it is confirmed.
    await suggestion.getByRole('button', { name: 'Zastosuj' }).focus();
    expect(await focusedText(officer)).toContain('Zastosuj');
    await officer.keyboard.press('Enter');
    const ask = suggestion.getByRole('alert');
    await expect.poll(() => ask.innerText(), slow).toContain('Zastosować propozycję?');
    expect(await ask.innerText()).toContain('2 osoby z potwierdzonym miejscem, 1 osoba na ławce');
    await expect.poll(() => focusedText(officer), slow).toContain('Tak, zastosuj');
    expect(await runAxe(officer)).toEqual([]);
    await officer.keyboard.press('Tab');
    await officer.keyboard.press('Enter');
    await expect.poll(() => focusedText(officer), slow).toContain('Zastosuj');
    await officer.keyboard.press('Enter');
    await expect.poll(() => focusedText(officer), slow).toContain('Tak, zastosuj');
    await officer.keyboard.press('Enter');

    await expect.poll(() => officer.getByText('Zastosowano propozycję składu').count(), slow).toBeGreaterThan(0);
    expect(await suggestion.count()).toBe(0);
    await expect.poll(() => focusedText(officer), slow).toContain('Zaproponuj skład');
    await expect.poll(() => row('Tarcza3').innerText(), slow).toContain('na ławce – miejsce 1 w rezerwie');
    expect(await row('Tarcza1').innerText()).toContain('w składzie – decyzja lidera, Tank');
    expect(await row('Tarcza2').innerText()).toContain('w składzie – decyzja lidera, Tank');

    const roster = await api<Roster>(`/raids/${raid.id}/roster`, 'GET', undefined, leader);
    // Tarcza1, taken off the bench, counts from the decision: second in the signup order now.
    expect(roster.byRole.tank!.map((entry) => [entry.raider, entry.decision]).sort()).toEqual([
      ['Tarcza1', 'confirmed'],
      ['Tarcza2', 'confirmed'],
    ]);
    expect(roster.reserve.map((entry) => [entry.raider, entry.decision])).toEqual([['Tarcza3', 'bench']]);
    expect(await runAxeEverywhere(officer)).toEqual([]);
    await officer.context().close();
  });
});
