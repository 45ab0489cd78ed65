export * from './loot-types';
export { lootMessages } from './loot-messages';
export { detectLootFormat, parseLootExport, rclootcouncilCsvHeader, gargulTmbHeader, type ParsedLootExport } from './loot-formats';
export { csvFields, exportLines, rclootcouncilEscape, standardEscape } from './loot-csv';
export { playerMatcher, realmKey, splitPlayer } from './loot-players';
export { lootCsv, lootCsvHeader } from './loot-export';
export { lootImportSchema, lootQuerySchema, validateLootImport } from './loot-import-input';
export { lootCountsByRaider } from './loot-counts';
