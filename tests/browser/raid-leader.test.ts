import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { runAxe, runAxeEverywhere } from './axe';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, openPage, submitAccountForm, submitSignInForm } from './page-helpers';
import { createAdmin, nextScheduledRaid, pageHeading, serverCaller, slow } from '../kit/browser';
import { makeAdmin } from '../kit';

/**
 * The raid leader cancels the Wigilia night from the keyboard; a raider in another browser context sees
 * it struck through with the reason. The leader confirms a tank the automatic rule left on the reserve;
 * that raider sees it on their card. A server of this file's own (the admin is granted on its data).
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const own = startTestServerForFile({ log: () => {} });

const api = serverCaller(own);

/** The coming 24 December (the server's clock must not have passed it), and a browser date a week before. */
function wigilia(): { year: number; browserNow: Date } {
  const now = new Date();
  const year = now.getMonth() === 11 && now.getDate() >= 24 ? now.getFullYear() + 1 : now.getFullYear();
  const weekBefore = new Date(Date.UTC(year, 11, 17, 12));
  return { year, browserNow: weekBefore > now ? weekBefore : now };
}

async function openAt(path: string, browserNow: Date): Promise<Page> {
  const { page } = await openPage(browser, { width: 360, height: 800 });
  // The panel's range starts at the browser's today: a week before Wigilia puts that night in it.
  await page.clock.setFixedTime(browserNow);
  await page.goto(`${own.url}/#${path}`);
  return page;
}

describe('the raid leader', () => {
  test('cancels the Wigilia night from the keyboard; a raider sees it struck through with the reason', async () => {
    const { browserNow } = wigilia();
    const officer = await openAt('/raider/raids', browserNow);
    await expect.poll(() => pageHeading(officer), slow).toBe('Zaloguj się');
    await submitAccountForm(officer, 'Lider');
    await expect.poll(() => pageHeading(officer), slow).not.toBe('Zaloguj się');
    makeAdmin(own.server.dataDir, 'Lider');
    await officer.reload();
    await expect.poll(() => pageHeading(officer), slow).toBe('Rajdy');

    // The night's row (a toast naming the night is a list item too).
    const night = officer.locator('li[aria-labelledby^="rp-night-"]').filter({ hasText: '24 grudnia' });
    await expect.poll(() => night.count(), slow).toBe(1);
    expect(await runAxe(officer)).toEqual([]);

    await night.getByRole('button', { name: 'Odwołaj', exact: true }).focus();
    await officer.keyboard.press('Enter');
    const reason = night.getByLabel('Powód odwołania (wymagany)');
    await expect.poll(() => reason.evaluate((input) => input.matches(':focus')), slow).toBe(true);
    await officer.keyboard.type('Wigilia – nie gramy');
    await officer.keyboard.press('Enter');
    await expect.poll(() => night.innerText(), slow).toContain('Odwołany: Wigilia – nie gramy');
    expect(await night.locator('h3 s').count()).toBe(1);
    // The form is gone: the focus is on what undoes it, not back at the page's start.
    const restore = night.getByRole('button', { name: 'Przywróć' });
    await expect.poll(() => restore.evaluate((button) => button.matches(':focus'), undefined, { timeout: 1000 }), slow).toBe(true);
    // The toast names the night in Polish, as the row does, not by its ISO date.
    const toast = officer.locator('li', { hasText: 'Rajd odwołany' });
    await expect.poll(() => toast.innerText({ timeout: 1000 }).catch(() => ''), slow).toContain('24 grudnia');
    expect(await toast.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await runAxe(officer)).toEqual([]);

    const raider = await openAt('/raider', browserNow);
    await submitAccountForm(raider, 'Rajdowiec');
    await expect.poll(() => pageHeading(raider), slow).toBe('Przegląd');
    await raider.goto(`${own.url}/#/raid-schedule`);
    const card = raider.locator('li[data-raid-id]').filter({ hasText: 'Wigilia – nie gramy' });
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await card.locator('s').count()).toBeGreaterThan(0);
    expect(await card.innerText()).toContain('Odwołany');

    // Restored from the keyboard: the focus stays on the row, now on "Odwołaj".
    await officer.keyboard.press('Enter');
    await expect.poll(() => night.innerText(), slow).toContain('Zaplanowany');
    const cancel = night.getByRole('button', { name: 'Odwołaj', exact: true });
    await expect.poll(() => cancel.evaluate((button) => button.matches(':focus'), undefined, { timeout: 1000 }), slow).toBe(true);

    // Another night cancelled with a long unbroken reason (a pasted 64-character key): the audit on
    // Członkowie names both nights by title and date, never by id, and the 360 px page does not scroll sideways.
    const nightId = (await night.getAttribute('aria-labelledby'))!.replace(/^rp-night-(.+)-title$/, '$1');
    const { token } = await api<{ token: string }>('/session', 'POST', { nickname: 'Lider', password: browserPassword });
    const later = (
      await api<Array<{ id: string; status: string }>>(
        `/raids?from=${new Date(Date.UTC(wigilia().year, 11, 25)).toISOString()}&to=${new Date(Date.UTC(wigilia().year + 1, 0, 20)).toISOString()}`,
        'GET',
      )
    )[0]!;
    await api(`/raids/${later.id}`, 'PATCH', { status: 'cancelled', cancelReason: 'a'.repeat(32) + 'f'.repeat(32) }, token);
    await officer.goto(`${own.url}/#/raider/members`);
    const audit = officer.locator('section[aria-labelledby="rp-members-audit"]');
    await expect.poll(() => audit.innerText(), slow).toContain('24 grudnia');
    const log = await audit.innerText();
    expect(log).not.toContain(nightId);
    expect(log).not.toContain(later.id);
    expect(await officer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await runAxeEverywhere(officer)).toEqual([]);

    await Promise.all([officer, raider].map((page) => page.context().close()));
  });

  test('confirms a tank the automatic rule left on the reserve; the raider sees it on their card', async () => {
    const raid = await nextScheduledRaid(own);
    // Tanks answer until the role is full and one more waits on the reserve.
    let waiting = '';
    for (let index = 1; !waiting && index <= 5; index += 1) {
      const nickname = `Tarczownik${index}`;
      const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname, password: browserPassword });
      const { roster } = await api<{ roster: { reserve: Array<{ raider: string }> } }>(
        `/raids/${raid.id}/signup`,
        'PUT',
        { status: 'accepted', role: 'tank' },
        token,
      );
      if (roster.reserve.some((entry) => entry.raider === nickname)) waiting = nickname;
    }
    expect(waiting).not.toBe('');
    await createAdmin(own, 'Dowódca');

    // The raider looks at the panel first: that is what "since your last visit" compares with.
    const raider = await openAt('/raider/signups', new Date());
    await submitSignInForm(raider, waiting);
    await expect.poll(() => pageHeading(raider), slow).not.toBe('Zaloguj się');
    await expect.poll(() => raider.locator('article[aria-label]', { hasText: 'lista rezerwowa – miejsce 1' }).count(), slow).toBe(1);

    const officer = await openAt('/raider/raids', new Date());
    await expect.poll(() => pageHeading(officer), slow).toBe('Zaloguj się');
    await submitSignInForm(officer, 'Dowódca');
    await expect.poll(() => pageHeading(officer), slow).toBe('Rajdy');
    const night = officer.locator(`li[aria-labelledby="rp-night-${raid.id}-title"]`);
    // The night's fill and who has not answered, before opening anything: the leader has not.
    await expect.poll(() => night.innerText(), slow).toContain('Bez odpowiedzi:');
    expect(await night.innerText()).toContain('Tank 2/2');
    await night.getByText(/^Bez odpowiedzi:/).click();
    expect(await night.locator('details').innerText()).toContain('Dowódca');
    await night.getByRole('button', { name: 'Skład' }).focus();
    await officer.keyboard.press('Enter');
    const row = night.getByRole('group', { name: `Decyzja: ${waiting}` });
    await expect.poll(() => row.innerText(), slow).toContain('rezerwa – miejsce 1: rola Tank ma już komplet');
    // Confirmed, and taken as a healer: one save.
    await row.getByLabel('Decyzja').selectOption('confirmed');
    await row.getByLabel('Rola').selectOption('healer');
    const save = night.getByRole('button', { name: 'Zapisz zmiany w składzie' });
    await save.focus();
    await officer.keyboard.press('Enter');
    await expect.poll(() => row.innerText(), slow).toContain('w składzie – decyzja lidera, Uzdrowiciel');
    // The rows start again from the saved roster; the keyboard stays on the save button.
    await expect.poll(() => save.evaluate((button) => button.matches(':focus'), undefined, { timeout: 1000 }), slow).toBe(true);
    expect(await officer.getByText('Zapisano skład').count()).toBeGreaterThan(0);
    // A free place: the two tanks keep theirs.
    expect(await night.getByRole('list', { name: 'Obsada' }).first().innerText()).toContain('Tank 2/2');
    expect(await runAxeEverywhere(officer)).toEqual([]);

    // Next time the raider opens the panel: the news first, then the card says the same, role included.
    await raider.reload();
    const news = raider.getByRole('region', { name: 'Zmiany od Twojej ostatniej wizyty' });
    await expect.poll(() => news.count(), slow).toBe(1);
    expect(await news.innerText()).toContain('lider potwierdził Cię w składzie');
    expect(await news.innerText()).toContain('lider ustawił Ci rolę: Uzdrowiciel (w odpowiedzi: Tank)');
    const card = raider.locator('article[aria-label]', { hasText: 'w składzie – miejsce potwierdzone przez lidera' });
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await card.innerText()).toContain('Uzdrowiciel – rolę ustalił lider (w odpowiedzi: Tank)');
    expect(await runAxeEverywhere(raider)).toEqual([]);
    await news.getByRole('button', { name: 'Rozumiem' }).click();
    expect(await news.count()).toBe(0);
    // Told once: the next visit has nothing new.
    await raider.reload();
    await expect.poll(() => card.count(), slow).toBe(1);
    expect(await news.count()).toBe(0);

    await Promise.all([officer, raider].map((page) => page.context().close()));
  });

  test('adds a one-off raid and a weekly series, edits the series; a wrong field says why and keeps the rest', async () => {
    await api('/accounts', 'POST', { nickname: 'Planista', password: browserPassword }).catch(() => {});
    makeAdmin(own.server.dataDir, 'Planista');
    const officer = await openAt('/raider/raids', new Date());
    await submitSignInForm(officer, 'Planista');
    await expect.poll(() => pageHeading(officer), slow).toBe('Rajdy');
    await officer.emulateMedia({ reducedMotion: 'reduce' });

    await officer.getByRole('button', { name: 'Nowy rajd jednorazowy' }).click();
    const oneOff = officer.getByRole('form', { name: 'Nowy rajd jednorazowy' });
    // The form takes the focus: the title is typed at once.
    await expect.poll(() => oneOff.getByLabel('Nazwa').evaluate((input) => input.matches(':focus')), slow).toBe(true);
    await officer.keyboard.type('Nocny maraton');
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await oneOff.getByLabel('Długość w minutach').fill('5');
    await oneOff.getByLabel('Data').fill(date);
    await oneOff.getByRole('button', { name: 'Dodaj rajd' }).press('Enter');
    // Too short: the field says why, everything typed stays.
    await expect.poll(() => oneOff.getByLabel('Długość w minutach').getAttribute('aria-invalid'), slow).toBe('true');
    expect(await oneOff.getByLabel('Nazwa').inputValue()).toBe('Nocny maraton');
    expect(await runAxe(officer)).toEqual([]);
    await oneOff.getByLabel('Długość w minutach').fill('240');
    await oneOff.getByRole('button', { name: 'Dodaj rajd' }).press('Enter');
    await expect.poll(() => oneOff.count(), slow).toBe(0);
    const added = officer.getByRole('listitem').filter({ has: officer.getByRole('heading', { name: 'Nocny maraton' }) });
    await expect.poll(() => added.count(), slow).toBe(1);

    await officer.getByRole('button', { name: 'Nowa seria' }).click();
    const newSeries = officer.getByRole('form', { name: 'Nowa seria' });
    await newSeries.getByLabel('Nazwa').fill('Piątkowe klucze');
    await newSeries.getByLabel('Dzień tygodnia').selectOption('5');
    await newSeries.getByLabel('Godzina startu (czas gildii)').fill('21:00');
    await newSeries.getByRole('button', { name: 'Dodaj serię' }).press('Enter');
    const seriesList = officer.getByRole('region', { name: 'Serie cotygodniowe' });
    const seriesRow = seriesList.getByRole('listitem').filter({ has: officer.getByRole('heading', { name: 'Piątkowe klucze' }) });
    await expect.poll(() => seriesRow.innerText(), slow).toContain('piątek, 21:00');

    await seriesRow.getByRole('button', { name: 'Edytuj' }).click();
    const edit = officer.getByRole('form', { name: 'Zmiana serii: Piątkowe klucze' });
    expect(await edit.getByLabel('Godzina startu (czas gildii)').inputValue()).toBe('21:00');
    await edit.getByLabel('Godzina startu (czas gildii)').fill('20:30');
    await edit.getByRole('button', { name: 'Zapisz zmiany' }).press('Enter');
    await expect.poll(() => seriesRow.innerText(), slow).toContain('piątek, 20:30');
    // The coming nights follow at once.
    const nights = officer.getByRole('region', { name: 'Najbliższe rajdy' }).getByRole('listitem').filter({ hasText: 'Piątkowe klucze' });
    await expect.poll(() => nights.first().innerText(), slow).toContain('20:30');
    expect(await runAxe(officer)).toEqual([]);
    await officer.context().close();
  });
});
