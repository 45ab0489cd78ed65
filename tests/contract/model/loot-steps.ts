import fc from 'fast-check';
import { rclootcouncilCsv } from '../../unit/helpers/rclootcouncil-writer';
import { both, tokenOf } from './pair';
import { session, sessionCall } from './session-steps';
import { Step } from './step';
import { shown } from './world';

// Loot: small exports whose players are the character steps' names (some with a realm that matches,
// some ambiguous, one nobody has), imported again and again, and read with a few filters.

const entry = (player: string, seconds: number, counter: number) => ({
  player,
  date: '2026/03/03',
  time: '20:30:00',
  id: `${seconds}-${counter}`,
  itemId: 212_394 + counter,
  itemName: counter % 2 ? 'Khor, Hammer of the Corrupted' : "Sureki Zealot's Insignia",
  response: counter % 3 ? 'Mainspec/Need' : 'Offspec/Greed',
  instance: 'Nerub-ar Palace-Heroic',
  boss: 'Ulgrax the Devourer',
  note: counter % 4 ? undefined : 'He said "BiS"',
});

const exports: readonly unknown[] = [
  {
    data: rclootcouncilCsv([
      entry('Lunaria-ArgentDawn', 1_772_566_200, 1),
      entry('Thorgrim-Silvermoon', 1_772_566_260, 2),
      entry('Zefir', 1_772_566_320, 3),
    ]),
  },
  { data: rclootcouncilCsv([entry('Lunaria-ArgentDawn', 1_772_566_200, 1), entry('Nikt-ArgentDawn', 1_773_000_000, 4)]) },
  { data: 'dateTime,character,itemID,offspec,id\n2026-03-05,Zefir,160679,1,5e1d2c3b4a5968778695\n2026-03-05,Lunaria,1,0,' },
  { data: 'character,date,itemID,itemName,offspec\r\nThorgrim,2026-03-10,212405,Cloak,0\r\nThorgrim,2026-03-10,212405,Cloak,0\r\n' },
  { data: 'name,class\nThorgrim,WARRIOR' },
  { data: 'dateTime,character,itemID,offspec,id\n2026-03-05,Zefir,160679,1,x', format: 'rclootcouncil-csv' },
];

const queries: ReadonlyArray<Record<string, string>> = [
  {},
  { from: '2026-03-04' },
  { to: '2026-03-03' },
  { raider: 'Ania' },
  { from: '3.03.2026' },
];

export const lootSteps: Array<fc.Arbitrary<Step>> = [
  fc.record({ held: session, input: fc.constantFrom(...exports) }).map(
    ({ held, input }) =>
      new Step(`importLoot(session ${held}, ${shown(input).slice(0, 60)})`, async (_agreed, pair) => {
        await both(pair, 'importLoot', (side) => side.api.importLoot(tokenOf(side, held), input));
      }),
  ),
  fc.record({ held: session, query: fc.constantFrom(...queries) }).map(
    ({ held, query }) =>
      new Step(`loot(session ${held}, ${shown(query)})`, async (_agreed, pair) => {
        await both(pair, 'loot', (side) => side.api.loot(tokenOf(side, held), query));
      }),
  ),
  sessionCall('myLoot'),
];
