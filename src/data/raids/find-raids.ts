import { generateRaids, type RaidInstance, type ScheduleConfig } from '../schedule';
import type { RaidRange } from './raid-api';

const day = 86_400_000;
const week = 7 * day;

/** Raids starting in `[from, to)`, generated from the guild's schedule. */
export function raidsInRange(config: ScheduleConfig, range: RaidRange): RaidInstance[] {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (!(to > from)) return [];
  const weeksAhead = Math.ceil((to - from) / week);
  return generateRaids(config, new Date(from), { weeksAhead }).filter((raid) => {
    const start = Date.parse(raid.startUtc);
    return start >= from && start < to;
  });
}

const raidIdDate = /-(\d{4}-\d{2}-\d{2})$/;

/** The raid with this id (`<definition>-<YYYY-MM-DD>`), or `undefined` when the schedule has no such raid. */
export function findRaid(config: ScheduleConfig, raidId: string): RaidInstance | undefined {
  const date = raidIdDate.exec(raidId)?.[1];
  const midnight = date ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(midnight)) return undefined;
  // Two days either side of the UTC date covers every timezone's local date.
  return raidsInRange(config, { from: new Date(midnight - 2 * day).toISOString(), to: new Date(midnight + 3 * day).toISOString() }).find(
    (raid) => raid.id === raidId,
  );
}
