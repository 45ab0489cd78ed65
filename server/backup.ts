// `npm run backup`: an online backup of DATA_DIR's database (with the feed key) into DATA_DIR/backups,
// the newest 14 kept. Runs beside a running server (SQLite's backup API reads while it writes).
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createBackup } from './backups/online-backup';
import { databaseFileName } from './database/open-database';
import { readSettings } from './settings';

const { dataDir } = readSettings(process.env);
let db: BetterSqlite3.Database | undefined;
try {
  db = new BetterSqlite3(join(dataDir, databaseFileName), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  console.log(`Kopia zapasowa zapisana: ${await createBackup(db, dataDir, new Date())}`);
} catch (error) {
  console.error(`Kopia zapasowa nie powiodła się (${join(dataDir, databaseFileName)}): ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  db?.close();
}
