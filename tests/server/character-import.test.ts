import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packId, raiderIoMessages } from '../../server/imports/raider-io';
import { characterImportMessages } from '../../src/domain/characters/character-import';
import { characterAssignmentMessages } from '../../src/domain/characters/character-assignment';
import { contractConfig, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { profileKey, startRaiderIoStandIn, type RaiderIoStandIn, lodowaCharacter, lodowaProfile } from '../stand-ins/raider-io';
import { whileSwitched } from '../kit';
import { call, signIn } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** `POST /api/me/characters/import` against our Raider.IO stand-in. */
const profile = lodowaProfile(489.4);

let raiderIo: RaiderIoStandIn;
let running: RunningServer;
let token: string;
const importCharacter = (body: unknown) => call(`${running.api}/me/characters/import`, 'POST', { token, body });

beforeAll(async () => {
  raiderIo = await startRaiderIoStandIn();
  raiderIo.profiles.set(profileKey('eu', 'Tarren Mill', 'Lodowa'), profile);
  const clock = createTestClock();
  running = await startTestServer({
    guildConfig: guildWith(contractConfig),
    now: clock.now,
    inProcess: true,
    raiderIoApiBase: raiderIo.url,
  });
  token = await signIn(running.api, 'Kasia');
});

afterAll(async () => {
  await running?.close();
  await raiderIo?.close();
});

describe('the Raider.IO import', () => {
  it("maps Raider.IO's English names to the pack's ids", () => {
    expect(['Death Knight', 'Beast Mastery', 'Demon Hunter', 'Frost', "Hunter's Mark"].map(packId)).toEqual([
      'death-knight',
      'beast-mastery',
      'demon-hunter',
      'frost',
      'hunters-mark',
    ]);
  });

  it('creates the character, then updates the same one', async () => {
    const created = await importCharacter({ region: 'eu', realm: 'Tarren Mill', name: 'Lodowa' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...lodowaCharacter });
    raiderIo.profiles.set(profileKey('eu', 'Tarren Mill', 'Lodowa'), {
      ...profile,
      active_spec_name: 'Unholy',
      gear: { item_level_equipped: 495, item_level_total: 496 },
    });
    const updated = await importCharacter({ region: 'eu', realm: 'Tarren Mill', name: 'lodowa' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, specId: 'unholy', itemLevel: 495 });
    const mine = await call(`${running.api}/me/characters`, 'GET', { token });
    expect(mine.body).toEqual([updated.body]);
  });

  it('shows the item level in Skład next to the character', async () => {
    const [character] = (await call(`${running.api}/me/characters`, 'GET', { token })).body as Array<{ id: string }>;
    const answer = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: { status: 'accepted', characterId: character!.id },
    });
    expect(answer.status).toBe(200);
    const roster = await call(`${running.api}/raids/${tuesdayRaid}/roster`, 'GET', { token });
    const entries = Object.values(roster.body.byRole as Record<string, Array<{ raider: string; character?: unknown }>>).flat();
    expect(entries.find((entry) => entry.raider === 'Kasia')?.character).toEqual({
      id: character!.id,
      name: 'Lodowa',
      classId: 'death-knight',
      specId: 'unholy',
      itemLevel: 495,
    });
  });

  it("refuses with 409 another raider's character, naming them, and stores nothing", async () => {
    const ola = await signIn(running.api, 'Ola');
    const refused = await call(`${running.api}/me/characters/import`, 'POST', {
      token: ola,
      body: { region: 'eu', realm: 'tarren mill', name: 'LODOWA' },
    });
    // The name as Raider.IO spells it, and Kasia's nickname: she has Lodowa from the import above.
    const message = characterAssignmentMessages.taken('Lodowa', 'Kasia');
    expect([refused.status, refused.body.error]).toEqual([409, { code: 'taken', message, fields: { name: message } }]);
    expect((await call(`${running.api}/me/characters`, 'GET', { token: ola })).body).toEqual([]);
  });

  it('says in Polish when Raider.IO does not know the character', async () => {
    const missing = await importCharacter({ region: 'us', realm: 'Tarren Mill', name: 'Nieznana' });
    expect([missing.status, missing.body.error.fields]).toEqual([400, { name: raiderIoMessages.notFound }]);
  });

  it("refuses a class the guild's game does not have", async () => {
    raiderIo.profiles.set(profileKey('eu', 'Tarren Mill', 'Obca'), {
      ...profile,
      name: 'Obca',
      class: 'Tinker',
      active_spec_name: 'Gears',
    });
    const strange = await importCharacter({ region: 'eu', realm: 'Tarren Mill', name: 'Obca' });
    expect([strange.status, strange.body.error.fields]).toEqual([400, { name: characterImportMessages.unknownGame }]);
  });

  it('passes on a rate limit as 429', async () => {
    await whileSwitched(raiderIo, { rateLimited: true, rateLimitInBodyOnly: false }, async () => {
      const limited = await importCharacter({ region: 'eu', realm: 'Tarren Mill', name: 'Lodowa' });
      // Raider.IO gives no wait: a minute, passed on as Retry-After.
      expect([limited.status, limited.headers.get('retry-after'), limited.body.error]).toEqual([
        429,
        '60',
        { code: 'rate-limited', message: raiderIoMessages.rateLimited(60) },
      ]);
      raiderIo.rateLimitInBodyOnly = true;
      const bodyOnly = await importCharacter({ region: 'eu', realm: 'Tarren Mill', name: 'Lodowa' });
      expect([bodyOnly.status, bodyOnly.headers.get('retry-after'), bodyOnly.body.error.message]).toEqual([
        429,
        '20',
        raiderIoMessages.rateLimited(20),
      ]);
    });
  });

  it("refuses with 502 in Polish a profile whose name or realm breaks a character's rules, or of the wrong shape", async () => {
    const cases: Record<string, unknown> = {
      Długie: { ...profile, name: 'x'.repeat(100_000) },
      Wiersze: { ...profile, name: 'Lodo\r\nwa' },
      Odwrócona: { ...profile, name: 'Lodo\u202ewa' },
      Serwer: { ...profile, realm: 'r'.repeat(1024 * 1024) },
      SerwerZnaki: { ...profile, realm: 'Tarren<script>Mill' },
      Liczba: { ...profile, class: 7 },
      BezImienia: { ...profile, name: 12345 },
      Tablica: [profile],
    };
    for (const [name, answer] of Object.entries(cases)) raiderIo.hostile.set(profileKey('eu', 'Tarren Mill', name), answer);
    for (const name of Object.keys(cases)) {
      const refused = await importCharacter({ region: 'eu', realm: 'Tarren Mill', name });
      expect([name, refused.status, refused.body.error]).toEqual([name, 502, { code: 'bad-gateway', message: raiderIoMessages.unusable }]);
    }
    // Nothing was stored.
    const mine = (await call(`${running.api}/me/characters`, 'GET', { token })).body as Array<{ name: string }>;
    expect(mine.map((character) => character.name)).toEqual(['Lodowa']);
  });

  it.each([
    [{ region: 'cn', realm: 'Tarren Mill', name: 'Lodowa' }, 'region'],
    [{ region: 'eu', name: 'Lodowa' }, 'realm'],
    [{ region: 'eu', realm: 'Tarren Mill', name: '' }, 'name'],
    [{ region: 'eu', realm: 'Tarren Mill', name: '<b>x</b>' }, 'name'],
  ])('refuses %j (field %s) before asking Raider.IO', async (body, field) => {
    const refused = await importCharacter(body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual([field]);
  });

  it('needs a session', async () => {
    expect((await call(`${running.api}/me/characters/import`, 'POST', { body: { region: 'eu', realm: 'x', name: 'y' } })).status).toBe(401);
  });
});
