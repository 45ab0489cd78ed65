import { describe, expect, it } from 'vitest';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { slashCommands } from '../../server/discord/slash-commands';
import { startDiscordApiStandIn } from '../stand-ins/discord-interactions';
import { call as callApi } from './helpers/api-client';
import { cleanupsAfterEach } from './helpers/cleanups';
import { startTestServer } from './helpers/test-server';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';
const registeredAt = new Date('2026-11-27T19:30:00.000Z');

/** A server whose Discord application has an id and a server (variables), and no bot token yet. */
async function guildServer() {
  const standIn = await startDiscordApiStandIn();
  cleanups.push(standIn.close);
  const running = await startTestServer({
    inProcess: true,
    now: () => registeredAt,
    discord: readDiscordEnvironment({
      DISCORD_APPLICATION_ID: '900000000000000009',
      DISCORD_GUILD_ID: '900000000000000001',
      DISCORD_API_BASE: standIn.apiBase,
    }),
  });
  cleanups.push(running.close);
  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(`${running.api}${path}`, method, { token, body });
  const { token } = (await call('POST', '/accounts', undefined, { nickname: 'Ada', password })).body as { token: string };
  const member = ((await call('POST', '/accounts', undefined, { nickname: 'Bartek', password })).body as { token: string }).token;
  running.server.db.prepare(`UPDATE accounts SET role = 'admin' WHERE nickname = 'Ada'`).run();
  return { standIn, call, admin: token, member };
}

describe('POST /api/settings/discord-commands (the panel registers the slash commands)', () => {
  it('names what is missing, then registers with the token the admin set in the panel, and keeps the outcome', async () => {
    const { standIn, call, admin } = await guildServer();
    expect((await call('GET', '/settings', admin)).body).toMatchObject({ discordCommands: null });

    const missing = await call('POST', '/settings/discord-commands', admin);
    expect(missing).toMatchObject({
      status: 200,
      body: { ok: false, message: 'Brak ustawień: token bota (DISCORD_BOT_TOKEN) – ustaw je i spróbuj ponownie.' },
    });
    expect(standIn.requests).toEqual([]);

    expect((await call('PUT', '/settings', admin, { discord: { botToken: 'bot-token-from-the-panel' } })).status).toBe(200);
    const registered = await call('POST', '/settings/discord-commands', admin);
    expect(registered.body).toEqual({
      ok: true,
      message: 'Zarejestrowano polecenia /rajdy, /urlop na serwerze Discord 900000000000000001.',
      at: registeredAt.toISOString(),
    });
    expect(standIn.requests).toEqual([
      {
        method: 'PUT',
        path: '/applications/900000000000000009/guilds/900000000000000001/commands',
        authorization: 'Bot bot-token-from-the-panel',
        body: slashCommands,
      },
    ]);
    expect((await call('GET', '/settings', admin)).body).toMatchObject({ discordCommands: registered.body });
    const audit = (await call('GET', '/audit', admin)).body as Array<{ actor: string; detail: string }>;
    expect(audit.map(({ actor, detail }) => `${actor}: ${detail}`)).toContain('Ada: Discord: polecenia zarejestrowane');
  });

  it("shows Discord's refusal in Polish, and records no success", async () => {
    const { standIn, call, admin } = await guildServer();
    expect((await call('PUT', '/settings', admin, { discord: { botToken: 'a-token-discord-refuses' } })).status).toBe(200);
    standIn.refuseNext(401, { message: '401: Unauthorized', code: 0 });
    const refused = await call('POST', '/settings/discord-commands', admin);
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringContaining('Discord odmówił rejestracji poleceń: 401') });
    expect((await call('GET', '/settings', admin)).body).toMatchObject({ discordCommands: refused.body });
    const audit = (await call('GET', '/audit', admin)).body as Array<{ detail: string }>;
    expect(audit.map(({ detail }) => detail)).not.toContain('Discord: polecenia zarejestrowane');
  });

  it('is for admins only', async () => {
    const { standIn, call, member } = await guildServer();
    expect((await call('POST', '/settings/discord-commands', member)).status).toBe(403);
    expect((await call('POST', '/settings/discord-commands')).status).toBe(401);
    expect(standIn.requests).toEqual([]);
  });
});
