import type { Actor } from '../../src/domain/service';
import type { GuildImportSummary } from '../../src/domain/guild-export/guild-export-terms';
import type { GuildExport } from '../guild-export/guild-export';
import type { RaidHelperImports } from '../imports/raid-helper-import';
import type { OperationHandlers } from './operation-routes';

export interface GuildMoveOptions {
  raidHelper: RaidHelperImports;
  /** Restores a whole guild from its export, on a fresh server. */
  restoreGuild: (actor: Actor, document: unknown) => Promise<GuildImportSummary>;
  /** The whole guild as one document, now. */
  exportDocument: () => GuildExport;
  /** The document's JSON Schema. */
  schema: () => unknown;
}

/** The guild's move (Przeprowadzka): Raid-Helper's history and a whole guild in, the guild out (docs/api.md). */
export const guildMoveHandlers = ({ raidHelper, restoreGuild, exportDocument, schema }: GuildMoveOptions): OperationHandlers => ({
  importGuild: ({ actor, input }) => restoreGuild(actor, input),
  startRaidHelperImport: ({ actor, input }) => raidHelper.start(actor, input),
  raidHelperImportProgress: () => raidHelper.progress(),
  exportGuild: () => exportDocument(),
  exportSchema: () => schema(),
});
