import { raiderKey } from '../accounts/raider-key';
import { findRaid } from '../raids/find-raids';
import { assertOfficer } from '../accounts/account-rules';
import { decideRoster, decideRosterBatch } from '../raids/roster-decision-rules';
import { seriesChangeDetail } from '../raids/series-change-detail';
import { rosterDecisionDetail } from '../raids/signup-labels';
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
import type { RaidRoster, RosterBatchAnswer } from '../raids/signup-types';
import { seriesView, type RaidInstance, type SeriesView } from '../schedule';
import type { Actor, GuildContext } from './guild-context';

/**
 * The raid leader's tools: the schedule (series, one-off raids, single nights) and roster decisions.
 * Each change, its audit entry and its announcement are one write.
 */
export function officerService({ store, config, now, schedule, raidOrThrow, answersFor, officerWrite, events }: GuildContext) {
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

    /**
     * Confirms a raider who answered into the roster, benches them, or returns them to the automatic rule
     * (`auto`), optionally in another role. Counts the same answers every roster does (absences
     * included), so the roster it answers equals the next read.
     */
    decideRoster: (actor: Actor, raidId: string, nickname: string, rawInput: unknown): RaidRoster =>
      officerWrite(actor, (at) => {
        const raid = raidOrThrow(raidId);
        const decisions = store.decisions.forRaids([raid.id]);
        const { stored, roster } = decideRoster(raid, answersFor([raid]), decisions, nickname, rawInput, at, store.signups.nextSequence);
        const key = raiderKey(nickname);
        if (stored) store.decisions.save(stored, key, actor.nickname, at.toISOString());
        else store.decisions.remove(raid.id, key);
        const decision = stored?.decision ?? 'auto';
        publish({ kind: 'roster-decided', raidId: raid.id, nickname, decision });
        return {
          result: roster,
          action: 'roster-decision',
          target: `${raid.id} ${nickname}`,
          detail: rosterDecisionDetail(decision, stored?.role),
        };
      }),

    /**
     * Several roster decisions about one raid in one write, one audit entry each (see `decideRoster`);
     * answers the roster after them and who they move out of it. With `preview: true` nothing is saved:
     * the leader sees who would move out before saving.
     */
    decideRosters(actor: Actor, raidId: string, rawInput: unknown): RosterBatchAnswer {
      const decide = (at: Date, allocateSequence: () => number) => {
        const raid = raidOrThrow(raidId);
        const decisions = store.decisions.forRaids([raid.id]);
        return { raid, ...decideRosterBatch(raid, answersFor([raid]), decisions, rawInput, at, allocateSequence) };
      };
      assertOfficer(actor.role);
      // A preview takes no place from the signup counter (that is a write): places after every answer given do the same.
      let ahead = Number.MAX_SAFE_INTEGER - 1000;
      const looked = decide(now(), () => (ahead += 1));
      if (looked.preview) return { roster: looked.roster, movedOut: looked.movedOut, saved: false };
      return officerWrite(actor, (at) => {
        const { raid, changes, roster, movedOut } = decide(at, store.signups.nextSequence);
        for (const { key, raider, stored } of changes) {
          if (stored) store.decisions.save(stored, key, actor.nickname, at.toISOString());
          else store.decisions.remove(raid.id, key);
          publish({ kind: 'roster-decided', raidId: raid.id, nickname: raider, decision: stored?.decision ?? 'auto' });
        }
        const audit = changes.map(({ raider, detail }) => ({ action: 'roster-decision' as const, target: `${raid.id} ${raider}`, detail }));
        return { result: { roster, movedOut, saved: true }, audit };
      });
    },
  };
}

export type OfficerService = ReturnType<typeof officerService>;
