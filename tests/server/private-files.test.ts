import { chmodSync, copyFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupsDirectoryName, createBackup } from '../../server/backups/online-backup';
import { restoreBackup } from '../../server/backups/restore-backup';
import { databaseFileName } from '../../server/database/open-database';
import { call, signIn } from './helpers/api-client';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { startTestServer } from './helpers/test-server';

const cleanups = cleanupsAfterEach();
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every entry under `dir` (recursively) with its mode, as `name: mode`. */
function modes(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const here = `${prefix}${entry.name}: ${modeOf(path)}`;
    return entry.isDirectory() ? [here, ...modes(path, `${prefix}${entry.name}/`)] : [here];
  });
}

describe('secrets at rest', () => {
  it('keeps the data directory 0700 and every file in it 0600 from the first start, whatever the umask', async () => {
    const parent = await directoryForTest(cleanups, 'private');
    const dataDir = join(parent, 'dane');
    const umask = process.umask(0o022);
    try {
      const running = await startTestServer({ dataDir, inProcess: true });
      cleanups.push(running.close);
      await signIn(running.api, 'Kasia');
      expect((await call(`${running.api}/health`, 'GET')).status).toBe(200);
      await createBackup(running.server.db, dataDir, new Date('2026-11-26T12:00:00Z'));
      expect(modeOf(dataDir)).toBe('700');
      const listed = modes(dataDir);
      expect(listed).toEqual(
        expect.arrayContaining([
          `${databaseFileName}: 600`,
          `${databaseFileName}-wal: 600`,
          `${databaseFileName}-shm: 600`,
          'feed-key: 600',
        ]),
      );
      expect(
        listed.filter((line) => !line.endsWith(': 600') && !(line.startsWith(`${backupsDirectoryName}: `) && line.endsWith('700'))),
      ).toEqual([]);
      expect(listed.some((line) => line.startsWith(`${backupsDirectoryName}/raider-panel-`))).toBe(true);
    } finally {
      process.umask(umask);
    }
  });

  it('makes private again what an older start left open, and a restored database too', async () => {
    const parent = await directoryForTest(cleanups, 'private');
    const dataDir = join(parent, 'dane');
    const first = await startTestServer({ dataDir, inProcess: true });
    const backup = await createBackup(first.server.db, dataDir, new Date('2026-11-26T12:00:00Z'));
    await first.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, databaseFileName), 0o644);
    // A backup brought back from elsewhere, readable by anyone.
    const brought = join(parent, 'kopia.sqlite');
    copyFileSync(backup, brought);
    chmodSync(brought, 0o644);
    restoreBackup(dataDir, brought, new Date('2026-11-27T12:00:00Z'));
    expect([modeOf(dataDir), modeOf(join(dataDir, databaseFileName))]).toEqual(['700', '600']);
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, databaseFileName), 0o644);
    const again = await startTestServer({ dataDir, inProcess: true });
    cleanups.push(again.close);
    expect([modeOf(dataDir), modeOf(join(dataDir, databaseFileName))]).toEqual(['700', '600']);
  });
});
