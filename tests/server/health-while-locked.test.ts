import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFileName } from '../../server/database/open-database';
import { startTestServer, type RunningServer } from './helpers/test-server';

/**
 * The panel probes `/api/health` to decide whether the guild's server can take answers, so health must
 * answer at once on a busy server: it may never wait for the database's write lock (a long write, a
 * migration, a backup tool holding the file). Were it to write, it would wait the 5 s busy timeout and
 * then answer 503 here.
 */
let running: RunningServer | undefined;
let holder: BetterSqlite3.Database | undefined;
afterEach(async () => {
  if (holder?.inTransaction) holder.exec('ROLLBACK');
  holder?.close();
  holder = undefined;
  await running?.close();
  running = undefined;
});

describe('GET /api/health while another connection holds the write lock', () => {
  it('answers 200 ok without touching the lock', async () => {
    running = await startTestServer({ inProcess: true });
    holder = new BetterSqlite3(join(running.dataDir, databaseFileName), { timeout: 0 });
    holder.exec('BEGIN IMMEDIATE');
    // The lock is real: any other writer is refused at once.
    const other = new BetterSqlite3(join(running.dataDir, databaseFileName), { timeout: 0 });
    expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
    other.close();
    const answer = await running.server.app.request('/api/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok' });
  });
});
