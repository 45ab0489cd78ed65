import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin, startDiscordTestServer } from '../kit';
import { raidCancelledText, reminderText, splitForDiscord } from '../../server/discord/discord-messages';
import { maskWebhook } from '../../server/discord/guild-settings';
import type { RaidEvent } from '../../server/raids/raid-event-bus';
import { contractAccessCode, createTestClock, thursdayRaid, tuesdayRaid, tuesdayStart, type TestClock } from '../contract/contract-fixture';
import { call, callOk, signIn } from './helpers/api-client';
import { startDiscordReceiver, type DiscordReceiver } from './helpers/discord-receiver';
import type { RunningServer } from './helpers/test-server';

const hour = 3_600_000;
let clock: TestClock;
let receiver: DiscordReceiver;
let running: RunningServer;

/** The server with `webhook` as its `DISCORD_WEBHOOK_URL` (`null`: none). */
async function start(webhook: string | null = receiver.url) {
  running = await startDiscordTestServer(clock, webhook ?? undefined);
}

beforeEach(async () => {
  clock = createTestClock();
  receiver = await startDiscordReceiver();
});
afterEach(async () => {
  receiver.release();
  await running?.close();
  await receiver.close();
});

/** Publishes like the raid leader's tools: inside a write transaction of the server's database. */
const publish = (event: RaidEvent) => running.server.db.transaction(() => running.server.raidEvents.publish(event)).immediate();
const outboxRows = () =>
  running.server.db.prepare('SELECT kind, status FROM outbox ORDER BY id').all() as Array<{ kind: string; status: string }>;
const round = () => running.server.discord.round();
/**
 * A wait of `wait` ms, checked to the second: the worker runs a second before it is over (answering what
 * `seen()` showed then) and again when it is.
 */
async function seenJustBefore<T>(wait: number, seen: () => T): Promise<T> {
  clock.advance(wait - 1_000);
  await round();
  const before = seen();
  clock.advance(1_000);
  await round();
  return before;
}
/**
 * Waits until the stand-in got `count` requests and the worker took in the last answer: `round()` joins
 * the round in flight, so the test's clock moves only after the worker read it for that answer.
 */
async function requestsAnswered(count: number) {
  await expect.poll(() => receiver.requests).toBe(count);
  await round();
}

describe('Discord announcements of raid events', () => {
  it('posts a cancelled raid in Polish with the reason and the time in the guild zone, exactly once', async () => {
    await start();
    publish({ kind: 'raid-cancelled', raidId: tuesdayRaid, reason: 'Za mało healerów @everyone' });
    await expect.poll(() => receiver.delivered.length).toBe(1);
    await round();
    await round();
    expect(receiver.delivered).toHaveLength(1);
    expect(receiver.delivered[0]).toBe(
      '❌ **Rajd odwołany: Wtorkowy rajd**\nwtorek, 3 marca, 20:00–23:00 czasu polskiego\nPowód: Za mało healerów @\u200beveryone',
    );
    expect(outboxRows()).toEqual([{ kind: 'raid-cancelled', status: 'sent' }]);
  });

  it('queues nothing for a change whose transaction rolls back', async () => {
    await start();
    expect(() =>
      running.server.db
        .transaction(() => {
          running.server.raidEvents.publish({ kind: 'raid-created', raidId: tuesdayRaid });
          throw new Error('the change failed');
        })
        .immediate(),
    ).toThrow('the change failed');
    await round();
    expect(outboxRows()).toEqual([]);
    expect(receiver.requests).toBe(0);
  });

  it('announces created, moved and restored raids in order, with a link to the panel', async () => {
    await start();
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    publish({ kind: 'raid-moved', raidId: thursdayRaid, previousStartsAt: '2026-03-04T19:00:00.000Z' });
    publish({ kind: 'raid-restored', raidId: tuesdayRaid });
    publish({ kind: 'roster-decided', raidId: tuesdayRaid, nickname: 'Kasia', decision: 'confirmed' });
    await expect.poll(() => receiver.delivered.length).toBe(3);
    expect(receiver.delivered.map((content) => content.split('\n')[0])).toEqual([
      '📅 **Nowy rajd: Wtorkowy rajd**',
      '🔁 **Rajd przeniesiony: Czwartkowy rajd**',
      '✅ **Rajd przywrócony: Wtorkowy rajd**',
    ]);
    expect(receiver.delivered[1]).toContain('Było: środa, 4 marca, 20:00');
    expect(receiver.delivered[0]).toContain('Zapisy: https://guild.example/#/raider/signups');
  });

  it('honours 429 Retry-After: waits that long, and nothing overtakes the refused message', async () => {
    receiver.setMode({ kind: 'status', status: 429, retryAfter: '30' });
    await start();
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    publish({ kind: 'raid-created', raidId: thursdayRaid });
    await requestsAnswered(1);
    receiver.setMode({ kind: 'ok' });
    expect(await seenJustBefore(30_000, () => receiver.requests)).toBe(1);
    expect(receiver.delivered.map((content) => content.split('\n')[0])).toEqual([
      '📅 **Nowy rajd: Wtorkowy rajd**',
      '📅 **Nowy rajd: Czwartkowy rajd**',
    ]);
  });

  it('does not count 429s as attempts: 11 rate limits and a 500 leave the message to be sent, after 5 s', async () => {
    receiver.script(...Array.from({ length: 11 }, () => ({ kind: 'status', status: 429, retryAfter: '1' }) as const), {
      kind: 'status',
      status: 500,
    });
    await start();
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await requestsAnswered(1);
    for (let request = 2; request <= 12; request += 1) {
      clock.advance(1_000);
      await round();
      expect(receiver.requests).toBe(request);
    }
    expect(receiver.log.map((entry) => entry.status)).toEqual([...Array.from({ length: 11 }, () => 429), 500]);
    const [row] = running.server.db.prepare('SELECT status, attempts, last_error FROM outbox').all() as Array<Record<string, unknown>>;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/^500/) });
    // The first failure waits the first step of the back-off, whatever rate limits came before it.
    clock.advance(4_999);
    await round();
    expect(receiver.requests).toBe(12);
    clock.advance(1);
    await round();
    expect(receiver.delivered.map((content) => content.split('\n')[0])).toEqual(['📅 **Nowy rajd: Wtorkowy rajd**']);
    expect(outboxRows()).toEqual([{ kind: 'raid-created', status: 'sent' }]);
  });

  it('waits the retry_after of a 429 body when there is no Retry-After header', async () => {
    receiver.script({ kind: 'status', status: 429, retryAfterBody: 2.5 });
    await start();
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await requestsAnswered(1);
    clock.advance(2_499);
    await round();
    expect(receiver.requests).toBe(1);
    clock.advance(1);
    await round();
    expect(receiver.delivered).toHaveLength(1);
  });

  it('retries a 500 with back-off and shows the error to the admin meanwhile', async () => {
    receiver.setMode({ kind: 'status', status: 500 });
    await start();
    const admin = await signInAdmin(running, 'Mistrz', { now: clock.now, accessCode: contractAccessCode });
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await requestsAnswered(1);
    const deliveries = await call(`${running.api}/deliveries`, 'GET', { token: admin });
    expect(deliveries.status).toBe(200);
    expect(deliveries.body).toMatchObject([
      { kind: 'raid-created', status: 'pending', attempts: 1, lastError: expect.stringMatching(/^500/) },
    ]);
    receiver.setMode({ kind: 'ok' });
    expect(await seenJustBefore(5_000, () => receiver.delivered.length)).toBe(0);
    expect(receiver.delivered).toHaveLength(1);
    const after = await call(`${running.api}/deliveries`, 'GET', { token: admin });
    expect(after.body).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
  });

  it('gives up on a webhook Discord refuses (404) and goes on with the next message', async () => {
    receiver.setMode({ kind: 'status', status: 404 });
    await start();
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await expect.poll(() => outboxRows()[0]?.status).toBe('failed');
    receiver.setMode({ kind: 'ok' });
    publish({ kind: 'raid-created', raidId: thursdayRaid });
    await expect.poll(() => receiver.delivered.length).toBe(1);
    expect(receiver.delivered[0]).toContain('Czwartkowy rajd');
  });

  it('never holds up an API request while Discord hangs', async () => {
    receiver.setMode({ kind: 'hang' });
    await start();
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await expect.poll(() => receiver.held()).toBe(1);
    const token = await signIn(running.api, 'Kasia', contractAccessCode);
    const saved = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    expect(saved.status).toBe(200);
    // The delivery is still under way: the answer did not wait for it.
    expect(receiver.held()).toBe(1);
    expect(receiver.delivered).toEqual([]);
  });

  it('queues and sends nothing without a webhook', async () => {
    await start(null);
    publish({ kind: 'raid-cancelled', raidId: tuesdayRaid, reason: 'Brak ludzi' });
    clock.set(tuesdayStart - 2 * hour);
    await round();
    expect(outboxRows()).toEqual([]);
    expect(receiver.requests).toBe(0);
  });
});

describe('roster posts and reminders', () => {
  it('posts the roster 3 hours before the start, once', async () => {
    await start();
    const token = await signIn(running.api, 'Kasia', contractAccessCode);
    await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    clock.set(tuesdayStart - 3 * hour - 60_000);
    await round();
    expect(receiver.delivered.filter((content) => content.startsWith('🛡️'))).toEqual([]);
    clock.set(tuesdayStart - 3 * hour);
    await round();
    await round();
    const rosters = receiver.delivered.filter((content) => content.startsWith('🛡️'));
    expect(rosters).toHaveLength(1);
    expect(rosters[0]).toContain('**Tank** (1/2): Kasia');
  });

  it('names the raiders without an answer 24 hours before signups close', async () => {
    await start();
    const kasia = await signIn(running.api, 'Kasia', contractAccessCode);
    await signIn(running.api, 'Tomek', contractAccessCode);
    await signIn(running.api, 'Ala', contractAccessCode);
    await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token: kasia, body: { status: 'absent', role: 'tank' } });
    // An absence covering the night is Ola's "Nie będę": she is not named either.
    const ola = await signIn(running.api, 'Ola', contractAccessCode);
    await callOk(`${running.api}/me/absences`, 'POST', { token: ola, body: { from: '2026-03-02', to: '2026-03-04' } });
    // Signups close 60 minutes before the start; the reminder is due 24 hours before that.
    clock.set(tuesdayStart - 25 * hour);
    await round();
    const reminders = receiver.delivered.filter((content) => content.startsWith('⏰'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain('Bez odpowiedzi (2): Ala, Tomek');
  });
});

describe('settings', () => {
  const webhook = 'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789';

  it('lets only admins read and set them, answers the webhook masked, and falls back to DISCORD_WEBHOOK_URL', async () => {
    await start();
    const raider = await signIn(running.api, 'Kasia', contractAccessCode);
    expect((await call(`${running.api}/settings`, 'GET', { token: raider })).status).toBe(403);
    expect((await call(`${running.api}/deliveries`, 'GET', { token: raider })).status).toBe(403);
    expect((await call(`${running.api}/settings`, 'PUT', { token: raider, body: { rosterHoursBefore: 2 } })).status).toBe(403);
    const admin = await signInAdmin(running, 'Mistrz', { now: clock.now, accessCode: contractAccessCode });

    const initial = await call(`${running.api}/settings`, 'GET', { token: admin });
    expect(initial.body).toMatchObject({
      discordWebhookUrl: maskWebhook(receiver.url),
      discordWebhookSource: 'environment',
      rosterHoursBefore: 3,
      reminderHoursBefore: 24,
    });
    const saved = await call(`${running.api}/settings`, 'PUT', {
      token: admin,
      body: { discordWebhookUrl: webhook ?? undefined, rosterHoursBefore: 2 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      discordWebhookUrl: 'https://discord.com/api/webhooks/1234…/••••6789',
      discordWebhookSource: 'database',
      rosterHoursBefore: 2,
      reminderHoursBefore: 24,
    });
    expect(JSON.stringify(saved.body)).not.toContain('abcdefghijklmnop');
    const removed = await call(`${running.api}/settings`, 'PUT', { token: admin, body: { discordWebhookUrl: null } });
    expect(removed.body.discordWebhookSource).toBe('environment');
  });

  it('refuses a webhook that is not Discord’s and hours out of range, changing nothing', async () => {
    await start();
    const admin = await signInAdmin(running, 'Mistrz', { now: clock.now, accessCode: contractAccessCode });
    const refused = await call(`${running.api}/settings`, 'PUT', {
      token: admin,
      body: { discordWebhookUrl: 'http://169.254.169.254/latest', rosterHoursBefore: 0, reminderHoursBefore: 'dużo' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['discordWebhookUrl', 'reminderHoursBefore', 'rosterHoursBefore']);
    expect((await call(`${running.api}/settings`, 'GET', { token: admin })).body.rosterHoursBefore).toBe(3);
  });
});

describe('the zone after a time', () => {
  const raid = {
    id: tuesdayRaid,
    title: 'Wtorkowy rajd',
    startUtc: '2026-03-03T19:00:00.000Z',
    endUtc: '2026-03-03T22:00:00.000Z',
    signupsCloseAt: '2026-03-03T18:00:00.000Z',
  } as Parameters<typeof raidCancelledText>[0];

  it('says "czasu polskiego" for Warsaw and never the zone id', () => {
    const texts = [
      raidCancelledText(raid, 'Brak ludzi', { timeZone: 'Europe/Warsaw' }),
      reminderText(raid, ['Ala'], { timeZone: 'Europe/Warsaw' }),
    ];
    for (const text of texts) {
      expect(text).toContain('20:00–23:00 czasu polskiego');
      expect(text).not.toContain('Europe/Warsaw');
    }
    expect(texts[1]).toContain('Zapisy zamykają się: wtorek, 3 marca, 19:00 czasu polskiego.');
  });

  it('keeps the zone name for a guild in another zone', () => {
    expect(raidCancelledText(raid, '', { timeZone: 'America/New_York' })).toBe(
      '❌ **Rajd odwołany: Wtorkowy rajd**\nwtorek, 3 marca, 14:00–17:00 (America/New_York)',
    );
  });
});

describe('splitForDiscord', () => {
  it('keeps every message within 2000 characters, cutting at line ends first', () => {
    const lines = Array.from({ length: 300 }, (_, index) => `Rajdowiec numer ${index + 1}`);
    const parts = splitForDiscord(lines.join('\n'));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.content.length <= 2000)).toBe(true);
    expect(parts.map((part) => part.content).join('\n')).toBe(lines.join('\n'));
  });

  it('cuts one overlong line at a space, and a line without spaces hard at the limit', () => {
    const names = Array.from({ length: 500 }, (_, index) => `Gracz${index}`).join(', ');
    const parts = splitForDiscord(`Bez odpowiedzi: ${names}`);
    expect(parts.every((part) => part.content.length <= 2000)).toBe(true);
    expect(parts.map((part) => part.content).join(' ')).toBe(`Bez odpowiedzi: ${names}`);
    const solid = splitForDiscord('x'.repeat(4500));
    expect(solid.map((part) => part.content.length)).toEqual([2000, 2000, 500]);
  });

  it('cuts a long list between its items, never inside a nickname with spaces', () => {
    const names = Array.from({ length: 120 }, (_, index) => `Nick Rajdowca QC ${index}`);
    const parts = splitForDiscord(`Bez odpowiedzi (${names.length}): ${names.join(', ')}`);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => part.content.length <= 2000)).toBe(true);
    for (const part of parts.slice(0, -1)) expect(part.content).toMatch(/Nick Rajdowca QC \d+,$/);
    for (const part of parts.slice(1)) expect(part.content).toMatch(/^Nick Rajdowca QC \d+/);
    expect(parts.map((part) => part.content).join(' ')).toBe(`Bez odpowiedzi (${names.length}): ${names.join(', ')}`);
  });

  it('leaves a short text as one message', () => {
    expect(splitForDiscord('Rajd odwołany')).toEqual([{ content: 'Rajd odwołany' }]);
  });
});
