import type { Database } from 'better-sqlite3';
import { openDataDirectoryFile } from './data-directory-file';
import { DataDirectoryError } from './storage-fault';

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
  return openDataDirectoryFile(dataDir, lockFileName, (lock) => {
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    try {
      lock.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      throw new DataDirectoryBusyError(
        dataDir,
        'is used by another server process: run one server per data directory (stop the other one first)',
      );
    }
  });
}
