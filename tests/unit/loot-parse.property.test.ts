import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lootCsv, parseLootExport, type LootAward } from '../../src/domain/loot';
import { rclootcouncilCsv, rclootcouncilJson, type HistoryEntry } from './helpers/rclootcouncil-writer';

const options = { timeZone: 'Europe/Warsaw', now: new Date('2026-11-01T12:00:00Z') };

/** Text as the addon's one-line edit boxes give it: commas, quotes, backslashes, Polish letters, pipes. */
const text = fc.string({ unit: fc.constantFrom(...'ab Z,"\\\'ąż€|-/:'.split(''), '🐉'), maxLength: 24 }).map((value) => value.trim());
/**
 * `CSVEscape` quotes only fields holding a comma, so a field without one that starts with a quote is
 * written as it is and cannot be told from a quoted field when a later one ends in a quote: such text
 * reads back as the addon's own importer reads it. The round trip holds for every other text.
 */
const csvText = text.filter((value) => !value.startsWith('"') || value.includes(','));
/** The JSON writer escapes quotes only: a text ending in a backslash escapes its own closing quote. */
const jsonText = text.filter((value) => !value.endsWith('\\'));

const players = ['Thorgrim-BurningLegion', "Zefir-Quel'Thalas", 'Lunaria', 'Żółw-Burning Legion'];
const seconds = fc.integer({ min: 1_600_000_000, max: 1_900_000_000 });

const entries = (field: fc.Arbitrary<string>) =>
  fc.uniqueArray(
    fc.record({
      player: fc.constantFrom(...players),
      seconds,
      counter: fc.integer({ min: 1, max: 999 }),
      itemId: fc.integer({ min: 1, max: 999_999 }),
      itemName: field.map((value) => value.replace(/[[\]|\\]/g, '').trim() || 'Ring'),
      response: field,
      votes: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
      instance: fc.constantFrom('Nerub-ar Palace', 'Uldir', "Battle of Dazar'alor"),
      difficulty: fc.constantFrom('Normal', 'Heroic', 'Mythic'),
      boss: field,
      note: field,
    }),
    { selector: (entry) => `${entry.seconds}-${entry.counter}`, maxLength: 12 },
  );

type GeneratedEntry = { seconds: number; counter: number; instance: string; difficulty: string } & Omit<
  HistoryEntry,
  'id' | 'date' | 'time' | 'instance'
>;

const asHistory = (generated: readonly GeneratedEntry[]): HistoryEntry[] =>
  generated.map(({ seconds: at, counter, instance, difficulty, ...entry }) => ({
    ...entry,
    id: `${at}-${counter}`,
    date: new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '/'),
    time: new Date(at * 1000).toISOString().slice(11, 19),
    instance: `${instance}-${difficulty}`,
  }));

/** The award the panel should keep for an entry the addon wrote. */
const expected = (entry: HistoryEntry): LootAward => {
  const award: LootAward = {
    id: `rclc:${entry.id}`,
    player: entry.player,
    itemId: entry.itemId,
    itemName: entry.itemName,
    response: entry.response,
    offspec: /off[\s-]?spec|greed|^os$/i.test(entry.response),
    awardedAt: new Date(Number(entry.id.split('-')[0]) * 1000).toISOString(),
    instance: entry.instance.slice(0, entry.instance.lastIndexOf('-')),
    difficulty: entry.instance.slice(entry.instance.lastIndexOf('-') + 1),
    boss: entry.boss,
  };
  if (entry.note) award.note = entry.note;
  return award;
};

describe('the addon writes, the panel reads', () => {
  it.each([
    ['CSV', 'rclootcouncil-csv', csvText, rclootcouncilCsv],
    ['JSON', 'rclootcouncil-json', jsonText, rclootcouncilJson],
  ] as const)("RCLootCouncil's %s reads back entry for entry", (_name, format, fieldText, write) => {
    fc.assert(
      fc.property(entries(fieldText), (generated) => {
        const history = asHistory(generated);
        const outcome = parseLootExport(write(history), options);
        expect(outcome).toEqual({ ok: true, format, awards: history.map(expected), skipped: [] });
      }),
    );
  });

  it('our CSV export reads back with the same ids, players, items and flags (re-importing it adds nothing)', () => {
    fc.assert(
      fc.property(entries(text), (generated) => {
        const awards = asHistory(generated).map(expected);
        const outcome = parseLootExport(lootCsv(awards, options.timeZone), options);
        if (!outcome.ok) throw new Error(outcome.message);
        // An award without a response reads back as its flag, as every export without responses does.
        const response = (award: LootAward) => award.response || (award.offspec ? 'Offspec' : 'Mainspec');
        const kept = (award: LootAward) => [
          award.id,
          award.player,
          award.itemId,
          award.itemName,
          award.offspec,
          award.note,
          response(award),
          award.boss,
        ];
        expect(outcome.awards.map(kept)).toEqual(awards.map(kept));
      }),
    );
  });
});
