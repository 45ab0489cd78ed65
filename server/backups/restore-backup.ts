import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** The tables the migrations up to `version` create: what a backup of our database at that version has. */
function tablesAtVersion(version: number): string[] {
  const memory = new BetterSqlite3(':memory:');
  try {
    migrate(
      memory,
      migrations.filter((step) => step.version <= version),
    );
    return tableNames(memory);
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

/**
 * Checks that the copy at `path` is a sound database of ours: SQLite's `integrity_check` passes, its
 * schema version is one this server knows, and it has every table that version has. Throws
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
  const missing = version < 1 ? ['signups', 'counters'] : tablesAtVersion(version).filter((table) => !present.has(table));
  if (missing.length)
    throw new RestoreRefusedError(`Plik ${shownAs} nie jest kopią bazy raider-panel (brak tabel: ${missing.join(', ')}).`);
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
