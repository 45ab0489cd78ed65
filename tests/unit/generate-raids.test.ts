import { describe, expect, it } from 'vitest';
import { findRaid } from '../../src/domain';
import {
  formatRaidTime,
  formatTimeRange,
  generateRaids,
  scheduleFromConfig,
  seededSchedule,
  type RaidInstance,
} from '../../src/domain/schedule';
import { scheduleConfig } from './helpers/schedule-config';

const summary = (raids: RaidInstance[]) => raids.map((raid) => `${raid.id} ${raid.startUtc}`);

describe('generateRaids', () => {
  it.each([
    {
      change: 'spring change (UTC 19:00 before, 18:00 after 2026-03-29)',
      from: '2026-03-23T00:00:00Z',
      expected: [
        'sroda-2026-03-25 2026-03-25T19:00:00.000Z',
        'niedziela-2026-03-29 2026-03-29T18:00:00.000Z',
        'sroda-2026-04-01 2026-04-01T18:00:00.000Z',
        'niedziela-2026-04-05 2026-04-05T18:00:00.000Z',
      ],
    },
    {
      change: 'autumn change (UTC 18:00 before, 19:00 from 2026-10-25)',
      from: '2026-10-19T00:00:00Z',
      expected: [
        'sroda-2026-10-21 2026-10-21T18:00:00.000Z',
        'niedziela-2026-10-25 2026-10-25T19:00:00.000Z',
        'sroda-2026-10-28 2026-10-28T19:00:00.000Z',
        'niedziela-2026-11-01 2026-11-01T19:00:00.000Z',
      ],
    },
  ])('keeps 20:00 Warsaw time across the $change', ({ from, expected }) => {
    const raids = generateRaids(scheduleConfig(), new Date(from), { weeksAhead: 2 });
    expect(summary(raids)).toEqual(expected);
    for (const raid of raids) expect(formatTimeRange(raid.startUtc, raid.endUtc, 'Europe/Warsaw')).toBe('20:00–23:00');
  });

  it('resolves raids at times the DST change removes or repeats (02:30 on both Sundays)', () => {
    const night = { title: 'Nocny rajd', start: '02:30', durationMinutes: 60, size: 10, difficulty: 'normalny' } as const;
    const config = scheduleConfig({
      schedule: { weekly: [{ ...night, id: 'noc', weekday: 7 }], oneOff: [], weeksAhead: 1 },
    });
    const [spring] = generateRaids(config, new Date('2026-03-28T00:00:00Z'));
    // Nonexistent 02:30 is shifted forward to 03:30 CEST.
    expect(spring).toMatchObject({ id: 'noc-2026-03-29', startUtc: '2026-03-29T01:30:00.000Z', endUtc: '2026-03-29T02:30:00.000Z' });
    const [autumn] = generateRaids(config, new Date('2026-10-24T00:00:00Z'));
    // Ambiguous 02:30: the first occurrence, still CEST.
    expect(autumn).toMatchObject({ id: 'noc-2026-10-25', startUtc: '2026-10-25T00:30:00.000Z' });
  });

  it('shows a New York viewer their time, 6 h behind Warsaw, but 5 h in the week the US changes first', () => {
    const raids = generateRaids(scheduleConfig(), new Date('2026-10-26T00:00:00Z'), { weeksAhead: 2 });
    const times = raids.map((raid) => `${raid.id} ${formatRaidTime(raid, 'America/New_York', 'Europe/Warsaw')}`);
    expect(times).toEqual([
      // 28 Oct: Europe already on CET (+1), New York still on EDT (-4): 5 hours.
      'sroda-2026-10-28 15:00–18:00 (20:00–23:00 czasu gildii)',
      // 1 Nov: New York on EST (-5) from 02:00 that day: 6 hours again.
      'niedziela-2026-11-01 14:00–17:00 (20:00–23:00 czasu gildii)',
      'sroda-2026-11-04 14:00–17:00 (20:00–23:00 czasu gildii)',
      'niedziela-2026-11-08 14:00–17:00 (20:00–23:00 czasu gildii)',
    ]);
  });

  it('shows one time when the viewer’s clock reads like the guild’s', () => {
    const [raid] = generateRaids(scheduleConfig(), new Date('2026-03-23T00:00:00Z'));
    expect(formatRaidTime(raid!, 'Europe/Warsaw', 'Europe/Warsaw')).toBe('20:00–23:00');
    expect(formatRaidTime(raid!, 'Europe/Berlin', 'Europe/Warsaw')).toBe('20:00–23:00');
    // Tokyo: 04:00 the next day, so the guild's weekday is named.
    expect(formatRaidTime(raid!, 'Asia/Tokyo', 'Europe/Warsaw')).toBe('04:00–07:00 (śr. 20:00–23:00 czasu gildii)');
  });

  describe('window boundaries', () => {
    // May: no clock change inside the window, so a week is exactly 7 × 24 h of the same local times.
    const wednesday = Date.parse('2026-05-06T18:00:00Z');
    const ids = (from: number, weeksAhead = 1) => generateRaids(scheduleConfig(), new Date(from), { weeksAhead }).map((raid) => raid.id);

    it.each([
      // The window is [from, from + 7 days): a raid exactly one week after `from` is outside it.
      ['at the start', wednesday, ['sroda-2026-05-06', 'niedziela-2026-05-10']],
      ['running now (started 2 h 59 min ago)', wednesday + 179 * 60_000, ['sroda-2026-05-06', 'niedziela-2026-05-10', 'sroda-2026-05-13']],
      ['just ended', wednesday + 180 * 60_000, ['niedziela-2026-05-10', 'sroda-2026-05-13']],
      ['one minute before', wednesday - 60_000, ['sroda-2026-05-06', 'niedziela-2026-05-10']],
      ['a week earlier, as that raid ends', wednesday + 180 * 60_000 - 7 * 86_400_000, ['niedziela-2026-05-03', 'sroda-2026-05-06']],
    ])('from %s', (_label, from, expected) => {
      expect(ids(from)).toEqual(expected);
    });

    it('generates schedule.weeksAhead weeks by default', () => {
      const raids = generateRaids(scheduleConfig(), new Date('2026-03-23T00:00:00Z'));
      expect(raids).toHaveLength(12);
      expect(raids.at(-1)?.id).toBe('niedziela-2026-05-03');
    });

    it('includes a raid that started yesterday evening and still runs after midnight', () => {
      const late = scheduleConfig({
        schedule: {
          weekly: [{ id: 'pozny', weekday: 2, title: 'Późny', start: '23:00', durationMinutes: 120, size: 10, difficulty: 'normalny' }],
          oneOff: [],
          weeksAhead: 1,
        },
      });
      // Wednesday 00:30 Warsaw: Tuesday's 23:00 raid is running.
      const raids = generateRaids(late, new Date('2026-05-05T22:30:00Z'));
      expect(raids.map((raid) => raid.id)).toEqual(['pozny-2026-05-05', 'pozny-2026-05-12']);
      // Ended at 01:00 Warsaw: gone.
      expect(generateRaids(late, new Date('2026-05-05T23:00:00Z')).map((raid) => raid.id)).toEqual(['pozny-2026-05-12']);
    });
  });

  it('adds one-off raids inside the window only', () => {
    const oneOff = (id: string, date: string) =>
      ({
        id,
        date,
        title: 'Maraton',
        start: '18:00',
        durationMinutes: 300,
        size: 30,
        difficulty: 'mityczny',
        roleTargets: { tank: 3, healer: 7, melee: 10, ranged: 10 },
      }) as const;
    const config = scheduleConfig({
      schedule: {
        weekly: [],
        oneOff: [
          oneOff('przed', '2026-03-22'),
          oneOff('w-oknie', '2026-04-04'),
          oneOff('po', '2026-05-09'),
          oneOff('ostatni', '2026-05-03'),
        ],
        weeksAhead: 6,
      },
    });
    const raids = generateRaids(config, new Date('2026-03-23T00:00:00Z'));
    expect(raids.map((raid) => raid.id)).toEqual(['w-oknie-2026-04-04', 'ostatni-2026-05-03']);
    expect(raids[0]).toMatchObject({
      kind: 'one-off',
      startUtc: '2026-04-04T16:00:00.000Z',
      endUtc: '2026-04-04T21:00:00.000Z',
      roleTargets: { tank: 3, healer: 7, melee: 10, ranged: 10 },
      signupsCloseAt: '2026-04-04T15:00:00.000Z',
    });
  });

  it('fills each instance from its definition and the config defaults', () => {
    const [raid] = generateRaids(scheduleConfig(), new Date('2026-03-23T00:00:00Z'));
    expect(raid).toEqual({
      id: 'sroda-2026-03-25',
      definitionId: 'sroda',
      kind: 'weekly',
      title: 'Środowy rajd',
      localDate: '2026-03-25',
      startUtc: '2026-03-25T19:00:00.000Z',
      endUtc: '2026-03-25T22:00:00.000Z',
      size: 20,
      difficulty: 'heroiczny',
      roleTargets: { tank: 2, healer: 4, melee: 7, ranged: 7 },
      note: 'Progres na nowym bossie',
      signupsCloseAt: '2026-03-25T18:00:00.000Z',
      status: 'scheduled',
      seriesId: 'sroda',
    });
  });

  it('follows the kept schedule: a night moved into the window is in it, one moved out is not, a cancelled one stays marked', () => {
    const config = scheduleConfig();
    const schedule = {
      ...scheduleFromConfig(config),
      changes: [
        // Wednesday 1 April moved back to Tuesday 24 March; Sunday 29 March moved out to 20 May; 25 March cancelled.
        { raidId: 'sroda-2026-04-01', date: '2026-03-24', start: '18:30' },
        { raidId: 'niedziela-2026-03-29', date: '2026-05-20' },
        { raidId: 'sroda-2026-03-25', cancelReason: 'Wigilia – nie gramy' },
      ],
    };
    const raids = generateRaids(config, new Date('2026-03-23T00:00:00Z'), { weeksAhead: 1, schedule });
    expect(raids.map((raid) => [raid.id, raid.localDate, raid.startUtc, raid.status, raid.cancelReason])).toEqual([
      ['sroda-2026-04-01', '2026-03-24', '2026-03-24T17:30:00.000Z', 'scheduled', undefined],
      ['sroda-2026-03-25', '2026-03-25', '2026-03-25T19:00:00.000Z', 'cancelled', 'Wigilia – nie gramy'],
    ]);
    expect(findRaid(config, 'sroda-2026-02-31', schedule)).toBeUndefined();
    expect(findRaid(config, 'niedziela-2026-03-29', schedule)?.localDate).toBe('2026-05-20');
  });

  it('keeps ids stable across generations from different `from` and unique within one', () => {
    const early = generateRaids(scheduleConfig(), new Date('2026-03-23T00:00:00Z'));
    const later = generateRaids(scheduleConfig(), new Date('2026-04-02T13:37:00Z'));
    const shared = later.filter((raid) => early.some((other) => other.id === raid.id));
    expect(shared.length).toBeGreaterThan(5);
    for (const raid of shared) expect(early.find((other) => other.id === raid.id)).toEqual(raid);
    expect(new Set(later.map((raid) => raid.id)).size).toBe(later.length);
  });

  it('sorts by start and reads no clock', () => {
    const config = scheduleConfig();
    config.schedule.oneOff = [
      { id: 'bonus', date: '2026-03-24', title: 'Bonus', start: '19:00', durationMinutes: 60, size: 10, difficulty: 'normalny' },
    ];
    const raids = generateRaids(config, new Date('2026-03-23T00:00:00Z'), { weeksAhead: 1 });
    expect(raids.map((raid) => raid.id)).toEqual(['bonus-2026-03-24', 'sroda-2026-03-25', 'niedziela-2026-03-29']);
    const again = generateRaids(config, new Date('2026-03-23T00:00:00Z'), { weeksAhead: 1 });
    expect(again).toEqual(raids);
  });
});

describe('seededSchedule: the guild begins at its first start', () => {
  const config = scheduleConfig();
  const starts = (at: string) => seededSchedule(config, new Date(at)).series.map((series) => `${series.id} ${series.startsOn}`);

  it.each([
    ['a Wednesday morning: that evening is the first night', '2026-03-25T08:00:00Z', ['sroda 2026-03-25', 'niedziela 2026-03-25']],
    ["a Wednesday after the raid's 20:00 start: the next day", '2026-03-25T19:30:00Z', ['sroda 2026-03-26', 'niedziela 2026-03-25']],
    // 00:30 on Thursday in Warsaw is still Wednesday in UTC: the guild's day counts.
    ['just after midnight in Warsaw', '2026-03-25T23:30:00Z', ['sroda 2026-03-26', 'niedziela 2026-03-26']],
  ])('%s', (_label, at, expected) => {
    expect(starts(at)).toEqual(expected);
  });

  it('generates no night before it, and every one from it', () => {
    const schedule = seededSchedule(config, new Date('2026-03-25T19:30:00Z'));
    const raids = generateRaids(config, new Date('2026-03-01T00:00:00Z'), { weeksAhead: 5, schedule });
    expect(raids.map((raid) => raid.id)).toEqual(['niedziela-2026-03-29', 'sroda-2026-04-01']);
    expect(findRaid(config, 'sroda-2026-03-25', schedule)).toBeUndefined();
    expect(findRaid(config, 'sroda-2026-04-01', schedule)?.id).toBe('sroda-2026-04-01');
  });
});
