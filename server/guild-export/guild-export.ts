import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { loadNicknameSkeleton } from '../../src/domain/accounts/nickname-skeleton';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import {
  guildExportFormat,
  guildExportMessages,
  guildExportVersion,
  type GuildImportSummary,
} from '../../src/domain/guild-export/guild-export-terms';
import { RaidApiError, invalidFields } from '../../src/domain/raid-api-error';
import { exportSections } from './export-sections';
import type { ImportContext } from './table-section';

/** What the document says about the guild it came from (read, not restored: the config is the server's own). */
const guildSchema = v.strictObject({ name: v.string(), timezone: v.string(), game: v.string() });

/** The whole document: its header, then one array per section. Its JSON Schema is `GET /api/export-schema.json`. */
export const guildExportSchema = v.pipe(
  v.strictObject({
    format: v.literal(guildExportFormat),
    version: v.literal(guildExportVersion),
    exportedAt: v.string(),
    guild: guildSchema,
    ...Object.fromEntries(exportSections.map((section) => [section.key, v.array(section.row)])),
  }),
  v.title('Eksport gildii panelu rajdowego'),
  v.description(
    'Cała gildia jako jeden dokument JSON (GET /api/export), bez haseł, sesji, kluczy i sekretów; świeży serwer przyjmuje go z powrotem (POST /api/import).',
  ),
);

export type GuildExport = { format: string; version: number; exportedAt: string; guild: v.InferOutput<typeof guildSchema> } & Record<
  string,
  unknown
>;

/** The guild as one document, every section in its stable order. */
export function buildGuildExport(db: Database, config: GuildConfig, now: Date): GuildExport {
  const document: GuildExport = {
    format: guildExportFormat,
    version: guildExportVersion,
    exportedAt: now.toISOString(),
    guild: {
      name: config.name,
      timezone: config.timezone,
      game: typeof config.game === 'object' ? config.game.id : (config.game ?? 'wow'),
    },
  };
  // One read transaction: every section sees the same moment of the guild.
  db.transaction(() => {
    for (const section of exportSections) document[section.key] = section.export(db);
  })();
  return document;
}

/** The document checked: another format or version is refused first, in Polish, then every section's rows. */
function checkedDocument(input: unknown): Record<string, unknown[]> {
  const header = (typeof input === 'object' && input !== null ? input : {}) as { format?: unknown; version?: unknown };
  if (header.format !== guildExportFormat) throw invalidFields({ file: guildExportMessages.notAnExport });
  if (header.version !== guildExportVersion)
    throw invalidFields({ file: guildExportMessages.otherVersion(header.version, guildExportVersion) });
  const result = v.safeParse(guildExportSchema, input);
  if (!result.success) {
    const [issue] = result.issues;
    const path = (issue.path ?? []).map((item) => String(item.key));
    throw invalidFields({ file: guildExportMessages.badSection(path.join('.') || 'dokument', issue.message) });
  }
  return result.output as unknown as Record<string, unknown[]>;
}

/**
 * Restores a guild on a fresh server whose only account is `adminKey`'s, all or nothing, in one
 * transaction run by `transaction` (the server's storage-aware write).
 */
export async function restoreGuildExport(
  db: Database,
  input: unknown,
  adminKey: string,
  transaction: <T>(work: () => T) => T,
): Promise<GuildImportSummary> {
  const document = checkedDocument(input);
  const context: ImportContext = { adminKey, skeletonOf: await loadNicknameSkeleton() };
  return transaction(() => {
    const others = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM accounts WHERE raider_key <> ?').get(adminKey)!;
    if (others.n > 0) throw new RaidApiError('locked', guildExportMessages.notEmpty);
    for (const section of [...exportSections].reverse()) section.clear(db, context);
    const counts: Record<string, number> = {};
    for (const section of exportSections) {
      const rows = document[section.key]!;
      try {
        section.import(db, rows, context);
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT'))
          throw invalidFields({ file: guildExportMessages.refusedRow(section.key) });
        throw error;
      }
      counts[section.key] = rows.length;
    }
    db.prepare(`UPDATE accounts SET role = 'admin' WHERE raider_key = ?`).run(adminKey);
    const needResetCode = db
      .prepare<[string], { nickname: string }>(
        `SELECT nickname FROM accounts WHERE raider_key <> ? AND raider_key NOT IN (SELECT account_key FROM discord_links) ORDER BY raider_key`,
      )
      .all(adminKey)
      .map((row) => row.nickname);
    return { counts, needResetCode };
  });
}
