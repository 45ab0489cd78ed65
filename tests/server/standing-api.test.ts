import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { standingMessages } from '../../src/domain/raids/standing-input';
import { contractAccessCode, thursdayRaid, tuesdayRaid, tuesdayStart, type TestClock } from '../contract/contract-fixture';
import { call, callOk, fetchAnswer, signIn } from './helpers/api-client';
import { startContractServer } from './helpers/contract-server';
import { startDiscordReceiver } from './helpers/discord-receiver';
import { contractServerPerTest } from '../kit/server';

/** The standing-answer and batch endpoints' status codes and shapes as docs/api.md gives them (rules: the contract suite). */
let clock: TestClock;
let api: string;

contractServerPerTest((started) => ({ clock, api } = started));

const errorOf = (body: unknown) => (body as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe('standing answers over HTTP', () => {
  it('answers 401, 400, 404 in Polish, 200 and 204 as documented', async () => {
    const token = await signIn(api, 'Kasia', contractAccessCode);
    expect((await call(`${api}/me/standing`, 'GET')).status).toBe(401);
    expect((await call(`${api}/me/standing/wtorek`, 'PUT', { body: { status: 'accepted', role: 'tank' } })).status).toBe(401);

    const unknown = await call(`${api}/me/standing/nie-ma`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    expect([unknown.status, errorOf(unknown.body).message]).toEqual([404, standingMessages.unknownSeries]);
    expect((await call(`${api}/me/standing/nie-ma`, 'DELETE', { token })).status).toBe(404);
    const bad = await call(`${api}/me/standing/wtorek`, 'PUT', { token, body: { status: 'accepted', role: 'kapłan' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).fields).toHaveProperty('role');

    const notHers = await call(`${api}/me/standing/wtorek`, 'PUT', {
      token,
      body: { status: 'accepted', role: 'tank', characterId: '999', note: 'Zawsze' },
    });
    expect([notHers.status, errorOf(notHers.body).fields]).toEqual([400, { characterId: 'Wybierz jedną ze swoich postaci.' }]);
    const warrior = await callOk<{ id: string }>(`${api}/me/characters`, 'POST', {
      token,
      body: { name: 'Tarczownik', classId: 'warrior', specId: 'protection' },
    });
    const set = await call(`${api}/me/standing/wtorek`, 'PUT', {
      token,
      body: { status: 'accepted', role: 'tank', characterId: warrior.id, note: 'Zawsze' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      seriesId: 'wtorek',
      raider: 'Kasia',
      status: 'accepted',
      role: 'tank',
      characterId: warrior.id,
      note: 'Zawsze',
    });
    expect((await call(`${api}/me/standing`, 'GET', { token })).body).toEqual([set.body]);

    const range = `from=${encodeURIComponent(clock.now().toISOString())}&to=${encodeURIComponent('2026-03-06T00:00:00.000Z')}`;
    const mine = await call(`${api}/me/signups?${range}`, 'GET', { token });
    // The character goes through to the answers it stands for.
    expect(mine.body).toEqual([
      expect.objectContaining({ raidId: tuesdayRaid, status: 'accepted', standing: true, characterId: warrior.id }),
    ]);

    expect((await call(`${api}/me/standing/wtorek`, 'DELETE', { token })).status).toBe(204);
    expect((await call(`${api}/me/standing`, 'GET', { token })).body).toEqual([]);
  });

  it('shows the standing answer in the calendar feed like an answer', async () => {
    const token = await signIn(api, 'Aria', contractAccessCode);
    await call(`${api}/me/standing/wtorek`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    const url = (await call(`${api}/me/calendar`, 'GET', { token })).body.url as string;
    const calendar = new ICAL.Component(ICAL.parse(await (await fetchAnswer(url)).text()));
    const summaries = calendar
      .getAllSubcomponents('vevent')
      .map((event) => `${String(event.getFirstPropertyValue('uid')).split('@')[0]}: ${String(event.getFirstPropertyValue('summary'))}`);
    expect(summaries).toContain(`${tuesdayRaid}: [Będę · skład] Wtorkowy rajd – Bursztynowy Świt`);
  });

  it('answers many nights with PUT /me/signups, all or none', async () => {
    const token = await signIn(api, 'Kasia', contractAccessCode);
    const answers = [tuesdayRaid, thursdayRaid].map((raidId) => ({ raidId, status: 'accepted', role: 'melee' }));
    expect((await call(`${api}/me/signups`, 'PUT', { body: { answers } })).status).toBe(401);
    const saved = await call(`${api}/me/signups`, 'PUT', { token, body: { answers } });
    expect(saved.status).toBe(200);
    expect((saved.body as Array<{ raidId: string }>).map((one) => one.raidId)).toEqual([tuesdayRaid, thursdayRaid]);

    const refused = await call(`${api}/me/signups`, 'PUT', {
      token,
      body: {
        answers: [
          { raidId: 'wtorek-2099-01-06', status: 'absent', role: 'melee' },
          { ...answers[1], status: 'absent' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(errorOf(refused.body).fields ?? {})).toEqual(['wtorek-2099-01-06']);
    const thursday = await call(`${api}/raids/${thursdayRaid}/roster`, 'GET', { token });
    expect(thursday.body.byRole.melee.map((entry: { raider: string }) => entry.raider)).toEqual(['Kasia']);
    expect((await call(`${api}/me/signups`, 'PUT', { token, body: { answers: [] } })).status).toBe(400);
  });
});

describe('standing answers in Discord', () => {
  it("puts a raider's standing answer in the night's roster post", async () => {
    const receiver = await startDiscordReceiver();
    const withDiscord = await startContractServer({
      now: clock.now,
      inProcess: true,
      discordWebhookUrl: receiver.url,
      publicUrl: 'https://guild.example',
      discordTimeoutMs: 60_000,
    });
    try {
      const token = await signIn(withDiscord.api, 'Kasia', contractAccessCode);
      expect(
        (await call(`${withDiscord.api}/me/standing/wtorek`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } })).status,
      ).toBe(200);
      // The roster post's window opens before the raid: the standing answer is in it, as an answer would be.
      clock.set(tuesdayStart - 3 * 3_600_000);
      await withDiscord.server.discord.round();
      await withDiscord.server.discord.round();
      const posts = receiver.delivered.filter((content) => content.startsWith('🛡️'));
      expect(posts).toHaveLength(1);
      expect(posts[0]).toContain('**Tank** (1/2): Kasia');
    } finally {
      receiver.release();
      await withDiscord.close();
      await receiver.close();
    }
  });
});
