import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFileName } from '../../server/database/open-database';
import { startDiscordBotApi, type StandInMessage } from '../stand-ins/discord-bot-api';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { startServerProcess } from './helpers/server-process';

const cleanups = cleanupsAfterEach();
const channelId = '555000111222333444';

/** The raid a post is about, from its buttons' custom ids (`signup:<raidId>:<status>`). */
const raidOf = (message: StandInMessage) => /"signup:([\w-]+):accepted"/.exec(JSON.stringify(message.body.components))?.[1];

describe("the bot's raid posts across a kill -9", () => {
  it('posts each raid exactly once when the server dies after Discord made a post but before its answer arrived', async () => {
    const dataDir = await directoryForTest(cleanups, 'discord-bot-restart');
    const api = await startDiscordBotApi();
    cleanups.push(api.close);
    const env = { DATA_DIR: dataDir, DISCORD_BOT_TOKEN: api.token, DISCORD_CHANNEL_ID: channelId, DISCORD_API_BASE: api.url };
    const unsent = () => {
      const db = new BetterSqlite3(join(dataDir, databaseFileName), { readonly: true });
      try {
        return db.prepare(`SELECT count(*) AS count FROM outbox WHERE kind = 'raid-post' AND status IN ('pending', 'sending')`).get() as {
          count: number;
        };
      } finally {
        db.close();
      }
    };

    // The first post is made in the channel, and its answer held: the server is killed waiting for it.
    api.script({ method: 'POST', kind: 'hold' });
    const first = await startServerProcess(env);
    cleanups.push(first.kill);
    await expect.poll(() => api.held(), { timeout: 15_000 }).toBe(1);
    await first.kill();
    expect(api.postedIn(channelId)).toHaveLength(1);

    const second = await startServerProcess(env);
    cleanups.push(second.stop);
    await expect.poll(() => unsent().count, { timeout: 15_000 }).toBe(0);
    await second.stop();

    const raids = api.postedIn(channelId).map(raidOf);
    expect(raids.length).toBeGreaterThan(1);
    expect(raids.every(Boolean)).toBe(true);
    expect(new Set(raids).size).toBe(raids.length);
    // The cut post was sent again with its nonce, and Discord gave back the message already made.
    expect(api.requestsOf('POST', `/channels/${channelId}/messages`)).toHaveLength(raids.length + 1);
  });
});
