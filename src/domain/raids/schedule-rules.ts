import { firstOpenDate, localStartTime, type ScheduleConfig } from '../schedule/generate-raids';
import { seriesVersionOn, type GuildSchedule, type NightChange, type RaidSeries } from '../schedule/guild-schedule';
import type { RaidInstance } from '../schedule/raid-instance';
import { addDays, formatLocalDate, fromZoned, toZoned } from '../schedule/zoned-time';
import type { OneOffRaid } from '../guild-config-types';
import { findRaid } from './find-raids';
import { RaidApiError, invalidFields, raidApiMessages } from '../raid-api-error';
import { isLocalDate, validateNightPatch, validateOneOffInput, validateSeriesInput, validateSeriesPatch } from './schedule-validation';

/**
 * The raid leader's schedule changes, for every adapter: each takes the current schedule and returns the
 * one thing to store (a series, a one-off raid or a night's change) plus what the raiders should hear.
 * Past nights never change: a series edit applies from the next night that has not started, a started
 * night can be neither moved nor cancelled.
 */

export const scheduleMessages = {
  seriesNotFound: 'Nie ma takiej serii rajdów.',
  inPast: 'Ten termin już minął – wybierz datę i godzinę w przyszłości.',
  endsTooEarly: 'Seria nie może skończyć się przed ostatnim wieczorem, który już się odbył.',
} as const;

const localToday = (config: ScheduleConfig, at: Date) => formatLocalDate(toZoned(at.getTime(), config.timezone));
const nextDay = (date: string) => {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return formatLocalDate(addDays({ year, month, day }, 1));
};
const previousDay = (date: string) => {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return formatLocalDate(addDays({ year, month, day }, -1));
};

/** Ids of series and one-off raids: a slug of the title, made unique. */
function newDefinitionId(schedule: GuildSchedule, title: string): string {
  const slug =
    title
      .toLowerCase()
      .replace(/ł/g, 'l')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'rajd';
  const taken = new Set([...schedule.series.map((series) => series.id), ...schedule.oneOff.map((raid) => raid.id)]);
  let id = slug;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${slug}-${suffix}`;
  return id;
}

/**
 * The first local date a series edit applies to: today, unless today's night of the series has already
 * started (then tomorrow). Everything before it keeps the version it had.
 */
export function firstChangeableDate(config: ScheduleConfig, series: RaidSeries | undefined, at: Date): string {
  return series ? firstOpenDate(config, series, at) : localToday(config, at);
}

export function createSeries(config: ScheduleConfig, schedule: GuildSchedule, rawInput: unknown, at: Date): RaidSeries {
  const checked = validateSeriesInput(rawInput);
  if (!checked.ok) throw invalidFields(checked.errors);
  const { weekday, ...fields } = checked.value;
  const startsOn = localToday(config, at);
  const series: RaidSeries = { id: newDefinitionId(schedule, fields.title), versions: [{ weekday, ...fields }], startsOn };
  // A night of the new series today that would already have started is not part of it.
  if (firstChangeableDate(config, series, at) !== startsOn) series.startsOn = nextDay(startsOn);
  return series;
}

/** The series after an edit (a new version from the first changeable night) or with its last night set. */
export function updateSeries(config: ScheduleConfig, schedule: GuildSchedule, seriesId: string, rawPatch: unknown, at: Date): RaidSeries {
  const current = schedule.series.find((series) => series.id === seriesId);
  if (!current) throw new RaidApiError('not-found', scheduleMessages.seriesNotFound);
  const checked = validateSeriesPatch(rawPatch);
  if (!checked.ok) throw invalidFields(checked.errors);
  const { endsOn, ...fields } = checked.value;
  const from = firstChangeableDate(config, current, at);
  const series: RaidSeries = { ...current, versions: current.versions.map((version) => ({ ...version })) };
  if (endsOn !== undefined) {
    if (endsOn < previousDay(from)) throw invalidFields({ endsOn: scheduleMessages.endsTooEarly });
    series.endsOn = endsOn;
  }
  if (Object.keys(fields).length > 0) {
    const latest = series.versions[series.versions.length - 1]!;
    const base = seriesVersionOn(series, from);
    const next = { ...base, ...fields, validFrom: from };
    if (fields.note === '') delete next.note;
    if (!current.startsOn || current.startsOn < from) {
      if (latest.validFrom === from) series.versions[series.versions.length - 1] = next;
      else series.versions.push(next);
    } else {
      // The series has no night yet: its one version simply changes.
      series.versions = [{ ...next, validFrom: undefined }];
      delete series.versions[0]!.validFrom;
    }
  }
  return series;
}

export function createOneOff(config: ScheduleConfig, schedule: GuildSchedule, rawInput: unknown, at: Date): OneOffRaid {
  const checked = validateOneOffInput(rawInput);
  if (!checked.ok) throw invalidFields(checked.errors);
  const { date, start } = checked.value;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = start.split(':').map(Number);
  if (fromZoned({ year, month, day, hour, minute }, config.timezone) <= at.getTime())
    throw invalidFields({ date: scheduleMessages.inPast });
  return { id: newDefinitionId(schedule, checked.value.title), ...checked.value };
}

export interface NightChangeResult {
  before: RaidInstance;
  after: RaidInstance;
  /** What to store for the night (replaces its previous change). */
  change: NightChange;
}

/** Moves, renames, cancels or restores one night that has not started yet. */
export function changeNight(
  config: ScheduleConfig,
  schedule: GuildSchedule,
  raidId: string,
  rawPatch: unknown,
  at: Date,
): NightChangeResult {
  const before = findRaid(config, raidId, schedule);
  if (!before) throw new RaidApiError('not-found', raidApiMessages.notFound);
  const checked = validateNightPatch(rawPatch);
  if (!checked.ok) throw invalidFields(checked.errors);
  if (Date.parse(before.startUtc) <= at.getTime()) throw new RaidApiError('past', raidApiMessages.past);
  const patch = checked.value;
  const change: NightChange = { ...schedule.changes.find((existing) => existing.raidId === raidId), raidId };
  if (patch.date !== undefined) change.date = patch.date;
  if (patch.start !== undefined) change.start = patch.start;
  if (patch.title !== undefined) change.title = patch.title;
  if (patch.note !== undefined) change.note = patch.note;
  if (patch.status === 'cancelled') change.cancelReason = patch.cancelReason;
  if (patch.status === 'scheduled') delete change.cancelReason;
  const after = findRaid(config, raidId, { ...schedule, changes: [change] })!;
  if ((patch.date !== undefined || patch.start !== undefined) && Date.parse(after.startUtc) <= at.getTime()) {
    throw invalidFields({ [patch.date !== undefined ? 'date' : 'start']: scheduleMessages.inPast });
  }
  if (patch.date !== undefined && !isLocalDate(patch.date)) throw invalidFields({ date: 'Podaj datę w formacie RRRR-MM-DD.' });
  return { before, after, change };
}

/** What the raiders hear about a night's change (`raid-moved`, `raid-cancelled`, `raid-restored`), in order. */
export function nightChangeEvents({ before, after }: NightChangeResult) {
  const events: Array<
    | { kind: 'raid-moved'; raidId: string; previousStartsAt: string }
    | { kind: 'raid-cancelled'; raidId: string; reason: string }
    | { kind: 'raid-restored'; raidId: string }
  > = [];
  if (before.startUtc !== after.startUtc) events.push({ kind: 'raid-moved', raidId: after.id, previousStartsAt: before.startUtc });
  if (after.status === 'cancelled' && (before.status !== 'cancelled' || before.cancelReason !== after.cancelReason))
    events.push({ kind: 'raid-cancelled', raidId: after.id, reason: after.cancelReason ?? '' });
  if (before.status === 'cancelled' && after.status === 'scheduled') events.push({ kind: 'raid-restored', raidId: after.id });
  return events;
}

/** The audit detail of a night's change: what it was and what it is, in words. */
export function nightChangeDetail({ before, after }: NightChangeResult, config: ScheduleConfig): string {
  const parts: string[] = [];
  if (before.startUtc !== after.startUtc)
    parts.push(
      `termin ${before.localDate} ${localStartTime(before, config.timezone)} → ${after.localDate} ${localStartTime(after, config.timezone)}`,
    );
  if (before.title !== after.title) parts.push(`nazwa → ${after.title}`);
  if (before.note !== after.note) parts.push('notatka');
  if (after.status === 'cancelled' && before.cancelReason !== after.cancelReason) parts.push(`odwołany: ${after.cancelReason}`);
  if (before.status === 'cancelled' && after.status === 'scheduled') parts.push('przywrócony');
  return parts.join('; ') || 'bez zmian';
}
