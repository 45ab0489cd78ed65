import { nextTwoWeeks } from '../kit';
import { describe, expect, it } from 'vitest';
import { call as callApi } from './helpers/api-client';
import { startTestServer } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';

/**
 * A request is checked (session, role) when it arrives, before its body is read; the body may come much
 * later. What happened meanwhile (a demotion, a sign-out, a password change) must still stop it: the
 * write checks the actor again inside its transaction.
 */
async function guildServer(options: Parameters<typeof startTestServer>[0] = {}) {
  const running = await startTestServer({ inProcess: true, ...options });
  cleanups.push(running.close);
  const { app, db } = running.server;
  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(`${running.api}${path}`, method, { token, body });
  const account = async (nickname: string, role = 'raider') => {
    const { token } = (await call('POST', '/accounts', undefined, { nickname, password })).body as { token: string };
    db.prepare('UPDATE accounts SET role = ? WHERE nickname = ?').run(role, nickname);
    return token;
  };
  /**
   * A request whose body is held back: `reading` resolves once the server asks for the body (its guards
   * have passed), and the body is sent when `release()` is called.
   */
  const held = (method: string, path: string, token: string, body: unknown) => {
    let reading!: () => void;
    let release!: () => void;
    const readingStarted = new Promise<void>((resolve) => (reading = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        reading();
        await released;
        controller.enqueue(new TextEncoder().encode(JSON.stringify(body)));
        controller.close();
      },
    });
    const response = app.request(`/api${path}`, {
      method,
      // With its length told up front, as browsers send a JSON body: the body limit then reads nothing ahead.
      headers: {
        'content-type': 'application/json',
        'content-length': String(new TextEncoder().encode(JSON.stringify(body)).length),
        authorization: `Bearer ${token}`,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { reading: readingStarted, release, response };
  };
  return { call, account, held, db };
}

describe('a request held while its actor changes', () => {
  it("refuses a demoted admin's role change that was already under way", async () => {
    const { call, account, held } = await guildServer();
    const ada = await account('Ada', 'admin');
    const ola = await account('Ola', 'admin');
    await account('Bartek');
    const request = held('PUT', '/members/Bartek/role', ada, { role: 'admin' });
    await request.reading;
    expect((await call('PUT', '/members/Ada/role', ola, { role: 'raider' })).status).toBe(200);
    request.release();
    expect((await request.response).status).toBe(403);
    const members = (await call('GET', '/members', ola)).body as unknown as Array<{ nickname: string; role: string }>;
    expect(members.find((member) => member.nickname === 'Bartek')?.role).toBe('raider');
  });

  it("refuses a demoted officer's cancellation that was already under way", async () => {
    const { call, account, held } = await guildServer();
    const oskar = await account('Oskar', 'officer');
    const ada = await account('Ada', 'admin');
    const raids = (await call('GET', `/raids?${nextTwoWeeks()}`)).body as unknown as Array<{ id: string }>;
    const raidId = raids[0]!.id;
    const request = held('PATCH', `/raids/${raidId}`, oskar, { status: 'cancelled', cancelReason: 'Nie gramy' });
    await request.reading;
    expect((await call('PUT', '/members/Oskar/role', ada, { role: 'raider' })).status).toBe(200);
    request.release();
    expect((await request.response).status).toBe(403);
    const after = (await call('GET', `/raids?${nextTwoWeeks()}`)).body as unknown as Array<{ id: string; status: string }>;
    expect(after.find((raid) => raid.id === raidId)?.status).not.toBe('cancelled');
  });

  it('refuses an absence whose session was signed out while its body was on its way', async () => {
    const { call, account, held, db } = await guildServer();
    const kasia = await account('Kasia');
    const request = held('POST', '/me/absences', kasia, { from: '2030-01-01', to: '2030-01-02' });
    await request.reading;
    expect((await call('DELETE', '/session', kasia)).status).toBe(204);
    request.release();
    expect((await request.response).status).toBe(401);
    expect(db.prepare('SELECT COUNT(*) AS count FROM absences').get()).toEqual({ count: 0 });
  });

  it('refuses a stolen token once the owner changed the password, also mid-request', async () => {
    const { call, account, held, db } = await guildServer();
    const owner = await account('Kasia');
    const stolen = ((await call('POST', '/session', undefined, { nickname: 'Kasia', password })).body as { token: string }).token;
    const request = held('POST', '/me/absences', stolen, { from: '2030-01-01', to: '2030-01-02' });
    await request.reading;
    expect((await call('PUT', '/me/password', owner, { currentPassword: password, newPassword: 'niebieski-smok-43' })).status).toBe(204);
    request.release();
    expect((await request.response).status).toBe(401);
    expect(db.prepare('SELECT COUNT(*) AS count FROM absences').get()).toEqual({ count: 0 });
  });

  it('answers 408 with a Polish message when the body does not come in time', async () => {
    const { account, held, db } = await guildServer({ bodyTimeoutMs: 50 });
    const kasia = await account('Kasia');
    const request = held('POST', '/me/absences', kasia, { from: '2030-01-01', to: '2030-01-02' });
    const response = await request.response;
    request.release();
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({
      error: { code: 'request-timeout', message: 'Treść żądania nie dotarła w ciągu 1 s. Spróbuj ponownie.' },
    });
    expect(db.prepare('SELECT COUNT(*) AS count FROM absences').get()).toEqual({ count: 0 });
  });
});
