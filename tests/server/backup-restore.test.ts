import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupsDirectoryName, createBackup, keptBackupCount, listBackups } from '../../server/backups/online-backup';
import { nextBackupTime, scheduleNightlyBackups } from '../../server/backups/nightly-backups';
import { RestoreRefusedError, restoreBackup } from '../../server/backups/restore-backup';
import { feedKeyFileName } from '../../server/calendar/feed-key';
import { databaseFileName } from '../../server/database/open-database';
import { nextTwoWeeks, raidsOpenFor } from '../kit';
import { call, signIn } from './helpers/api-client';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { crowdServerForTest } from './helpers/crowd-server';
import { runServerCommand } from './helpers/server-command';
import { startServerProcess } from './helpers/server-process';
import { startTestServer } from './helpers/test-server';

const cleanups = cleanupsAfterEach();

/** Everything a raider sees of the guild's data that a restore must bring back. */
async function guildState(api: string, tokens: readonly string[]) {
  return Promise.all(
    tokens.map(async (token) => ({
      session: (await call(`${api}/session`, 'GET', { token })).body,
      signups: (await call(`${api}/me/signups?${nextTwoWeeks()}`, 'GET', { token })).body,
      // The feed URL without the origin: the restarted server listens on another free port.
      feed: new URL((await call(`${api}/me/calendar`, 'GET', { token })).body.url as string).pathname,
    })),
  );
}

describe('npm run backup and npm run restore', () => {
  it('bring back every account, answer, session and feed URL after the data directory is destroyed', async () => {
    const { server, dataDir, env } = await crowdServerForTest(cleanups, 'backup');
    const offsite = await directoryForTest(cleanups, 'offsite');
    const open = (await raidsOpenFor(server.api)).slice(0, 2);
    const tokens: string[] = [];
    for (const [index, nickname] of ['Mistrz', 'Żaneta', 'Kowal'].entries()) {
      const token = await signIn(server.api, nickname);
      tokens.push(token);
      for (const raid of open)
        await call(`${server.api}/raids/${raid.id}/signup`, 'PUT', {
          token,
          body: { status: 'accepted', role: 'healer', note: `Notatka ${index}` },
        });
    }
    const before = await guildState(server.api, tokens);
    expect(before[0]!.feed).toMatch(/^\/api\/calendar\/.+\.ics$/);

    // Beside the running server: SQLite's online backup.
    const backup = await runServerCommand('backup', [], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const backupPath = /Kopia zapasowa zapisana: (.+\.sqlite)/.exec(backup.stdout)![1]!;
    expect(listBackups(join(dataDir, backupsDirectoryName))).toEqual([backupPath]);
    const kept = join(offsite, 'copy.sqlite');
    await copyFile(backupPath, kept);

    // The disk is lost: the database, its WAL, the feed key, the backups, everything.
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });

    const restore = await runServerCommand('restore', [kept], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Przywrócono kopię ${kept} do ${join(dataDir, databaseFileName)} (z plikami: feed-key).`);

    const restarted = await startServerProcess(env);
    cleanups.push(restarted.stop);
    expect(await guildState(restarted.api, tokens)).toEqual(before);
    // The feed URL works, not just looks the same: the key came back with the database.
    const feed = await fetch(`${restarted.url}${before[0]!.feed}`);
    expect(feed.status).toBe(200);
    expect(restarted.errors()).toBe('');
  });

  it('refuses to restore beside a running server on the same data directory, changing nothing', async () => {
    const { server, dataDir, env } = await crowdServerForTest(cleanups, 'backup');
    await signIn(server.api, 'Mistrz');
    const backup = await runServerCommand('backup', [], env);
    const backupPath = /Kopia zapasowa zapisana: (.+\.sqlite)/.exec(backup.stdout)![1]!;
    await signIn(server.api, 'Później');

    const refused = await runServerCommand('restore', [backupPath], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Serwer działa na katalogu danych ${dataDir} – zatrzymaj go (np. systemctl stop raider-panel) i przywróć kopię ponownie.`,
    );
    // The account made after the backup is still there: nothing was replaced.
    expect((await call(`${server.api}/session`, 'POST', { body: { nickname: 'Później', password: 'smocza jaskinia 42' } })).status).toBe(
      201,
    );
    expect((await readdir(dataDir)).filter((name) => name.includes('replaced'))).toEqual([]);
  });
});

describe('restoreBackup', () => {
  /** A data directory with a database holding one account, and a backup of it. */
  async function directoryWithBackup() {
    const dataDir = await directoryForTest(cleanups, 'restore');
    const running = await startTestServer({ dataDir });
    await signIn(running.api, 'Mistrz');
    const backupPath = await createBackup(running.server.db, dataDir, new Date('2026-03-10T03:00:00Z'));
    await signIn(running.api, 'Nowy');
    await running.stop();
    return { dataDir, backupPath };
  }

  const nicknames = (path: string) => {
    const db = new BetterSqlite3(path, { readonly: true });
    try {
      return (db.prepare('SELECT nickname FROM accounts ORDER BY id').all() as Array<{ nickname: string }>).map((row) => row.nickname);
    } finally {
      db.close();
    }
  };

  it('keeps the replaced database (with its WAL) and a different feed key aside, under names that say so', async () => {
    const { dataDir, backupPath } = await directoryWithBackup();
    const feedKey = await readFile(join(dataDir, feedKeyFileName), 'utf8');
    await writeFile(join(dataDir, feedKeyFileName), 'a-key-made-after-the-backup\n');
    const result = restoreBackup(dataDir, backupPath, new Date('2026-03-11T10:00:00Z'));
    expect(result).toEqual({ replacedAs: 'raider-panel-replaced-2026-03-11T10-00-00.000Z.sqlite', restoredFiles: [feedKeyFileName] });
    expect(nicknames(join(dataDir, databaseFileName))).toEqual(['Mistrz']);
    expect(nicknames(join(dataDir, result.replacedAs!))).toEqual(['Mistrz', 'Nowy']);
    expect(await readFile(join(dataDir, feedKeyFileName), 'utf8')).toBe(feedKey);
    expect(await readFile(join(dataDir, `${feedKeyFileName}.replaced-2026-03-11T10-00-00.000Z`), 'utf8')).toBe(
      'a-key-made-after-the-backup\n',
    );
    // The restored database carries no copy of the key: it lives in its file only, as before.
    const restored = new BetterSqlite3(join(dataDir, databaseFileName), { readonly: true });
    expect(restored.prepare(`SELECT name FROM sqlite_master WHERE name = 'backup_files'`).all()).toEqual([]);
    restored.close();
  });

  it.each([
    {
      what: 'a file that is not SQLite',
      make: (path: string) => writeFile(path, 'To nie jest baza danych, tylko notatka.\n'.repeat(200)),
      message: (path: string) => `Plik ${path} nie jest bazą SQLite – to nie jest kopia raider-panel.`,
    },
    {
      what: "another application's SQLite database",
      make: async (path: string) => {
        const other = new BetterSqlite3(path);
        other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); PRAGMA user_version = 3');
        other.close();
      },
      message: (path: string) => `Plik ${path} nie jest kopią bazy raider-panel (brak tabel: `,
    },
    ...(
      [
        [
          'an extra trigger (one that makes a raider admin)',
          "CREATE TRIGGER podnies AFTER INSERT ON sessions BEGIN UPDATE accounts SET role = 'admin'; END",
          'nadmiarowa: wyzwalacz podnies',
        ],
        ['an extra view', 'CREATE VIEW wszyscy AS SELECT * FROM accounts', 'nadmiarowa: widok wszyscy'],
        ['an extra index', 'CREATE INDEX po_roli ON accounts (role)', 'nadmiarowa: indeks po_roli'],
        ['an extra column', 'ALTER TABLE accounts ADD COLUMN notatka TEXT', 'inna niż w migracjach: tabela accounts'],
        ['a dropped index', `DROP INDEX ${'{index}'}`, 'brak: indeks'],
        ['an extra table', 'CREATE TABLE notatki (id INTEGER PRIMARY KEY)', 'nadmiarowa: tabela notatki'],
      ] as const
    ).map(([what, sql, said]) => ({
      what,
      make: async (path: string, backupPath: string) => {
        await copyFile(backupPath, path);
        const changed = new BetterSqlite3(path);
        const index = (
          changed.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL LIMIT 1`).get() as { name: string }
        ).name;
        changed.exec(sql.replace('{index}', index));
        changed.close();
      },
      message: (path: string) => `Plik ${path} nie jest kopią bazy raider-panel: jego schemat różni się od schematu wersji `,
      said,
    })),
    {
      what: 'our table names with other columns',
      make: async (path: string, backupPath: string) => {
        await copyFile(backupPath, path);
        const source = new BetterSqlite3(backupPath, { readonly: true });
        const tables = source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as Array<{
          name: string;
        }>;
        const version = source.pragma('user_version', { simple: true }) as number;
        source.close();
        await rm(path);
        const lookalike = new BetterSqlite3(path);
        for (const { name } of tables) lookalike.exec(`CREATE TABLE "${name}" (id INTEGER PRIMARY KEY, dane TEXT)`);
        lookalike.pragma(`user_version = ${version}`);
        lookalike.close();
      },
      message: (path: string) => `Plik ${path} nie jest kopią bazy raider-panel: jego schemat różni się od schematu wersji `,
      said: 'inna niż w migracjach: tabela accounts',
    },
    {
      what: 'a backup from a newer server',
      make: async (path: string, backupPath: string) => {
        await copyFile(backupPath, path);
        const newer = new BetterSqlite3(path);
        newer.pragma('user_version = 999');
        newer.close();
      },
      message: (path: string) => `Kopia ${path} pochodzi z nowszej wersji serwera (schemat 999`,
    },
    {
      what: 'a corrupt backup',
      make: async (path: string, backupPath: string) => {
        // Garbage over the pages after the first (the schema stays readable, the tables do not).
        const bytes = await readFile(backupPath);
        const pageSize = bytes.readUInt16BE(16);
        for (let offset = pageSize * 2; offset < bytes.length; offset += 97) bytes[offset] = (bytes[offset]! + 101) % 256;
        await writeFile(path, bytes);
      },
      message: (path: string) => `Kopia ${path} jest uszkodzona (`,
    },
  ] as Array<{
    what: string;
    make: (path: string, backupPath: string) => Promise<void>;
    message: (path: string) => string;
    said?: string;
  }>)('refuses $what with a Polish line and leaves the database as it was', async ({ make, message, said }) => {
    const { dataDir, backupPath } = await directoryWithBackup();
    const bad = join(await directoryForTest(cleanups, 'bad'), 'kopia.sqlite');
    await make(bad, backupPath);
    const refusal = (() => {
      try {
        restoreBackup(dataDir, bad, new Date());
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message.startsWith(message(bad))).toBe(true);
    if (said) expect((refusal as Error).message).toContain(said);
    expect(nicknames(join(dataDir, databaseFileName))).toEqual(['Mistrz', 'Nowy']);
    expect((await readdir(dataDir)).filter((name) => name.includes('replaced') || name.includes('restoring'))).toEqual([]);
  });

  it('says so for a missing file and for no file at all (exit 1)', async () => {
    const dataDir = await directoryForTest(cleanups, 'restore');
    const missing = await runServerCommand('restore', [join(dataDir, 'nie-ma.sqlite')], { DATA_DIR: dataDir });
    expect({ code: missing.code, line: missing.stderr.trim() }).toEqual({
      code: 1,
      line: `Nie ma pliku kopii ${join(dataDir, 'nie-ma.sqlite')}.`,
    });
    const none = await runServerCommand('restore', [], { DATA_DIR: dataDir });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Podaj plik kopii: npm run restore -- <plik>');
  });
});

describe('backups kept', () => {
  it(`keeps the newest ${keptBackupCount}: the 15th backup removes the oldest`, async () => {
    const running = await startTestServer();
    cleanups.push(running.close);
    const directory = join(running.dataDir, backupsDirectoryName);
    const made: string[] = [];
    for (let night = 1; night <= keptBackupCount + 1; night += 1) {
      made.push(await createBackup(running.server.db, running.dataDir, new Date(Date.UTC(2026, 2, night, 3))));
      expect(listBackups(directory)).toEqual(made.slice(-keptBackupCount));
    }
    expect(existsSync(made[0]!)).toBe(false);
    expect(listBackups(directory)[0]).toBe(made[1]);
    expect((await readdir(directory)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

describe('nightly backup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at BACKUP_HOUR in the guild’s zone, across a daylight-saving change', () => {
    // 04:00 in Warsaw: 03:00 UTC in winter, 02:00 UTC in summer (the clocks go forward on 29 March 2026).
    expect(nextBackupTime(new Date('2026-03-27T12:00:00Z'), 4, 'Europe/Warsaw').toISOString()).toBe('2026-03-28T03:00:00.000Z');
    expect(nextBackupTime(new Date('2026-03-28T03:00:00Z'), 4, 'Europe/Warsaw').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(nextBackupTime(new Date('2026-03-28T02:59:00Z'), 4, 'Europe/Warsaw').toISOString()).toBe('2026-03-28T03:00:00.000Z');
    // 02:00 does not exist on the night the clocks go forward: it runs at 03:00 CEST (01:00 UTC).
    expect(nextBackupTime(new Date('2026-03-28T12:00:00Z'), 2, 'Europe/Warsaw').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('makes one backup a night on a fake clock, into DATA_DIR/backups, and stops with the server', async () => {
    const running = await startTestServer();
    cleanups.push(running.close);
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const made: string[] = [];
    const schedule = scheduleNightlyBackups({
      hour: 4,
      timeZone: 'Europe/Warsaw',
      now: () => new Date(),
      backup: async (at) => {
        const path = await createBackup(running.server.db, running.dataDir, at);
        made.push(path);
        return path;
      },
      info: () => {},
    });
    expect(schedule.next()?.toISOString()).toBe('2026-03-11T03:00:00.000Z');
    await vi.advanceTimersByTimeAsync(15 * 3_600_000 - 1);
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]).toBe(join(running.dataDir, backupsDirectoryName, 'raider-panel-2026-03-11T03-00-00.000Z.sqlite'));
    expect(schedule.next()?.toISOString()).toBe('2026-03-12T03:00:00.000Z');
    // One night at a time: each backup is real file work, and the next night is planned once it is done.
    for (const night of [2, 3]) {
      await vi.advanceTimersByTimeAsync(86_400_000);
      await vi.waitFor(() => expect(made).toHaveLength(night));
    }
    await schedule.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(7 * 86_400_000);
    expect(made).toHaveLength(3);
  });

  it('logs a failed night in Polish and tries again the next night', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const logged: string[] = [];
    let attempts = 0;
    const schedule = scheduleNightlyBackups({
      hour: 4,
      timeZone: 'Europe/Warsaw',
      now: () => new Date(),
      backup: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('SQLITE_FULL: database or disk is full');
        return 'kopia.sqlite';
      },
      info: (line) => logged.push(line),
      log: (line, error) => logged.push(`${line} ${(error as Error).message}`),
    });
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    await schedule.stop();
    expect(logged).toEqual([
      'Nocna kopia zapasowa nie powiodła się (następna próba jutro): SQLITE_FULL: database or disk is full',
      'Kopia zapasowa zapisana: kopia.sqlite',
    ]);
  });
});
