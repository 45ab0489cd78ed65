import {
  applyNightChange,
  baseNight,
  generateRaids,
  scheduleFromConfig,
  type GuildSchedule,
  type RaidInstance,
  type ScheduleConfig,
} from '../schedule';
import type { RaidRange } from './raid-api';

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
