import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { raidsInRange } from '../../src/domain';
import { seededSchedule } from '../../src/domain/schedule';
import { launchChromiumForFile, startTestServerForFile } from './per-file';
import { browserPassword, openPage, submitSignInForm } from './page-helpers';
import { createAdmin, pageHeading, serverCaller, slow } from '../kit/browser';

/**
 * The issue's guild: four weeks published (`schedule.weeksAhead: 4`), raiders on a 360 px phone. The
 * signups page lists exactly the nights the server takes answers for (the last one included), the
 * officer's Rajdy list the same nights, and a raider's own absence is their answer on their cards.
 * The server's clock and the browsers' are one fixed instant: the server first started then.
 */
let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

const guild = { ...sampleGuild, schedule: { ...sampleGuild.schedule, weeksAhead: 4 } };
/** Tuesday 1 December 2026, noon in Warsaw. */
const now = new Date('2026-12-01T11:00:00Z');
const own = startTestServerForFile({ guildConfig: guild, now: () => now, log: () => {} });

const week = 7 * 86_400_000;
/** What the guild published: its series from its first start (now), four weeks on. */
const published = raidsInRange(
  guild,
  { from: now.toISOString(), to: new Date(now.getTime() + 4 * week).toISOString() },
  seededSchedule(guild, now),
);

const api = serverCaller(own);

async function signedInAt(path: string, nickname: string): Promise<Page> {
  const { page } = await openPage(browser, { width: 360, height: 800 });
  await page.clock.setFixedTime(now);
  await page.goto(`${own.url}/#${path}`);
  await expect.poll(() => pageHeading(page), slow).toBe('Zaloguj się');
  await submitSignInForm(page, nickname);
  await expect.poll(() => pageHeading(page), slow).not.toBe('Zaloguj się');
  return page;
}

async function answer(card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Odpowiedz' }).click();
  await card.getByRole('radio', { name: 'Będę', exact: true }).check();
  await card.getByRole('radio', { name: 'Tank', exact: true }).check();
  await card.getByRole('button', { name: 'Zapisz odpowiedź' }).click();
}

describe('a guild that publishes four weeks', () => {
  test('raiders are offered exactly the nights the server takes, officers see them all, an absence is an answer', async () => {
    expect(published.length).toBeGreaterThan(8);
    const first = published[0]!;
    const last = published.at(-1)!;
    const { token } = await api<{ token: string }>('/accounts', 'POST', { nickname: 'Rajdowiec', password: browserPassword });
    await api('/me/absences', 'POST', { from: first.localDate, to: first.localDate, note: 'Wyjazd' }, token);

    const raider = await signedInAt('/raider/signups', 'Rajdowiec');
    await expect.poll(() => pageHeading(raider), slow).toBe('Zapisy');
    const cards = raider.locator('article[aria-label]');
    await expect.poll(() => cards.count(), slow).toBe(published.length);
    // The raider's absence covers the first night: that is their answer, as the roster says.
    const absent = cards.first();
    await expect.poll(() => absent.innerText(), slow).toContain('Nie będę');
    expect(await absent.innerText()).toContain('Urlop: Wyjazd');
    expect(await absent.innerText()).not.toContain('Brak odpowiedzi');
    // The last night offered is the last the guild published, and the server takes the answer.
    const lastCard = cards.last();
    expect(await lastCard.getAttribute('aria-label')).toBe(last.title);
    await answer(lastCard);
    await expect.poll(() => lastCard.innerText(), slow).toContain('Twoja odpowiedź:');
    expect(await lastCard.innerText()).toContain('Będę');
    expect(await raider.getByText('Nie zapisano').count()).toBe(0);
    const mine = await api<Array<{ raidId: string; status: string }>>(
      `/me/signups?from=${now.toISOString()}&to=${new Date(now.getTime() + 12 * week).toISOString()}`,
      'GET',
      undefined,
      token,
    );
    expect(mine.map((signup) => [signup.raidId, signup.status])).toEqual([
      [first.id, 'absent'],
      [last.id, 'accepted'],
    ]);

    // The officer's list ends where the raiders' does: every night they can answer can be changed.
    await createAdmin(own, 'Lider');
    const officer = await signedInAt('/raider/raids', 'Lider');
    await expect.poll(() => pageHeading(officer), slow).toBe('Rajdy');
    const nights = officer.locator('li[aria-labelledby^="rp-night-"]');
    await expect.poll(() => nights.count(), slow).toBe(published.length);
    expect(await officer.locator(`li[aria-labelledby="rp-night-${last.id}-title"]`).count()).toBe(1);
    await Promise.all([raider, officer].map((page) => page.context().close()));
  });
});
