/** The addons whose exports the panel reads (`format` of an import). */
export const lootFormats = ['rclootcouncil-csv', 'rclootcouncil-json', 'gargul-tmb', 'thatsmybis'] as const;
export type LootFormat = (typeof lootFormats)[number];

/** The largest export `POST /api/loot/import` reads (a season of a big guild's history is well under it). */
export const maxLootImportMegabytes = 5;

/**
 * One award as the guild keeps it: who got which item, as the addon wrote it. `player` is the name the
 * export gives (`Name-Realm` or `Name`); which raider it is follows from the characters when read, so an
 * award waits for its character and follows the character to its owner.
 */
export interface LootAward {
  /** The award's key across imports: the addon's own id with its source (`rclc:1536775847-4`). */
  id: string;
  player: string;
  itemId: number;
  /** As the export names it; empty when it names none (Gargul's TMB export). */
  itemName: string;
  /** The loot council's response (`Mainspec/Need`), or the main / off-spec flag of exports that keep only that. */
  response: string;
  /** Taken for the off-spec (the response or the export's flag says so). */
  offspec: boolean;
  /** ISO instant. */
  awardedAt: string;
  /** Empty when the export names none. */
  instance: string;
  boss: string;
  difficulty?: string;
  note?: string;
}

/** An award as the API answers it: with the raider and the character it matched, when it did. */
export interface LootAwardView extends LootAward {
  raider?: string;
  characterId?: string;
}

/** What an import did: awards added, awards already kept, players no character matches yet, lines left out. */
export interface LootImportResult {
  imported: number;
  duplicates: number;
  unmatched: Array<{ player: string; awards: number }>;
  skipped: Array<{ line: number; reason: string }>;
}
