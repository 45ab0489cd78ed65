import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signIn, testPassword } from './helpers/api-client';
import { startTestServer, type RunningServer } from './helpers/test-server';

const guildSite = 'https://guild.example';
let running: RunningServer;
const warn = vi.fn<(message: string) => void>();

beforeAll(async () => {
  running = await startTestServer({ allowedOrigins: [guildSite, 'http://localhost:8080'], warn });
});
afterAll(async () => {
  await running.close();
});

const preflight = (origin: string, method = 'PUT') =>
  call(`${running.api}/raids/sroda-glowny-2026-03-04/signup`, 'OPTIONS', {
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
  });

describe('API CORS', () => {
  it('lets an allowed origin call the API without credentials, errors included', async () => {
    const answer = await call(`${running.api}/sign-in-options`, 'GET', { headers: { origin: guildSite } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(guildSite);
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const refused = await call(`${running.api}/session`, 'GET', { headers: { origin: 'http://localhost:8080' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });

  it('answers an allowed preflight with the methods and headers the panel uses', async () => {
    const answer = await preflight(guildSite);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(guildSite);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(answer.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(Number(answer.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike host', 'https://guild.example.evil.example'],
    ['another scheme', 'http://guild.example'],
    ['another port', 'https://guild.example:8443'],
    ['a sandboxed page', 'null'],
    ['an origin with a path', 'https://guild.example/raids'],
  ])('refuses %s (%s): 403 without CORS headers, preflight and request alike', async (_case, origin) => {
    const answer = await preflight(origin);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const request = await call(`${running.api}/session`, 'POST', { body: { nickname: 'Kasia' }, headers: { origin } });
    expect(request.status).toBe(403);
    expect(request.body.error.code).toBe('forbidden-origin');
    expect(request.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets pages of its own origin in, and requests without Origin (curl, monitoring)', async () => {
    const own = await call(`${running.api}/accounts`, 'POST', {
      body: { nickname: 'Kasia', password: testPassword },
      headers: { origin: running.url },
    });
    expect(own.status).toBe(201);
    expect(await signIn(running.api, 'Tomek')).toMatch(/\S/);
  });

  it('keeps the site files open to every origin (a guild website imports the loader and chunks)', async () => {
    const answer = await call(`${running.url}/examples/plain.html`, 'GET', { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps the health check public: any page reads it and learns whether its origin may use the API', async () => {
    const refused = await call(`${running.api}/health`, 'GET', { headers: { origin: 'http://127.0.0.1:8080' } });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.body).toEqual({ service: 'raider-panel', status: 'ok', origin: 'http://127.0.0.1:8080', originAllowed: false });
    const allowed = await call(`${running.api}/health`, 'GET', { headers: { origin: guildSite } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(guildSite);
    expect(allowed.body).toEqual({ service: 'raider-panel', status: 'ok', origin: guildSite, originAllowed: true });
    // The guild config is public too (the site shows it to everyone); raiders' data stays closed.
    const config = await call(`${running.api}/config`, 'GET', { headers: { origin: 'http://127.0.0.1:8080' } });
    expect(config.status).toBe(200);
    expect(config.headers.get('access-control-allow-origin')).toBe('*');
    const raids = await call(`${running.api}/raids`, 'GET', { headers: { origin: 'http://127.0.0.1:8080' } });
    expect(raids.status).toBe(403);
  });

  it('logs each refused origin once, naming ALLOWED_ORIGINS', async () => {
    warn.mockClear();
    const origin = 'https://fan-site.example';
    for (let i = 0; i < 3; i += 1) {
      await call(`${running.api}/health`, 'GET', { headers: { origin } });
      await call(`${running.api}/session`, 'POST', { body: { nickname: 'Kasia' }, headers: { origin } });
    }
    const lines = warn.mock.calls.map(([message]) => message).filter((message) => message.includes(origin));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ALLOWED_ORIGINS \(https:\/\/guild\.example, http:\/\/localhost:8080\)/);
  });
});
