import fc from 'fast-check';
import { session } from './session-steps';
import { both, tokenOf } from './pair';
import { raidId, resolveRaid } from './raid-pick';
import { wideRange } from './raid-steps';
import { Step } from './step';
import {
  dateAfterStart,
  nightPatch,
  nightPatchPicks,
  oneOffDays,
  oneOffTitles,
  seriesIds,
  seriesPatches,
  seriesTemplates,
  shown,
} from './world';

export const scheduleSteps: Array<fc.Arbitrary<Step>> = [
  fc.record({ held: session, template: fc.nat(seriesTemplates.length - 1) }).map(
    ({ held, template }) =>
      new Step(`createSeries(session ${held}, ${shown(seriesTemplates[template])})`, async (_agreed, pair) => {
        await both(pair, 'createSeries', (side) => side.api.createSeries(tokenOf(side, held), seriesTemplates[template]));
      }),
  ),
  fc.record({ held: session, series: fc.nat(seriesIds.length - 1), patch: fc.nat(seriesPatches.length - 1) }).map(
    ({ held, series, patch }) =>
      new Step(`updateSeries(session ${held}, ${seriesIds[series]}, ${shown(seriesPatches[patch])})`, async (_agreed, pair) => {
        await both(pair, 'updateSeries', (side) => side.api.updateSeries(tokenOf(side, held), seriesIds[series]!, seriesPatches[patch]));
      }),
  ),
  fc
    .record({
      held: session,
      template: fc.nat(oneOffTitles.length - 1),
      dayIndex: fc.nat(oneOffDays.length - 1),
      size: fc.constantFrom(10, 20),
    })
    .map(({ held, template, dayIndex, size }) => {
      const input = {
        title: oneOffTitles[template]!.title,
        date: dateAfterStart(oneOffDays[dayIndex]!),
        start: '18:00',
        durationMinutes: 240,
        size,
        difficulty: 'heroiczny',
      };
      return new Step(`createRaid(session ${held}, ${shown(input)})`, async (_agreed, pair) => {
        await both(pair, 'createRaid', (side) => side.api.createRaid(tokenOf(side, held), input));
      });
    }),
  fc.record({ held: session, raid: raidId, patch: fc.constantFrom(...nightPatchPicks) }).map(
    ({ held, raid, patch }) =>
      new Step(`updateRaid(session ${held}, ${raid}, ${patch})`, async (_agreed, pair) => {
        const id = await resolveRaid(pair, raid);
        const body = nightPatch(patch, id);
        await both(pair, `updateRaid(${id}, ${shown(body)})`, (side) => side.api.updateRaid(tokenOf(side, held), id, body));
      }),
  ),
  fc.constant(
    new Step('listRaids + listSeries', async (_agreed, pair) => {
      await both(pair, 'listRaids', (side) => side.api.listRaids(wideRange));
      await both(pair, 'listSeries', (side) => side.api.listSeries());
    }),
  ),
];
