import { dayCount, peopleCount } from '../counted-phrases';
import type { RaidInstance } from './raid-instance';
import { formatLocalDate, toZoned } from './zoned-time';

// Formatters per zone and pattern: building Intl formatters is slow. A cache of immutable objects.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('pl-PL', { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

/** The date in Polish in `timeZone`: `środa, 25 listopada`. */
export function formatRaidDate(instant: string | number, timeZone: string): string {
  return formatter(timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(instant));
}

/** `20:00` in `timeZone`. */
export function formatTime(instant: string | number, timeZone: string): string {
  return formatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** `20:00–23:00` in `timeZone`. */
export function formatTimeRange(startUtc: string, endUtc: string, timeZone: string): string {
  return `${formatTime(startUtc, timeZone)}–${formatTime(endUtc, timeZone)}`;
}

/**
 * The raid's time for a viewer: in their zone, with the guild's time alongside when it reads
 * differently — `14:00–17:00 (20:00–23:00 czasu gildii)`. Zones are compared by what they show, not by
 * name, so a viewer in Berlin (same clock as Warsaw) sees one time. When the guild's date differs from
 * the viewer's, its weekday is added: `(pt. 04:00–07:00 czasu gildii)`.
 */
export function formatRaidTime(raid: Pick<RaidInstance, 'startUtc' | 'endUtc'>, viewerTimeZone: string, guildTimeZone: string): string {
  const viewer = formatTimeRange(raid.startUtc, raid.endUtc, viewerTimeZone);
  const guild = formatTimeRange(raid.startUtc, raid.endUtc, guildTimeZone);
  if (viewer === guild) return viewer;
  const start = Date.parse(raid.startUtc);
  const sameDate = formatLocalDate(toZoned(start, viewerTimeZone)) === formatLocalDate(toZoned(start, guildTimeZone));
  const guildDay = sameDate ? '' : `${formatter(guildTimeZone, { weekday: 'short' }).format(new Date(start))} `;
  return `${viewer} (${guildDay}${guild} czasu gildii)`;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Time until a raid in Polish: `za 2 dni 3 godz.`, `za 1 godz. 5 min`, `za 45 min`, `trwa teraz` while it
 * runs, `zakończony` after. Minutes are rounded up, so the text never says `za 0 min` before the start.
 */
export function formatCountdown(raid: Pick<RaidInstance, 'startUtc' | 'endUtc'>, now: number): string {
  const start = Date.parse(raid.startUtc);
  if (now >= Date.parse(raid.endUtc)) return 'zakończony';
  if (now >= start) return 'trwa teraz';
  const totalMinutes = Math.ceil((start - now) / minute);
  const days = Math.floor(totalMinutes / (day / minute));
  const hours = Math.floor((totalMinutes % (day / minute)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) {
    const dayText = dayCount(days);
    return hours > 0 ? `za ${dayText} ${hours} godz.` : `za ${dayText}`;
  }
  if (hours > 0) return minutes > 0 ? `za ${hours} godz. ${minutes} min` : `za ${hours} godz.`;
  return `za ${minutes} min`;
}

const difficultyNames: Record<RaidInstance['difficulty'], string> = {
  normalny: 'poziom normalny',
  heroiczny: 'poziom heroiczny',
  mityczny: 'poziom mityczny',
};

/** `poziom heroiczny`. */
export function formatDifficulty(difficulty: RaidInstance['difficulty']): string {
  return difficultyNames[difficulty];
}

/** `20 osób` / `25 osób` (every raid size takes the "many" form, but the rule stays honest). */
export const formatSize = (size: number): string => peopleCount(size);
