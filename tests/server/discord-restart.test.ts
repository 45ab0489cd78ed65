import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../../server/discord/outbox';
import { databaseFileName, openDatabase } from '../../server/database/open-database';
import { startDiscordReceiver, type DiscordReceiver } from './helpers/discord-receiver';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();

const ours = (receiver: DiscordReceiver) => receiver.delivered.filter((content) => content.startsWith('Wiadomość '));

describe('the Discord outbox across a kill -9', () => {
  it('delivers each queued event exactly once, in order, after the server dies mid-delivery', async () => {
    const dataDir = await directoryForTest(cleanups, 'discord-restart');
    const receiver = await startDiscordReceiver();
    cleanups.push(receiver.close);
    // Three announcements already queued, as the raid leader's changes would have left them.
    const db = openDatabase(dataDir);
    const outbox = createOutbox(db);
    for (const index of [1, 2, 3]) outbox.enqueue(`test:${index}`, 'raid-created', `Wiadomość ${index}`, new Date());
    db.close();

    const env = { DATA_DIR: dataDir, DISCORD_WEBHOOK_URL: receiver.url };
    receiver.setMode({ kind: 'hang' });
    const first: ServerProcess = await startServerProcess(env);
    cleanups.push(first.kill);
    await expect.poll(() => receiver.held(), { timeout: 15_000 }).toBe(1);
    await first.kill();
    // The cut request never reached the channel.
    await expect.poll(() => receiver.held()).toBe(0);
    expect(ours(receiver)).toEqual([]);

    receiver.setMode({ kind: 'ok' });
    const second = await startServerProcess(env);
    cleanups.push(second.stop);
    await expect.poll(() => ours(receiver).length, { timeout: 15_000 }).toBe(3);
    await second.stop();
    expect(ours(receiver)).toEqual(['Wiadomość 1', 'Wiadomość 2', 'Wiadomość 3']);
    const check = new BetterSqlite3(join(dataDir, databaseFileName), { readonly: true });
    const rows = check.prepare(`SELECT event_key, status, attempts FROM outbox WHERE event_key LIKE 'test:%' ORDER BY id`).all();
    check.close();
    expect(rows).toEqual([
      { event_key: 'test:1', status: 'sent', attempts: 2 },
      { event_key: 'test:2', status: 'sent', attempts: 1 },
      { event_key: 'test:3', status: 'sent', attempts: 1 },
    ]);
  });
});
