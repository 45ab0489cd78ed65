import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations';
import { privateDatabaseFile, privateDirectory } from './private-files';
import { DataDirectoryError, describeStorageFault, isStorageFault } from './storage-fault';

/** The one file the guild's data lives in, inside the data directory. */
export const databaseFileName = 'raider-panel.sqlite';

/**
 * Opens (creating when needed) the data directory's database: WAL lets reads run beside the writer, and
 * `synchronous = FULL` makes every acknowledged write survive a crash. One server process uses a data
 * directory at a time (see `lockDataDirectory`). A directory or database the server cannot write is
 * refused here with a `DataDirectoryError` naming it, rather than failing every sign-in later.
 */
export function openDatabase(dataDir: string): Database {
  let db: Database | undefined;
  try {
    privateDirectory(dataDir);
    privateDatabaseFile(join(dataDir, databaseFileName));
    db = new BetterSqlite3(join(dataDir, databaseFileName));
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    // A write that changes nothing, rolled back: a read-only file is refused now, not at the first signup.
    db.exec(`BEGIN IMMEDIATE; UPDATE counters SET value = value WHERE name = 'signup-sequence'; ROLLBACK`);
    return db;
  } catch (error) {
    if (db?.open) {
      if (db.inTransaction) db.exec('ROLLBACK');
      db.close();
    }
    throw isStorageFault(error) ? new DataDirectoryError(dataDir, describeStorageFault(error)) : error;
  }
}
