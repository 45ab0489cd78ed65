import { execFile } from 'node:child_process';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runServerProcessToExit, startServerProcess } from './helpers/server-process';
import { temporaryDirectory } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

/**
 * A real full disk, not a simulated error code: the data directory sits on a small tmpfs that the test
 * fills to the last byte. Mounting needs root and a kernel that lets this container mount; where it
 * cannot, the file skips and says why (storage-faults.test.ts still checks the error mapping).
 */
const run = promisify(execFile);
const cleanups = cleanupsAfterEach();

let mountRefused: string | null = null;
beforeAll(async () => {
  const probe = await temporaryDirectory('full-disk-probe');
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe.path]);
    await run('umount', [probe.path]);
  } catch (error) {
    mountRefused = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  } finally {
    await probe.remove();
  }
});

/** A tmpfs of `size` mounted for this test, unmounted (after the server stopped) when it ends. */
async function smallDisk(size: string): Promise<string> {
  const mountPoint = await temporaryDirectory('full-disk');
  await run('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mountPoint.path]);
  cleanups.push(async () => {
    await run('umount', [mountPoint.path]);
    await mountPoint.remove();
  });
  return mountPoint.path;
}

/** Writes zeros into `file` until the disk says ENOSPC; returns how to give the space back. */
async function fillDisk(file: string): Promise<() => Promise<void>> {
  const handle = await open(file, 'w');
  const block = Buffer.alloc(4096);
  try {
    for (;;) await handle.write(block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
  return () => rm(file);
}

const json = { 'content-type': 'application/json' };
const account = (nickname: string) => JSON.stringify({ nickname, password: 'zielony-smok-42' });

describe('a full disk under DATA_DIR', () => {
  it('refuses to start in one line naming DATA_DIR, exit 1', async (context) => {
    if (mountRefused) context.skip(`cannot mount a tmpfs here (${mountRefused})`);
    const disk = await smallDisk('256k');
    await fillDisk(join(disk, 'filler'));
    const dataDir = join(disk, 'data');
    const result = await runServerProcessToExit({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Serwer nie wystartował – DATA_DIR: ${dataDir} has no free space left (SQLITE_FULL): free some space on its disk`,
    ]);
  });

  it('answers writes 503 while the disk is full, says so on health, and recovers once space is freed', async (context) => {
    if (mountRefused) context.skip(`cannot mount a tmpfs here (${mountRefused})`);
    const disk = await smallDisk('2m');
    const dataDir = join(disk, 'data');
    await mkdir(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir });
    cleanups.push(server.stop);
    const freeSpace = await fillDisk(join(disk, 'filler'));

    const refused = await fetch(`${server.api}/accounts`, { method: 'POST', headers: json, body: account('Kasia') });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    const health = await fetch(`${server.api}/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { status: string }).status).toBe('database-unavailable');
    expect(server.errors()).toMatch(/SQLITE_FULL/);

    await freeSpace();
    const created = await fetch(`${server.api}/accounts`, { method: 'POST', headers: json, body: account('Kasia') });
    expect(created.status).toBe(201);
    expect((await fetch(`${server.api}/health`)).status).toBe(200);
  });
});
