import { describe, expect, it } from 'vitest';
import type { GamePack } from '../../src/domain/game/game-pack-types';
import { contractConfig, createTestClock } from '../contract/contract-fixture';
import { call, signIn } from './helpers/api-client';
import { guildWith, startTestServer } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';
import { ownGamePack } from '../kit';
import { characterAssignmentMessages } from '../../src/domain/characters/character-assignment';

/** The game and character endpoints' status codes as docs/api.md gives them (rules: the contract suite). */
const cleanups = cleanupsAfterEach();

const ownGame = ownGamePack();

describe('characters over HTTP', () => {
  it("answers the game publicly, 201 for a new character, 200, 204, 400, 401, 404 and 409 for another raider's", async () => {
    const running = await startTestServer({ guildConfig: guildWith(contractConfig), now: createTestClock().now, inProcess: true });
    cleanups.push(running.close);
    const game = await call(`${running.api}/game`, 'GET');
    expect([game.status, (game.body as GamePack).id]).toEqual([200, 'wow']);

    const kasia = await signIn(running.api, 'Kasia');
    const tomek = await signIn(running.api, 'Tomek');
    const list = `${running.api}/me/characters`;
    expect((await call(list, 'GET')).status).toBe(401);
    const created = await call(list, 'POST', { token: kasia, body: { name: 'Lunaria', classId: 'druid', specId: 'guardian' } });
    expect(created.status).toBe(201);
    const lunaria = created.body as { id: string };
    expect(created.body).toEqual({ id: lunaria.id, name: 'Lunaria', classId: 'druid', specId: 'guardian', main: true });
    const bad = await call(list, 'POST', { token: kasia, body: { name: 'Lunaria', classId: 'druid', specId: 'fury' } });
    expect([bad.status, (bad.body as { error: { fields: unknown } }).error.fields]).toEqual([
      400,
      { specId: 'Wybierz specjalizację tej klasy.' },
    ]);

    // Kasia's Lunaria, without a realm, is the one a raid log finds on any realm: nobody else's.
    const message = characterAssignmentMessages.taken('lunaria', 'Kasia');
    const taken = await call(list, 'POST', {
      token: tomek,
      body: { name: 'lunaria', realm: 'Argent Dawn', classId: 'mage', specId: 'fire' },
    });
    expect([taken.status, taken.body]).toEqual([409, { error: { code: 'taken', message, fields: { name: message } } }]);
    const burza = await call(list, 'POST', { token: tomek, body: { name: 'Burza', classId: 'shaman', specId: 'elemental' } });
    const renamed = await call(`${list}/${(burza.body as { id: string }).id}`, 'PATCH', { token: tomek, body: { name: 'lunaria' } });
    expect([renamed.status, (await call(list, 'GET', { token: tomek })).body]).toEqual([409, [burza.body]]);

    const one = `${list}/${lunaria.id}`;
    expect((await call(one, 'PATCH', { token: tomek, body: { name: 'Cudza' } })).status).toBe(404);
    expect((await call(one, 'DELETE', { token: tomek })).status).toBe(404);
    const patched = await call(one, 'PATCH', { token: kasia, body: { realm: 'Argent Dawn' } });
    expect([patched.status, patched.body]).toEqual([200, { ...created.body!, realm: 'Argent Dawn' }]);
    expect((await call(list, 'GET', { token: kasia })).body).toEqual([patched.body]);
    expect((await call(one, 'DELETE', { token: kasia })).status).toBe(204);
    expect((await call(one, 'DELETE', { token: kasia })).status).toBe(404);
    expect((await call(list, 'GET', { token: kasia })).body).toEqual([]);
  });

  it("plays the guild's own game pack from its config", async () => {
    const running = await startTestServer({
      guildConfig: { ...guildWith(contractConfig), game: ownGame },
      now: createTestClock().now,
      inProcess: true,
    });
    cleanups.push(running.close);
    expect((await call(`${running.api}/game`, 'GET')).body).toEqual(ownGame);
    const kasia = await signIn(running.api, 'Kasia');
    const list = `${running.api}/me/characters`;
    expect((await call(list, 'POST', { token: kasia, body: { name: 'Nova', classId: 'pilot', specId: 'escort' } })).status).toBe(201);
    expect((await call(list, 'POST', { token: kasia, body: { name: 'Thrall', classId: 'shaman', specId: 'elemental' } })).status).toBe(400);
  });
});
