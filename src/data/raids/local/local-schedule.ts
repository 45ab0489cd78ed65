import { findRaid } from '../../../domain/raids/find-raids';
import { seriesView, type GuildSchedule, type SeriesView } from '../../../domain/schedule/guild-schedule';
import type { RaidInstance } from '../../../domain/schedule/raid-instance';
import { changeNight, createOneOff, createSeries, nightChangeDetail, updateSeries } from '../../../domain/raids/schedule-rules';
import { localOfficerWrite, type LocalOfficerOptions } from './local-officer-write';

export type LocalScheduleOptions = LocalOfficerOptions;

/**
 * The raid leader's schedule tools on this device (the demo's officer mode): the same rules as the
 * server (src/domain/raids/schedule-rules.ts), the schedule kept in the device's data. Loaded as a chunk of
 * its own: only an officer's first change needs it.
 */
export function createLocalSchedule({ store, config, now, accountOf }: LocalScheduleOptions) {
  const officerWrite = localOfficerWrite({ store, config, now, accountOf });

  const replaceSeries = (schedule: GuildSchedule, series: GuildSchedule['series'][number]) => {
    const index = schedule.series.findIndex((one) => one.id === series.id);
    if (index >= 0) schedule.series[index] = series;
    else schedule.series.push(series);
  };

  return {
    createSeries: (token: string, input: unknown): SeriesView =>
      officerWrite(token, (_data, schedule, at) => {
        const series = createSeries(config(), schedule, input, at);
        replaceSeries(schedule, series);
        return { result: seriesView(series), action: 'series-created', target: series.id, detail: series.versions[0]!.title };
      }),
    updateSeries: (token: string, seriesId: string, patch: unknown): SeriesView =>
      officerWrite(token, (_data, schedule, at) => {
        const series = updateSeries(config(), schedule, seriesId, patch, at);
        replaceSeries(schedule, series);
        return {
          result: seriesView(series),
          action: 'series-changed',
          target: series.id,
          detail: `zmienione: ${Object.keys(patch as object).join(', ')}`,
        };
      }),
    createRaid: (token: string, input: unknown): RaidInstance =>
      officerWrite(token, (_data, schedule, at) => {
        const raid = createOneOff(config(), schedule, input, at);
        schedule.oneOff.push(raid);
        const night = findRaid(config(), `${raid.id}-${raid.date}`, schedule)!;
        return { result: night, action: 'raid-created', target: night.id, detail: raid.title };
      }),
    updateRaid: (token: string, raidId: string, patch: unknown): RaidInstance =>
      officerWrite(token, (_data, schedule, at) => {
        const changed = changeNight(config(), schedule, raidId, patch, at);
        schedule.changes = [...schedule.changes.filter((change) => change.raidId !== raidId), changed.change];
        return { result: changed.after, action: 'raid-changed', target: raidId, detail: nightChangeDetail(changed, config()) };
      }),
  };
}
