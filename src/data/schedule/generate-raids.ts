import type { GuildConfig, RaidDefinition } from '../guild-config-types';
import type { RaidInstance } from './raid-instance';
import { addDays, formatLocalDate, fromZoned, isoWeekday, toZoned, type LocalDateTime } from './zoned-time';

export interface GenerateRaidsOptions {
  /** How many weeks ahead of `from` to generate. @default config.schedule.weeksAhead */
  weeksAhead?: number;
}

const minute = 60_000;
const week = 7 * 86_400_000;

/** The schedule part of the config plus what an instance copies from it. */
export type ScheduleConfig = Pick<GuildConfig, 'timezone' | 'schedule' | 'roleTargets' | 'signupLockMinutes'>;

function parseTime(start: string): { hour: number; minute: number } {
  const [hour = 0, minutes = 0] = start.split(':').map(Number);
  return { hour, minute: minutes };
}

function parseDate(date: string): Pick<LocalDateTime, 'year' | 'month' | 'day'> {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return { year, month, day };
}

function instance(
  definition: RaidDefinition,
  kind: RaidInstance['kind'],
  date: Pick<LocalDateTime, 'year' | 'month' | 'day'>,
  config: ScheduleConfig,
): RaidInstance {
  const start = fromZoned({ ...date, ...parseTime(definition.start) }, config.timezone);
  const localDate = formatLocalDate(date);
  const raid: RaidInstance = {
    id: `${definition.id}-${localDate}`,
    definitionId: definition.id,
    kind,
    title: definition.title,
    localDate,
    startUtc: new Date(start).toISOString(),
    endUtc: new Date(start + definition.durationMinutes * minute).toISOString(),
    size: definition.size,
    difficulty: definition.difficulty,
    roleTargets: { ...(definition.roleTargets ?? config.roleTargets[`${definition.size}`]) },
    signupsCloseAt: new Date(start - config.signupLockMinutes * minute).toISOString(),
  };
  if (definition.note) raid.note = definition.note;
  return raid;
}

/**
 * The raid nights from `from` to `weeksAhead` weeks later, sorted by start: every weekly raid on its
 * weekday plus the one-off raids in that window, at their wall-clock time in the guild's timezone (so a
 * 20:00 raid stays at 20:00 across daylight-saving changes).
 *
 * The window is `[from, from + weeksAhead × 7 days)` by start time, and a raid that started before
 * `from` but has not ended yet (running now) is included too. Pure: `from` is the only clock.
 */
export function generateRaids(config: ScheduleConfig, from: Date, options: GenerateRaidsOptions = {}): RaidInstance[] {
  const fromMs = from.getTime();
  const weeksAhead = options.weeksAhead ?? config.schedule.weeksAhead;
  const untilMs = fromMs + weeksAhead * week;
  const inWindow = (raid: RaidInstance) => Date.parse(raid.endUtc) > fromMs && Date.parse(raid.startUtc) < untilMs;

  const firstDay = toZoned(fromMs, config.timezone);
  const raids: RaidInstance[] = [];
  // From the day before (a raid that began yesterday evening may still be running) to a day past the end.
  for (let offset = -1; offset <= weeksAhead * 7 + 1; offset += 1) {
    const date = addDays(firstDay, offset);
    const weekday = isoWeekday(date);
    for (const weekly of config.schedule.weekly) {
      if (weekly.weekday === weekday) raids.push(instance(weekly, 'weekly', date, config));
    }
  }
  for (const oneOff of config.schedule.oneOff) {
    raids.push(instance(oneOff, 'one-off', parseDate(oneOff.date), config));
  }
  return raids.filter(inWindow).sort((a, b) => a.startUtc.localeCompare(b.startUtc) || a.id.localeCompare(b.id));
}
