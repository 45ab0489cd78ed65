import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleConfig } from '../unit/helpers/schedule-config';
import { getByText, h1Text, textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';

/** Records what the page hands to the browser for a download, without a real object URL. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const clicked: Array<{ download: string; href: string; inRoot: boolean }> = [];
  const revoked: string[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  const revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true, writable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href, inRoot: Boolean(this.closest('.rp-root')) });
  });
  return { blobs, clicked, revoked };
}

describe('raid schedule page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the clock is fake: renders and waitFor still run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-23T00:00:00Z'));
  });
  afterEach(() => {
    cleanupApps();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists the generated raids by week, in the viewer’s time with the guild’s alongside', async () => {
    const { target } = mountApp({ route: '/raid-schedule', guild: scheduleConfig(), viewerTimeZone: 'America/New_York' });
    await waitFor(() => expect(h1Text(target)).toBe('Harmonogram rajdów'));
    await waitFor(() => expect(target.querySelectorAll('[data-raid-id]')).toHaveLength(12));
    expect(textOf(target)).toContain('(12 rajdów w ciągu 6 tygodni)');
    expect([...target.querySelectorAll('h2')].map(textOf)).toEqual([
      'Tydzień 23–29 marca',
      'Tydzień 30 marca – 5 kwietnia',
      'Tydzień 6–12 kwietnia',
      'Tydzień 13–19 kwietnia',
      'Tydzień 20–26 kwietnia',
      'Tydzień 27 kwietnia – 3 maja',
    ]);
    const first = target.querySelector('[data-raid-id="sroda-2026-03-25"]')!;
    // New York is already on summer time (since 8 March), Warsaw not yet: 5 hours apart.
    expect(textOf(first.querySelector('[data-testid="raid-time"]'))).toBe('15:00–18:00 (20:00–23:00 czasu gildii)');
    expect(textOf(first)).toContain('środa, 25 marca');
    // The viewer's zone by its Polish name, never the raw IANA id.
    expect(textOf(target)).not.toContain('America/New_York');
    expect(textOf(first)).toContain('2 tanki · 4 uzdrowicieli · 14 DPS (7 wręcz, 7 z dystansu)');
    expect(textOf(first)).toContain('Progres na nowym bossie');
    const sunday = target.querySelector('[data-raid-id="niedziela-2026-03-29"]')!;
    expect(textOf(sunday.querySelector('[data-testid="raid-time"]'))).toBe('14:00–17:00 (20:00–23:00 czasu gildii)');
  });

  it("says only the guild's own words about its nights: from its config, none without", async () => {
    const lead = (target: Element) => textOf(target.querySelector('h1 ~ p'));
    const own = mountApp({ route: '/raid-schedule', guild: scheduleConfig({ scheduleNote: 'Zbiórka na Discordzie o 19:45.' }) });
    await waitFor(() => expect(h1Text(own.target)).toBe('Harmonogram rajdów'));
    expect(lead(own.target)).toBe('Stałe wieczory rajdowe i wydarzenia specjalne na najbliższe tygodnie. Zbiórka na Discordzie o 19:45.');
    cleanupApps();
    const silent = mountApp({ route: '/raid-schedule', guild: scheduleConfig() });
    await waitFor(() => expect(h1Text(silent.target)).toBe('Harmonogram rajdów'));
    expect(lead(silent.target)).toBe('Stałe wieczory rajdowe i wydarzenia specjalne na najbliższe tygodnie.');
    expect(textOf(silent.target)).not.toContain('kwadrans');
  });

  it('shows one time when the viewer is in the guild’s zone', async () => {
    const { target } = mountApp({ route: '/raid-schedule', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    await waitFor(() => expect(target.querySelectorAll('[data-raid-id]')).toHaveLength(12));
    const times = [...target.querySelectorAll('[data-testid="raid-time"]')].map(textOf);
    expect(new Set(times)).toEqual(new Set(['20:00–23:00']));
  });

  it('downloads the whole schedule and a single raid as text/calendar', async () => {
    const downloads = captureDownloads();
    const { target } = mountApp({ route: '/raid-schedule', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    await waitFor(() => expect(target.querySelectorAll('[data-raid-id]')).toHaveLength(12));

    getByText<HTMLButtonElement>(target, 'button', 'Dodaj cały harmonogram do kalendarza').click();
    expect(downloads.blobs).toHaveLength(1);
    expect(downloads.blobs[0]!.type).toMatch(/^text\/calendar/);
    const all = await downloads.blobs[0]!.text();
    expect(all.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(all.match(/BEGIN:VEVENT/g)).toHaveLength(12);
    expect(downloads.clicked).toEqual([{ download: 'bursztynowy-swit-rajdy.ics', href: 'blob:test/1', inRoot: true }]);
    expect(downloads.revoked).toEqual(['blob:test/1']);
    // The temporary link is gone again.
    expect(target.querySelector('a[download]')).toBeNull();

    const card = target.querySelector('[data-raid-id="niedziela-2026-03-29"]')!;
    getByText<HTMLButtonElement>(card, 'button', 'Dodaj do kalendarza').click();
    const one = await downloads.blobs[1]!.text();
    expect(downloads.blobs[1]!.type).toMatch(/^text\/calendar/);
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one).toContain('UID:niedziela-2026-03-29@bursztynowy-swit\r\n');
    expect(one).toContain('DTSTART:20260329T180000Z\r\n');
    expect(downloads.clicked[1]).toMatchObject({ download: 'niedziela-2026-03-29.ics' });
  });
});

describe('home: next raid countdown', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanupApps();
    vi.useRealTimers();
  });

  it('counts down every 30 s and stops its interval on unmount', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-25T17:15:30Z'));
    const { app, target } = mountApp({ route: '/', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    const countdown = () => textOf(target.querySelector('[data-testid="raid-countdown"]'));
    await waitFor(() => expect(countdown()).toBe('za 1 godz. 45 min'));
    expect(textOf(target)).toContain('Najbliższy rajd');
    expect(textOf(target)).toContain('Środowy rajd');
    // Preact runs effects after paint, so the interval may start a moment after the first render.
    await waitFor(() => expect(vi.getTimerCount()).toBe(1));
    // The demo guild starts when its store first loads, with the nights from then on: on a slow machine
    // it could load after the jump below, start at the raid and skip it. Let it start first.
    await waitFor(() => expect(Object.values(localStorage).some((stored) => stored.includes('"startedAt"'))).toBe(true));
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(countdown()).toBe('za 1 godz. 44 min'));
    vi.advanceTimersByTime(104 * 60_000);
    await waitFor(() => expect(countdown()).toBe('trwa teraz'));
    app.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
