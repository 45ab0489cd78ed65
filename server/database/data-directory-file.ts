import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { privateDatabaseFile, privateDirectory } from './private-files';
import { DataDirectoryError, describeStorageFault, isStorageFault } from './storage-fault';

/**
 * Opens the SQLite file `fileName` in the data directory (both made private first) and readies it with
 * `prepare`. On any failure the file is closed again, a transaction `prepare` left open rolled back, and
 * a directory or file the server cannot use becomes a `DataDirectoryError` naming it, said once at start.
 */
export function openDataDirectoryFile(dataDir: string, fileName: string, prepare: (db: Database) => void): Database {
  let db: Database | undefined;
  try {
    privateDirectory(dataDir);
    privateDatabaseFile(join(dataDir, fileName));
    db = new BetterSqlite3(join(dataDir, fileName));
    prepare(db);
    return db;
  } catch (error) {
    if (db?.open) {
      if (db.inTransaction) db.exec('ROLLBACK');
      db.close();
    }
    throw isStorageFault(error) ? new DataDirectoryError(dataDir, describeStorageFault(error)) : error;
  }
}
