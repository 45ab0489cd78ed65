import type { LootAwardView } from '../loot/loot-types';
import { formatLocalDate, toZoned } from '../schedule/zoned-time';
import { toCsv } from './csv';

export const lootSheetHeader = [
  'Data',
  'Godzina',
  'Postać w dodatku',
  'Osoba w panelu',
  'Przedmiot',
  'ID przedmiotu',
  'Odpowiedź',
  'Spec',
  'Instancja',
  'Boss',
  'Trudność',
  'Notatka',
  'Identyfikator nagrody',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The guild's loot for a spreadsheet (the same `toCsv` as the attendance: BOM, `;`, no formulas), one
 * line per award in the guild's time zone, with the raider the award belongs to now. The file for
 * thatsmybis is another one (`lootCsv`, its own columns): this one is for people.
 */
export function lootSheetCsv(awards: readonly LootAwardView[], timeZone: string): string {
  const rows = awards.map((award) => {
    const at = toZoned(Date.parse(award.awardedAt), timeZone);
    return [
      formatLocalDate(at),
      `${twoDigits(at.hour)}:${twoDigits(at.minute)}`,
      award.player,
      award.raider ?? 'bez postaci w panelu',
      award.itemName,
      award.itemId,
      award.response,
      award.offspec ? 'off-spec' : 'main spec',
      award.instance,
      award.boss,
      award.difficulty ?? '',
      award.note ?? '',
      award.id,
    ];
  });
  return toCsv(lootSheetHeader, rows);
}
