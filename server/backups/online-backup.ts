import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { privateDatabaseFile, privateDirectory } from '../database/private-files';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { feedKeyFileName } from '../calendar/feed-key';

/** Where backups go, inside the data directory. */
export const backupsDirectoryName = 'backups';

/** How many backups are kept: a new one beyond these removes the oldest. */
export const keptBackupCount = 14;

/**
 * Files of the data directory a backup carries besides the database: secrets the database alone cannot
 * rebuild (without the feed key every raider's calendar URL would change after a restore).
 */
export const keptDataFiles: readonly string[] = [feedKeyFileName];

/** The table of a backup holding `keptDataFiles`; a restore takes the files out and drops it. */
export const backupFilesTable = 'backup_files';

const backupName = /^raider-panel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.sqlite$/;

/** `raider-panel-2026-03-10T03-00-00.000Z.sqlite`: names sort in the order the backups were made. */
export function backupFileName(at: Date): string {
  return `raider-panel-${at.toISOString().replaceAll(':', '-')}.sqlite`;
}

/** The backups in `directory`, oldest first (full paths). */
export function listBackups(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => backupName.test(name))
    .sort()
    .map((name) => join(directory, name));
}

/** Removes all but the newest `keep` backups; returns the removed paths. */
export function pruneBackups(directory: string, keep = keptBackupCount): string[] {
  const backups = listBackups(directory);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const path of removed) rmSync(path, { force: true });
  return removed;
}

/** Flushes a file (or a directory's entries) to disk: a backup that "was made" survives a power cut. */
function flushToDisk(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * An online backup of `db` (SQLite's backup API: requests keep being answered while it copies) into
 * `DATA_DIR/backups/raider-panel-<time>.sqlite`, with `keptDataFiles` inside it, then the backups beyond
 * `keptBackupCount` removed, oldest first. The copy is written under a `.partial` name and renamed
 * when complete, so a crash mid-backup never leaves a half file among the backups. Returns its path.
 */
export async function createBackup(db: Database, dataDir: string, at: Date): Promise<string> {
  const directory = join(dataDir, backupsDirectoryName);
  // Backups hold every secret of the data directory (docs/operations.md): readable by the server's user only.
  privateDirectory(directory);
  const path = join(directory, backupFileName(at));
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  try {
    privateDatabaseFile(partial);
    await db.backup(partial);
    const copy = new BetterSqlite3(partial);
    try {
      // One self-contained file (no -wal beside it), whatever the live database's journal.
      copy.pragma('journal_mode = DELETE');
      copy.exec(`CREATE TABLE ${backupFilesTable} (name TEXT PRIMARY KEY, content BLOB NOT NULL) WITHOUT ROWID`);
      const insert = copy.prepare(`INSERT INTO ${backupFilesTable} (name, content) VALUES (?, ?)`);
      for (const name of keptDataFiles) {
        try {
          insert.run(name, readFileSync(join(dataDir, name)));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    } finally {
      copy.close();
    }
    flushToDisk(partial);
    renameSync(partial, path);
    flushToDisk(directory);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  pruneBackups(directory);
  return path;
}
