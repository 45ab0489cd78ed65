import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { baseUrl } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Monday 23 March 2026: the spring change (29 March) is inside the schedule's window. */
const monday = new Date('2026-03-23T10:00:00Z');
const screenshots = join(tmpdir(), 'raider-panel-screenshots');

interface Viewer {
  timezoneId: string;
  width?: number;
  colorScheme?: 'light' | 'dark';
}

async function openSchedule({ timezoneId, width = 1280, colorScheme = 'light' }: Viewer, hash = '#/raid-schedule') {
  const context = await browser.newContext({ timezoneId, colorScheme, viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.clock.install({ time: monday });
  await page.goto(`${baseUrl()}/${hash}`);
  return { page, context, errors };
}

const raidTimes = (page: Page) => page.locator('[data-testid="raid-time"]').allInnerTexts();

describe('raid schedule in the browser', () => {
  test('a viewer in New York sees their time and the guild time alongside', async () => {
    const { page, context, errors } = await openSchedule({ timezoneId: 'America/New_York' });
    await expect.poll(() => page.locator('[data-raid-id]').count()).toBeGreaterThan(10);
    const first = page.locator('[data-raid-id="sroda-glowny-2026-03-25"] [data-testid="raid-time"]');
    // New York is on summer time since 8 March, Warsaw only from 29 March: 5 hours apart that week.
    expect((await first.innerText()).replace(/\s+/g, ' ')).toBe('15:00–18:00 (20:00–23:00 czasu gildii)');
    const later = page.locator('[data-raid-id="sroda-glowny-2026-04-01"] [data-testid="raid-time"]');
    expect((await later.innerText()).replace(/\s+/g, ' ')).toBe('14:00–17:00 (20:00–23:00 czasu gildii)');
    // The viewer's zone by its Polish name (Chromium's own Intl data), never the raw IANA id.
    const text = await page.locator('raider-panel, body').first().innerText();
    expect(text).toContain('Godziny w Twojej strefie czasowej (czas wschodnioamerykański)');
    expect(text).not.toContain('America/New_York');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a viewer in Warsaw sees one time', async () => {
    const { page, context } = await openSchedule({ timezoneId: 'Europe/Warsaw' });
    await expect.poll(() => page.locator('[data-raid-id]').count()).toBeGreaterThan(10);
    const times = await raidTimes(page);
    expect(times.every((time) => !time.includes('czasu gildii'))).toBe(true);
    expect(new Set(times)).toEqual(new Set(['20:00–23:00', '19:00–22:00']));
    await context.close();
  });

  test('downloads an .ics file for one raid and for the whole schedule', async () => {
    const { page, context } = await openSchedule({ timezoneId: 'Europe/Warsaw' });
    await expect.poll(() => page.locator('[data-raid-id]').count()).toBeGreaterThan(10);

    const [whole] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Dodaj cały harmonogram do kalendarza' }).click(),
    ]);
    expect(whole.suggestedFilename()).toBe('bursztynowy-swit-rajdy.ics');
    const wholeText = readFileSync((await whole.path())!, 'utf8');
    expect(wholeText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(wholeText).toContain('UID:sroda-glowny-2026-03-25@bursztynowy-swit');

    const card = page.locator('[data-raid-id="niedziela-szkoleniowy-2026-03-29"]');
    const [one] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Dodaj do kalendarza' }).click()]);
    expect(one.suggestedFilename()).toBe('niedziela-szkoleniowy-2026-03-29.ics');
    const oneText = readFileSync((await one.path())!, 'utf8');
    expect(oneText.startsWith('BEGIN:VCALENDAR')).toBe(true);
    // 19:00 on the first day of summer time in Warsaw is 17:00 UTC.
    expect(oneText).toContain('DTSTART:20260329T170000Z');
    // The temporary link never stays in the page.
    expect(await page.locator('a[download]').count()).toBe(0);
    await context.close();
  });

  test('the home page counts down to the next raid', async () => {
    const { page, context } = await openSchedule({ timezoneId: 'Europe/Warsaw' }, '#/');
    const countdown = page.locator('[data-testid="raid-countdown"]');
    // Monday 11:00 Warsaw → Wednesday 20:00: 2 days 9 hours.
    await expect.poll(() => countdown.innerText()).toBe('za 2 dni 9 godz.');
    await page.clock.runFor(2 * 86_400_000 + 8 * 3_600_000 + 30 * 60_000);
    await expect.poll(() => countdown.innerText()).toBe('za 30 min');
    await context.close();
  });

  test('screenshots of the schedule at 360 and 1280 px, light and dark', async () => {
    mkdirSync(screenshots, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const { page, context } = await openSchedule({ timezoneId: 'America/New_York', width, colorScheme });
        await expect.poll(() => page.locator('[data-raid-id]').count()).toBeGreaterThan(10);
        // Nothing wider than the viewport: no sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: join(screenshots, `raid-schedule-${width}-${colorScheme}.png`), fullPage: width > 360 });
        // A card with a note, up close: the phone layout is where text gets cramped.
        await page
          .locator('[data-raid-id^="niedziela"]')
          .first()
          .screenshot({ path: join(screenshots, `raid-card-${width}-${colorScheme}.png`) });
        await context.close();
      }
    }
  });
});
