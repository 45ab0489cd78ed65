import { chmodSync, copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { DataDirectoryBusyError, lockDataDirectory } from '../database/data-directory-lock';
import { migrate, migrations } from '../database/migrations';
import { databaseFileName } from '../database/open-database';
import { backupFilesTable, keptDataFiles } from './online-backup';

/** A restore that did not happen; the message is the one Polish line the command prints. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Tables that are not the application's: SQLite's own, Litestream's bookkeeping, the files a backup carries. */
const notOurs = (table: string) => table.startsWith('sqlite_') || table.startsWith('_litestream_') || table === backupFilesTable;

/** The schema the migrations up to `version` make: what a backup of our database at that version has. */
function schemaAtVersion(version: number): Map<string, string> {
  const memory = new BetterSqlite3(':memory:');
  try {
    migrate(
      memory,
      migrations.filter((step) => step.version <= version),
    );
    return schemaOf(memory);
  } finally {
    memory.close();
  }
}

const tableNames = (db: Database) =>
  (
    db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as Array<{
      name: string;
    }>
  ).map((row) => row.name);

const oneLine = (sql: string | null) => (sql ?? '').replace(/\s+/g, ' ').trim();
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Everything of a database's schema that decides what the server's statements do, by object
 * (`tabela accounts`, `indeks …`, `wyzwalacz …`, `widok …`) → a description: each table's columns (name,
 * type, NOT NULL, default, key, generated) and foreign keys, each index's table, uniqueness, columns and
 * condition, each trigger's and view's SQL. Read through SQLite's pragmas, so the same schema compares
 * equal however its `CREATE` text was once written.
 */
function schemaOf(db: Database): Map<string, string> {
  const schema = new Map<string, string>();
  const objects = db
    .prepare(
      `SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' OR name LIKE 'sqlite_autoindex_%'`,
    )
    .all() as Array<{ type: string; name: string; tableName: string; sql: string | null }>;
  for (const { type, name, tableName, sql } of objects) {
    if (notOurs(tableName)) continue;
    if (type === 'table') {
      const columns = db.pragma(`table_xinfo(${quoted(name)})`) as Array<Record<string, unknown>>;
      const keys = db.pragma(`foreign_key_list(${quoted(name)})`) as Array<Record<string, unknown>>;
      schema.set(
        `tabela ${name}`,
        JSON.stringify([
          columns.map(({ name: column, type: columnType, notnull, dflt_value, pk, hidden }) => [
            column,
            columnType,
            notnull,
            dflt_value,
            pk,
            hidden,
          ]),
          keys.map(({ table, from, to, on_update, on_delete }) => [table, from, to, on_update, on_delete]),
        ]),
      );
    } else if (type === 'index') {
      const columns = (db.pragma(`index_xinfo(${quoted(name)})`) as Array<{ name: string | null; desc: number; key: number }>)
        .filter((column) => column.key === 1)
        .map((column) => [column.name, column.desc]);
      const listed = (db.pragma(`index_list(${quoted(tableName)})`) as Array<{ name: string; unique: number; partial: number }>).find(
        (index) => index.name === name,
      );
      // Indexes SQLite makes for UNIQUE and PRIMARY KEY constraints (`sqlite_autoindex_<table>_<n>`) are compared too: they are the constraints.
      const where = listed?.partial ? oneLine(sql).replace(/^.*?\bWHERE\b/is, '') : '';
      schema.set(`indeks ${name}`, JSON.stringify([tableName, listed?.unique ?? null, columns, where]));
    } else if (type === 'trigger' || type === 'view') {
      schema.set(`${type === 'trigger' ? 'wyzwalacz' : 'widok'} ${name}`, oneLine(sql));
    }
  }
  return schema;
}

/** What differs between a backup's schema and the migrations': extra, missing and changed objects, in Polish. */
function schemaDifferences(found: Map<string, string>, expected: Map<string, string>): string[] {
  const sorted = (objects: Iterable<string>) => [...objects].sort();
  // The extra objects first: one of them (a trigger) is what could act inside the server's writes.
  return [
    ...sorted(found.keys())
      .filter((object) => !expected.has(object))
      .map((object) => `nadmiarowa: ${object}`),
    ...sorted(expected.keys())
      .filter((object) => found.has(object) && found.get(object) !== expected.get(object))
      .map((object) => `inna niż w migracjach: ${object}`),
    ...sorted(expected.keys())
      .filter((object) => !found.has(object))
      .map((object) => `brak: ${object}`),
  ];
}

/**
 * Checks that the copy at `path` is a sound database of ours: SQLite's `integrity_check` passes, its
 * schema version is one this server knows, and its whole schema (tables, columns, indexes, triggers,
 * views) is the one the migrations make at that version: nothing missing, nothing changed, nothing more
 * (a trigger slipped into a backup would run inside the server's own writes). Throws
 * `RestoreRefusedError` naming `shownAs` otherwise.
 */
function checkBackup(copy: Database, shownAs: string): void {
  let integrity: string[];
  try {
    integrity = (copy.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') throw new RestoreRefusedError(`Plik ${shownAs} nie jest bazą SQLite – to nie jest kopia raider-panel.`);
    if (code?.startsWith('SQLITE_CORRUPT'))
      throw new RestoreRefusedError(`Kopia ${shownAs} jest uszkodzona (${(error as Error).message}) – wybierz inną kopię.`);
    throw error;
  }
  if (integrity.join() !== 'ok')
    throw new RestoreRefusedError(
      `Kopia ${shownAs} jest uszkodzona (PRAGMA integrity_check: ${integrity.slice(0, 3).join('; ')}) – wybierz inną kopię.`,
    );
  const version = copy.pragma('user_version', { simple: true }) as number;
  const known = Math.max(...migrations.map((step) => step.version));
  if (version > known)
    throw new RestoreRefusedError(
      `Kopia ${shownAs} pochodzi z nowszej wersji serwera (schemat ${version}, ta wersja zna do ${known}) – przywróć ją nowszą wersją.`,
    );
  const present = new Set(tableNames(copy));
  const expected = version < 1 ? undefined : schemaAtVersion(version);
  const missing = expected
    ? [...expected.keys()].filter((object) => object.startsWith('tabela ') && !present.has(object.slice('tabela '.length)))
    : ['tabela signups', 'tabela counters'];
  if (missing.length)
    throw new RestoreRefusedError(
      `Plik ${shownAs} nie jest kopią bazy raider-panel (brak tabel: ${missing.map((object) => object.slice('tabela '.length)).join(', ')}).`,
    );
  const differences = schemaDifferences(schemaOf(copy), expected!);
  if (differences.length) {
    const shown = differences.slice(0, 5).join('; ') + (differences.length > 5 ? `; i ${differences.length - 5} więcej` : '');
    throw new RestoreRefusedError(
      `Plik ${shownAs} nie jest kopią bazy raider-panel: jego schemat różni się od schematu wersji ${version} z migracji (${shown}) – nic nie zmieniono, wybierz inną kopię.`,
    );
  }
}

/** `raider-panel-replaced-2026-03-10T03-00-00.000Z.sqlite` (and its `-wal`, `-shm`). */
const replacedName = (at: Date) => `raider-panel-replaced-${at.toISOString().replaceAll(':', '-')}.sqlite`;

export interface RestoreResult {
  /** The previous database, renamed aside in the data directory; absent when there was none. */
  replacedAs?: string;
  /** The data files (`feed-key`) the backup carried and that were put back. */
  restoredFiles: string[];
}

/**
 * Puts the backup at `backupPath` in place of the data directory's database, refusing while a server
 * holds the directory (its lock) and refusing a file that is not a sound database of ours. The previous
 * database (with its `-wal`/`-shm`) and a different feed key are renamed aside, never deleted. Litestream's
 * local state for the old database is removed (its docs: a replaced database needs a fresh start).
 */
export function restoreBackup(dataDir: string, backupPath: string, at: Date): RestoreResult {
  const source = resolve(backupPath);
  if (!existsSync(source)) throw new RestoreRefusedError(`Nie ma pliku kopii ${source}.`);
  let lock: Database;
  try {
    lock = lockDataDirectory(dataDir);
  } catch (error) {
    if (error instanceof DataDirectoryBusyError)
      throw new RestoreRefusedError(
        `Serwer działa na katalogu danych ${dataDir} – zatrzymaj go (np. systemctl stop raider-panel) i przywróć kopię ponownie.`,
      );
    throw error;
  }
  const database = join(dataDir, databaseFileName);
  const incoming = join(dataDir, `${databaseFileName}.restoring`);
  try {
    rmSync(incoming, { force: true });
    // The checks run on a copy: the backup itself is never changed (it may be the last good one).
    copyFileSync(source, incoming);
    // Private whatever the backup file's own mode (a copy brought back from elsewhere).
    chmodSync(incoming, 0o600);
    const files = new Map<string, Buffer>();
    const copy = new BetterSqlite3(incoming);
    try {
      checkBackup(copy, source);
      if (tableNames(copy).includes(backupFilesTable)) {
        for (const row of copy.prepare(`SELECT name, content FROM ${backupFilesTable}`).all() as Array<{ name: string; content: Buffer }>) {
          if (keptDataFiles.includes(row.name)) files.set(row.name, row.content);
        }
        copy.exec(`DROP TABLE ${backupFilesTable}`);
      }
    } finally {
      copy.close();
    }

    let replacedAs: string | undefined;
    if (existsSync(database)) {
      replacedAs = replacedName(at);
      // The file and its WAL move together, so the set aside database is whole and opens as it was.
      for (const suffix of ['', '-wal', '-shm']) {
        if (existsSync(database + suffix)) renameSync(database + suffix, join(dataDir, replacedAs + suffix));
      }
    }
    rmSync(join(dataDir, `.${databaseFileName}-litestream`), { recursive: true, force: true });
    renameSync(incoming, database);

    for (const [name, content] of files) {
      const path = join(dataDir, name);
      if (existsSync(path)) {
        if (readFileSync(path).equals(content)) continue;
        renameSync(path, `${path}.replaced-${at.toISOString().replaceAll(':', '-')}`);
      }
      writeFileSync(path, content, { mode: 0o600 });
    }
    return { replacedAs, restoredFiles: [...files.keys()] };
  } finally {
    rmSync(incoming, { force: true });
    lock.close();
  }
}

/** The Polish line a successful restore prints. */
export function restoredLine(backupPath: string, dataDir: string, result: RestoreResult): string {
  const files = result.restoredFiles.length ? ` (z plikami: ${result.restoredFiles.join(', ')})` : '';
  const replaced = result.replacedAs ? ` Poprzednia baza została odłożona jako ${join(dataDir, result.replacedAs)}.` : '';
  return `Przywrócono kopię ${backupPath} do ${join(dataDir, databaseFileName)}${files}.${replaced} Uruchom serwer.`;
}
