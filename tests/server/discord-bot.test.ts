import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord-api-types/v10';
import { serversPerTest, signInAdmin, startDiscordTestServer } from '../kit';
import { rosterEditDelayMs } from '../../server/discord/announcer';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { raidComponents } from '../../server/discord/raid-components';
import { contractAccessCode, createTestClock, thursdayRaid, tuesdayRaid, tuesdayStart, type TestClock } from '../contract/contract-fixture';
import { startDiscordBotApi, type DiscordBotApi, type StandInMessage } from '../stand-ins/discord-bot-api';
import { call, signIn } from './helpers/api-client';
import { startDiscordReceiver, type DiscordReceiver } from './helpers/discord-receiver';

/** The bot's raid posts with buttons, edited in place, and its DM reminders, against a stand-in of Discord's API. */
const hour = 3_600_000;
const channelId = '555000111222333444';
let clock: TestClock;
let api: DiscordBotApi;
let receiver: DiscordReceiver;
/** The servers a test started with the bot set (token, channel, the stand-in as `DISCORD_API_BASE`), and a webhook too: the bot wins. */
const servers = serversPerTest((options) =>
  startDiscordTestServer(clock, receiver.url, {
    discord: readDiscordEnvironment({ DISCORD_BOT_TOKEN: api.token, DISCORD_CHANNEL_ID: channelId, DISCORD_API_BASE: api.url }),
    ...options,
  }),
);

beforeEach(async () => {
  clock = createTestClock();
  api = await startDiscordBotApi();
  receiver = await startDiscordReceiver();
});
afterEach(async () => {
  await servers.closeAll();
  await api.close();
  await receiver.close();
});

/**
 * One full round of the worker after what the test did: the first call may join a round already under
 * way (started by a nudge, on the clock as it was), the second is a round of its own.
 */
async function round() {
  await servers.running.server.discord.round();
  await servers.running.server.discord.round();
}
const answer = (token: string, status: string, role = 'tank') =>
  call(`${servers.running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status, role } });
/** The raid's post in the channel (its buttons name the raid). */
const postOf = (raidId: string): StandInMessage | undefined =>
  api.postedIn(channelId).find((message) => JSON.stringify(message.body.components ?? []).includes(`:${raidId}:`));
const embedOf = (raidId: string): APIEmbed => api.messages.get(postOf(raidId)!.id)!.body.embeds![0]!;
const field = (raidId: string, name: RegExp) => embedOf(raidId).fields!.find((entry) => name.test(entry.name));
const patches = () => api.requestsOf('PATCH', `/channels/${channelId}/messages/`);
const unix = (ms: number) => Math.floor(ms / 1000);
const outboxRows = (kind: string) =>
  servers.running.server.db
    .prepare('SELECT event_key, status, attempts, last_error FROM outbox WHERE kind = ? ORDER BY id')
    .all(kind) as Array<{
    event_key: string;
    status: string;
    attempts: number;
    last_error: string | null;
  }>;

const officer = (): Promise<string> => signInAdmin(servers.running, 'Oficer', { now: clock.now, accessCode: contractAccessCode });

describe('the bot posts each published raid', () => {
  it('with its time as Discord timestamps, the roster by role with counts, and the answer buttons, once', async () => {
    await servers.start();
    await round();
    // Every raid of the published window (6 weeks, two nights a week), in start order, each once.
    expect(api.postedIn(channelId)).toHaveLength(12);
    expect(api.requests.every((request) => request.status === 200)).toBe(true);
    const post = postOf(tuesdayRaid)!;
    expect(post.id).toBe(api.postedIn(channelId)[0]!.id);
    expect(post.body.components).toEqual(raidComponents(tuesdayRaid));
    expect(post.body.allowed_mentions).toEqual({ parse: [] });
    const embed = embedOf(tuesdayRaid);
    expect(embed.title).toBe('Wtorkowy rajd');
    expect(embed.url).toBe('https://guild.example/#/raider/signups');
    expect(embed.description!.split('\n')[0]).toBe(`<t:${unix(tuesdayStart)}:F> (<t:${unix(tuesdayStart)}:R>)`);
    expect(embed.description).toContain(`Zapisy do <t:${unix(tuesdayStart - hour)}:f>`);
    expect(embed.fields).toEqual([
      { name: 'Tank 0/2', value: '–', inline: true },
      { name: 'Uzdrowiciel 0/3', value: '–', inline: true },
      { name: 'Wręcz 0/2', value: '–', inline: true },
      { name: 'Z dystansu 0/3', value: '–', inline: true },
    ]);
    // The message id is kept with the raid.
    const stored = servers.running.server.db
      .prepare('SELECT channel_id, message_id FROM discord_raid_posts WHERE raid_id = ?')
      .get(tuesdayRaid);
    expect(stored).toEqual({ channel_id: channelId, message_id: post.id });

    // Nothing changed: nothing more is sent, and the webhook got nothing (the bot wins).
    clock.advance(5 * 60_000);
    await round();
    expect(api.postedIn(channelId)).toHaveLength(12);
    expect(patches()).toEqual([]);
    expect(receiver.requests).toBe(0);
  });

  it('sends announcements through the bot too, and a post whose answer was lost is not posted twice (enforced nonce)', async () => {
    api.script({ method: 'POST', kind: 'lost' });
    await servers.start();
    await round();
    // The first post was made, but its answer lost: the other raids' posts go on, that one is tried
    // again later with the same nonce and Discord gives back the message already made.
    expect(api.postedIn(channelId)).toHaveLength(12);
    expect(api.requestsOf('POST', `/channels/${channelId}/messages`)).toHaveLength(12);
    clock.advance(5_000);
    await round();
    expect(api.postedIn(channelId)).toHaveLength(12);
    expect(api.requestsOf('POST', `/channels/${channelId}/messages`)).toHaveLength(13);
    expect(api.postedIn(channelId)[0]).toBe(postOf(tuesdayRaid));

    const token = await officer();
    const cancelled = await call(`${servers.running.api}/raids/${thursdayRaid}`, 'PATCH', {
      token,
      body: { status: 'cancelled', cancelReason: 'Brak tanków' },
    });
    expect(cancelled.status).toBe(200);
    await round();
    const notices = api.postedIn(channelId).filter((message) => message.body.content?.startsWith('❌'));
    expect(notices.map((message) => message.body.content)).toEqual([
      '❌ **Rajd odwołany: Czwartkowy rajd**\nczwartek, 5 marca, 20:00–23:00 czasu polskiego\nPowód: Brak tanków',
    ]);
    expect(receiver.requests).toBe(0);
  });
});

describe('the raid post is edited in place', () => {
  it('after signups, several changes close together making one edit', async () => {
    await servers.start();
    await round();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    const ala = await signIn(servers.running.api, 'Ala', contractAccessCode);
    await answer(kasia, 'accepted');
    await round();
    clock.advance(10_000);
    await answer(tomek, 'accepted');
    await round();
    await answer(ala, 'accepted', 'healer');
    await round();
    expect(patches()).toEqual([]);
    clock.advance(rosterEditDelayMs - 10_000);
    await round();
    await round();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.path).toBe(`/channels/${channelId}/messages/${postOf(tuesdayRaid)!.id}`);
    expect(field(tuesdayRaid, /^Tank/)).toEqual({ name: 'Tank 2/2', value: 'Kasia, Tomek', inline: true });
    expect(field(tuesdayRaid, /^Uzdrowiciel/)).toEqual({ name: 'Uzdrowiciel 1/3', value: 'Ala', inline: true });

    // A third tank goes to the reserve.
    const ola = await signIn(servers.running.api, 'Ola', contractAccessCode);
    await answer(ola, 'accepted');
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    expect(patches()).toHaveLength(2);
    expect(field(tuesdayRaid, /^Rezerwa/)).toEqual({ name: 'Rezerwa (1)', value: '1. Ola' });
    expect(api.postedIn(channelId)).toHaveLength(12);
  });

  it('honours a 429 storm on the edits (Retry-After, retry_after, global): nothing lost, the final content right', async () => {
    await servers.start();
    await round();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    api.script(
      { method: 'PATCH', kind: '429', retryAfter: 2 },
      { method: 'PATCH', kind: '429', retryAfterBody: 3.5, global: true },
      { method: 'PATCH', kind: '429', retryAfter: 1 },
    );
    await answer(kasia, 'accepted');
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    expect(patches().map((request) => request.status)).toEqual([429]);
    // Within the 2 s nothing is sent, however often the worker looks.
    clock.advance(1_999);
    await round();
    await round();
    expect(patches()).toHaveLength(1);
    // A change during the storm is in the edit that gets through.
    await answer(tomek, 'accepted');
    clock.advance(1);
    await round();
    expect(patches().map((request) => request.status)).toEqual([429, 429]);
    // Global: no request of any kind for 3.5 s.
    const before = api.requests.length;
    clock.advance(3_499);
    await round();
    expect(api.requests.length).toBe(before);
    clock.advance(1);
    await round();
    expect(patches().map((request) => request.status)).toEqual([429, 429, 429]);
    clock.advance(1_000);
    await round();
    expect(patches().map((request) => request.status)).toEqual([429, 429, 429, 200]);
    expect(field(tuesdayRaid, /^Tank/)).toEqual({ name: 'Tank 2/2', value: 'Kasia, Tomek', inline: true });
    // A 429 spends no attempt: the edit was sent once, as far as its row counts.
    expect(outboxRows('raid-post').filter((row) => row.event_key.startsWith(`raid-post:${tuesdayRaid}:`))).toEqual([
      { event_key: expect.any(String), status: 'sent', attempts: 1, last_error: null },
    ]);
    clock.advance(5 * 60_000);
    await round();
    expect(patches()).toHaveLength(4);
  });

  it('waits for an empty rate-limit bucket to reset (X-RateLimit-Remaining 0, Reset-After) before the next edit', async () => {
    await servers.start();
    await round();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    api.rateLimitHeaders('PATCH', { remaining: 0, resetAfter: 90 });
    await answer(kasia, 'accepted');
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    expect(patches()).toHaveLength(1);
    await answer(tomek, 'accepted');
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    // The bucket resets 90 s after the first edit: 60 s of it are left.
    clock.advance(59_000);
    await round();
    expect(patches()).toHaveLength(1);
    clock.advance(1_000);
    await round();
    expect(patches()).toHaveLength(2);
    expect(field(tuesdayRaid, /^Tank/)!.value).toBe('Kasia, Tomek');
  });

  it('after a restart between a change and its edit: sent once, after it, to the same message', async () => {
    await servers.start();
    await round();
    const messageId = postOf(tuesdayRaid)!.id;
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    await answer(kasia, 'accepted');
    await round();
    // The edit is queued; the server stops before its time.
    await servers.restart();
    await answer(tomek, 'accepted');
    clock.advance(rosterEditDelayMs);
    await round();
    await round();
    expect(patches().map((request) => request.path)).toEqual([`/channels/${channelId}/messages/${messageId}`]);
    expect(field(tuesdayRaid, /^Tank/)!.value).toBe('Kasia, Tomek');
    expect(api.postedIn(channelId)).toHaveLength(12);

    // A change the stopped server never saw is edited after the next start.
    const ala = await signIn(servers.running.api, 'Ala', contractAccessCode);
    await answer(ala, 'accepted', 'healer');
    await servers.restart();
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    await round();
    expect(patches()).toHaveLength(2);
    expect(field(tuesdayRaid, /^Uzdrowiciel/)!.value).toBe('Ala');
    expect(api.postedIn(channelId)).toHaveLength(12);
  });

  it('when the raid is cancelled (Odwołany, no buttons) and when it is moved (the new time)', async () => {
    await servers.start();
    await round();
    const token = await officer();
    const moved = await call(`${servers.running.api}/raids/${thursdayRaid}`, 'PATCH', { token, body: { start: '21:30' } });
    expect(moved.status).toBe(200);
    const cancelled = await call(`${servers.running.api}/raids/${tuesdayRaid}`, 'PATCH', {
      token,
      body: { status: 'cancelled', cancelReason: 'Brak tanków' },
    });
    expect(cancelled.status).toBe(200);
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    await round();
    const tuesday = api.messages.get(postOf(tuesdayRaid)!.id)!;
    expect(tuesday.body.components).toEqual([]);
    expect(tuesday.body.embeds![0]!.title).toBe('Odwołany: Wtorkowy rajd');
    expect(tuesday.body.embeds![0]!.description).toContain('❌ **Odwołany**. Powód: Brak tanków');
    const thursdayStart = Date.parse('2026-03-05T20:30:00Z');
    expect(embedOf(thursdayRaid).description!.split('\n')[0]).toBe(`<t:${unix(thursdayStart)}:F> (<t:${unix(thursdayStart)}:R>)`);
    expect(patches()).toHaveLength(2);
  });
});

describe('the raid post when signups close', () => {
  it('loses its buttons and says so, in one edit', async () => {
    await servers.start();
    await round();
    clock.set(tuesdayStart - hour);
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    expect(patches()).toHaveLength(1);
    const tuesday = api.messages.get(postOf(tuesdayRaid)!.id)!;
    expect(tuesday.body.components).toEqual([]);
    expect(tuesday.body.embeds![0]!.description!.split('\n').at(-1)).toBe('Zapisy zamknięte');
    // The next raid still takes answers.
    expect(api.messages.get(postOf(thursdayRaid)!.id)!.body.components).toEqual(raidComponents(thursdayRaid));
  });
});

describe('DM reminders', () => {
  it('go to linked members without an answer who keep them on, once per raid, with the buttons; a refused DM is recorded, not retried', async () => {
    await servers.start();
    const tokens: Record<string, string> = {};
    for (const nickname of ['Kasia', 'Tomek', 'Ala', 'Ola', 'Ewa'])
      tokens[nickname] = await signIn(servers.running.api, nickname, contractAccessCode);
    const links = createDiscordLinks(servers.running.server.db);
    const linkedAt = clock.now().toISOString();
    links.link('kasia', '100000000000000001', linkedAt);
    links.link('tomek', '100000000000000002', linkedAt);
    links.link('ala', '100000000000000003', linkedAt);
    links.setDmReminders('ala', false);
    links.link('ewa', '100000000000000005', linkedAt);
    api.refuseDmsTo('100000000000000005');
    await answer(tokens.Kasia!, 'accepted');
    await round();
    // Not yet: the reminder is due 24 h before signups close (Tuesday 18:00 UTC).
    expect(api.requestsOf('POST', '/users/@me/channels')).toEqual([]);

    clock.set(tuesdayStart - hour - 24 * hour);
    await round();
    expect(api.requestsOf('POST', '/users/@me/channels').map((request) => request.body.recipient_id)).toEqual([
      '100000000000000005',
      '100000000000000002',
    ]);
    const tomekDm = api.postedIn(api.dmChannels.get('100000000000000002')!);
    expect(tomekDm).toHaveLength(1);
    expect(tomekDm[0]!.body.content).toContain('⏰ **Przypomnienie: Wtorkowy rajd**');
    expect(tomekDm[0]!.body.content).toContain(`<t:${unix(tuesdayStart)}:F>`);
    expect(tomekDm[0]!.body.components).toEqual(raidComponents(tuesdayRaid));
    expect(api.postedIn(api.dmChannels.get('100000000000000005')!)).toEqual([]);
    expect(outboxRows('dm-reminder').map(({ event_key, status, last_error }) => ({ event_key, status, last_error }))).toEqual([
      {
        event_key: `dm-reminder:${tuesdayRaid}:ewa`,
        status: 'failed',
        last_error: '403 (50007): Discord nie pozwala wysłać wiadomości tej osobie',
      },
      { event_key: `dm-reminder:${tuesdayRaid}:tomek`, status: 'sent', last_error: null },
    ]);
    // The admin's list of deliveries names the raider as they write their nickname, not by the account key.
    const preview = servers.running.server.db
      .prepare('SELECT payload FROM outbox WHERE event_key = ?')
      .get(`dm-reminder:${tuesdayRaid}:tomek`) as {
      payload: string;
    };
    expect(JSON.parse(preview.payload).content).toBe('Przypomnienie w DM dla Tomek: Wtorkowy rajd');

    // Later rounds send nothing more, and the refused DM is not tried again.
    for (const step of [60_000, 15 * 60_000, 2 * hour]) {
      clock.advance(step);
      await round();
    }
    expect(api.requestsOf('POST', '/users/@me/channels')).toHaveLength(2);
    expect(api.postedIn(api.dmChannels.get('100000000000000002')!)).toHaveLength(1);
    expect(api.requestsOf('POST', `/channels/${api.dmChannels.get('100000000000000005')}/messages`)).toHaveLength(1);
  });

  it('never comes within seconds of a new link: a link made after the reminder was due gets none for that raid', async () => {
    await servers.start();
    await signIn(servers.running.api, 'Tomek', contractAccessCode);
    // Inside Tuesday's reminder window (24 h before signups close), Tomek links his Discord account.
    clock.set(tuesdayStart - hour - 20 * hour);
    await round();
    createDiscordLinks(servers.running.server.db).link('tomek', '100000000000000002', clock.now().toISOString());
    for (const step of [5_000, 60_000, 2 * hour]) {
      clock.advance(step);
      await round();
    }
    expect(api.requestsOf('POST', '/users/@me/channels')).toEqual([]);
    expect(outboxRows('dm-reminder')).toEqual([]);
    // The next raid's reminder, due after the link, does reach him.
    clock.set(Date.parse('2026-03-05T19:00:00Z') - hour - 24 * hour);
    await round();
    expect(outboxRows('dm-reminder').map((row) => [row.event_key, row.status])).toEqual([[`dm-reminder:${thursdayRaid}:tomek`, 'sent']]);
  });

  it('for a one-off raid made inside its reminder window, the channel hears of the raid first, then the reminder', async () => {
    await servers.start();
    await round();
    await signIn(servers.running.api, 'Tomek', contractAccessCode);
    const token = await officer();
    // Monday noon UTC: a raid tonight, its reminder (24 h before signups close) due at once.
    const created = await call(`${servers.running.api}/raids`, 'POST', {
      token,
      body: { title: 'Nocny bonus', date: '2026-03-02', start: '21:00', durationMinutes: 120, size: 10, difficulty: 'normalny' },
    });
    expect(created.status).toBe(201);
    const raidId = (created.body as { id: string }).id;
    for (let index = 0; index < 3; index += 1) {
      await round();
      clock.advance(60_000);
    }
    const inChannel = api
      .postedIn(channelId)
      .map((message) =>
        JSON.stringify(message.body.components ?? []).includes(`:${raidId}:`)
          ? 'post'
          : message.body.content?.startsWith('⏰')
            ? 'reminder'
            : 'other',
      );
    expect(inChannel.filter((kind) => kind !== 'other')).toEqual(['post', 'reminder']);
  });

  it('is not sent to a raider who answered by the time its turn came', async () => {
    await servers.start();
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    createDiscordLinks(servers.running.server.db).link('tomek', '100000000000000002', clock.now().toISOString());
    await round();
    // The DM channel request is refused once (a 500): the row waits; meanwhile Tomek answers.
    api.script({ method: 'POST', kind: 'status', status: 500 });
    clock.set(tuesdayStart - hour - 24 * hour);
    await round();
    await answer(tomek, 'absent');
    clock.advance(60_000);
    await round();
    expect(api.postedIn(api.dmChannels.get('100000000000000002') ?? 'none')).toEqual([]);
    expect(outboxRows('dm-reminder').map((row) => [row.status, row.last_error])).toEqual([['skipped', 'odpowiedź już jest']]);
  });
});
