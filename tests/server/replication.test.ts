import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFileName } from '../../server/database/open-database';
import { litestreamConfig, litestreamPidFileName, replicaSyncInterval } from '../../server/replication/litestream';
import { replicationTask } from '../../server/start-up/server-tasks';
import { signIn } from './helpers/api-client';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { crowdEnv } from './helpers/crowd-server';
import { runServerCommand } from './helpers/server-command';
import { startServerProcess } from './helpers/server-process';
import { startTestServer } from './helpers/test-server';

const cleanups = cleanupsAfterEach();

/** Polls `look` until it returns something truthy; gives up after `timeoutMs` naming what it last saw. */
async function waitUntil<T>(what: string, look: () => T, seen: () => string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = look();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms; last seen: ${seen()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The WAL segments Litestream has shipped to a file replica, over all generations. */
function shippedSegments(replica: string): string[] {
  const generations = join(replica, 'generations');
  if (!existsSync(generations)) return [];
  return readdirSync(generations).flatMap((generation) => {
    const wal = join(generations, generation, 'wal');
    return existsSync(wal) ? readdirSync(wal).map((name) => `${generation}/${name}`) : [];
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Litestream replication (LITESTREAM_REPLICA_URL)', () => {
  it(`loses at most the last moments of writes (sync every ${replicaSyncInterval}) when the machine dies mid-writes`, async () => {
    const dataDir = await directoryForTest(cleanups, 'replicated');
    const replica = join(await directoryForTest(cleanups, 'replica'), 'raider-panel');
    const env = { DATA_DIR: dataDir, LITESTREAM_REPLICA_URL: replica, ...crowdEnv };
    const server = await startServerProcess(env);
    cleanups.push(server.kill);
    expect(server.output()).toContain(`Replikacja Litestream (LITESTREAM_REPLICA_URL): ${replica}, wysyłka co ${replicaSyncInterval}.`);
    const litestreamPid = Number(readFileSync(join(dataDir, litestreamPidFileName), 'utf8'));
    cleanups.push(() => void (alive(litestreamPid) && process.kill(litestreamPid, 'SIGKILL')));
    await waitUntil(
      'a first generation in the replica',
      () => shippedSegments(replica).length > 0,
      () => JSON.stringify(shippedSegments(replica)),
    );

    // A marker, shipped for certain: a shipment that ends after it is written, then another write and its
    // shipment, which began after that one ended (Litestream ships one after another), so after the marker.
    await signIn(server.api, 'Znacznik');
    const afterMarker = shippedSegments(replica).length;
    const shipped = (count: number) => () => shippedSegments(replica).length >= count;
    await waitUntil('a shipment after the marker', shipped(afterMarker + 1), () => JSON.stringify(shippedSegments(replica)));
    await signIn(server.api, 'Znacznik 2');
    await waitUntil('the next shipment', shipped(afterMarker + 2), () => JSON.stringify(shippedSegments(replica)));

    // Raiders keep creating accounts, 8 at a time, until the machine dies: Litestream and the server at once.
    const acknowledged: Array<{ nickname: string; at: number }> = [];
    let diedAt = 0;
    const killAfter = 150;
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let round = 0; !diedAt; round += 1) {
          const nickname = `Gracz ${lane}-${round}`;
          try {
            await signIn(server.api, nickname);
            acknowledged.push({ nickname, at: Date.now() });
            if (acknowledged.length === killAfter && !diedAt) {
              diedAt = Date.now();
              process.kill(litestreamPid, 'SIGKILL');
              await server.kill();
            }
          } catch (error) {
            if (!diedAt) throw error;
          }
        }
      }),
    );

    // The disk is lost with the machine: only the replica is left.
    await rm(dataDir, { recursive: true, force: true });
    const restore = await runServerCommand('restore', ['--from-replica'], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Przywrócono kopię ${replica} do ${join(dataDir, databaseFileName)}`);
    // The replica has the database only: the restore says what it did not bring back.
    expect(restore.stdout).toContain(`Replika nie niesie klucza kanałów kalendarza: przed startem włóż do ${dataDir} plik feed-key`);
    // Litestream's download (and its temporary files) is gone: only the restored database is left.
    expect(readdirSync(dataDir).filter((name) => name.startsWith('replica-restore'))).toEqual([]);

    const restored = new BetterSqlite3(join(dataDir, databaseFileName), { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const present = new Set(
      (restored.prepare('SELECT nickname FROM accounts').all() as Array<{ nickname: string }>).map((row) => row.nickname),
    );
    restored.close();
    expect(present.has('Znacznik')).toBe(true);
    const lost = acknowledged.filter((write) => !present.has(write.nickname));
    // Lost writes are the last ones only: nothing acknowledged before a kept write is missing.
    const lastKept = Math.max(...acknowledged.map((write, index) => (present.has(write.nickname) ? index : -1)));
    expect(lost.every((write) => acknowledged.indexOf(write) > lastKept)).toBe(true);
    const window = lost.length ? diedAt - Math.min(...lost.map((write) => write.at)) : 0;
    console.log(
      `[replication] ${acknowledged.length} acknowledged account creations, ${lost.length} lost (acknowledged in the last ${window} ms before the kill)`,
    );

    // The restored data directory runs: a server starts on it and replicates again.
    const restarted = await startServerProcess(env);
    cleanups.push(restarted.stop);
    await signIn(restarted.api, 'Znacznik');
    expect(restarted.errors()).toBe('');
  });

  it('stops Litestream with the server, and a new server stops one a killed server left behind', async () => {
    const dataDir = await directoryForTest(cleanups, 'replicated');
    const replica = join(await directoryForTest(cleanups, 'replica'), 'raider-panel');
    const env = { DATA_DIR: dataDir, LITESTREAM_REPLICA_URL: replica, ...crowdEnv };
    const first = await startServerProcess(env);
    const orphan = Number(readFileSync(join(dataDir, litestreamPidFileName), 'utf8'));
    cleanups.push(() => void (alive(orphan) && process.kill(orphan, 'SIGKILL')));
    await first.kill();
    expect(alive(orphan)).toBe(true);

    const second = await startServerProcess(env);
    const own = Number(readFileSync(join(dataDir, litestreamPidFileName), 'utf8'));
    await waitUntil(
      'the leftover Litestream to end',
      () => !alive(orphan),
      () => `pid ${orphan} still runs`,
    );
    expect(alive(own)).toBe(true);
    await second.stop();
    expect(await second.exited).toBe(0);
    await waitUntil(
      'Litestream to end with the server',
      () => !alive(own),
      () => `pid ${own} still runs`,
    );
    expect(existsSync(join(dataDir, litestreamPidFileName))).toBe(false);
  });

  it('logs a replica Litestream cannot write to as a Polish line, and the server keeps answering', async () => {
    const dataDir = await directoryForTest(cleanups, 'replicated');
    // A directory under a regular file: no replica can be made there.
    const replica = join(dataDir, databaseFileName, 'replica');
    const server = await startServerProcess({ DATA_DIR: dataDir, LITESTREAM_REPLICA_URL: replica, ...crowdEnv });
    cleanups.push(server.stop);
    await waitUntil(
      'a Polish line about the replica',
      () => server.errors().includes('Replikacja Litestream – błąd:'),
      () => server.errors() || '(nothing on stderr)',
    );
    await signIn(server.api, 'Mistrz');
  });

  it("leaves checkpoints to Litestream while it runs (wal_autocheckpoint = 0), as Litestream's docs advise", async () => {
    const replica = join(await directoryForTest(cleanups, 'replica'), 'raider-panel');
    const running = await startTestServer({ tasks: [replicationTask(replica)] });
    cleanups.push(running.close);
    expect(running.server.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(litestreamConfig(running.dataDir, replica)).toContain(`path: ${JSON.stringify(replica)}\n        sync-interval: 1s`);
    expect(litestreamConfig(running.dataDir, 's3://kopie-gildii/raider-panel')).toContain('url: "s3://kopie-gildii/raider-panel"');
  });
});
