import { addDays, formatLocalDate, isoWeekday, toZoned, type LocalDateTime, type RaidInstance } from '../../domain/schedule';
import { monthsGenitive } from '../../domain/schedule/polish-months';

export interface RaidWeek {
  /** Monday of the week in the viewer's zone, `YYYY-MM-DD`. */
  monday: string;
  /** `23–29 marca`, `30 marca – 5 kwietnia`. */
  label: string;
  raids: RaidInstance[];
}

/**
 * A week's dates as `Intl.DateTimeFormat('pl-PL', { day, month }).formatRange` writes them (`23–29 marca`,
 * `30 marca – 5 kwietnia`, `28 grudnia 2026 – 3 stycznia 2027`), without making that formatter: it
 * loads the range patterns, which at 4× CPU cost more than the rest of the schedule's first render.
 */
export function weekRangeLabel(monday: LocalDateTime, sunday: LocalDateTime): string {
  const month = (date: LocalDateTime) => monthsGenitive[date.month - 1];
  // Between two whole dates the dash stands between thin spaces, as ICU writes it.
  const dash = '\u2009–\u2009';
  if (monday.year !== sunday.year)
    return `${monday.day} ${month(monday)} ${monday.year}${dash}${sunday.day} ${month(sunday)} ${sunday.year}`;
  if (monday.month !== sunday.month) return `${monday.day} ${month(monday)}${dash}${sunday.day} ${month(sunday)}`;
  return `${monday.day}–${sunday.day} ${month(monday)}`;
}

/** Raids grouped by the Monday–Sunday week they start in, as the viewer's calendar shows them. */
export function groupByWeek(raids: readonly RaidInstance[], timeZone: string): RaidWeek[] {
  const weeks: RaidWeek[] = [];
  for (const raid of raids) {
    const local = toZoned(Date.parse(raid.startUtc), timeZone);
    const monday = addDays(local, 1 - isoWeekday(local));
    const key = formatLocalDate(monday);
    let week = weeks.find((candidate) => candidate.monday === key);
    if (!week) {
      week = { monday: key, label: weekRangeLabel(monday, addDays(monday, 6)), raids: [] };
      weeks.push(week);
    }
    week.raids.push(raid);
  }
  return weeks;
}
