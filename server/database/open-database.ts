import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations';

/** The one file the guild's data lives in, inside the data directory. */
export const databaseFileName = 'raider-panel.sqlite';

/**
 * Opens (creating when needed) the data directory's database, ready for several server processes at
 * once: WAL lets readers run beside one writer, the busy timeout makes a second writer wait for the
 * lock instead of failing, and `synchronous = FULL` makes every acknowledged write survive a crash.
 */
export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, databaseFileName));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
