import { describe, expect, it } from 'vitest';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { createInteractionSigner, interactionPayloads } from '../stand-ins/discord-interactions';
import { startDiscordOAuthStandIn, type StandInDiscordUser, type StandInFailure } from '../stand-ins/discord-oauth';
import { cleanupsAfterEach } from './helpers/cleanups';
import { startTestServer, type TestServerOptions } from './helpers/test-server';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';
const publicUrl = 'https://gildia.test';
const guildId = '200000000000000002';
const adminRole = '300000000000000003';
const officerRole = '300000000000000004';

/** The `name=value` of the state cookie `GET /api/auth/discord` set, as the browser sends it back. */
const stateCookieOf = (started: Response): string => {
  const cookie = started.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^__Host-raider-panel-discord=/);
  return cookie.split(';')[0]!;
};

const member = (id: string, fields: Partial<StandInDiscordUser> & { nick?: string | null; roles?: string[] } = {}): StandInDiscordUser => ({
  id,
  username: fields.username ?? `user${id.slice(-3)}`,
  globalName: fields.globalName ?? null,
  guilds: { [guildId]: { nick: fields.nick ?? null, roles: fields.roles ?? [] } },
});

/** The server with sign-in with Discord against the stand-in, an admin made through the set-up link, and a clock the test moves. */
async function discordServer(options: TestServerOptions & { env?: Record<string, string> } = {}) {
  const standIn = await startDiscordOAuthStandIn();
  cleanups.push(standIn.close);
  let now = new Date('2026-11-26T12:00:00Z');
  const { env, ...serverOptions } = options;
  const running = await startTestServer({
    inProcess: true,
    publicUrl,
    now: () => now,
    discord: readDiscordEnvironment({
      DISCORD_CLIENT_ID: standIn.clientId,
      DISCORD_CLIENT_SECRET: standIn.clientSecret,
      DISCORD_GUILD_ID: guildId,
      DISCORD_ADMIN_ROLE_IDS: adminRole,
      DISCORD_OFFICER_ROLE_IDS: officerRole,
      DISCORD_API_BASE: standIn.apiBase,
      DISCORD_AUTHORIZE_URL: standIn.authorizeUrl,
      ...env,
    }),
    ...serverOptions,
  });
  cleanups.push(running.close);
  const { app } = running.server;
  const request = (path: string, init: RequestInit = {}) => app.request(`${publicUrl}${path}`, init);
  const json = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await request(path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const setup = await json('POST', '/api/setup', {
    token: running.server.firstRunLink(),
    nickname: 'Mistrz',
    password,
    accessCode: 'smocza-jaskinia',
  });
  expect(setup.status).toBe(201);

  /**
   * Through Discord's authorize page (the stand-in sends the browser straight back) to the callback's
   * answer, as one browser: the state's cookie from the start goes with the callback.
   */
  async function throughDiscord(user: StandInDiscordUser, start = '/api/auth/discord', tamper?: (authorize: URL) => void) {
    standIn.setUser(user);
    const started = await request(start);
    expect(started.status).toBe(302);
    const cookie = stateCookieOf(started);
    const authorize = new URL(started.headers.get('location')!);
    tamper?.(authorize);
    const back = await fetch(authorize, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const callback = new URL(back.headers.get('location')!);
    expect(callback.origin).toBe(publicUrl);
    return { response: await request(`${callback.pathname}${callback.search}`, { headers: { cookie } }), callback, cookie };
  }
  const ticketIn = (response: Response) => {
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${publicUrl}/#/raider\\?discordTicket=[\\w-]+$`));
    return location.split('discordTicket=')[1]!;
  };
  async function signIn(user: StandInDiscordUser) {
    const { response } = await throughDiscord(user);
    expect(response.status).toBe(302);
    return json('POST', '/api/session', { discordTicket: ticketIn(response) });
  }
  return {
    standIn,
    running,
    request,
    json,
    admin: setup.body.token as string,
    throughDiscord,
    ticketIn,
    signIn,
    tick: (ms: number) => (now = new Date(now.getTime() + ms)),
    now: () => now,
  };
}

describe('sign in with Discord', () => {
  it("sends the browser to Discord's authorize page with PKCE S256, the state and the redirect URI", async () => {
    const { request, json } = await discordServer();
    expect((await json('GET', '/api/sign-in-options')).body).toMatchObject({ discord: true });
    const started = await request('/api/auth/discord');
    expect(started.status).toBe(302);
    const url = new URL(started.headers.get('location')!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '100000000000000001',
      scope: 'identify guilds.members.read',
      code_challenge_method: 'S256',
      redirect_uri: `${publicUrl}/api/auth/discord/callback`,
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The state, bound to this browser: a __Host- cookie (HTTPS public URL) no subdomain or script reads.
    const cookie = started.headers.get('set-cookie')!;
    expect(cookie.split('; ')[0]).toBe(`__Host-raider-panel-discord=${url.searchParams.get('state')}`);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it("refuses a callback opened in another browser (login CSRF): no state cookie, or another round-trip's", async () => {
    const { throughDiscord, request, ticketIn, standIn } = await discordServer();
    const attacker = member('900000000000000031', { nick: 'Napastnik' });
    standIn.setUser(attacker);
    // The attacker's round-trip, stopped before the callback: its URL is what they would send.
    const started = await request('/api/auth/discord');
    const back = await fetch(new URL(started.headers.get('location')!), { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const attempts = standIn.tokenAttempts.length;
    const victimWithoutCookie = await request(`${callback.pathname}${callback.search}`);
    expect(victimWithoutCookie.status).toBe(400);
    expect(await victimWithoutCookie.text()).toContain('zaczęło się w innej przeglądarce');
    // A victim who started a round-trip of their own has a cookie, but not this state's.
    const own = stateCookieOf(await request('/api/auth/discord'));
    const victimWithOwnCookie = await request(`${callback.pathname}${callback.search}`, { headers: { cookie: own } });
    expect(victimWithOwnCookie.status).toBe(400);
    // Discord was never asked for a token, and the attacker's own browser still finishes its round-trip.
    expect(standIn.tokenAttempts.length).toBe(attempts);
    const finished = await request(`${callback.pathname}${callback.search}`, { headers: { cookie: stateCookieOf(started) } });
    expect(finished.status).toBe(302);
    ticketIn(finished);
    // The callback removes the cookie: it served its one round-trip.
    expect(finished.headers.get('set-cookie')).toMatch(/^__Host-raider-panel-discord=; Max-Age=0/);
    expect((await throughDiscord(attacker)).response.status).toBe(302);
  });

  it('refuses in Polish without the Discord settings or the public URL', async () => {
    const unset = await discordServer({ env: { DISCORD_CLIENT_SECRET: '' } });
    const refused = await unset.request('/api/auth/discord');
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain('Logowanie przez Discorda nie jest skonfigurowane');
    expect((await unset.json('GET', '/api/sign-in-options')).body).toEqual({ accessCodeRequired: true, joiningClosed: false });

    const noUrl = await discordServer({ publicUrl: undefined });
    const refusedUrl = await noUrl.running.server.app.request('http://127.0.0.1/api/auth/discord');
    expect(refusedUrl.status).toBe(503);
    expect(await refusedUrl.text()).toContain('wymaga adresu publicznego serwera');
  });

  it('makes an account for a new member (server nickname, role from Discord) and hands the session over by a one-time ticket', async () => {
    const { json, throughDiscord, ticketIn } = await discordServer();
    const { response } = await throughDiscord(
      member('900000000000000001', { nick: 'Kasia', globalName: 'Katarzyna', roles: [officerRole] }),
    );
    expect(response.status).toBe(302);
    const ticket = ticketIn(response);
    const session = await json('POST', '/api/session', { discordTicket: ticket });
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ nickname: 'Kasia', role: 'officer' });
    expect(session.body.token).toEqual(expect.any(String));
    expect((await json('GET', '/api/session', undefined, session.body.token)).body).toEqual({ nickname: 'Kasia', role: 'officer' });
    // Single use.
    const again = await json('POST', '/api/session', { discordTicket: ticket });
    expect(again.status).toBe(401);
    expect(again.body.error.fields.discordTicket).toContain('wygasło');
    // No password: a password sign-in is told to use Discord.
    const withPassword = await json('POST', '/api/session', { nickname: 'Kasia', password: 'cokolwiek-123' });
    expect(withPassword.status).toBe(401);
    expect(withPassword.body.error.message).toContain('Zaloguj się przez Discord');
    expect((await json('GET', '/api/me/discord', undefined, session.body.token)).body).toEqual({
      linked: true,
      dmReminders: true,
      hasPassword: false,
    });
  });

  it('names the account by the global name, else the username, when the member has no server nickname', async () => {
    const { signIn } = await discordServer();
    expect((await signIn(member('900000000000000002', { globalName: 'Ola Wielka' }))).body.nickname).toBe('Ola Wielka');
    expect((await signIn(member('900000000000000003', { username: 'zbyszek' }))).body.nickname).toBe('zbyszek');
  });

  it('refuses a ticket older than 60 seconds (the server clock)', async () => {
    const { json, throughDiscord, ticketIn, tick } = await discordServer();
    const { response } = await throughDiscord(member('900000000000000004', { nick: 'Wolny' }));
    const ticket = ticketIn(response);
    tick(60_001);
    expect((await json('POST', '/api/session', { discordTicket: ticket })).status).toBe(401);
    const fresh = ticketIn((await throughDiscord(member('900000000000000004', { nick: 'Wolny' }))).response);
    tick(59_000);
    expect((await json('POST', '/api/session', { discordTicket: fresh })).status).toBe(201);
  });

  it('refuses a Discord user who is not a member of the guild server, with a Polish page', async () => {
    const { throughDiscord, json } = await discordServer();
    const { response } = await throughDiscord({ id: '900000000000000005', username: 'obcy', guilds: {} });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('lang="pl"');
    expect(page).toContain('Tylko członkowie serwera Discord gildii');
    expect((await json('GET', '/api/members', undefined, undefined)).status).toBe(401);
  });

  it('offers another nickname when the Discord one is taken, until a free one is chosen', async () => {
    const { throughDiscord, request, ticketIn, json } = await discordServer();
    const { response } = await throughDiscord(member('900000000000000006', { nick: 'mistrz' }));
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain('Wybierz nick');
    expect(page).toContain('Ten nick ma już konto');
    // Most often the raider's own account from before Discord: linking it is offered, not only a new one.
    expect(page).toContain(`<a href="${publicUrl}/#/raider/account">Zaloguj się i połącz konto</a>`);
    const choice = /name="choice" value="([^"]+)"/.exec(page)![1]!;
    const choose = (id: string, nickname: string) =>
      request('/api/auth/discord/nickname', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl, host: 'gildia.test' },
        body: new URLSearchParams({ choice: id, nickname }).toString(),
      });
    // A look-alike of the admin's nickname is taken too: the page again, with a new id.
    const stillTaken = await choose(choice, 'MISTRZ');
    expect(stillTaken.status).toBe(409);
    const next = /name="choice" value="([^"]+)"/.exec(await stillTaken.text())![1]!;
    expect(next).not.toBe(choice);
    // The old id is spent.
    expect((await choose(choice, 'Uczeń')).status).toBe(400);
    const chosen = await choose(next, 'Uczeń');
    expect(chosen.status).toBe(302);
    const session = await json('POST', '/api/session', { discordTicket: ticketIn(chosen) });
    expect(session.body).toMatchObject({ nickname: 'Uczeń', role: 'raider' });
  });

  it.each([
    ['Bartek | Heal', 'Bartek Heal'],
    ['Ryś 🐾', 'Ryś'],
  ])('names what is wrong with the Discord nickname "%s" at its field and offers "%s"', async (nick, offered) => {
    const { throughDiscord } = await discordServer();
    const { response } = await throughDiscord(member('900000000000000016', { nick }));
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain('Wybierz nick');
    expect(page).not.toContain('Popraw zaznaczone pola');
    expect(page).toContain(`<p id="reason">„${nick}”: Nick może zawierać tylko litery, cyfry, spację i łącznik.</p>`);
    expect(page).toMatch(new RegExp(`<input id="nickname"[^>]*aria-invalid="true"[^>]*value="${offered}"`));
    // Not a taken nickname: there is no existing account to link.
    expect(page).not.toContain('Zaloguj się i połącz konto');
  });

  it('maps the role from Discord at every sign-in, audited, but never demotes the last admin', async () => {
    const { signIn, json, admin } = await discordServer();
    const id = '900000000000000007';
    expect((await signIn(member(id, { nick: 'Rafał' }))).body.role).toBe('raider');
    expect((await signIn(member(id, { nick: 'Rafał', roles: [officerRole] }))).body.role).toBe('officer');
    expect((await signIn(member(id, { nick: 'Rafał', roles: [officerRole, adminRole] }))).body.role).toBe('admin');
    const audit = (await json('GET', '/api/audit', undefined, admin)).body as Array<{ actor: string; target: string; detail: string }>;
    expect(audit.filter((entry) => entry.actor === 'Discord').map((entry) => entry.detail)).toEqual([
      'Oficer → Administrator',
      'Członek gildii → Oficer',
    ]);
    // Two admins: the Discord mapping demotes one.
    expect((await signIn(member(id, { nick: 'Rafał' }))).body.role).toBe('raider');
    // The last admin keeps the role whatever Discord says.
    const mistrz = '900000000000000008';
    expect((await json('PUT', '/api/members/Rafał/role', { role: 'admin' }, admin)).status).toBe(200);
    expect((await json('PUT', '/api/members/Mistrz/role', { role: 'raider' }, admin)).status).toBe(200);
    expect((await signIn(member(mistrz, { nick: 'Drugi', roles: [] }))).body.role).toBe('raider');
    expect((await signIn(member(id, { nick: 'Rafał', roles: [] }))).body.role).toBe('admin');
  });

  it('refuses a code whose PKCE verifier does not match the challenge', async () => {
    const { throughDiscord, standIn } = await discordServer();
    const { response } = await throughDiscord(member('900000000000000009', { nick: 'Haker' }), '/api/auth/discord', (authorize) =>
      authorize.searchParams.set('code_challenge', 'A'.repeat(43)),
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Discord nie potwierdził logowania');
    expect(standIn.tokenAttempts.at(-1)).toEqual({ ok: false, error: 'invalid_grant' });
  });

  it('takes each state once', async () => {
    const { throughDiscord, request } = await discordServer();
    const { response, callback } = await throughDiscord(member('900000000000000010', { nick: 'Raz' }));
    expect(response.status).toBe(302);
    const replay = await request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: `__Host-raider-panel-discord=${callback.searchParams.get('state')}` },
    });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('wygasło albo zostało już użyte');
    expect((await request('/api/auth/discord/callback?code=x&state=made-up')).status).toBe(400);
  });

  it('refuses a new account through Discord while the guild takes none, and lets a linked member in', async () => {
    const { throughDiscord, json, admin, signIn } = await discordServer();
    expect((await signIn(member('900000000000000011', { nick: 'Stały' }))).status).toBe(201);
    expect((await json('PUT', '/api/settings', { joining: 'closed' }, admin)).status).toBe(200);
    const { response } = await throughDiscord(member('900000000000000012', { nick: 'Nowy' }));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('nie przyjmuje teraz nowych kont');
    expect((await signIn(member('900000000000000011', { nick: 'Stały' }))).status).toBe(201);
  });
});

describe('linking Discord in Konto', () => {
  it('links the signed-in account by a one-time link ticket, switches DM reminders, and unlinks while a password is kept', async () => {
    const { json, admin, throughDiscord, signIn, running } = await discordServer();
    const intent = await json('POST', '/api/auth/discord/link-intent', undefined, admin);
    expect(intent.status).toBe(201);
    expect(intent.body.expiresInSeconds).toBe(60);
    const discordUser = member('900000000000000020', { nick: 'Ktokolwiek', roles: [adminRole] });
    const { response } = await throughDiscord(discordUser, `/api/auth/discord?link=${intent.body.linkTicket}`);
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!.replace('/#/', '/'));
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/raider/account`);
    expect(back.searchParams.get('discordName')).toBe('Ktokolwiek');
    const confirmation = back.searchParams.get('discordLink')!;
    expect(confirmation).toMatch(/^[\w-]{40,}$/);
    // Not linked until the account confirms it in Konto.
    expect((await json('GET', '/api/me/discord', undefined, admin)).body.linked).toBe(false);
    expect((await json('POST', '/api/me/discord', { linkConfirmation: confirmation }, admin)).status).toBe(200);
    const spent = await json('POST', '/api/me/discord', { linkConfirmation: confirmation }, admin);
    expect(spent.status).toBe(400);
    expect(spent.body.error.fields.linkConfirmation).toContain('wygasło albo zostało już użyte');
    // The ticket is spent.
    const reused = await running.server.app.request(`${publicUrl}/api/auth/discord?link=${intent.body.linkTicket}`);
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain('Łączenie z Discordem wygasło');

    expect((await json('GET', '/api/me/discord', undefined, admin)).body).toEqual({ linked: true, dmReminders: true, hasPassword: true });
    expect((await json('PUT', '/api/me/discord', { dmReminders: false }, admin)).body.dmReminders).toBe(false);
    expect((await json('PUT', '/api/me/discord', { dmReminders: 'tak' }, admin)).status).toBe(400);
    // Signing in with that Discord user now reaches the admin's account.
    expect((await signIn(discordUser)).body).toMatchObject({ nickname: 'Mistrz', role: 'admin' });
    expect((await json('POST', '/api/auth/discord/link-intent', undefined, admin)).status).toBe(409);

    expect((await json('DELETE', '/api/me/discord', undefined, admin)).status).toBe(204);
    expect((await json('GET', '/api/me/discord', undefined, admin)).body.linked).toBe(false);
    expect((await json('DELETE', '/api/me/discord', undefined, admin)).status).toBe(404);
  });

  it("links nothing when a raider's link round-trip is finished by someone else (the admin they sent it to)", async () => {
    const { json, admin, throughDiscord, signIn, tick } = await discordServer();
    const raider = await json('POST', '/api/accounts', { nickname: 'Łucznik', password, accessCode: 'smocza-jaskinia' });
    expect(raider.status).toBe(201);
    const adminOnDiscord = member('900000000000000032', { nick: 'Mistrz na Discordzie', roles: [adminRole] });
    const intent = await json('POST', '/api/auth/discord/link-intent', undefined, raider.body.token);
    // The admin's browser opens the raider's link and goes through Discord as the admin.
    const { response } = await throughDiscord(adminOnDiscord, `/api/auth/discord?link=${intent.body.linkTicket}`);
    const confirmation = new URL(response.headers.get('location')!.replace('/#/', '/')).searchParams.get('discordLink')!;
    // Konto in the admin's browser is the admin's: the confirmation is refused there.
    const refused = await json('POST', '/api/me/discord', { linkConfirmation: confirmation }, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('zaczęto z innego konta');
    expect((await json('GET', '/api/me/discord', undefined, raider.body.token)).body.linked).toBe(false);
    // The admin's next sign-in with Discord does not land in the raider's account, and the raider stays a raider.
    expect((await signIn(adminOnDiscord)).body).toMatchObject({ nickname: 'Mistrz na Discordzie', role: 'admin' });
    expect((await json('GET', '/api/audit', undefined, raider.body.token)).status).toBe(403);

    // A confirmation not given within 10 minutes lapses.
    const late = await json('POST', '/api/auth/discord/link-intent', undefined, raider.body.token);
    const own = await throughDiscord(member('900000000000000033', { nick: 'Łucznik' }), `/api/auth/discord?link=${late.body.linkTicket}`);
    const lateConfirmation = new URL(own.response.headers.get('location')!.replace('/#/', '/')).searchParams.get('discordLink')!;
    tick(10 * 60_000 + 1);
    expect((await json('POST', '/api/me/discord', { linkConfirmation: lateConfirmation }, raider.body.token)).status).toBe(400);
    expect((await json('GET', '/api/me/discord', undefined, raider.body.token)).body.linked).toBe(false);
  });

  it('keeps the link of an account without a password until one is set', async () => {
    const { json, signIn } = await discordServer();
    const session = await signIn(member('900000000000000021', { nick: 'Bezhasła' }));
    const token = session.body.token as string;
    const refused = await json('DELETE', '/api/me/discord', undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('Najpierw ustaw hasło');
    expect((await json('POST', '/api/me/password', { newPassword: 'krotkie' }, token)).status).toBe(400);
    expect((await json('POST', '/api/me/password', { newPassword: password }, token)).status).toBe(204);
    expect((await json('POST', '/api/me/password', { newPassword: 'inne-dlugie-haslo-7' }, token)).status).toBe(400);
    expect((await json('POST', '/api/session', { nickname: 'Bezhasła', password })).status).toBe(201);
    expect((await json('DELETE', '/api/me/discord', undefined, token)).status).toBe(204);
  });

  it('refuses to link a Discord user already linked to another account', async () => {
    const { json, admin, throughDiscord, signIn } = await discordServer();
    const taken = member('900000000000000022', { nick: 'Pierwszy' });
    expect((await signIn(taken)).status).toBe(201);
    const intent = await json('POST', '/api/auth/discord/link-intent', undefined, admin);
    const { response } = await throughDiscord(taken, `/api/auth/discord?link=${intent.body.linkTicket}`);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('już połączone z innym kontem');
  });
});

describe('Discord settings in the panel', () => {
  it('stores what no variable fixes, shows secrets masked, refuses fixed fields, audits, and feeds the application', async () => {
    const { json, admin, running } = await discordServer({ env: { DISCORD_CLIENT_SECRET: '' } });
    const before = (await json('GET', '/api/settings', undefined, admin)).body.discord;
    expect(before.clientId).toEqual({ value: '100000000000000001', source: 'environment', variable: 'DISCORD_CLIENT_ID' });
    expect(before.clientSecret).toEqual({ value: null, source: null, variable: 'DISCORD_CLIENT_SECRET', secret: true });

    const fixedField = await json('PUT', '/api/settings', { discord: { clientId: '100000000000000099' } }, admin);
    expect(fixedField.status).toBe(400);
    expect(fixedField.body.error.fields['discord.clientId']).toContain('DISCORD_CLIENT_ID');
    const bad = await json('PUT', '/api/settings', { discord: { channelId: 'kanał', botToken: '' } }, admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['discord.botToken', 'discord.channelId']);
    expect((await json('PUT', '/api/settings', { discord: { nieznane: 1 } }, admin)).status).toBe(400);

    const saved = await json(
      'PUT',
      '/api/settings',
      { discord: { clientSecret: 'sekret-klienta-abcd', botToken: 'token.bota.wxyz', channelId: '400000000000000004' } },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.discord.clientSecret).toEqual({
      value: '••••abcd',
      source: 'database',
      variable: 'DISCORD_CLIENT_SECRET',
      secret: true,
    });
    expect(saved.body.discord.botToken.value).toBe('••••wxyz');
    expect(JSON.stringify(saved.body)).not.toContain('sekret-klienta');
    expect(saved.body.discord.channelId).toEqual({ value: '400000000000000004', source: 'database', variable: 'DISCORD_CHANNEL_ID' });
    expect(running.server.discordApp()).toMatchObject({
      clientSecret: 'sekret-klienta-abcd',
      botToken: 'token.bota.wxyz',
      channelId: '400000000000000004',
      clientId: '100000000000000001',
    });
    // Sign-in works now that the panel gave the secret.
    expect((await json('GET', '/api/sign-in-options')).body.discord).toBe(true);

    const audit = (await json('GET', '/api/audit', undefined, admin)).body as Array<{ action: string; detail: string }>;
    const entry = audit.find((line) => line.action === 'settings-changed')!;
    expect(entry.detail).toBe(
      'Discord: token bota ustawiony; Discord: sekret klienta OAuth2 ustawiony; Discord: ID kanału z rajdami: 400000000000000004 (było: brak)',
    );
    expect(entry.detail).not.toContain('wxyz');

    const removed = await json(
      'PUT',
      '/api/settings',
      { discord: { clientSecret: null, adminRoleIds: '500000000000000005, 500000000000000006' } },
      admin,
    );
    expect(removed.status).toBe(400);
    expect(removed.body.error.fields['discord.adminRoleIds']).toContain('DISCORD_ADMIN_ROLE_IDS');
    const cleared = await json('PUT', '/api/settings', { discord: { clientSecret: null } }, admin);
    expect(cleared.body.discord.clientSecret).toMatchObject({ value: null, source: null });
    expect((await json('GET', '/api/sign-in-options')).body.discord).toBeUndefined();
  });

  it('keeps the panel values across a restart', async () => {
    const { json, admin, running } = await discordServer({ env: { DISCORD_OFFICER_ROLE_IDS: '' } });
    expect(
      (await json('PUT', '/api/settings', { discord: { officerRoleIds: ['600000000000000006', '600000000000000007'] } }, admin)).status,
    ).toBe(200);
    await running.stop();
    const again = await startTestServer({ inProcess: true, dataDir: running.dataDir, discord: readDiscordEnvironment({}) });
    cleanups.push(again.stop);
    expect(again.server.discordApp().officerRoleIds).toEqual(['600000000000000006', '600000000000000007']);
  });
});

describe("sign in with Discord when Discord's API fails", () => {
  /** The callback's answer after Discord failed as `failure` at `endpoint`: the Polish page, never JSON. */
  async function failedAt(endpoint: 'token' | 'user' | 'member', failure: StandInFailure) {
    const server = await discordServer({ discordTimeoutMs: 200 });
    server.standIn.failNext(endpoint, failure);
    const { response } = await server.throughDiscord(member('900000000000000041', { nick: 'Pechowiec' }));
    const page = await response.text();
    expect(response.headers.get('content-type'), page).toContain('text/html');
    expect(page).toContain('lang="pl"');
    return { status: response.status, page, server };
  }

  it("ends on the Polish page with 503 when the token endpoint answers 429 as Discord does (arctic's UnexpectedResponseError)", async () => {
    const { status, page, server } = await failedAt('token', { kind: '429', retryAfter: 12.5 });
    expect({ status, busy: page.includes('Discord chwilowo ogranicza liczbę logowań') }).toEqual({ status: 503, busy: true });
    // Nothing was made: the next try signs in normally.
    expect((await server.signIn(member('900000000000000041', { nick: 'Pechowiec' }))).status).toBe(201);
  });

  it.each([500, 502, 503])('ends on the Polish page with 502 when the token endpoint answers %i', async (code) => {
    const { status, page } = await failedAt('token', { kind: 'status', status: code });
    expect({ status, failed: page.includes('Discord nie potwierdził logowania') }).toEqual({ status: 502, failed: true });
  });

  it.each([
    ['token', 'drop'],
    ['user', 'drop'],
    ['member', 'drop'],
    ['member', 'hold'],
  ] as const)('ends on the Polish page with 502 when the %s request gets no answer (%s)', async (endpoint, kind) => {
    const { status, page } = await failedAt(endpoint, { kind });
    expect({ status, failed: page.includes('Discord nie potwierdził logowania') }).toEqual({ status: 502, failed: true });
  });

  it('ends on the Polish page with 503 when the member read is rate limited', async () => {
    const { status, page } = await failedAt('member', { kind: '429', retryAfter: 3 });
    expect({ status, busy: page.includes('Discord chwilowo ogranicza') }).toEqual({ status: 503, busy: true });
  });
});

describe('sign in with Discord and the first click under a raid', () => {
  const raiderRole = '300000000000000005';
  async function withInteractions(env: Record<string, string> = {}) {
    const signer = createInteractionSigner();
    const server = await discordServer({
      env: { DISCORD_APPLICATION_ID: '900000000000000009', DISCORD_PUBLIC_KEY: signer.publicKeyHex, ...env },
    });
    const answer = async (userId: string, nick: string, roles: string[] = []) => {
      const payload = interactionPayloads.button(userId, 'signup:none-1:absent', { nick, roles, guildId });
      const body = JSON.stringify(payload);
      const headers = signer.sign(body, Math.floor(server.now().getTime() / 1000));
      const response = await server.request('/api/discord/interactions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return ((await response.json()) as { data: { content: string } }).data.content;
    };
    return { ...server, answer };
  }

  it('an account made by a click has no password and signs in with Discord as the same account', async () => {
    const { answer, signIn } = await withInteractions();
    expect(await answer('900000000000000051', 'Klikacz')).toContain('Założyliśmy Ci konto w panelu gildii jako **Klikacz**');
    const session = await signIn(member('900000000000000051', { nick: 'Inny Nick' }));
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ nickname: 'Klikacz', role: 'raider' });
  });

  it('with DISCORD_RAIDER_ROLE_IDS, a member without a raider role neither signs in nor gets an account by a click', async () => {
    const { answer, throughDiscord, signIn } = await withInteractions({ DISCORD_RAIDER_ROLE_IDS: raiderRole });
    const { response } = await throughDiscord(member('900000000000000052', { nick: 'Gość' }));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('nie masz roli rajdowca');
    expect(await answer('900000000000000052', 'Gość')).toContain('nie masz roli rajdowca');
    expect((await signIn(member('900000000000000053', { nick: 'Oficer Ola', roles: [officerRole] }))).body.role).toBe('officer');
    expect((await signIn(member('900000000000000054', { nick: 'Rajdowa', roles: [raiderRole] }))).body.role).toBe('raider');
  });

  it('a guild closed to new accounts makes none from a click either', async () => {
    const { answer, json, admin } = await withInteractions();
    expect((await json('PUT', '/api/settings', { joining: 'closed' }, admin)).status).toBe(200);
    expect(await answer('900000000000000055', 'Spóźniony')).toBe(
      'Gildia nie przyjmuje teraz nowych kont. Jeśli masz do niej dołączyć, napisz do oficera.',
    );
  });
});
