import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { privateDatabaseFile, privateDirectory } from './private-files';
import { DataDirectoryError, describeStorageFault, isStorageFault } from './storage-fault';

/** The data directory is held by another process (a running server): a restore must wait for it to stop. */
export class DataDirectoryBusyError extends DataDirectoryError {}

/** The lock file beside the database, held by the one server process using the directory. */
export const lockFileName = 'raider-panel.lock';

/**
 * Takes the data directory for this process, or refuses at once when another server process holds it.
 * better-sqlite3 waits for SQLite's lock on the event loop, so two processes writing one database stall
 * each other (and every other request) for up to the busy timeout; one process per directory avoids it.
 * The lock is an exclusive SQLite lock on a small file of its own (not on the database, which backup
 * tools may still read): the OS releases it when the process ends, even on `kill -9`.
 */
export function lockDataDirectory(dataDir: string): Database {
  let lock: Database | undefined;
  try {
    privateDirectory(dataDir);
    privateDatabaseFile(join(dataDir, lockFileName));
    lock = new BetterSqlite3(join(dataDir, lockFileName));
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; COMMIT');
    return lock;
  } catch (error) {
    lock?.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirectoryBusyError(
        dataDir,
        'is used by another server process: run one server per data directory (stop the other one first)',
      );
    }
    throw isStorageFault(error) ? new DataDirectoryError(dataDir, describeStorageFault(error)) : error;
  }
}
