import { describe, expect, it } from 'vitest';
import { createServer } from '../../server/create-server';
import { auditFacts, auditLog } from '../kit';
import { call as callApi } from './helpers/api-client';
import { startTestServer, type TestServerOptions } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';

/** A server answering in-process, with a `call` that speaks JSON and an admin's token. */
async function serverWithAdmin(options: TestServerOptions = {}) {
  const running = await startTestServer({ inProcess: true, ...options });
  cleanups.push(running.close);
  const { db } = running.server;
  const call = (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) =>
    callApi(`${running.api}${path}`, method, { token, body, headers });
  const link = running.server.firstRunLink();
  // With GUILD_ACCESS_CODE set, the set-up page asks for no code (the variable fixes it).
  const code = options.accessCode ? {} : { accessCode: 'smocza-jaskinia' };
  const admin = await call('POST', '/setup', undefined, { token: link, nickname: 'Mistrz', password, ...code });
  return { running, db, call, admin: admin.body.token as string, adminAnswer: admin };
}

describe('first run without a console', () => {
  it('prints a one-time link while there is no admin; the link creates the admin and the access code, once', async () => {
    const running = await startTestServer({ inProcess: true });
    cleanups.push(running.close);
    const { app } = running.server;
    const post = (body: unknown) =>
      app.request('/api/setup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const status = async (token: string) =>
      (
        await app.request('/api/setup/status', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        })
      ).json();
    const stale = running.server.firstRunLink()!;
    const token = running.server.firstRunLink()!;
    // Each start makes a new link; the last one stops working.
    expect(token).not.toBe(stale);
    expect(await status(stale)).toEqual({ valid: false, accessCodeFixed: false });
    expect(await status(token)).toEqual({ valid: true, accessCodeFixed: false });
    // Never read from the address (proxies log addresses).
    expect((await app.request(`/api/setup?token=${token}`)).status).toBe(405);
    expect((await post({ token: stale, nickname: 'Mistrz', password })).status).toBe(401);

    // A refused field changes nothing: the link still works.
    const short = await post({ token, nickname: 'Mistrz', password, accessCode: 'ab' });
    expect(short.status).toBe(400);
    const created = await post({ token, nickname: 'Mistrz', password, accessCode: 'smocza-jaskinia' });
    expect(created.status).toBe(201);
    const admin = await created.json();
    expect(admin).toMatchObject({ nickname: 'Mistrz', role: 'admin', accessCode: 'smocza-jaskinia' });
    // The link's admin and access code are in the audit log, the code itself is not.
    const audit = await auditLog(running.api, admin.token);
    expect(auditFacts(audit)).toEqual([
      {
        actor: 'Mistrz',
        action: 'settings-changed',
        target: null,
        detail: 'nowy kod dostępu; dołączanie: konto z kodem dostępu (było: każdy może założyć konto)',
      },
      { actor: 'link startowy', action: 'admin-granted', target: 'Mistrz', detail: 'pierwszy administrator gildii' },
    ]);
    expect(JSON.stringify(audit)).not.toContain('smocza-jaskinia');

    expect((await post({ token, nickname: 'Drugi', password })).status).toBe(401);
    expect(running.server.firstRunLink()).toBeUndefined();
    // The guild now asks for its code.
    expect(await (await app.request('/api/sign-in-options')).json()).toEqual({ accessCodeRequired: true, joiningClosed: false });
    const joining = (code: string) =>
      app.request('/api/accounts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nickname: 'Kasia', password, accessCode: code }),
      });
    expect((await joining('zły-kod')).status).toBe(401);
    expect((await joining('smocza-jaskinia')).status).toBe(201);
  });

  it('expires after 24 hours', async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const running = await startTestServer({ inProcess: true, now: () => now });
    cleanups.push(running.close);
    const token = running.server.firstRunLink()!;
    now = new Date('2026-11-27T11:59:00Z');
    const status = async () =>
      (
        await running.server.app.request('/api/setup/status', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        })
      ).json();
    expect(await status()).toMatchObject({ valid: true });
    now = new Date('2026-11-27T12:00:01Z');
    expect(await status()).toMatchObject({ valid: false });
  });
});

describe('guild settings in the panel', () => {
  it('closes the guild, opens it, sets a generated code shown once, and audits each change', async () => {
    const { call, admin } = await serverWithAdmin();
    const closed = await call('PUT', '/settings', admin, { joining: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body.joining).toEqual({ mode: 'closed', source: 'database', variable: 'GUILD_ACCESS_CODE' });
    expect((await call('GET', '/sign-in-options')).body).toEqual({ accessCodeRequired: false, joiningClosed: true });
    const refused = await call('POST', '/accounts', undefined, { nickname: 'Kasia', password, accessCode: 'smocza-jaskinia' });
    expect(refused.status).toBe(403);
    expect((refused.body.error as { message: string }).message).toContain('Gildia nie przyjmuje teraz nowych kont');

    const generated = await call('PUT', '/settings', admin, { generateAccessCode: true });
    expect(generated.body.accessCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await call('GET', '/settings', admin)).body).not.toHaveProperty('accessCode');
    expect(JSON.stringify((await call('GET', '/settings', admin)).body)).not.toContain(generated.body.accessCode as string);
    const joined = await call('POST', '/accounts', undefined, { nickname: 'Kasia', password, accessCode: generated.body.accessCode });
    expect(joined.status).toBe(201);

    expect((await call('PUT', '/settings', admin, { joining: 'open' })).body.joining).toMatchObject({ mode: 'open' });
    const audit = (await call('GET', '/audit', admin)).body as unknown as Array<{ action: string; detail: string }>;
    expect(audit.filter((entry) => entry.action === 'settings-changed').map((entry) => entry.detail)).toEqual([
      'dołączanie: każdy może założyć konto (było: konto z kodem dostępu)',
      'nowy kod dostępu; dołączanie: konto z kodem dostępu (było: zamknięte dla nowych kont)',
      'dołączanie: zamknięte dla nowych kont (było: konto z kodem dostępu)',
      // The set-up link's access code, first.
      'nowy kod dostępu; dołączanie: konto z kodem dostępu (było: każdy może założyć konto)',
    ]);
    expect(JSON.stringify(audit)).not.toContain(generated.body.accessCode as string);
  });

  it('lets a page on an origin the admin adds use the API at once, and refuses bad origins naming the field', async () => {
    const { call, admin } = await serverWithAdmin();
    const page = { origin: 'https://gildia.example' };
    expect((await call('GET', '/sign-in-options', undefined, undefined, page)).headers.get('access-control-allow-origin')).toBeNull();
    const bad = await call('PUT', '/settings', admin, { allowedOrigins: ['https://gildia.example/panel'] });
    expect(bad.status).toBe(400);
    expect((bad.body.error as { fields: Record<string, string> }).fields).toHaveProperty(['allowedOrigins.0']);
    // A wildcard host is no page's origin: written into frame-ancestors it would let any subdomain frame the panel.
    const wildcard = await call('PUT', '/settings', admin, { allowedOrigins: ['https://gildia.example', 'https://*.evil.example'] });
    expect(wildcard.status).toBe(400);
    expect((wildcard.body.error as { fields: Record<string, string> }).fields).toHaveProperty(['allowedOrigins.1']);
    const saved = await call('PUT', '/settings', admin, {
      allowedOrigins: ['https://gildia.example'],
      publicUrl: 'https://rajdy.gildia.example',
    });
    expect(saved.body.allowedOrigins).toEqual({ value: ['https://gildia.example'], source: 'database', variable: 'ALLOWED_ORIGINS' });
    expect(saved.body.publicUrl).toEqual({ value: 'https://rajdy.gildia.example', source: 'database', variable: 'PUBLIC_URL' });
    const allowed = await call('GET', '/sign-in-options', undefined, undefined, page);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://gildia.example');
  });

  it('keeps what a variable fixes, says which variable, and refuses to change it', async () => {
    const { call, admin, running } = await serverWithAdmin({
      accessCode: 'z-serwera',
      allowedOrigins: ['https://gildia.example'],
      publicUrl: 'https://rajdy.gildia.example',
    });
    const shown = (await call('GET', '/settings', admin)).body;
    expect(shown.joining).toEqual({ mode: 'code', source: 'environment', variable: 'GUILD_ACCESS_CODE' });
    expect(shown.allowedOrigins).toMatchObject({ source: 'environment' });
    expect(shown.publicUrl).toMatchObject({ value: 'https://rajdy.gildia.example', source: 'environment' });
    const refused = await call('PUT', '/settings', admin, { joining: 'open', publicUrl: null, rosterHoursBefore: 5 });
    expect(refused.status).toBe(400);
    expect((refused.body.error as { fields: Record<string, string> }).fields).toMatchObject({
      joining: expect.stringContaining('GUILD_ACCESS_CODE'),
      publicUrl: expect.stringContaining('PUBLIC_URL'),
    });
    // Nothing was changed, the Discord hours included.
    expect((await call('GET', '/settings', admin)).body.rosterHoursBefore).toBe(3);
    expect(running.server.panelSettings().joining.mode).toBe('code');
  });

  it('keeps the settings across a restart', async () => {
    const { call, admin, running } = await serverWithAdmin();
    await call('PUT', '/settings', admin, { joining: 'closed', allowedOrigins: ['https://gildia.example'] });
    await running.stop();
    const again = createServer({
      guildConfig: (await import('../../src/data/guild')).sampleGuild,
      siteDir: 'dist/site',
      examplesDir: 'examples',
      dataDir: running.dataDir,
    });
    try {
      expect(again.panelSettings().joining.mode).toBe('closed');
      expect(again.panelSettings().allowedOrigins.value).toEqual(['https://gildia.example']);
      expect(again.firstRunLink()).toBeUndefined();
    } finally {
      await again.close();
    }
  });
});
