import { applyNightChange, baseNight, generateRaids, type ScheduleConfig } from '../schedule/generate-raids';
import { scheduleFromConfig, type GuildSchedule } from '../schedule/guild-schedule';
import type { RaidInstance } from '../schedule/raid-instance';

/** A range of raid start times, ISO instants, `from` inclusive and `to` exclusive. */
export interface RaidRange {
  from: string;
  to: string;
}

const day = 86_400_000;
const week = 7 * day;

/** Raids starting in `[from, to)`, generated from the guild's schedule (the officers' one when given). */
export function raidsInRange(config: ScheduleConfig, range: RaidRange, schedule?: GuildSchedule): RaidInstance[] {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (!(to > from)) return [];
  const weeksAhead = Math.ceil((to - from) / week);
  return generateRaids(config, new Date(from), { weeksAhead, schedule }).filter((raid) => {
    const start = Date.parse(raid.startUtc);
    return start >= from && start < to;
  });
}

/** The raid with this id (`<series or one-off id>-<YYYY-MM-DD>`), or `undefined` when the schedule has no such raid. */
export function findRaid(
  config: ScheduleConfig,
  raidId: string,
  schedule: GuildSchedule = scheduleFromConfig(config),
): RaidInstance | undefined {
  const raid = baseNight(config, schedule, raidId);
  return (
    raid &&
    applyNightChange(
      raid,
      schedule.changes.find((change) => change.raidId === raidId),
      config,
    )
  );
}
