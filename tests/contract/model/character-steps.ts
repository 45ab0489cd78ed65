import fc from 'fast-check';
import { both, tokenOf } from './pair';
import { session, sessionCall } from './session-steps';
import { Step } from './step';
import { shown } from './world';

// Characters: a few names (one clashing by case, one bad), classes with their specs and a spec of
// another class, so the one-main rule, name clashes and the pack's checks all come up.

const names = ['Lunaria', 'lunaria', 'Thorgrim', 'Zefir', '<b>x</b>'] as const;
const realms = [undefined, 'Argent Dawn', 'argent dawn'] as const;
/** Class and spec pairs: good ones, a spec of another class, an unknown class. */
const classSpecs: ReadonlyArray<readonly [string, string]> = [
  ['druid', 'restoration'],
  ['warrior', 'protection'],
  ['mage', 'frost'],
  ['death-knight', 'frost'],
  ['druid', 'frost'],
  ['bard', 'lute'],
];

/** A character id: both stores count ids from 1 and never give one twice, so the same id names the same character. */
const characterId = fc.constantFrom('1', '2', '3', '4', '5', 'x');

const characterInput = fc
  .record({
    name: fc.constantFrom(...names),
    realm: fc.constantFrom(...realms),
    classSpec: fc.constantFrom(...classSpecs),
    main: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ name, realm, classSpec: [classId, specId], main }) => {
    const input: Record<string, unknown> = { name, classId, specId };
    if (realm !== undefined) input.realm = realm;
    if (main !== undefined) input.main = main;
    return input;
  });

const characterPatch = fc.oneof(
  fc.record({ main: fc.boolean() }),
  fc.constantFrom(...classSpecs).map(([classId, specId]) => ({ classId, specId })),
  fc.record({ specId: fc.constantFrom('frost', 'restoration', 'fury') }),
  fc.record({ name: fc.constantFrom(...names) }),
  fc.record({ realm: fc.constantFrom(null, 'Argent Dawn') }),
);

export const characterSteps: Array<fc.Arbitrary<Step>> = [
  fc.record({ held: session, input: characterInput }).map(
    ({ held, input }) =>
      new Step(`addCharacter(session ${held}, ${shown(input)})`, async (_agreed, pair) => {
        await both(pair, 'addCharacter', (side) => side.api.addCharacter(tokenOf(side, held), input));
      }),
  ),
  fc.record({ held: session, id: characterId, patch: characterPatch }).map(
    ({ held, id, patch }) =>
      new Step(`updateCharacter(session ${held}, ${id}, ${shown(patch)})`, async (_agreed, pair) => {
        await both(pair, 'updateCharacter', (side) => side.api.updateCharacter(tokenOf(side, held), id, patch));
      }),
  ),
  fc.record({ held: session, id: characterId }).map(
    ({ held, id }) =>
      new Step(`removeCharacter(session ${held}, ${id})`, async (_agreed, pair) => {
        await both(pair, 'removeCharacter', (side) => side.api.removeCharacter(tokenOf(side, held), id));
      }),
  ),
  sessionCall('myCharacters'),
];
