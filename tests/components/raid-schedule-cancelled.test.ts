import { describe, expect, it } from 'vitest';
import { scheduleConfig } from '../unit/helpers/schedule-config';
import { textOf } from './helpers/dom';
import { mountApp } from './helpers/mount-app';
import { waitFor } from './helpers/wait-for';
import { demoScheduleWithChanges } from '../kit/demo-schedule';

/** The public schedule and the home card follow the schedule the guild keeps, not only the config. */
describe('a cancelled night on the public pages', { timeout: 20_000 }, () => {
  demoScheduleWithChanges(new Date('2026-03-23T00:00:00Z'), [{ raidId: 'sroda-2026-03-25', cancelReason: 'Wigilia – nie gramy' }]);

  it('stays on the schedule, struck through, with the word and the reason', async () => {
    const { target } = mountApp({ route: '/raid-schedule', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    await waitFor(() => expect(target.querySelector('[data-raid-id="sroda-2026-03-25"] [data-testid="raid-cancelled"]')).not.toBeNull());
    const card = target.querySelector('[data-raid-id="sroda-2026-03-25"]')!;
    expect(textOf(card.querySelector('[data-testid="raid-cancelled"]'))).toBe('Odwołany – Wigilia – nie gramy');
    // Struck through by the browser's own <s>: the title and the time.
    expect(textOf(card.querySelector('h3 s'))).toBe('Środowy rajd');
    expect(textOf(card.querySelector('[data-testid="raid-time"] s'))).toBe('20:00–23:00');
    // The other nights are played as usual.
    expect(target.querySelectorAll('[data-testid="raid-cancelled"]')).toHaveLength(1);
  });

  it('is skipped by the home countdown', async () => {
    const { target } = mountApp({ route: '/', guild: scheduleConfig(), viewerTimeZone: 'Europe/Warsaw' });
    await waitFor(() => expect(target.querySelector('[data-testid="raid-countdown"]')).not.toBeNull());
    const nextRaid = () => textOf(target.querySelector('[data-testid="raid-countdown"]')?.parentElement ?? null);
    await waitFor(() => expect(nextRaid()).toContain('niedziela, 29 marca'));
    expect(nextRaid()).not.toContain('środa, 25 marca');
  });
});
