import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serversPerTest, signInAdmin, startDiscordTestServer } from '../kit';
import { rosterEditDelayMs } from '../../server/discord/announcer';
import type { RaidEvent } from '../../server/raids/raid-event-bus';
import { contractAccessCode, createTestClock, tuesdayRaid, tuesdayStart, type TestClock } from '../contract/contract-fixture';
import { call, signIn } from './helpers/api-client';
import { startDiscordReceiver, type DiscordReceiver } from './helpers/discord-receiver';

/** Roster posts edited in place, reminders written when sent, series notices (webhook mode). */
const hour = 3_600_000;
let clock: TestClock;
let receiver: DiscordReceiver;
/** The servers a test started, with the stand-in as their webhook. */
const servers = serversPerTest((options) => startDiscordTestServer(clock, receiver.url, options));

beforeEach(async () => {
  clock = createTestClock();
  receiver = await startDiscordReceiver();
});
afterEach(async () => {
  receiver.release();
  await servers.closeAll();
  await receiver.close();
});

const round = () => servers.running.server.discord.round();
const answer = (token: string, status: string, role = 'tank') =>
  call(`${servers.running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status, role } });
const rosterPosts = () => receiver.delivered.filter((content) => content.startsWith('🛡️'));
const reminders = () => receiver.delivered.filter((content) => content.startsWith('⏰'));
const requestsOf = (method: string) => receiver.log.filter((entry) => entry.method === method);
const publish = (event: RaidEvent) =>
  servers.running.server.db.transaction(() => servers.running.server.raidEvents.publish(event)).immediate();
const storedRosterMessages = () => servers.running.server.db.prepare('SELECT raid_id, part, message_id FROM discord_roster_messages').all();

describe('the roster message', () => {
  it('is posted when its window opens and someone is in it, then edited in place, several changes making one edit', async () => {
    await servers.start();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    const ala = await signIn(servers.running.api, 'Ala', contractAccessCode);

    // The window opens with nobody in the roster: nothing is posted.
    clock.set(tuesdayStart - 3 * hour);
    await round();
    await round();
    expect(rosterPosts()).toEqual([]);

    await answer(kasia, 'accepted');
    clock.advance(60_000);
    await round();
    expect(rosterPosts()).toHaveLength(1);
    expect(rosterPosts()[0]).toContain('**Tank** (1/2): Kasia');
    // Posted with `?wait=true`: Discord answers with the message, whose id is kept with the raid.
    expect(requestsOf('POST').every((entry) => entry.wait)).toBe(true);
    const [messageId] = [...receiver.messages].find(([, content]) => content.startsWith('🛡️'))!;
    expect(storedRosterMessages()).toEqual([{ raid_id: tuesdayRaid, part: 0, message_id: messageId }]);

    // Two answers close together: one edit, after the wait, of the same message.
    await answer(tomek, 'accepted');
    await round();
    clock.advance(10_000);
    await answer(ala, 'accepted', 'healer');
    await round();
    expect(requestsOf('PATCH')).toEqual([]);
    clock.advance(rosterEditDelayMs - 10_000);
    await round();
    await round();
    expect(requestsOf('PATCH')).toHaveLength(1);
    expect(receiver.edits).toEqual([{ id: messageId, content: expect.stringContaining('**Tank** (2/2): Kasia, Tomek') }]);
    expect(receiver.messages.get(messageId)).toContain('**Uzdrowiciel** (1/3): Ala');
    expect(rosterPosts()).toHaveLength(1);

    // Nothing changed since: nothing more is sent.
    clock.advance(5 * 60_000);
    await round();
    expect(requestsOf('PATCH')).toHaveLength(1);
    expect(rosterPosts()).toHaveLength(1);
  });

  it('is never posted empty, and a roster flapping between empty and not makes at most one row per edit delay', async () => {
    await servers.start();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    clock.set(tuesdayStart - 3 * hour);
    /** Kasia is in when the scheduler looks, out when the roster row's turn comes (behind a held post). */
    async function flap() {
      await answer(kasia, 'accepted');
      receiver.setMode({ kind: 'hang' });
      publish({ kind: 'raid-created', raidId: tuesdayRaid });
      await expect.poll(() => receiver.held()).toBe(1);
      await answer(kasia, 'tentative');
      receiver.setMode({ kind: 'ok' });
      receiver.release();
      await round();
    }
    const rosterRows = () =>
      servers.running.server.db.prepare(`SELECT status, last_error FROM outbox WHERE kind = 'roster' ORDER BY id`).all();
    await flap();
    expect(rosterRows()).toEqual([{ status: 'skipped', last_error: 'nic do wysłania: skład pusty' }]);
    await flap();
    await round();
    expect(rosterRows()).toEqual([
      { status: 'skipped', last_error: 'nic do wysłania: skład pusty' },
      { status: 'pending', last_error: null },
    ]);
    expect(rosterPosts()).toEqual([]);
    await answer(kasia, 'accepted');
    clock.advance(rosterEditDelayMs);
    await round();
    expect(rosterPosts()).toHaveLength(1);
    expect(rosterPosts()[0]).toContain('**Tank** (1/2): Kasia');
  });

  /** Kasia in Tuesday's roster, posted when its window opened; Tomek signed in, not answered: his token. */
  async function kasiasRosterPosted(): Promise<string> {
    await servers.start();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    const tomek = await signIn(servers.running.api, 'Tomek', contractAccessCode);
    await answer(kasia, 'accepted');
    clock.set(tuesdayStart - 3 * hour);
    await round();
    return tomek;
  }

  it('keeps its message id across a restart: the edit queued before it is sent once, after it', async () => {
    const tomek = await kasiasRosterPosted();
    expect(rosterPosts()).toHaveLength(1);
    const [messageId] = [...receiver.messages].find(([, content]) => content.startsWith('🛡️'))!;

    await answer(tomek, 'accepted');
    await round();
    // The server stops between the change and its edit.
    await servers.restart();
    clock.advance(rosterEditDelayMs);
    await round();
    await round();
    expect(receiver.edits).toEqual([{ id: messageId, content: expect.stringContaining('Kasia, Tomek') }]);
    expect(rosterPosts()).toHaveLength(1);
  });

  it('is edited after a restart for a change the stopped server had not seen yet', async () => {
    const tomek = await kasiasRosterPosted();
    await answer(tomek, 'accepted');
    await servers.restart();
    await round();
    clock.advance(rosterEditDelayMs);
    await round();
    await round();
    expect(receiver.edits).toHaveLength(1);
    expect(receiver.edits[0]!.content).toContain('Kasia, Tomek');
    expect(rosterPosts()).toHaveLength(1);
  });
});

describe('the reminder', () => {
  it('names who has not answered when it is sent, not when it was queued', async () => {
    await servers.start();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    await signIn(servers.running.api, 'Tomek', contractAccessCode);
    // An announcement ahead of it fails once: the reminder, queued meanwhile, waits behind it.
    receiver.script({ kind: 'status', status: 500 });
    clock.set(tuesdayStart - 25 * hour);
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await expect.poll(() => receiver.requests).toBe(1);
    await round();
    expect(reminders()).toEqual([]);

    await signIn(servers.running.api, 'Ala', contractAccessCode);
    await answer(kasia, 'absent');
    clock.advance(5_000);
    await round();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toContain('Bez odpowiedzi (2): Ala, Tomek');
    expect(reminders()[0]).toContain('Zapisy zamykają się: wtorek, 3 marca, 19:00 czasu polskiego.');
  });

  it('is not sent when everyone answered by its time, and the admin sees why', async () => {
    await servers.start();
    const kasia = await signIn(servers.running.api, 'Kasia', contractAccessCode);
    receiver.script({ kind: 'status', status: 500 });
    clock.set(tuesdayStart - 25 * hour);
    publish({ kind: 'raid-created', raidId: tuesdayRaid });
    await expect.poll(() => receiver.requests).toBe(1);
    await round();
    await answer(kasia, 'accepted');
    clock.advance(5_000);
    await round();
    expect(reminders()).toEqual([]);
    const rows = servers.running.server.db.prepare(`SELECT status, last_error FROM outbox WHERE kind = 'reminder'`).all();
    expect(rows).toEqual([{ status: 'skipped', last_error: 'wszyscy już odpowiedzieli' }]);
  });
});

describe('series notices', () => {
  const officer = (): Promise<string> => signInAdmin(servers.running, 'Oficer', { now: clock.now, accessCode: contractAccessCode });

  it('announces a new series with its nights', async () => {
    await servers.start();
    const token = await officer();
    const body = { title: 'Piątek', weekday: 5, start: '20:00', durationMinutes: 120, size: 10, difficulty: 'normalny' };
    expect((await call(`${servers.running.api}/series`, 'POST', { token, body })).status).toBe(201);
    await expect.poll(() => receiver.delivered.length).toBe(1);
    const lines = receiver.delivered[0]!.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '📅 **Nowa seria rajdów: Piątek**',
      'Co tydzień: piątek, 20:00–22:00 czasu polskiego · 10 osób · poziom normalny',
    ]);
    expect(lines[2]).toMatch(/^Wieczory \(6\): piątek, 6 marca, 20:00–22:00; piątek, 13 marca, 20:00–22:00; /);
    expect(lines.at(-1)).toBe('Zapisy: https://guild.example/#/raider/signups');
  });

  it('announces a series edit: what changed, in Polish, and the nights it moves', async () => {
    await servers.start();
    const token = await officer();
    const edited = await call(`${servers.running.api}/series/wtorek`, 'PATCH', { token, body: { start: '21:00', title: 'Wtorek późny' } });
    expect(edited.status).toBe(200);
    await expect.poll(() => receiver.delivered.length).toBe(1);
    const lines = receiver.delivered[0]!.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '✏️ **Zmiana serii: Wtorek późny**',
      'Od: wtorek, 3 marca',
      'Nazwa: „Wtorkowy rajd” → „Wtorek późny”',
      'Godziny: 20:00–23:00 → 21:00–00:00 czasu polskiego',
    ]);
    // Across the change to summer time (29 March) the nights stay at 21:00 in Warsaw.
    expect(lines[4]).toBe(
      'Dotyczy wieczorów (6): wtorek, 3 marca, 21:00–00:00; wtorek, 10 marca, 21:00–00:00; wtorek, 17 marca, 21:00–00:00; ' +
        'wtorek, 24 marca, 21:00–00:00; wtorek, 31 marca, 21:00–00:00; wtorek, 7 kwietnia, 21:00–00:00',
    );

    // The end of a series is news too; an edit that changes nothing is not.
    await call(`${servers.running.api}/series/wtorek`, 'PATCH', { token, body: { endsOn: '2026-03-17' } });
    await expect.poll(() => receiver.delivered.length).toBe(2);
    expect(receiver.delivered[1]).toContain('Ostatni wieczór serii: wtorek, 17 marca');
    expect(receiver.delivered[1]).toContain('Dotyczy wieczorów (3): ');
    await call(`${servers.running.api}/series/wtorek`, 'PATCH', { token, body: { start: '21:00' } });
    await round();
    expect(receiver.delivered).toHaveLength(2);
  });
});
