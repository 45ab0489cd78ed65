import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDataKey } from '../../src/app/raid-api-source';
import { emptyLocalData } from '../../src/data/raids/local/local-data';
import { scheduleFromConfig } from '../../src/domain/schedule';
import { scheduleConfig } from '../unit/helpers/schedule-config';
import { textOf } from './helpers/dom';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';

/** The home card's weekly list is the guild's week (its series); a single night moved is an exception. */
describe("the home page's weekly nights", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-23T00:00:00Z'));
    const guild = scheduleConfig();
    // This Sunday's night moved to Saturday 18:00, this Wednesday's cancelled; the other weeks stay as they are.
    const changes = [
      { raidId: 'niedziela-2026-03-29', date: '2026-03-28', start: '18:00' },
      { raidId: 'sroda-2026-03-25', cancelReason: 'Awaria serwera' },
    ];
    const schedule = { ...scheduleFromConfig(guild), changes };
    localStorage.setItem(localDataKey, JSON.stringify({ ...emptyLocalData(), schedule }));
  });
  afterEach(() => {
    cleanupApps();
    localStorage.removeItem(localDataKey);
    vi.useRealTimers();
  });

  it('keep Wednesday and Sunday at 20:00 when one Sunday is moved to Saturday and one Wednesday cancelled', async () => {
    const { target } = mountApp({ route: '/', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    const nights = () => [...target.querySelectorAll('[aria-labelledby="rp-home-raids"] ul li')].map((item) => textOf(item));
    // The guild's schedule is in: the next raid played is the moved one, on Saturday.
    await waitFor(() => expect(textOf(target.querySelector('[data-testid="raid-countdown"]')?.parentElement ?? null)).toContain('sobota'));
    expect(nights()).toEqual(['Środa20:00–23:00 · 20 osób', 'Niedziela20:00–23:00 · 25 osób']);
  });
});
