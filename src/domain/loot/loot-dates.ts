import { fromZoned, type LocalDateTime } from '../schedule/zoned-time';

type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

function checkedDate(year: number, month: number, day: number): LocalDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same && year >= 2004 ? { year, month, day } : null;
}

/**
 * A date as the addons write it: `2024/09/18` (RCLootCouncil now, `%Y/%m/%d`, sometimes unpadded),
 * `18/9/24` (its older `dd/mm/yy`), `2024-09-18` (Gargul, thatsmybis). `null` for anything else.
 */
export function exportDate(text: string): LocalDate | null {
  const yearFirst = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text);
  if (yearFirst) return checkedDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(text);
  if (dayFirst) return checkedDate(2000 + Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** `HH:MM` or `HH:MM:SS` (seconds dropped); `null` for anything else. */
function exportTime(text: string): { hour: number; minute: number } | null {
  const found = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  if (!found) return null;
  const hour = Number(found[1]);
  const minute = Number(found[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/**
 * The instant of a date (and time, else midnight) written in the guild's time zone, as ISO; `null`
 * when either cannot be read. `2024-09-18 20:15` and `2024-09-18T20:15:00` are read too.
 */
export function exportInstant(date: string, time: string | undefined, timeZone: string): string | null {
  const [datePart = '', timeFromDate] = date.trim().split(/[ T]/, 2);
  const day = exportDate(datePart);
  const clock = (time ?? timeFromDate) ? exportTime((time ?? timeFromDate ?? '').trim()) : { hour: 0, minute: 0 };
  if (!day || !clock) return null;
  return new Date(fromZoned({ ...day, ...clock }, timeZone)).toISOString();
}

/** RCLootCouncil's award id `<servertime>-<n>`: the server time is the award's instant (seconds since 1970, UTC). */
export function serverTimeOfId(id: string): string | null {
  const seconds = Number(/^(\d{9,11})-\d+$/.exec(id)?.[1]);
  return Number.isFinite(seconds) && seconds > 1_000_000_000 ? new Date(seconds * 1000).toISOString() : null;
}
