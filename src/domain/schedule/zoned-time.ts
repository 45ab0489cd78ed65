/**
 * Wall-clock time in an IANA zone <-> UTC instants, with nothing but `Intl.DateTimeFormat`.
 *
 * Daylight-saving rules (how ambiguous and nonexistent local times resolve) follow Temporal's
 * `disambiguation: 'compatible'`, the same choice calendars make:
 * - a local time that does not exist (the spring gap, e.g. 02:30 in Europe/Warsaw on the last Sunday of
 *   March) is shifted forward by the length of the gap (→ 03:30 CEST);
 * - a local time that happens twice (the autumn overlap, e.g. 02:30 on the last Sunday of October) is
 *   the first occurrence (02:30 CEST, before the clocks go back).
 */

/** A calendar date and wall-clock time; months 1–12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// One formatter per zone: building Intl formatters is slow. A cache of immutable objects, not widget state.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: some engines print midnight as "24" with hour12: false.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `timeZone` at the instant `epochMs` (seconds dropped). */
export function toZoned(epochMs: number, timeZone: string): LocalDateTime {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? NaN,
    month: fields.month ?? NaN,
    day: fields.day ?? NaN,
    hour: (fields.hour ?? NaN) % 24,
    minute: fields.minute ?? NaN,
  };
}

/** The local time read as if it were UTC: lets wall times be compared and subtracted as numbers. */
function wallAsUtc(local: LocalDateTime): number {
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
}

/** How far `timeZone` is ahead of UTC at `epochMs`, in ms (Warsaw in winter: 3 600 000). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wholeMinute = Math.floor(epochMs / 60_000) * 60_000;
  return wallAsUtc(toZoned(wholeMinute, timeZone)) - wholeMinute;
}

const day = 86_400_000;

/**
 * The UTC instant (epoch ms) of a wall-clock time in `timeZone`; see the module note for times that
 * fall into a daylight-saving gap or overlap.
 */
export function fromZoned(local: LocalDateTime, timeZone: string): number {
  const wall = wallAsUtc(local);
  // Zones change offset at most a few times a year, so the offsets a day either side are the two that
  // can apply to this wall time (equal on an ordinary day).
  const offsetBefore = zoneOffsetMs(wall - day, timeZone);
  const offsetAfter = zoneOffsetMs(wall + day, timeZone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter((instant) => wallAsUtc(toZoned(instant, timeZone)) === wall);
  // Overlap: both candidates read back as this wall time; the earlier one is the first occurrence.
  if (candidates.length) return Math.min(...candidates);
  // Gap: no instant shows this wall time. With the offset from before the change it lands after the
  // change, as far past it as the wall time was past its start — i.e. shifted forward by the gap.
  return wall - offsetBefore;
}

/** A local calendar date `YYYY-MM-DD`. */
export function formatLocalDate(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): string {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`;
}

/** A calendar date `days` later (or earlier); pure date arithmetic, no zone involved. */
export function addDays<T extends Pick<LocalDateTime, 'year' | 'month' | 'day'>>(date: T, days: number): T {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { ...date, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: Pick<LocalDateTime, 'year' | 'month' | 'day'>): number {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
