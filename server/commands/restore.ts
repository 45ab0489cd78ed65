// `npm run restore -- <file>`: puts a backup in place of DATA_DIR's database (the server must be stopped);
// `npm run restore -- --from-replica`: the same from Litestream's replica (LITESTREAM_REPLICA_URL).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RestoreRefusedError, restoreBackup, restoredLine } from '../backups/restore-backup';
import { restoreFromReplica } from '../replication/litestream';
import { commandSettings } from './command-settings';

const usage = 'Podaj plik kopii: npm run restore -- <plik> (albo npm run restore -- --from-replica, gdy ustawiono LITESTREAM_REPLICA_URL)';
const settings = commandSettings('npm run restore');
const argument = process.argv[2];
let source = argument;
let downloaded: string | undefined;
try {
  if (!argument) throw new RestoreRefusedError(usage);
  if (argument === '--from-replica') {
    if (!settings.replicaUrl) throw new RestoreRefusedError('Nie ustawiono LITESTREAM_REPLICA_URL – nie ma skąd przywrócić repliki.');
    // A directory of its own: Litestream leaves its temporary files beside the one it writes.
    downloaded = join(settings.dataDir, `replica-restore-${process.pid}`);
    rmSync(downloaded, { recursive: true, force: true });
    mkdirSync(downloaded, { recursive: true });
    source = join(downloaded, 'raider-panel.sqlite');
    restoreFromReplica(settings.replicaUrl, source);
  }
  const result = restoreBackup(settings.dataDir, source!, new Date());
  console.log(restoredLine(argument === '--from-replica' ? settings.replicaUrl! : source!, settings.dataDir, result));
  // Litestream ships the database only: without the key every raider's calendar URL changes on start.
  if (argument === '--from-replica' && !existsSync(join(settings.dataDir, 'feed-key')))
    console.log(
      `Replika nie niesie klucza kanałów kalendarza: przed startem włóż do ${settings.dataDir} plik feed-key z kopii (nocne kopie go mają), inaczej adresy kanałów rajdowców się zmienią.`,
    );
} catch (error) {
  console.error(error instanceof RestoreRefusedError ? error.message : `Przywracanie nie powiodło się: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (downloaded) rmSync(downloaded, { recursive: true, force: true });
}
