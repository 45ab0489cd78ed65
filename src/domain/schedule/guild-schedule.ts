import type { OneOffRaid, WeeklyRaid } from '../guild-config-types';

/**
 * The guild's schedule as officers keep it: weekly series (each a list of versions, so an edit applies
 * from a date on and the nights before it keep what they were), one-off raids and changes of single
 * nights (moved, renamed, cancelled). Seeded from the config's `schedule`; kept by the server's database
 * or the demo store. Plain data: it survives JSON unchanged.
 */
export interface GuildSchedule {
  series: RaidSeries[];
  oneOff: OneOffRaid[];
  changes: NightChange[];
}

/** What a weekly series says about its nights from `validFrom` (a local date) on. */
export interface SeriesVersion extends Omit<WeeklyRaid, 'id'> {
  /** Local date `YYYY-MM-DD` of the first night this version applies to; absent: from the series' start. */
  validFrom?: string;
}

export interface RaidSeries {
  id: string;
  /** Oldest first; never empty. */
  versions: SeriesVersion[];
  /**
   * Local date of the first possible night: the day an officer created it, or the guild's first start
   * for the config's series (`seededSchedule`). Absent only in a schedule never kept by a guild.
   */
  startsOn?: string;
  /** Local date of the last possible night (the series was ended). */
  endsOn?: string;
}

/** A change of one night, by its raid id (which never changes, so answers stay with the night). */
export interface NightChange {
  raidId: string;
  /** Moved to this local date … */
  date?: string;
  /** … and/or this local start time `HH:MM`. */
  start?: string;
  title?: string;
  note?: string;
  /** Present while the night is cancelled. */
  cancelReason?: string;
}

/** A series as the API shows it: its current fields (the newest version) and its bounds. */
export interface SeriesView extends WeeklyRaid {
  startsOn?: string;
  endsOn?: string;
}

/** The schedule a config describes, before any officer changed anything. */
export function scheduleFromConfig(config: { schedule: { weekly: readonly WeeklyRaid[]; oneOff: readonly OneOffRaid[] } }): GuildSchedule {
  return {
    series: config.schedule.weekly.map(({ id, ...fields }) => ({ id, versions: [{ ...fields }] })),
    oneOff: config.schedule.oneOff.map((raid) => ({ ...raid })),
    changes: [],
  };
}

/** The version of a series that applies on a local date. */
export function seriesVersionOn(series: RaidSeries, date: string): SeriesVersion {
  let current = series.versions[0]!;
  for (const version of series.versions) if (!version.validFrom || version.validFrom <= date) current = version;
  return current;
}

export function seriesView(series: RaidSeries): SeriesView {
  const { validFrom: _from, ...fields } = series.versions[series.versions.length - 1]!;
  const view: SeriesView = { id: series.id, ...fields };
  if (series.startsOn) view.startsOn = series.startsOn;
  if (series.endsOn) view.endsOn = series.endsOn;
  return view;
}

/** A series as the API shows it, as a series again: its current fields from its start, within its bounds. */
export function seriesFromView({ id, startsOn, endsOn, ...fields }: SeriesView): RaidSeries {
  const series: RaidSeries = { id, versions: [fields] };
  if (startsOn) series.startsOn = startsOn;
  if (endsOn) series.endsOn = endsOn;
  return series;
}

/** Whether a series has a night on `date` at all (within its bounds, on its weekday then). */
export function seriesRunsOn(series: RaidSeries, date: string, weekday: number): boolean {
  if (series.startsOn && date < series.startsOn) return false;
  if (series.endsOn && date > series.endsOn) return false;
  return seriesVersionOn(series, date).weekday === weekday;
}
