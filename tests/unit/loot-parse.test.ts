import { describe, expect, it } from 'vitest';
import { rclootcouncilFields } from './helpers/rclootcouncil-writer';
import { csvFields, detectLootFormat, lootMessages, parseLootExport, type LootFormat } from '../../src/domain/loot';
import { firstRclootcouncilAward, lootFixture as fixture } from '../kit/loot';

const options = { timeZone: 'Europe/Warsaw', now: new Date('2026-11-01T12:00:00Z') };
const parsed = (text: string, format?: LootFormat) => {
  const outcome = parseLootExport(text, { ...options, format });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};

describe('RCLootCouncil CSV (ExportCSV)', () => {
  const { format, awards, skipped } = parsed(fixture('rclootcouncil-history.csv'));

  it('is recognised by its header and keyed on the award id', () => {
    expect(format).toBe('rclootcouncil-csv');
    expect(skipped).toEqual([]);
    expect(awards.map((award) => award.id)).toEqual([
      'rclc:1790880067-3',
      'rclc:1790881544-7',
      'rclc:1791483120-2',
      'rclc:1791487815-11',
      'rclc:1791488700-12',
    ]);
  });

  it('reads every field as the writer wrote it', () => {
    expect(awards[0]).toEqual(firstRclootcouncilAward);
  });

  it('keeps commas inside quoted fields, and quotes inside unquoted ones raw', () => {
    expect(awards[1]).toMatchObject({ itemName: 'Khor, Hammer of the Corrupted', note: 'He said "BiS"', offspec: true });
    expect(awards[2]).toMatchObject({ boss: 'Sikran, Captain of the Sureki', note: '"BiS" for me, really' });
  });

  it('reads the older dd/mm/yy date and a nil vote', () => {
    expect(awards[4]).toMatchObject({ player: 'Nowy-BurningLegion', awardedAt: '2026-10-08T19:45:00.000Z' });
  });
});

describe('RCLootCouncil JSON (ExportJSON)', () => {
  it('gives the same awards as the CSV of the same history', () => {
    const json = parsed(fixture('rclootcouncil-history.json'));
    expect(json.format).toBe('rclootcouncil-json');
    expect(json.awards).toEqual(parsed(fixture('rclootcouncil-history.csv')).awards);
  });
});

describe("Gargul's TMB export", () => {
  it('reads date, character, item, the off-spec flag and the checksum id', () => {
    const { format, awards } = parsed(fixture('gargul-tmb.csv'));
    expect(format).toBe('gargul-tmb');
    expect(awards[1]).toEqual({
      id: 'gargul:5e1d2c3b4a5968778695',
      player: 'Lunaria',
      itemId: 160679,
      itemName: '',
      response: 'Offspec',
      offspec: true,
      awardedAt: '2026-09-30T22:00:00.000Z',
      instance: '',
      boss: '',
    });
    expect(awards[2]!.player).toBe("Zefir-Quel'Thalas");
  });
});

describe("thatsmybis' loot CSV", () => {
  it('reads its columns; a row without an import id is keyed on what it says', () => {
    const { format, awards } = parsed(fixture('thatsmybis-loot.csv'));
    expect(format).toBe('thatsmybis');
    expect(awards.map((award) => award.id)).toEqual(['tmb:tmb-1001', 'tmb:tmb-1002', 'tmb:zefir|225574|2026-10-08|OS|1']);
    expect(awards[1]).toMatchObject({ itemName: 'Cloak of Fervent Devotion', note: 'BiS, really', offspec: false });
    expect(awards[2]).toMatchObject({ offspec: true, response: 'Offspec' });
  });
});

const header =
  'player,date,time,id,item,itemID,itemString,response,votes,class,instance,boss,difficultyID,mapID,groupSize,gear1,gear2,responseID,isAwardReason,subType,equipLoc,note,owner';
const columns = header.split(',');
/** A line as the addon writes it, with some fields replaced by raw text. */
const row = (fields: Partial<Record<string, string>>) =>
  rclootcouncilFields({
    player: 'Thorgrim-BurningLegion',
    date: '2026/10/01',
    time: '20:41:07',
    id: '1790880067-3',
    itemId: 212394,
    itemName: 'Ring',
    response: 'Mainspec/Need',
    instance: 'Nerub-ar Palace-Heroic',
    boss: 'Ulgrax',
  })
    .map((value, index) => fields[columns[index]!] ?? value)
    .join(',');

describe('odd inputs', () => {
  it.each([
    ['a header ending in spaces and tabs', `${header} \t\r\n${row({})} \t\t\r\n`, 1, []],
    ['lines ending in \\n only', `${header}\n${row({})}\n`, 1, []],
    ['a byte-order mark', `\uFEFF${header}\r\n${row({})}`, 1, []],
    ['a missing id', `${header}\r\n${row({ id: '' })}`, 0, [{ line: 2, reason: lootMessages.noId }]],
    ['an item id that is not a number', `${header}\r\n${row({ itemID: 'abc' })}`, 0, [{ line: 2, reason: lootMessages.badItem }]],
    ['a markup player', `${header}\r\n${row({ player: '<b>x</b>' })}`, 0, [{ line: 2, reason: lootMessages.badPlayer }]],
    ['a line with a field too many', `${header}\r\n${row({ note: 'a' })},extra`, 0, [{ line: 2, reason: lootMessages.fieldCount(23, 24) }]],
    [
      'an unreadable date with an id of no time',
      `${header}\r\n${row({ id: '12-1', date: 'wczoraj' })}`,
      0,
      [{ line: 2, reason: lootMessages.badDate }],
    ],
    ['an id of no time falls back to the date', `${header}\r\n${row({ id: '12-1' })}`, 1, []],
    ['blank lines between', `${header}\r\n\r\n${row({})}\r\n\r\n`, 1, []],
    ['unicode in a note', `${header}\r\n${row({ note: 'Żółć 🐉' })}`, 1, []],
    ['an unquoted quote at the start of a note', `${header}\r\n${row({ note: '"BiS"' })}`, 1, []],
  ])('%s', (_name, text, count, skipped) => {
    const outcome = parsed(text);
    expect(outcome.awards).toHaveLength(count);
    expect(outcome.skipped).toEqual(skipped);
  });

  it('keeps a note that is only quotes as written', () => {
    expect(parsed(`${header}\r\n${row({ note: '"BiS"' })}`).awards[0]!.note).toBe('"BiS"');
  });

  it.each([
    ['empty text', '', lootMessages.empty],
    ['blanks', ' \r\n\t', lootMessages.empty],
    ['another CSV', 'name,class\r\nThorgrim,WARRIOR', lootMessages.unknownFormat],
    ['markup', '<html><body>loot</body></html>', lootMessages.unknownFormat],
    ['broken JSON', '[{"player":"Thorgrim"', lootMessages.brokenJson],
    ['JSON that is not a list', '{"player":"Thorgrim"}', lootMessages.notList],
  ])('refuses %s whole, in Polish', (_name, text, message) => {
    expect(parseLootExport(text, options)).toEqual({ ok: false, message });
  });

  it('refuses a file that is not the format named', () => {
    const outcome = parseLootExport(fixture('gargul-tmb.csv'), { ...options, format: 'rclootcouncil-csv' });
    expect(outcome).toMatchObject({ ok: false, message: expect.stringContaining('player,date,time,id') });
  });

  it("reads Gargul's export as thatsmybis does when that is the format named", () => {
    expect(parsed(fixture('gargul-tmb.csv'), 'thatsmybis').awards).toHaveLength(3);
  });

  it('reads JSON entries with a backslash or a tab in a note (the writer escapes only quotes)', () => {
    const text = '[{"player":"Thorgrim","id":"1790880067-3","itemID":212394,"note":"C:\\dom\\n\tx","response":"Mainspec/Need"}]';
    expect(parsed(text).awards[0]!.note).toBe('C:\\dom\\n x');
  });

  it.each([
    ['rclootcouncil-history.csv', 'rclootcouncil-csv'],
    ['rclootcouncil-history.json', 'rclootcouncil-json'],
    ['gargul-tmb.csv', 'gargul-tmb'],
    ['thatsmybis-loot.csv', 'thatsmybis'],
  ])('detects %s as %s', (name, format) => {
    expect(detectLootFormat(fixture(name))).toBe(format);
  });
});

describe('csvFields', () => {
  it.each([
    ['a,b,c', 'only-with-comma', ['a', 'b', 'c']],
    ['"a,b",c', 'only-with-comma', ['a,b', 'c']],
    ['"a",c', 'only-with-comma', ['"a"', 'c']],
    ['"a",c', 'standard', ['a', 'c']],
    ['x"y,z', 'only-with-comma', ['x"y', 'z']],
    ['"""q"", r",s', 'only-with-comma', ['"q", r', 's']],
    [',,', 'standard', ['', '', '']],
    ['"open,', 'only-with-comma', ['"open', '']],
  ] as const)('%s (%s)', (line, quoting, fields) => {
    expect(csvFields(line, quoting)).toEqual(fields);
  });
});
