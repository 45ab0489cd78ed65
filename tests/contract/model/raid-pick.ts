import fc from 'fast-check';
import type { Pair } from './pair';
import { day, oneOffDays, oneOffRaidId, oneOffTitles, seriesIds, weeklyRaidId } from './world';

/** A night named by its id, or by where it is from the clock's now (the last one started, the next one). */
export type RaidPick = string | 'the last started night' | 'the next night';

const fixedIds: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: fc.record({ series: fc.nat(1), week: fc.integer({ min: -1, max: 2 }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        series: fc.nat(1),
        week: fc.integer({ min: 3, max: 8 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ series: fc.integer({ min: 2, max: 4 }), week: fc.integer({ min: 0, max: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ template: fc.nat(oneOffTitles.length - 1), dayIndex: fc.nat(oneOffDays.length - 1) }) },
  )
  .map((pick) => ('series' in pick ? weeklyRaidId(seriesIds[pick.series]!, pick.week) : oneOffRaidId(pick.template, pick.dayIndex)));

/**
 * A raid a command names: mostly the config's Tuesday and Thursday nights near the start, sometimes
 * one further on (past the published window), a created series' or one-off's night, one that never
 * exists, or the night nearest the clock, so commands meet nights that just locked or started.
 */
export const raidId: fc.Arbitrary<RaidPick> = fc.oneof(
  { weight: 3, arbitrary: fixedIds },
  { weight: 1, arbitrary: fc.constantFrom<RaidPick>('the last started night', 'the next night') },
);

/** The id a pick names now. Nights are found through the demo's listRaids, so moved ones count. */
export async function resolveRaid(pair: Pair, pick: RaidPick): Promise<string> {
  if (pick !== 'the last started night' && pick !== 'the next night') return pick;
  const now = pair.clock.now().getTime();
  const raids = await pair.local.api.listRaids({ from: new Date(now - 8 * day).toISOString(), to: new Date(now + 15 * day).toISOString() });
  const started = raids.filter((raid) => Date.parse(raid.startUtc) <= now);
  const found = pick === 'the next night' ? raids.find((raid) => Date.parse(raid.startUtc) > now) : started[started.length - 1];
  return found?.id ?? 'nie-ma-2026-03-01';
}
