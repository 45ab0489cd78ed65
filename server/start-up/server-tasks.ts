import type { Database } from 'better-sqlite3';
import { createBackup } from '../backups/online-backup';
import { scheduleNightlyBackups } from '../backups/nightly-backups';
import { startReplication } from '../replication/litestream';

/** What a task running beside the API is given. */
export interface ServerTaskContext {
  /** The server's database connection. */
  db: Database;
  dataDir: string;
}

/**
 * Work that runs in the server process beside the API (nightly backups, replication): started once the
 * server listens (a start that fails leaves nothing behind), stopped by `close()` before the database
 * closes.
 */
export type ServerTask = (context: ServerTaskContext) => { stop: () => Promise<void> };

/** The nightly online backup into `DATA_DIR/backups` at `hour` in `timeZone`. */
export function nightlyBackupTask(hour: number, timeZone: string, now: () => Date = () => new Date()): ServerTask {
  return ({ db, dataDir }) => scheduleNightlyBackups({ hour, timeZone, now, backup: (at) => createBackup(db, dataDir, at) });
}

/** Litestream replication of the database to `replica` (`LITESTREAM_REPLICA_URL`). */
export function replicationTask(replica: string): ServerTask {
  return ({ db, dataDir }) => startReplication({ db, dataDir, replica });
}
