import { describe, expect, it } from 'vitest';
import { storageUnavailableMessage } from '../../server/database/storage-health';
import { call as callApi } from './helpers/api-client';
import { startTestServer } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();

const password = 'zielony-smok-42';

/**
 * Every endpoint that writes answers a storage fault (here SQLITE_READONLY, what a read-only file does;
 * full-disk.test.ts has the real full disk) with `503 unavailable` and one log line, never a 500 with a
 * stack, and acknowledges nothing it did not keep.
 */
describe('a storage fault on every endpoint that writes', () => {
  it('answers 503 unavailable with the Polish message, logs no stack, and keeps nothing', async () => {
    const logged: unknown[][] = [];
    const running = await startTestServer({ inProcess: true, log: (...args) => logged.push(args) });
    cleanups.push(running.close);
    const { server } = running;
    // Status and body: what the walk below compares.
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const answer = await callApi(`${running.api}${path}`, method, { token, body });
      return { status: answer.status, body: answer.body as unknown };
    };
    const tokenOf = async (nickname: string) =>
      ((await call('POST', '/accounts', undefined, { nickname, password })).body as { token: string }).token;
    const admin = await tokenOf('Ada');
    server.db.prepare(`UPDATE accounts SET role = 'admin' WHERE nickname = 'Ada'`).run();
    const kasia = await tokenOf('Kasia');
    const [session] = (await call('GET', '/me/sessions', kasia)).body as Array<{ id: string }>;
    const { resetCode } = (await call('POST', '/members/Kasia/reset-code', admin)).body as { resetCode: string };
    const rows = () => server.db.prepare('SELECT (SELECT COUNT(*) FROM absences) + (SELECT COUNT(*) FROM guild_settings) AS count').get();
    const before = rows();

    server.db.pragma('query_only = ON');
    const writes: Array<[string, string, string | undefined, unknown?]> = [
      ['GET', '/me/calendar', kasia],
      ['POST', '/me/calendar', kasia],
      ['DELETE', `/me/sessions/${session!.id}`, kasia],
      ['PUT', '/me/password', kasia, { currentPassword: password, newPassword: 'niebieski-smok-43' }],
      ['POST', '/accounts/reset', undefined, { nickname: 'Kasia', resetCode, newPassword: 'czerwony-smok-44' }],
      ['PUT', '/members/Kasia/role', admin, { role: 'officer' }],
      ['POST', '/members/Kasia/reset-code', admin],
      ['PUT', '/settings', admin, { rosterHoursBefore: 5, discordWebhookUrl: `https://discord.com/api/webhooks/123456/${'a'.repeat(30)}` }],
      ['POST', '/me/absences', kasia, { from: '2030-01-01', to: '2030-01-02' }],
      ['POST', '/accounts', undefined, { nickname: 'Ola', password }],
      ['POST', '/session', undefined, { nickname: 'Kasia', password }],
      ['DELETE', '/session', kasia],
    ];
    const answers = [];
    for (const [method, path, token, body] of writes) answers.push([`${method} ${path}`, await call(method, path, token, body)]);
    expect(answers).toEqual(
      writes.map(([method, path]) => [
        `${method} ${path}`,
        { status: 503, body: { error: { code: 'unavailable', message: storageUnavailableMessage } } },
      ]),
    );
    // Each fault is one line: a message and the database's words, never an Error with its stack.
    expect(logged.length).toBeGreaterThan(0);
    for (const entry of logged)
      expect(
        entry.some((part) => part instanceof Error),
        String(entry[0]),
      ).toBe(false);
    expect((await call('GET', '/health')).status).toBe(503);

    server.db.pragma('query_only = OFF');
    expect(rows()).toEqual(before);
    expect((await call('GET', '/me/absences', kasia)).body).toEqual([]);
  });
});
