import { findRaid } from '../raids/find-raids';
import { seriesChangeDetail } from '../raids/series-change-detail';
import {
  changeNight,
  createOneOff,
  createSeries,
  firstChangeableDate,
  nightChangeDetail,
  nightChangeEvents,
  updateSeries,
} from '../raids/schedule-rules';
import { seriesVersionOn } from '../schedule/guild-schedule';
import { seriesView, type RaidInstance, type SeriesView } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

/**
 * The raid leader's schedule tools: series, one-off raids, single nights (roster decisions are
 * `roster-service`). Each change, its audit entry and its announcement are one write.
 */
export function officerService({ store, config, schedule, officerWrite, events }: GuildContext) {
  const publish: NonNullable<typeof events>['publish'] = (event) => events?.publish(event);

  return {
    /** A new weekly series, from today's (or, when tonight's already started, tomorrow's) night on. */
    createSeries: (actor: Actor, rawInput: unknown): SeriesView =>
      officerWrite(actor, (at) => {
        const series = createSeries(config(), schedule(), rawInput, at);
        store.schedule.saveSeries(series, at.toISOString());
        const { validFrom: _from, ...fields } = series.versions[0]!;
        publish({ kind: 'series-created', seriesId: series.id, fields });
        return { result: seriesView(series), action: 'series-created', target: series.id, detail: series.versions[0]!.title };
      }),

    /** Changes a series from its next night that has not started (or sets `endsOn`, its last night). */
    updateSeries: (actor: Actor, seriesId: string, rawPatch: unknown): SeriesView =>
      officerWrite(actor, (at) => {
        const current = schedule().series.find((candidate) => candidate.id === seriesId)!;
        const series = updateSeries(config(), schedule(), seriesId, rawPatch, at);
        // Read before the save: a store may keep the schedule it loaded and change it in place.
        const detail = seriesChangeDetail(current, series);
        // The fields before and after from the first night the edit changes; a listener decides what differs.
        const from = firstChangeableDate(config(), current, at);
        const { validFrom: _before, ...before } = seriesVersionOn(current, from);
        const { validFrom: _after, ...after } = seriesVersionOn(series, from);
        const endsOn = series.endsOn !== current.endsOn ? series.endsOn : undefined;
        store.schedule.saveSeries(series, at.toISOString());
        publish({ kind: 'series-changed', seriesId, from, before, after, ...(endsOn ? { endsOn } : {}) });
        return { result: seriesView(series), action: 'series-changed', target: series.id, detail };
      }),

    /** A one-off raid in the future. */
    createRaid: (actor: Actor, rawInput: unknown): RaidInstance =>
      officerWrite(actor, (at) => {
        const raid = createOneOff(config(), schedule(), rawInput, at);
        store.schedule.saveOneOff(raid, at.toISOString());
        const night = findRaid(config(), `${raid.id}-${raid.date}`, schedule())!;
        publish({ kind: 'raid-created', raidId: night.id });
        return { result: night, action: 'raid-created', target: night.id, detail: raid.title };
      }),

    /** Moves, renames, cancels (with a reason) or restores a night that has not started; answers stay. */
    updateRaid: (actor: Actor, raidId: string, rawPatch: unknown): RaidInstance =>
      officerWrite(actor, (at) => {
        const changed = changeNight(config(), schedule(), raidId, rawPatch, at);
        store.schedule.saveChange(changed.change, at.toISOString());
        for (const event of nightChangeEvents(changed)) publish(event);
        return { result: changed.after, action: 'raid-changed', target: raidId, detail: nightChangeDetail(changed, config()) };
      }),
  };
}

export type OfficerService = ReturnType<typeof officerService>;
