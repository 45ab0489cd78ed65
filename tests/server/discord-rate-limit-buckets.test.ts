import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBotClient, type BotClient } from '../../server/discord/bot-client';
import { startDiscordBotApi, type DiscordBotApi } from '../stand-ins/discord-bot-api';

/**
 * Discord counts some routes together: every answer names its bucket (`X-RateLimit-Bucket`), and a
 * bucket is counted per channel. The bot's client keeps its limits per bucket, not per method and path.
 */
const raidChannel = '555000111222333444';
const otherChannel = '555000111222333999';
let api: DiscordBotApi;
let at: number;
let client: BotClient;

beforeEach(async () => {
  api = await startDiscordBotApi();
  at = Date.parse('2026-03-02T12:00:00Z');
  client = createBotClient({ token: api.token, apiBase: api.url, fetch: globalThis.fetch, timeoutMs: 5_000, now: () => new Date(at) });
});
afterEach(() => api.close());

it('an empty shared bucket holds every route in it, in that channel only, until it resets', async () => {
  api.shareBucket('3f1a9c0e7d2b4a58', 'POST /channels/:channel/messages', 'PATCH /channels/:channel/messages/:id');
  const first = await client.post(raidChannel, { content: 'Rajd' });
  expect(first.kind).toBe('ok');
  const messageId = (first as { messageId: string }).messageId;

  // The edit empties the bucket it shares with posting.
  api.rateLimitHeaders('PATCH', { remaining: 0, resetAfter: 20 });
  expect((await client.edit(raidChannel, messageId, { content: 'Rajd, zmieniony' })).kind).toBe('ok');
  const sent = api.requests.length;
  expect(await client.post(raidChannel, { content: 'Ogłoszenie' })).toEqual({ kind: 'rate-limited', waitMs: 20_000 });
  expect(api.requests).toHaveLength(sent);

  // Another channel is another count of the same bucket.
  expect((await client.post(otherChannel, { content: 'Gdzie indziej' })).kind).toBe('ok');

  at += 20_000;
  expect((await client.post(raidChannel, { content: 'Ogłoszenie' })).kind).toBe('ok');
});

it('a 429 on one route of a shared bucket closes the others for its Retry-After; routes of other buckets go on', async () => {
  api.shareBucket('77aa00bb11cc22dd', 'POST /channels/:channel/messages', 'DELETE /channels/:channel/messages/:id');
  const posted = await client.post(raidChannel, { content: 'Rajd' });
  const messageId = (posted as { messageId: string }).messageId;
  // A route's bucket is known from its first answer on: this delete tells it.
  const spare = (await client.post(raidChannel, { content: 'Zapas' })) as { messageId: string };
  expect((await client.remove(raidChannel, spare.messageId)).kind).toBe('ok');
  api.script({ method: 'POST', kind: '429', retryAfter: 7, retryAfterBody: 6.5 });
  expect(await client.post(raidChannel, { content: 'Drugi' })).toEqual({ kind: 'rate-limited', waitMs: 7_000 });
  const sent = api.requests.length;
  expect(await client.remove(raidChannel, messageId)).toEqual({ kind: 'rate-limited', waitMs: 7_000 });
  expect(api.requests).toHaveLength(sent);
  // The edit is a bucket of its own here: it is sent.
  expect((await client.edit(raidChannel, messageId, { content: 'Rajd, zmieniony' })).kind).toBe('ok');
  at += 7_000;
  expect((await client.remove(raidChannel, messageId)).kind).toBe('ok');
});
