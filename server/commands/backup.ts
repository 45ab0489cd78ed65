// `npm run backup`: an online backup of DATA_DIR's database (with the feed key) into DATA_DIR/backups,
// the newest 14 kept. Runs beside a running server (SQLite's backup API reads while it writes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createBackup } from '../backups/online-backup';
import { databaseFileName } from '../database/open-database';
import { commandSettings } from './command-settings';

const { dataDir } = commandSettings('npm run backup');
let db: BetterSqlite3.Database | undefined;
const database = join(dataDir, databaseFileName);
try {
  if (!existsSync(database)) throw new Error('nie ma tej bazy – sprawdź DATA_DIR (serwer tworzy ją przy pierwszym starcie)');
  db = new BetterSqlite3(database, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  console.log(`Kopia zapasowa zapisana: ${await createBackup(db, dataDir, new Date())}`);
} catch (error) {
  console.error(`Kopia zapasowa nie powiodła się (${database}): ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  db?.close();
}
