import * as v from 'valibot';
import { csvFields, exportLines, type CsvQuoting, type NumberedLine } from './loot-csv';
import { exportInstant, serverTimeOfId } from './loot-dates';
import { lootMessages } from './loot-messages';
import { firstIssue, instanceAndDifficulty, isOffspecResponse, isYes, itemIdField, itemNameOf, playerField, textField } from './loot-rows';
import type { LootAward, LootFormat } from './loot-types';

/** The header RCLootCouncil's `ExportCSV` writes (Modules/History/lootHistory.lua). */
export const rclootcouncilCsvHeader =
  'player,date,time,id,item,itemID,itemString,response,votes,class,instance,boss,difficultyID,mapID,groupSize,gear1,gear2,responseID,isAwardReason,subType,equipLoc,note,owner';
/** The header of Gargul's TMB export (`Exporter:transformEntriesToTMBFormat`). */
export const gargulTmbHeader = 'dateTime,character,itemID,offspec,id';

const thatsmybisPlayer = ['player', 'character', 'name'] as const;
const thatsmybisItem = ['itemID', 'item_id'] as const;

/** What an export held: its awards in file order and the lines left out, each with its reason. */
export interface ParsedLootExport {
  format: LootFormat;
  awards: LootAward[];
  skipped: Array<{ line: number; reason: string }>;
}

export type LootParseOutcome = ({ ok: true } & ParsedLootExport) | { ok: false; message: string };

const headerOf = (line: string) => csvFields(line, 'standard').map((name) => name.trim());

/** Which export this is, from its first characters and header line; `null` when none of ours. */
export function detectLootFormat(text: string): LootFormat | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'rclootcouncil-json';
  const header = headerOf(exportLines(start)[0]?.text ?? '');
  if (header.join(',') === gargulTmbHeader) return 'gargul-tmb';
  if (header.slice(0, 4).join(',') === 'player,date,time,id' && header.includes('itemID')) return 'rclootcouncil-csv';
  const has = (names: readonly string[]) => names.some((name) => header.includes(name));
  return has(thatsmybisPlayer) && has(thatsmybisItem) ? 'thatsmybis' : null;
}

interface Context {
  timeZone: string;
  skipped: ParsedLootExport['skipped'];
}

/** Each data line of a CSV export as `{column: value}`, or a skipped line when its fields do not fit the header. */
function csvRecords(lines: NumberedLine[], quoting: CsvQuoting, context: Context): Array<{ line: number; record: Record<string, string> }> {
  const header = headerOf(lines[0]!.text);
  return lines.slice(1).flatMap(({ number, text }) => {
    const fields = csvFields(text, quoting);
    if (fields.length !== header.length) {
      context.skipped.push({ line: number, reason: lootMessages.fieldCount(header.length, fields.length) });
      return [];
    }
    return [{ line: number, record: Object.fromEntries(header.map((name, index) => [name, fields[index]!])) }];
  });
}

/** Runs `schema` on one entry: its award, or the entry is skipped with the first reason. */
function awardOf<Output>(
  schema: v.GenericSchema<unknown, Output>,
  entry: unknown,
  line: number,
  context: Context,
  build: (fields: Output) => LootAward | string,
): LootAward[] {
  const checked = v.safeParse(schema, entry);
  const award = checked.success ? build(checked.output) : firstIssue(checked.issues);
  if (typeof award === 'string') {
    context.skipped.push({ line, reason: award });
    return [];
  }
  return [award];
}

const withOptional = (award: LootAward, fields: { difficulty?: string; note?: string }): LootAward => {
  if (fields.difficulty) award.difficulty = fields.difficulty;
  if (fields.note) award.note = fields.note;
  return award;
};

// RCLootCouncil: the award id is the key; its server time the instant (the date and time are the realm's
// wall clock, and the same award shows an hour apart across time zones). The date is the fallback.
const rclootcouncilEntry = v.looseObject({
  player: playerField,
  id: v.pipe(v.string(lootMessages.noId), v.trim(), v.regex(/^\d+-\d+$/, lootMessages.noId)),
  date: textField(20),
  time: textField(20),
  itemID: itemIdField,
  item: textField(400),
  itemName: textField(200),
  response: textField(100),
  instance: textField(100),
  boss: textField(100),
  note: textField(200),
});

function rclootcouncilAward(fields: v.InferOutput<typeof rclootcouncilEntry>, context: Context): LootAward | string {
  const awardedAt = serverTimeOfId(fields.id) ?? exportInstant(fields.date, fields.time, context.timeZone);
  if (!awardedAt) return lootMessages.badDate;
  const { instance, difficulty } = instanceAndDifficulty(fields.instance);
  return withOptional(
    {
      id: `rclc:${fields.id}`,
      player: fields.player,
      itemId: fields.itemID,
      itemName: fields.itemName || itemNameOf(fields.item),
      response: fields.response,
      offspec: isOffspecResponse(fields.response),
      awardedAt,
      instance,
      boss: fields.boss,
    },
    { difficulty, note: fields.note },
  );
}

const gargulEntry = v.object({
  dateTime: textField(40),
  character: playerField,
  itemID: itemIdField,
  offspec: textField(10),
  id: v.pipe(textField(64), v.minLength(1, lootMessages.noId)),
});

const thatsmybisEntry = v.looseObject({
  player: playerField,
  itemID: itemIdField,
  itemName: textField(200),
  date: textField(40),
  note: textField(200),
  offspec: textField(10),
  importId: textField(64),
  response: textField(100),
  instance: textField(100),
  boss: textField(100),
});

/** An import id that is already one of our keys (our own export read back) stays it. */
const keyOf = (importId: string) => (/^(rclc|gargul|tmb):/.test(importId) ? importId : `tmb:${importId}`);

/** The exports without a response keep the flag only; it shows as the council's usual words. */
const flagResponse = (offspec: boolean) => (offspec ? 'Offspec' : 'Mainspec');

function parseRclootcouncilCsv(lines: NumberedLine[], context: Context): LootAward[] {
  return csvRecords(lines, 'only-with-comma', context).flatMap(({ line, record }) =>
    awardOf(rclootcouncilEntry, record, line, context, (fields) => rclootcouncilAward(fields, context)),
  );
}

/**
 * RCLootCouncil's JSON is written by hand (`ExportJSON`): only quotes are escaped (`\"`), every other
 * character goes in as it is, so `\n` in a note is a backslash and an n, and a tab breaks strict JSON.
 * Read with the writer's rules first; a file a tool re-saved as strict JSON is read strictly.
 */
function readWriterJson(text: string): unknown {
  const asWritten = text
    .replace(/\\(?!")/g, '\\\\')
    // eslint-disable-next-line no-control-regex -- the raw control characters the writer leaves in
    .replace(/[\u0000-\u001f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  try {
    return JSON.parse(asWritten);
  } catch {
    return JSON.parse(text);
  }
}

function parseRclootcouncilJson(text: string, context: Context): LootAward[] | string {
  let value: unknown;
  try {
    value = readWriterJson(text.replace(/^\uFEFF/, '').trim());
  } catch {
    return lootMessages.brokenJson;
  }
  if (!Array.isArray(value)) return lootMessages.notList;
  // A JSON entry has no line of its own: its place in the list (from 1) stands for it.
  return value.flatMap((entry, index) =>
    awardOf(rclootcouncilEntry, entry, index + 1, context, (fields) => rclootcouncilAward(fields, context)),
  );
}

function parseGargul(lines: NumberedLine[], context: Context): LootAward[] {
  return csvRecords(lines, 'standard', context).flatMap(({ line, record }) =>
    awardOf(gargulEntry, record, line, context, (fields) => {
      const awardedAt = exportInstant(fields.dateTime, undefined, context.timeZone);
      if (!awardedAt) return lootMessages.badDate;
      const offspec = isYes(fields.offspec);
      return {
        id: `gargul:${fields.id}`,
        player: fields.character,
        itemId: fields.itemID,
        itemName: '',
        response: flagResponse(offspec),
        offspec,
        awardedAt,
        instance: '',
        boss: '',
      };
    }),
  );
}

/** The first of `names` the record has, as thatsmybis' importer reads its columns. */
const column = (record: Record<string, string>, names: readonly string[]) =>
  names.map((name) => record[name]).find((value) => value !== undefined);

function parseThatsmybis(lines: NumberedLine[], context: Context, now: Date): LootAward[] {
  // Rows without an import id are keyed on what they say and how many times the file said it before,
  // so the same file imported twice gives the same keys, and two equal awards in one file stay two.
  const seen = new Map<string, number>();
  return csvRecords(lines, 'standard', context).flatMap(({ line, record }) => {
    const entry = {
      player: column(record, thatsmybisPlayer),
      itemID: column(record, thatsmybisItem),
      itemName: column(record, ['itemName', 'item_name', 'item']),
      date: column(record, ['date', 'dateTime', 'date_time', 'received_at']),
      note: column(record, ['note', 'publicNote', 'public_note']),
      offspec: column(record, ['offspec', 'is_offspec']),
      importId: column(record, ['import_id', 'id']),
      response: record.response,
      instance: record.instance,
      boss: record.boss,
    };
    return awardOf(thatsmybisEntry, entry, line, context, (fields) => {
      const awardedAt = fields.date ? exportInstant(fields.date, undefined, context.timeZone) : now.toISOString();
      if (!awardedAt) return lootMessages.badDate;
      // As thatsmybis reads it: the column when it says, else an off-spec word in the note or response.
      const offspec = fields.offspec ? isYes(fields.offspec) : isOffspecResponse(fields.note) || isOffspecResponse(fields.response);
      const content = [fields.player.toLowerCase(), fields.itemID, fields.date, fields.note].join('|');
      const repeat = (seen.get(content) ?? 0) + 1;
      seen.set(content, repeat);
      return withOptional(
        {
          id: fields.importId ? keyOf(fields.importId) : `tmb:${content}|${repeat}`,
          player: fields.player,
          itemId: fields.itemID,
          itemName: itemNameOf(fields.itemName),
          response: fields.response || flagResponse(offspec),
          offspec,
          awardedAt,
          instance: fields.instance,
          boss: fields.boss,
        },
        { note: fields.note },
      );
    });
  });
}

export interface LootParseOptions {
  /** The format named by the officer; detected from the header when absent. */
  format?: LootFormat;
  /** The guild's time zone: dates without an instant are read in it. */
  timeZone: string;
  /** When an award without a date (thatsmybis) was given: the import's time. */
  now: Date;
}

const expectedHeader: Record<LootFormat, string> = {
  'rclootcouncil-csv': rclootcouncilCsvHeader,
  'rclootcouncil-json': '[{"player":…,"id":…,"itemID":…}]',
  'gargul-tmb': gargulTmbHeader,
  thatsmybis: 'character (lub player, name), itemID (lub item_id), date, note, offspec, import_id',
};

/**
 * An addon's loot export read into awards: RCLootCouncil's CSV and JSON, Gargul's TMB CSV, thatsmybis'
 * CSV. Lines that are not awards are skipped with a Polish reason; a text that is none of these
 * exports (or not the one named) is refused whole, with what was expected.
 */
export function parseLootExport(text: string, options: LootParseOptions): LootParseOutcome {
  if (!text.trim()) return { ok: false, message: lootMessages.empty };
  const detected = detectLootFormat(text);
  const format = options.format ?? detected;
  if (!format) return { ok: false, message: lootMessages.unknownFormat };
  // thatsmybis reads any CSV with its columns, Gargul's TMB export among them.
  const fits = detected === format || (format === 'thatsmybis' && detected === 'gargul-tmb');
  if (!fits) return { ok: false, message: lootMessages.wrongHeader(expectedHeader[format]) };
  const context: Context = { timeZone: options.timeZone, skipped: [] };
  if (format === 'rclootcouncil-json') {
    const awards = parseRclootcouncilJson(text, context);
    return typeof awards === 'string' ? { ok: false, message: awards } : { ok: true, format, awards, skipped: context.skipped };
  }
  const lines = exportLines(text);
  const awards =
    format === 'rclootcouncil-csv'
      ? parseRclootcouncilCsv(lines, context)
      : format === 'gargul-tmb'
        ? parseGargul(lines, context)
        : parseThatsmybis(lines, context, options.now);
  return { ok: true, format, awards, skipped: context.skipped };
}
