import fc from 'fast-check';
import { oneOffDays, oneOffRaidId, oneOffTitles, seriesIds, weeklyRaidId } from './world';

/**
 * A raid id a command names: mostly the config's Tuesday and Thursday nights from the week before the
 * start to past the published window, sometimes a created series' or one-off's night, or none at all.
 */
export const raidId: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: fc.record({ series: fc.nat(1), week: fc.integer({ min: -1, max: 8 }) }) },
    { weight: 2, arbitrary: fc.record({ series: fc.integer({ min: 2, max: 4 }), week: fc.integer({ min: 0, max: 3 }) }) },
    { weight: 2, arbitrary: fc.record({ template: fc.nat(oneOffTitles.length - 1), dayIndex: fc.nat(oneOffDays.length - 1) }) },
  )
  .map((pick) => ('series' in pick ? weeklyRaidId(seriesIds[pick.series]!, pick.week) : oneOffRaidId(pick.template, pick.dayIndex)));
