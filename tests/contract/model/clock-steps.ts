import fc from 'fast-check';
import { day, hour, minute } from './world';
import { Step } from './step';

/** Small steps, a day, a few days and a week: sessions, codes and absences age; nights pass. */
const advances = [minute, 59 * minute, 61 * minute, 3 * hour, day, 3 * day, 7 * day];

export const clockSteps: Array<fc.Arbitrary<Step>> = [
  fc.constantFrom(...advances).map(
    (ms) =>
      new Step(`clock + ${ms / minute} min`, async (_agreed, pair) => {
        pair.clock.advance(ms);
      }),
  ),
  // Right around the moments the rules turn on: a night's signups closing and its start.
  fc
    .record({
      moment: fc.constantFrom('signupsCloseAt', 'startUtc') as fc.Arbitrary<'signupsCloseAt' | 'startUtc'>,
      offset: fc.constantFrom(-1, 0, 1),
    })
    .map(
      ({ moment, offset }) =>
        new Step(`clock to the next night's ${moment} ${offset >= 0 ? '+' : ''}${offset} min`, async (_agreed, pair) => {
          const now = pair.clock.now().getTime();
          // Where the nights are is read through the demo's listRaids: a moved night moves the target too.
          const raids = await pair.local.api.listRaids({ from: new Date(now).toISOString(), to: new Date(now + 15 * day).toISOString() });
          const next = raids.map((raid) => Date.parse(raid[moment]) + offset * minute).find((at) => at > now);
          if (next !== undefined) pair.clock.set(next);
        }),
    ),
];
