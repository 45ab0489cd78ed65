import type { Database } from 'better-sqlite3';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import type { ServicePart } from '../api/operation-routes';
import type { RaidHelperImports } from '../imports/raid-helper-import';
import { buildGuildExport, guildExportSchema, restoreGuildExport } from './guild-export';

export interface GuildMoveOptions {
  db: Database;
  config: GuildConfig;
  now: () => Date;
  raidHelper: RaidHelperImports;
  /** Runs `work` in one write transaction (storage faults answered as 503). */
  transaction: <T>(work: () => T) => T;
  /** Told after a restore: the tables changed under what is kept in memory, to be read afresh. */
  restored: () => void;
}

/** The guild's move (Przeprowadzka): Raid-Helper's history and a whole guild in, the guild out (docs/api.md). */
export function createGuildMove({ db, config, now, raidHelper, transaction, restored }: GuildMoveOptions): ServicePart<'guildMove'> {
  let schema: unknown;
  return {
    async importGuild(admin, document) {
      const summary = await restoreGuildExport(db, document, admin.key, transaction);
      restored();
      return summary;
    },
    startRaidHelperImport: raidHelper.start,
    raidHelperImportProgress: raidHelper.progress,
    exportGuild: () => buildGuildExport(db, config, now()),
    exportSchema: () => (schema ??= toJsonSchema(guildExportSchema, { errorMode: 'ignore' })),
  };
}
