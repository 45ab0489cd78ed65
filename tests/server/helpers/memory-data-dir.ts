import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary data directory in memory (/dev/shm) where there is one, else in the temp directory. For
 * tests that start hundreds of servers: SQLite's syncs to a real disk made each start ~100× slower.
 */
export async function memoryDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const parent = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const path = await mkdtemp(join(parent, 'raider-panel-model-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
