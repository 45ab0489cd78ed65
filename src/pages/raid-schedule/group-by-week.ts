import { addDays, formatLocalDate, isoWeekday, toZoned, type RaidInstance } from '../../data/schedule';

export interface RaidWeek {
  /** Monday of the week in the viewer's zone, `YYYY-MM-DD`. */
  monday: string;
  /** `23–29 marca`, `30 marca – 5 kwietnia`. */
  label: string;
  raids: RaidInstance[];
}

// Built on first use and kept: Intl formatters are slow to make. Immutable, so not shared state.
let rangeFormat: Intl.DateTimeFormat | null = null;

/** Raids grouped by the Monday–Sunday week they start in, as the viewer's calendar shows them. */
export function groupByWeek(raids: readonly RaidInstance[], timeZone: string): RaidWeek[] {
  // The range is of calendar dates, so it is formatted at noon UTC with no zone shift.
  const format = (rangeFormat ??= new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', timeZone: 'UTC' }));
  const weeks: RaidWeek[] = [];
  for (const raid of raids) {
    const local = toZoned(Date.parse(raid.startUtc), timeZone);
    const monday = addDays(local, 1 - isoWeekday(local));
    const key = formatLocalDate(monday);
    let week = weeks.find((candidate) => candidate.monday === key);
    if (!week) {
      const sunday = addDays(monday, 6);
      const noon = (date: typeof monday) => new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
      week = { monday: key, label: format.formatRange(noon(monday), noon(sunday)), raids: [] };
      weeks.push(week);
    }
    week.raids.push(raid);
  }
  return weeks;
}
