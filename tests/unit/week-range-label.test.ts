import { describe, expect, it } from 'vitest';
import { addDays, type LocalDateTime } from '../../src/domain/schedule';
import { weekRangeLabel } from '../../src/pages/raid-schedule/group-by-week';

const date = (year: number, month: number, day: number): LocalDateTime => ({ year, month, day, hour: 0, minute: 0 });

describe('weekRangeLabel', () => {
  it('writes a week within a month, across months and across years as Polish dates read', () => {
    expect(weekRangeLabel(date(2026, 3, 23), date(2026, 3, 29))).toBe('23–29 marca');
    expect(weekRangeLabel(date(2026, 3, 30), date(2026, 4, 5))).toBe('30 marca\u2009–\u20095 kwietnia');
    expect(weekRangeLabel(date(2026, 12, 28), date(2027, 1, 3))).toBe('28 grudnia 2026\u2009–\u20093 stycznia 2027');
  });

  it('says what Intl formatRange says for every week of 2026 to 2028', () => {
    const intl = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const noon = (local: LocalDateTime) => new Date(Date.UTC(local.year, local.month - 1, local.day, 12));
    let monday = date(2025, 12, 29);
    for (let week = 0; week < 157; week += 1) {
      const sunday = addDays(monday, 6);
      expect(weekRangeLabel(monday, sunday)).toBe(intl.formatRange(noon(monday), noon(sunday)));
      monday = addDays(monday, 7);
    }
  });
});
