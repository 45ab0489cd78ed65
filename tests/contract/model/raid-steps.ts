import fc from 'fast-check';
import type { SignupInput } from '../../../src/domain';
import { session } from './account-steps';
import { both, tokenOf } from './pair';
import { raidId } from './raid-pick';
import { Step } from './step';
import { characterNames, day, nicknames, notes, roles, statuses } from './world';

const role = fc.constantFrom(...roles);

/** The week from the clock's now: what the panel's overview asks for. */
const weekFrom = (now: Date) => ({ from: now.toISOString(), to: new Date(now.getTime() + 7 * day).toISOString() });
/** From the week before the start to ten weeks after it: every night a sequence can touch. */
export const wideRange = { from: '2026-02-23T00:00:00Z', to: '2026-05-11T00:00:00Z' };

export const raidSteps: Array<fc.Arbitrary<Step>> = [
  fc
    .record({
      held: session,
      raid: raidId,
      status: fc.constantFrom(...statuses),
      role,
      note: fc.nat(notes.length - 1),
      characterName: fc.nat(characterNames.length - 1),
    })
    .map(({ held, raid, status, role: answered, note, characterName }) => {
      const input: SignupInput = { raidId: raid, status, role: answered };
      if (notes[note] !== undefined) input.note = notes[note];
      if (characterNames[characterName] !== undefined) input.characterName = characterNames[characterName];
      return new Step(`saveSignup(session ${held}, ${JSON.stringify(input)})`, async (_agreed, pair) => {
        await both(pair, 'saveSignup', (side) => side.api.saveSignup(tokenOf(side, held), input));
      });
    }),
  fc
    .record({
      held: session,
      raid: raidId,
      name: fc.constantFrom(...nicknames),
      decision: fc.constantFrom('confirmed', 'bench', 'auto') as fc.Arbitrary<'confirmed' | 'bench' | 'auto'>,
      role: fc.option(role, { nil: undefined }),
    })
    .map(({ held, raid, name, decision, role: taken }) => {
      const input = taken === undefined ? { decision } : { decision, role: taken };
      return new Step(`decideRoster(session ${held}, ${raid}, ${name}, ${JSON.stringify(input)})`, async (_agreed, pair) => {
        await both(pair, 'decideRoster', (side) => side.api.decideRoster(tokenOf(side, held), raid, name, input));
      });
    }),
  fc.record({ held: session, raid: raidId }).map(
    ({ held, raid }) =>
      new Step(`getRoster(session ${held}, ${raid})`, async (_agreed, pair) => {
        await both(pair, 'getRoster', (side) => side.api.getRoster(tokenOf(side, held), raid));
      }),
  ),
  session.map(
    (held) =>
      new Step(`listRosters(session ${held}, the coming week)`, async (_agreed, pair) => {
        const range = weekFrom(pair.clock.now());
        await both(pair, 'listRosters', (side) => side.api.listRosters(tokenOf(side, held), range));
      }),
  ),
  session.map(
    (held) =>
      new Step(`mySignups(session ${held})`, async (_agreed, pair) => {
        await both(pair, 'mySignups', (side) => side.api.mySignups(tokenOf(side, held), wideRange));
      }),
  ),
];
