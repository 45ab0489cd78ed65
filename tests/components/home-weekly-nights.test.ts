import { describe, expect, it } from 'vitest';
import { scheduleConfig } from '../unit/helpers/schedule-config';
import { textOf } from './helpers/dom';
import { mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';
import { demoScheduleWithChanges } from '../kit/demo-schedule';

/** The home card's weekly list is the guild's week (its series); a single night moved is an exception. */
describe("the home page's weekly nights", { timeout: 20_000 }, () => {
  // This Sunday's night moved to Saturday 18:00, this Wednesday's cancelled; the other weeks stay as they are.
  demoScheduleWithChanges(new Date('2026-03-23T00:00:00Z'), [
    { raidId: 'niedziela-2026-03-29', date: '2026-03-28', start: '18:00' },
    { raidId: 'sroda-2026-03-25', cancelReason: 'Awaria serwera' },
  ]);

  it('keep Wednesday and Sunday at 20:00 when one Sunday is moved to Saturday and one Wednesday cancelled', async () => {
    const { target } = mountApp({ route: '/', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    const nights = () => [...target.querySelectorAll('[aria-labelledby="rp-home-raids"] ul li')].map((item) => textOf(item));
    // The guild's schedule is in: the next raid played is the moved one, on Saturday.
    await waitFor(() => expect(textOf(target.querySelector('[data-testid="raid-countdown"]')?.parentElement ?? null)).toContain('sobota'));
    expect(nights()).toEqual(['Środa20:00–23:00 · 20 osób', 'Niedziela20:00–23:00 · 25 osób']);
  });
});
