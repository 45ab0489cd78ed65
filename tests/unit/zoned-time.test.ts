import { describe, expect, it } from 'vitest';
import { addDays, fromZoned, isoWeekday, toZoned, zoneOffsetMs } from '../../src/domain/schedule';

const iso = (ms: number) => new Date(ms).toISOString();

describe('fromZoned / toZoned (Intl only)', () => {
  it.each([
    // Europe/Warsaw: CET (+1) in winter, CEST (+2) in summer; switches on the last Sundays of March and October.
    [{ year: 2026, month: 3, day: 28, hour: 20, minute: 0 }, 'Europe/Warsaw', '2026-03-28T19:00:00.000Z'],
    [{ year: 2026, month: 3, day: 29, hour: 20, minute: 0 }, 'Europe/Warsaw', '2026-03-29T18:00:00.000Z'],
    [{ year: 2026, month: 3, day: 29, hour: 1, minute: 59 }, 'Europe/Warsaw', '2026-03-29T00:59:00.000Z'],
    [{ year: 2026, month: 3, day: 29, hour: 3, minute: 0 }, 'Europe/Warsaw', '2026-03-29T01:00:00.000Z'],
    [{ year: 2026, month: 10, day: 25, hour: 20, minute: 0 }, 'Europe/Warsaw', '2026-10-25T19:00:00.000Z'],
    [{ year: 2026, month: 10, day: 24, hour: 20, minute: 0 }, 'Europe/Warsaw', '2026-10-24T18:00:00.000Z'],
    [{ year: 2026, month: 11, day: 1, hour: 14, minute: 0 }, 'America/New_York', '2026-11-01T19:00:00.000Z'],
    [{ year: 2026, month: 10, day: 31, hour: 14, minute: 0 }, 'America/New_York', '2026-10-31T18:00:00.000Z'],
    [{ year: 2026, month: 1, day: 1, hour: 0, minute: 0 }, 'UTC', '2026-01-01T00:00:00.000Z'],
    [{ year: 2026, month: 1, day: 1, hour: 0, minute: 30 }, 'Asia/Kolkata', '2025-12-31T19:00:00.000Z'],
  ])('%o in %s -> %s', (local, zone, expected) => {
    expect(iso(fromZoned(local, zone))).toBe(expected);
    expect(toZoned(Date.parse(expected), zone)).toEqual(local);
  });

  it('shifts a nonexistent time forward by the gap: 02:30 on 2026-03-29 in Warsaw is 03:30 CEST', () => {
    const instant = fromZoned({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Warsaw');
    expect(iso(instant)).toBe('2026-03-29T01:30:00.000Z');
    expect(toZoned(instant, 'Europe/Warsaw')).toEqual({ year: 2026, month: 3, day: 29, hour: 3, minute: 30 });
  });

  it('picks the first occurrence of an ambiguous time: 02:30 on 2026-10-25 in Warsaw is 02:30 CEST', () => {
    const instant = fromZoned({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Warsaw');
    expect(iso(instant)).toBe('2026-10-25T00:30:00.000Z');
    // The second 02:30 (CET) exists one hour later and reads the same on the wall.
    expect(toZoned(instant + 3_600_000, 'Europe/Warsaw')).toEqual(toZoned(instant, 'Europe/Warsaw'));
  });

  it('reads offsets on both sides of the change', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Warsaw')).toBe(3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Warsaw')).toBe(7_200_000);
    expect(zoneOffsetMs(Date.parse('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(isoWeekday({ year: 2026, month: 3, day: 29 })).toBe(7);
    expect(isoWeekday({ year: 2026, month: 3, day: 30 })).toBe(1);
  });
});
