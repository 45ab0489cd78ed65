import { describe, expect, it } from 'vitest';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { startDiscordBotApi } from '../stand-ins/discord-bot-api';
import { call } from './helpers/api-client';
import { cleanupsAfterEach } from './helpers/cleanups';
import { startTestServer } from './helpers/test-server';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';
const guildId = '200000000000000002';
const officerRole = '300000000000000004';
const kasiaOnDiscord = '900000000000000041';

/**
 * The server with the guild's bot against the stand-in, a clock the test moves, the admin, and Kasia's
 * account (made with a password) linked to her Discord user, an officer on the guild's server.
 */
async function linkedOfficer(env: Record<string, string> = {}) {
  const botApi = await startDiscordBotApi();
  cleanups.push(botApi.close);
  let now = new Date('2026-11-26T12:00:00Z');
  const running = await startTestServer({
    inProcess: true,
    now: () => now,
    discord: readDiscordEnvironment({
      DISCORD_BOT_TOKEN: botApi.token,
      DISCORD_GUILD_ID: guildId,
      DISCORD_OFFICER_ROLE_IDS: officerRole,
      DISCORD_API_BASE: botApi.url,
      ...env,
    }),
    warn: () => {},
  });
  cleanups.push(running.close);
  const api = running.api;
  const admin = await call(`${api}/setup`, 'POST', {
    body: { token: running.server.firstRunLink(), nickname: 'Mistrz', password, accessCode: 'smocza-jaskinia' },
  });
  expect(admin.status).toBe(201);
  const kasia = await call(`${api}/accounts`, 'POST', { body: { nickname: 'Kasia', password, accessCode: 'smocza-jaskinia' } });
  expect(kasia.status).toBe(201);
  createDiscordLinks(running.server.db).link('kasia', kasiaOnDiscord, now.toISOString());
  botApi.setMember(guildId, kasiaOnDiscord, [officerRole]);
  const memberReads = () => botApi.requestsOf('GET', `/guilds/${guildId}/members/`).length;
  const signIn = () => call(`${api}/session`, 'POST', { body: { nickname: 'Kasia', password } });
  return {
    botApi,
    api,
    admin: admin.body.token as string,
    signIn,
    memberReads,
    tick: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

describe('roles that follow Discord for linked accounts', () => {
  it('gives a password sign-in the role Discord gives now, and a live session loses it within the refresh time', async () => {
    const { botApi, api, admin, signIn, memberReads, tick } = await linkedOfficer();
    const session = await signIn();
    expect(session.status).toBe(201);
    expect(session.body.role).toBe('officer');
    const token = session.body.token as string;
    expect((await call(`${api}/members`, 'GET', { token })).status).toBe(200);
    expect(memberReads()).toBe(1);

    // Taken away on Discord: within the refresh time the stored role holds, and Discord is not asked.
    botApi.setMember(guildId, kasiaOnDiscord, []);
    tick(299_000);
    expect((await call(`${api}/members`, 'GET', { token })).status).toBe(200);
    expect(memberReads()).toBe(1);
    tick(2_000);
    const refused = await call(`${api}/members`, 'GET', { token });
    expect(refused.status).toBe(403);
    expect(memberReads()).toBe(2);
    expect((await call(`${api}/session`, 'GET', { token })).body).toEqual({ nickname: 'Kasia', role: 'raider' });
    const audit = (await call(`${api}/audit`, 'GET', { token: admin })).body as Array<{ actor: string; target: string; detail: string }>;
    // Newest first: the role Discord took away, after the one the password sign-in took from it.
    expect(audit.filter((entry) => entry.actor === 'Discord').map((entry) => `${entry.target}: ${entry.detail}`)).toEqual([
      'Kasia: Oficer → Członek gildii',
      'Kasia: Członek gildii → Oficer',
    ]);
    // An account without a link never asks Discord.
    expect((await call(`${api}/members`, 'GET', { token: admin })).status).toBe(200);
    expect(memberReads()).toBe(2);
  });

  it('ends the sessions of a member who left the server, and refuses her password sign-in', async () => {
    const { botApi, api, signIn, tick } = await linkedOfficer();
    const token = (await signIn()).body.token as string;
    botApi.setMember(guildId, kasiaOnDiscord, undefined);
    tick(301_000);
    const ended = await call(`${api}/session`, 'GET', { token });
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toContain('Nie jesteś już członkiem serwera Discord gildii');
    expect((await call(`${api}/session`, 'GET', { token })).status).toBe(401);
    const again = await signIn();
    expect(again.status).toBe(403);
    expect(again.body.error.message).toContain('Nie jesteś już członkiem serwera Discord gildii');
    // Back on the server: she signs in again.
    botApi.setMember(guildId, kasiaOnDiscord, []);
    expect((await signIn()).body.role).toBe('raider');
  });

  it('with DISCORD_RAIDER_ROLE_IDS, ends the sessions of a member left with no role that may raid', async () => {
    const raiderRole = '300000000000000005';
    const { botApi, api, signIn, tick } = await linkedOfficer({ DISCORD_RAIDER_ROLE_IDS: raiderRole });
    const token = (await signIn()).body.token as string;
    botApi.setMember(guildId, kasiaOnDiscord, []);
    tick(301_000);
    expect((await call(`${api}/session`, 'GET', { token })).status).toBe(401);
    expect((await signIn()).status).toBe(403);
    botApi.setMember(guildId, kasiaOnDiscord, [raiderRole]);
    expect((await signIn()).body.role).toBe('raider');
  });

  it('keeps the stored role while Discord limits, fails or does not know the guild, and asks again after the wait', async () => {
    const { botApi, api, signIn, memberReads, tick } = await linkedOfficer();
    const token = (await signIn()).body.token as string;
    botApi.setMember(guildId, kasiaOnDiscord, []);
    tick(301_000);
    // A 429 whose wait is only in the body: the request is answered with the role the panel has.
    botApi.script({ method: 'GET', kind: '429', retryAfterBody: 40 });
    // What the members list answered and how many times the member was read from Discord by then.
    const members = async () => ({ status: (await call(`${api}/members`, 'GET', { token })).status, reads: memberReads() });
    expect(await members()).toEqual({ status: 200, reads: 2 });
    tick(39_000);
    expect(await members()).toEqual({ status: 200, reads: 2 });
    // Discord failing: the same, tried again 30 s later.
    tick(2_000);
    botApi.script({ method: 'GET', kind: 'status', status: 502 });
    expect(await members()).toEqual({ status: 200, reads: 3 });
    tick(31_000);
    expect(await members()).toEqual({ status: 403, reads: 4 });
  });

  it('reads once for requests arriving together', async () => {
    const { api, signIn, memberReads, tick } = await linkedOfficer();
    const token = (await signIn()).body.token as string;
    tick(301_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(`${api}/members`, 'GET', { token })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(memberReads()).toBe(2);
  });

  it('never reads an unknown guild (the bot not on the server) as everyone having left', async () => {
    const { botApi, api, signIn, tick } = await linkedOfficer();
    const token = (await signIn()).body.token as string;
    botApi.script({ method: 'GET', kind: 'status', status: 404 });
    tick(301_000);
    expect((await call(`${api}/session`, 'GET', { token })).body).toEqual({ nickname: 'Kasia', role: 'officer' });
  });
});
