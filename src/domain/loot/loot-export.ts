import { formatLocalDate, toZoned } from '../schedule/zoned-time';
import { standardEscape } from './loot-csv';
import type { LootAward } from './loot-types';

/**
 * The columns of the guild's loot as CSV: the ones thatsmybis' "Import Loot From CSV" reads (`player`
 * split at the dash, `date` as `YYYY-MM-DD`, `itemID`, `itemName`, `offspec`, `note`, `id` as its import
 * id), then the response, instance and boss, which it ignores and this panel reads back.
 */
export const lootCsvHeader = 'player,date,itemID,itemName,offspec,note,id,response,instance,boss';

/** The awards as CSV in thatsmybis' import format, one line each, dates in the guild's time zone. */
export function lootCsv(awards: readonly LootAward[], timeZone: string): string {
  const lines = awards.map((award) =>
    [
      award.player,
      formatLocalDate(toZoned(Date.parse(award.awardedAt), timeZone)),
      String(award.itemId),
      award.itemName,
      award.offspec ? '1' : '0',
      award.note ?? '',
      award.id,
      award.response,
      award.instance,
      award.boss,
    ]
      .map(standardEscape)
      .join(','),
  );
  return [lootCsvHeader, ...lines].join('\r\n') + '\r\n';
}
