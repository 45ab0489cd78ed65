import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAccessCode, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { testPassword } from './helpers/api-client';
import type { RunningServer } from './helpers/test-server';
import { startContractServer } from './helpers/contract-server';

/** Text a raider reads back must be the text they sent, and must read the way it looks. */
let running: RunningServer;
let token: string;

beforeAll(async () => {
  running = await startContractServer({ now: createTestClock().now });
  const answer = await running.server.app.request('/api/accounts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: 'Kasia', password: testPassword, accessCode: contractAccessCode }),
  });
  token = ((await answer.json()) as { token: string }).token;
});
afterAll(async () => {
  await running.close();
});

const save = (body: BodyInit) =>
  running.server.app.request(`/api/raids/${tuesdayRaid}/signup`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });

describe('text in request bodies', () => {
  it('refuses a note with bytes that are not UTF-8 (as it refuses lone surrogates), storing nothing', async () => {
    const prefix = Buffer.from('{"status":"accepted","role":"tank","note":"Będę ', 'utf8');
    const body = Buffer.concat([prefix, Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}', 'utf8')]);
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: 'invalid', message: 'Treść żądania zawiera bajty, które nie są tekstem UTF-8.' },
    });
    const mine = await running.server.app.request(`/api/me/signups?from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await mine.json()).toEqual([]);
  });

  it.each([
    ['a right-to-left override', 'Będę \u202egnaw\u202c'],
    ['a bidi isolate', 'Będę \u2067x\u2069'],
    ['a zero-width space', 'Bę\u200bdę'],
    ['a zero-width joiner', 'Będę\u200d'],
    ['a byte order mark inside', 'Będę\ufeff na czas'],
  ])('refuses a note with %s, naming the field', async (_case, note) => {
    const answer = await save(JSON.stringify({ status: 'accepted', role: 'tank', note }));
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('invalid');
    expect(error.fields.note).toBe(
      'Notatka nie może zawierać niewidocznych znaków (zmiany kierunku tekstu ani znaków o zerowej szerokości).',
    );
  });

  it("refuses bidi and zero-width characters in the nickname, a character's name and realm, and the access code", async () => {
    for (const [field, value] of [
      ['name', 'Ka\u200bsia'],
      ['realm', 'Argent\u202e Dawn'],
    ] as const) {
      const answer = await running.server.app.request('/api/me/characters', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Lunaria', classId: 'druid', specId: 'feral', [field]: value }),
      });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(((await answer.json()) as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
    for (const [field, body] of [
      ['nickname', { nickname: 'Ka\u200dsia', password: testPassword, accessCode: contractAccessCode }],
      ['accessCode', { nickname: 'Zosia', password: testPassword, accessCode: `${contractAccessCode}\u200b` }],
    ] as const) {
      const answer = await running.server.app.request('/api/accounts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(((await answer.json()) as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
  });

  it('keeps accepting Polish text and emoji without joiners', async () => {
    const answer = await save(JSON.stringify({ status: 'accepted', role: 'tank', note: 'Zażółć gęślą jaźń 🐉' }));
    expect(answer.status).toBe(200);
  });
});
