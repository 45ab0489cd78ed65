import type { Database } from 'better-sqlite3';
import type { OneOffRaid } from '../../src/domain/guild-config-types';
import type { GuildSchedule, NightChange, RaidSeries, SeriesVersion } from '../../src/domain/schedule';
import { earliestUsedNight } from './migrations';

interface SeriesRow {
  id: string;
  starts_on: string | null;
  ends_on: string | null;
}

interface VersionRow {
  series_id: string;
  valid_from: string;
  fields: string;
}

/** SQL for the guild's schedule; the whole schedule is a few dozen rows, read in three queries. */
export function createScheduleStore(db: Database) {
  const allSeries = db.prepare<[], SeriesRow>('SELECT id, starts_on, ends_on FROM raid_series ORDER BY position, id');
  const allVersions = db.prepare<[], VersionRow>(
    'SELECT series_id, valid_from, fields FROM raid_series_versions ORDER BY series_id, valid_from',
  );
  const allOneOff = db.prepare<[], { fields: string }>('SELECT fields FROM one_off_raids ORDER BY created_at, id');
  const allChanges = db.prepare<[], { change: string }>('SELECT change FROM raid_night_changes ORDER BY raid_id');
  const upsertSeries = db.prepare(`
    INSERT INTO raid_series (id, position, starts_on, ends_on, created_at)
    VALUES (@id, (SELECT COUNT(*) FROM raid_series), @startsOn, @endsOn, @at)
    ON CONFLICT (id) DO UPDATE SET starts_on = excluded.starts_on, ends_on = excluded.ends_on`);
  const clearVersions = db.prepare('DELETE FROM raid_series_versions WHERE series_id = ?');
  const insertVersion = db.prepare('INSERT INTO raid_series_versions (series_id, valid_from, fields) VALUES (?, ?, ?)');
  const insertOneOff = db.prepare('INSERT INTO one_off_raids (id, fields, created_at) VALUES (?, ?, ?)');
  const upsertChange = db.prepare(`
    INSERT INTO raid_night_changes (raid_id, change, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (raid_id) DO UPDATE SET change = excluded.change, updated_at = excluded.updated_at`);
  const seeded = db.prepare<[], { value: number }>(`SELECT value FROM counters WHERE name = 'schedule-seeded'`);
  const markSeeded = db.prepare(`UPDATE counters SET value = 1 WHERE name = 'schedule-seeded'`);
  // A database from before the schedule was kept here may hold answers to earlier nights: they stay.
  const keepUsedNights = db.prepare(`UPDATE raid_series SET starts_on = min(starts_on, coalesce(${earliestUsedNight}, starts_on))`);

  function saveSeries(series: RaidSeries, at: string): void {
    upsertSeries.run({ id: series.id, startsOn: series.startsOn ?? null, endsOn: series.endsOn ?? null, at });
    clearVersions.run(series.id);
    for (const { validFrom, ...fields } of series.versions) insertVersion.run(series.id, validFrom ?? '', JSON.stringify(fields));
  }

  function saveOneOff(raid: OneOffRaid, at: string): void {
    insertOneOff.run(raid.id, JSON.stringify(raid), at);
  }

  return {
    load(): GuildSchedule {
      const versions = new Map<string, SeriesVersion[]>();
      for (const row of allVersions.all()) {
        const version = JSON.parse(row.fields) as SeriesVersion;
        if (row.valid_from) version.validFrom = row.valid_from;
        versions.set(row.series_id, [...(versions.get(row.series_id) ?? []), version]);
      }
      const series = allSeries.all().map((row): RaidSeries => {
        const one: RaidSeries = { id: row.id, versions: versions.get(row.id) ?? [] };
        if (row.starts_on) one.startsOn = row.starts_on;
        if (row.ends_on) one.endsOn = row.ends_on;
        return one;
      });
      return {
        series: series.filter((one) => one.versions.length > 0),
        oneOff: allOneOff.all().map((row) => JSON.parse(row.fields) as OneOffRaid),
        changes: allChanges.all().map((row) => JSON.parse(row.change) as NightChange),
      };
    },
    saveSeries,
    saveOneOff,
    saveChange(change: NightChange, at: string): void {
      upsertChange.run(change.raidId, JSON.stringify(change), at);
    },
    /** Writes the config's schedule once, on the first start with this table; call in a write transaction. */
    seedOnce(schedule: GuildSchedule, at: string): void {
      if (seeded.get()?.value !== 0) return;
      for (const series of schedule.series) saveSeries(series, at);
      for (const raid of schedule.oneOff) saveOneOff(raid, at);
      keepUsedNights.run();
      markSeeded.run();
    },
  };
}

export type ScheduleStore = ReturnType<typeof createScheduleStore>;
