import { rclootcouncilCsvHeader, rclootcouncilEscape } from '../../../src/domain/loot';

/** One history entry as RCLootCouncil keeps it (the fields `ExportCSV` writes). */
export interface HistoryEntry {
  player: string;
  date: string;
  time: string;
  id: string;
  itemId: number;
  itemName: string;
  response: string;
  votes?: number;
  instance: string;
  boss: string;
  note?: string;
}

/**
 * `LootHistory:ExportCSV` of RCLootCouncil2 (Modules/History/lootHistory.lua), line for line: the item
 * link, response, instance, boss, replaced gear and note go through `CSVEscape` (quoted only when they
 * hold a comma); the rest is `tostring`'d as it is (`votes` nil is `nil`); every line ends in `\r\n`.
 */
export function rclootcouncilCsv(entries: readonly HistoryEntry[]): string {
  const lines = entries.map((entry) => rclootcouncilFields(entry).join(','));
  return [rclootcouncilCsvHeader, ...lines].map((line) => `${line}\r\n`).join('');
}

/** The 23 fields `ExportCSV` writes for one entry, in its header's order. */
export function rclootcouncilFields(entry: HistoryEntry): string[] {
  const link = `|cffa335ee|Hitem:${entry.itemId}::::::::80:73::5:4:10355:6652:1540:10255|h[${entry.itemName}]|h|r`;
  return [
    entry.player,
    entry.date,
    entry.time,
    entry.id,
    rclootcouncilEscape(link),
    String(entry.itemId),
    `item:${entry.itemId}::::::::80:73::5:4:10355:6652:1540:10255`,
    rclootcouncilEscape(entry.response),
    entry.votes === undefined ? 'nil' : String(entry.votes),
    'WARRIOR',
    rclootcouncilEscape(entry.instance),
    rclootcouncilEscape(entry.boss),
    '15',
    '2657',
    '20',
    '',
    '',
    '1',
    'false',
    'Miscellaneous',
    'Trinket',
    rclootcouncilEscape(entry.note ?? ''),
    'Unknown',
  ];
}

/** `LootHistory:ExportJSON`: written by hand, only `"` escaped (`QuotesEscape`), `itemID` and `votes` bare. */
export function rclootcouncilJson(entries: readonly HistoryEntry[]): string {
  const quoted = (text: string) => text.replaceAll('"', '\\"');
  const objects = entries.map(
    (entry) =>
      `{"player":"${entry.player}","date":"${entry.date}","time":"${entry.time}","id":"${entry.id}","itemID":${entry.itemId},` +
      `"itemString":"item:${entry.itemId}","response":"${quoted(entry.response)}","votes":${entry.votes ?? 0},"class":"WARRIOR",` +
      `"instance":"${quoted(entry.instance)}","boss":"${quoted(entry.boss)}","gear1":"","gear2":"","responseID":"1",` +
      `"isAwardReason":"false","rollType":"normal","subType":"Miscellaneous","equipLoc":"Trinket","note":"${quoted(entry.note ?? '')}",` +
      `"owner":"Unknown","itemName":"${quoted(entry.itemName)}","servertime":"${entry.id.split('-')[0]}"}`,
  );
  return `[${objects.join(',')}]`;
}
