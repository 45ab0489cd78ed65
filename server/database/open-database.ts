import type { Database } from 'better-sqlite3';
import { openDataDirectoryFile } from './data-directory-file';
import { migrate } from './migrations';

/** The one file the guild's data lives in, inside the data directory. */
export const databaseFileName = 'raider-panel.sqlite';

/**
 * Opens (creating when needed) the data directory's database: WAL lets reads run beside the writer, and
 * `synchronous = FULL` makes every acknowledged write survive a crash. One server process uses a data
 * directory at a time (see `lockDataDirectory`). A directory or database the server cannot write is
 * refused here with a `DataDirectoryError` naming it, rather than failing every sign-in later.
 */
export function openDatabase(dataDir: string): Database {
  return openDataDirectoryFile(dataDir, databaseFileName, (db) => {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    // A write that changes nothing, rolled back: a read-only file is refused now, not at the first signup.
    db.exec(`BEGIN IMMEDIATE; UPDATE counters SET value = value WHERE name = 'signup-sequence'; ROLLBACK`);
  });
}
