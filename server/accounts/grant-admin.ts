import { sampleGuild } from '../../src/data/guild';
import { accountService, guildContext } from '../../src/domain/service';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseFileName, openDatabase } from '../database/open-database';
import { createSqliteGuildStore } from '../database/sqlite-guild-store';
import { createStorageHealth } from '../database/storage-health';
import { createServerSecrets } from './server-secrets';

/**
 * `npm run admin -- <nickname>`: makes an existing account admin, straight in the data directory's
 * database (WAL and the busy timeout let it run beside a running server). Returns the one Polish line to
 * print and the exit code: 0 when the account is admin now, 1 when there is no such account.
 */
export function grantAdmin(
  dataDir: string,
  nickname: string | undefined,
  now: () => Date = () => new Date(),
): { exitCode: 0 | 1; line: string } {
  if (!nickname?.trim()) return { exitCode: 1, line: 'Podaj nick konta: npm run admin -- <nick>' };
  const database = join(dataDir, databaseFileName);
  // A wrong DATA_DIR must not get an empty database of its own: say where the command looked.
  if (!existsSync(database))
    return {
      exitCode: 1,
      line: `Nie ma bazy gildii ${database} – serwer tworzy ją przy pierwszym starcie; sprawdź DATA_DIR w pliku ustawień (pierwszy wiersz powyżej).`,
    };
  const db = openDatabase(dataDir);
  try {
    const store = createSqliteGuildStore(db, { storage: createStorageHealth(db, (message, error) => console.error(message, error)) });
    // Only the account part runs here: it reads no schedule, so the guild's config is not needed.
    const accounts = accountService(guildContext({ store, config: () => sampleGuild, now, secrets: createServerSecrets() }));
    const granted = accounts.grantAdmin(nickname);
    if (granted.result === 'unknown') {
      return {
        exitCode: 1,
        line: `Nie ma konta o nicku „${nickname.trim()}” w ${database} – najpierw załóż je w panelu („Załóż konto”); to nie ta baza? Sprawdź DATA_DIR w pliku ustawień (pierwszy wiersz powyżej).`,
      };
    }
    if (granted.result === 'already') return { exitCode: 0, line: `${granted.nickname} już ma rolę administratora gildii.` };
    return { exitCode: 0, line: `${granted.nickname} ma teraz rolę administratora gildii.` };
  } finally {
    db.close();
  }
}
