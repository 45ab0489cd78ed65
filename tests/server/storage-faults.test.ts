import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { createApiRoutes } from '../../server/api/api-routes';
import { createSignInLimiter } from '../../server/api/sign-in-limiter';
import { databaseFileName, openDatabase } from '../../server/database/open-database';
import { createStorageHealth, storageUnavailableMessage } from '../../server/database/storage-health';
import { createRaidEventBus } from '../../server/raids/raid-event-bus';
import { createGuildOnSqlite } from '../../server/guild-on-sqlite';
import { createRosterCache } from '../../server/raids/roster-cache';
import { contractConfig, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { runServerProcessToExit, startServerProcess } from './helpers/server-process';
import { fastPasswords, guildWith } from './helpers/test-server';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();

const directory = () => directoryForTest(cleanups, 'storage');

const oneLine = (text: string) => text.trim().split('\n');

describe('a data directory the server cannot write, at start', () => {
  it('refuses a DATA_DIR that is a file, in one line naming it, exit 1', async () => {
    const file = join(await directory(), 'not-a-directory');
    await writeFile(file, 'x');
    for (const dataDir of [file, join(file, 'data')]) {
      const result = await runServerProcessToExit({ DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(oneLine(result.stderr)).toEqual([
        expect.stringMatching(new RegExp(`^Serwer nie wystartował – DATA_DIR: ${dataDir} is not a directory \\(E(NOTDIR|EXIST)\\)`)),
      ]);
    }
  });

  it('refuses a database file it may read but not write, in one line naming DATA_DIR, exit 1', async (context) => {
    // As root the server must run as another user, who must be able to reach this clone's files: a clone
    // in a private directory (mode 700, as `mktemp -d` makes) is out of `nobody`'s reach.
    if (
      process.getuid?.() === 0 &&
      !(await otherUserCanReach([inject('serverEntry'), join(process.cwd(), 'node_modules', 'better-sqlite3')]))
    ) {
      context.skip('the clone lies in a directory user nobody cannot enter, so the server cannot run as another user');
    }
    const dataDir = join(await directory(), 'data');
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await first.stop();
    // Readable by everyone, writable by its owner only; the server runs as another user (as root
    // would write anyway). Where that is not possible (not root), the file is made read-only instead.
    await chmod(join(dataDir, '..'), 0o755);
    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, databaseFileName), process.getuid?.() === 0 ? 0o644 : 0o444);
    const result = await runAsOtherUser({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)).toEqual([
      expect.stringMatching(new RegExp(`^Serwer nie wystartował – DATA_DIR: ${dataDir} is not writable by this process \\(`)),
    ]);
  });
});

describe('the calendar feed key in DATA_DIR', () => {
  it('refuses an empty or short feed-key at start in the one documented line, exit 1', async () => {
    for (const content of ['', '\n', 'c2hvcnQ\n', 'not base64 at all, but long enough to be 32 bytes or more\n']) {
      const dataDir = await directory();
      await writeFile(join(dataDir, 'feed-key'), content);
      const result = await runServerProcessToExit({ DATA_DIR: dataDir });
      expect(result.code, JSON.stringify(content)).toBe(1);
      expect(oneLine(result.stderr)).toEqual([
        `Serwer nie wystartował – DATA_DIR: ${dataDir} holds a feed-key file without a valid key (expected 32 bytes in base64url): ` +
          "restore it from a backup, or delete it to make a new one (every raider's calendar URL then changes)",
      ]);
    }
  });

  it('writes a new key whole, readable by the server only, and keeps it across starts', async () => {
    const dataDir = await directory();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await first.stop();
    const key = await readFile(join(dataDir, 'feed-key'), 'utf8');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
    expect((await stat(join(dataDir, 'feed-key'))).mode & 0o777).toBe(0o600);
    // The temporary file it was written through was renamed, not left behind.
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const second = await startServerProcess({ DATA_DIR: dataDir });
    await second.stop();
    expect(await readFile(join(dataDir, 'feed-key'), 'utf8')).toBe(key);
  });
});

/** Whether user `nobody` may read every path (so a server run as that user finds its bundle and packages). */
function otherUserCanReach(paths: string[]): Promise<boolean> {
  const check = `for (const path of ${JSON.stringify(paths)}) require('node:fs').accessSync(path, require('node:fs').constants.R_OK)`;
  const child = spawn(process.execPath, ['-e', check], { uid: 65534, gid: 65534, stdio: 'ignore' });
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** The server as `nobody` when the tests run as root (chmod does not stop root), else as this user. */
function runAsOtherUser(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  if (process.getuid?.() !== 0) return runServerProcessToExit(env);
  const child = spawn(process.execPath, [inject('serverEntry')], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    uid: 65534,
    gid: 65534,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.resume();
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('storage failing while the server runs', () => {
  it('answers writes with 503 unavailable and reports database-unavailable on health until a write works', async () => {
    const clock = createTestClock();
    const db = openDatabase(await directory());
    cleanups.push(() => void db.close());
    const faults: string[] = [];
    const storage = createStorageHealth(db, (message) => faults.push(message));
    const guild = createGuildOnSqlite({
      db,
      config: guildWith(contractConfig),
      now: clock.now,
      storage,
      passwordHashing: fastPasswords,
      events: createRaidEventBus(),
    });
    const api = createApiRoutes({
      guild,
      rosterCache: createRosterCache(),
      guildConfig: sampleGuild,
      limiter: createSignInLimiter({ now: clock.now }),
      accountLimiter: createSignInLimiter({ now: clock.now }),
      allowedOrigins: () => [],
      trustProxy: false,
      databaseAnswers: storage.available,
      log: () => {},
    });
    const credentials = JSON.stringify({ nickname: 'Kasia', password: 'zielony-smok-42' });
    const json = { 'content-type': 'application/json' };
    const created = await api.request('/accounts', { method: 'POST', headers: json, body: credentials });
    const { token } = (await created.json()) as { token: string };
    const signIn = () => api.request('/session', { method: 'POST', headers: json, body: credentials });

    // What a read-only file or a full disk does to SQLite writes: SQLITE_READONLY on every write.
    db.pragma('query_only = ON');
    const save = await api.request(`/raids/${tuesdayRaid}/signup`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'accepted', role: 'tank' }),
    });
    expect(save.status).toBe(503);
    expect(await save.json()).toEqual({ error: { code: 'unavailable', message: storageUnavailableMessage } });
    expect((await signIn()).status).toBe(503);
    const health = await api.request('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ service: 'raider-panel', status: 'database-unavailable' });
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatch(/SQLITE_READONLY/);
    // Reads still answer, also when the raider's "last seen" is due to be written and cannot be.
    clock.advance(6 * 60_000);
    const read = await api.request('/session', { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ nickname: 'Kasia', role: 'raider' });

    db.pragma('query_only = OFF');
    expect((await signIn()).status).toBe(201);
    expect((await api.request('/health')).status).toBe(200);
  });
});

describe('two server processes on one DATA_DIR', () => {
  it('refuses the second at start in one line, and the first keeps serving', async () => {
    const dataDir = await directory();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(first.stop);
    const second = await runServerProcessToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(oneLine(second.stderr)).toEqual([
      `Serwer nie wystartował – DATA_DIR: ${dataDir} is used by another server process: run one server per data directory (stop the other one first)`,
    ]);
    expect(second.stdout).not.toContain('http://');
    expect((await fetch(`${first.api}/health`)).status).toBe(200);
  });

  it('takes the directory over once the first was killed with kill -9', async () => {
    const dataDir = await directory();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    await first.kill();
    const second = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(second.stop);
    expect((await fetch(`${second.api}/health`)).status).toBe(200);
  });
});

// A migrated database stays readable by tools while the server holds the directory.
describe('the lock', () => {
  it('leaves the database itself readable by other connections', async () => {
    const dataDir = await directory();
    await mkdir(dataDir, { recursive: true });
    const server = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(server.stop);
    const reader = new BetterSqlite3(join(dataDir, databaseFileName), { readonly: true });
    expect(reader.prepare('SELECT COUNT(*) AS count FROM signups').get()).toEqual({ count: 0 });
    reader.close();
  });
});
