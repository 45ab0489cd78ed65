import type { GuildConfig, RaidDefinition } from '../guild-config-types';
import { scheduleFromConfig, seriesRunsOn, seriesVersionOn, type GuildSchedule, type NightChange, type RaidSeries } from './guild-schedule';
import type { RaidInstance } from './raid-instance';
import { addDays, formatLocalDate, fromZoned, isoWeekday, toZoned, type LocalDateTime } from './zoned-time';

export interface GenerateRaidsOptions {
  /** How many weeks ahead of `from` to generate. @default config.schedule.weeksAhead */
  weeksAhead?: number;
  /** The schedule as officers keep it. @default the config's own schedule, unchanged */
  schedule?: GuildSchedule;
}

const minute = 60_000;
const week = 7 * 86_400_000;

/** The schedule part of the config plus what an instance copies from it. */
export type ScheduleConfig = Pick<
  GuildConfig,
  'timezone' | 'schedule' | 'roleTargets' | 'signupLockMinutes' | 'lateAfterMinutes' | 'lootOnBench'
>;

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
    status: 'scheduled',
  };
  if (kind === 'weekly') raid.seriesId = definition.id;
  if (definition.note) raid.note = definition.note;
  return raid;
}

/** The local `HH:MM` a raid starts at in the guild's zone. */
export function localStartTime(raid: Pick<RaidInstance, 'startUtc'>, timeZone: string): string {
  const local = toZoned(Date.parse(raid.startUtc), timeZone);
  return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
}

/** A night with its officer's change applied: moved (same length), renamed, re-noted or cancelled. */
export function applyNightChange(raid: RaidInstance, change: NightChange | undefined, config: ScheduleConfig): RaidInstance {
  if (!change) return raid;
  const changed: RaidInstance = { ...raid, roleTargets: { ...raid.roleTargets } };
  if (change.date || change.start) {
    const date = change.date ?? raid.localDate;
    const start = fromZoned({ ...parseDate(date), ...parseTime(change.start ?? localStartTime(raid, config.timezone)) }, config.timezone);
    const length = Date.parse(raid.endUtc) - Date.parse(raid.startUtc);
    changed.localDate = date;
    changed.startUtc = new Date(start).toISOString();
    changed.endUtc = new Date(start + length).toISOString();
    changed.signupsCloseAt = new Date(start - config.signupLockMinutes * minute).toISOString();
  }
  if (change.title) changed.title = change.title;
  if (change.note !== undefined) {
    if (change.note) changed.note = change.note;
    else delete changed.note;
  }
  if (change.cancelReason) {
    changed.status = 'cancelled';
    changed.cancelReason = change.cancelReason;
  }
  return changed;
}

const raidIdDate = /^(.+)-(\d{4}-\d{2}-\d{2})$/;

/** The night with this id as its series or one-off raid makes it, before any change; `undefined` when none. */
export function baseNight(config: ScheduleConfig, schedule: GuildSchedule, raidId: string): RaidInstance | undefined {
  const match = raidIdDate.exec(raidId);
  if (!match) return undefined;
  const [, definitionId = '', localDate = ''] = match;
  const date = parseDate(localDate);
  // A real calendar date only: 2026-02-31 is no night, not 3 March.
  if (formatLocalDate(addDays(date, 0)) !== localDate) return undefined;
  const series = schedule.series.find((candidate) => candidate.id === definitionId);
  if (series) {
    if (!seriesRunsOn(series, localDate, isoWeekday(date))) return undefined;
    return instance({ id: series.id, ...seriesVersionOn(series, localDate) }, 'weekly', date, config);
  }
  const oneOff = schedule.oneOff.find((candidate) => candidate.id === definitionId && candidate.date === localDate);
  return oneOff ? instance(oneOff, 'one-off', date, config) : undefined;
}

/**
 * The raid nights from `from` to `weeksAhead` weeks later, sorted by start: every weekly series' night on
 * its weekday plus the one-off raids in that window, at their wall-clock time in the guild's timezone (so
 * a 20:00 raid stays at 20:00 across daylight-saving changes), with each night's change applied (a night
 * moved into the window is in it, one moved out is not; a cancelled one stays, marked).
 *
 * The window is `[from, from + weeksAhead × 7 days)` by start time, and a raid that started before
 * `from` but has not ended yet (running now) is included too. Pure: `from` is the only clock.
 */
export function generateRaids(config: ScheduleConfig, from: Date, options: GenerateRaidsOptions = {}): RaidInstance[] {
  const fromMs = from.getTime();
  const weeksAhead = options.weeksAhead ?? config.schedule.weeksAhead;
  const schedule = options.schedule ?? scheduleFromConfig(config);
  const untilMs = fromMs + weeksAhead * week;
  const inWindow = (raid: RaidInstance) => Date.parse(raid.endUtc) > fromMs && Date.parse(raid.startUtc) < untilMs;
  const changes = new Map(schedule.changes.map((change) => [change.raidId, change]));

  const firstDay = toZoned(fromMs, config.timezone);
  const raids = new Map<string, RaidInstance>();
  // From the day before (a raid that began yesterday evening may still be running) to a day past the end.
  for (let offset = -1; offset <= weeksAhead * 7 + 1; offset += 1) {
    const date = addDays(firstDay, offset);
    const localDate = formatLocalDate(date);
    const weekday = isoWeekday(date);
    for (const series of schedule.series) {
      if (!seriesRunsOn(series, localDate, weekday)) continue;
      const raid = instance({ id: series.id, ...seriesVersionOn(series, localDate) }, 'weekly', date, config);
      raids.set(raid.id, raid);
    }
  }
  for (const oneOff of schedule.oneOff) {
    const raid = instance(oneOff, 'one-off', parseDate(oneOff.date), config);
    raids.set(raid.id, raid);
  }
  // Nights moved in from outside the generated days.
  for (const change of schedule.changes) {
    if (!raids.has(change.raidId)) {
      const raid = baseNight(config, schedule, change.raidId);
      if (raid) raids.set(raid.id, raid);
    }
  }
  return [...raids.values()]
    .map((raid) => applyNightChange(raid, changes.get(raid.id), config))
    .filter(inWindow)
    .sort((a, b) => a.startUtc.localeCompare(b.startUtc) || a.id.localeCompare(b.id));
}

/**
 * The guild's week: each weekly series' next night (from `from`, within a week) as the series makes it,
 * by start. A night an officer moved or cancelled is an exception to the week, not its pattern, so no
 * change of a single night applies here.
 */
export function weeklyPattern(config: ScheduleConfig, series: readonly RaidSeries[], from: Date): RaidInstance[] {
  const seen = new Set<string>();
  return generateRaids(config, from, { weeksAhead: 1, schedule: { series: [...series], oneOff: [], changes: [] } }).filter(
    (raid) => !seen.has(raid.definitionId) && seen.add(raid.definitionId),
  );
}

/**
 * The first local date a series that begins at `at` has a night on: today in the guild's zone, unless
 * today's night of the series has already started (then tomorrow). Nothing of a series exists before
 * it: neither before an officer created it nor, for the config's series, before the guild's first start.
 */
export function firstOpenDate(config: ScheduleConfig, series: RaidSeries, at: Date): string {
  const today = toZoned(at.getTime(), config.timezone);
  const unbounded: RaidSeries = { id: series.id, versions: series.versions };
  const night = baseNight(config, { series: [unbounded], oneOff: [], changes: [] }, `${series.id}-${formatLocalDate(today)}`);
  return formatLocalDate(night && Date.parse(night.startUtc) <= at.getTime() ? addDays(today, 1) : today);
}

/** The config's schedule as a guild that first starts at `at` keeps it: each series from `firstOpenDate` on. */
export function seededSchedule(config: ScheduleConfig, at: Date): GuildSchedule {
  const schedule = scheduleFromConfig(config);
  for (const series of schedule.series) series.startsOn = firstOpenDate(config, series, at);
  return schedule;
}
