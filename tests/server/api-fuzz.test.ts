import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAccessCode, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { call, signIn } from './helpers/api-client';
import { rawRequest } from './helpers/raw-http';
import type { RunningServer } from './helpers/test-server';
import { startContractServer } from './helpers/contract-server';
import { signInAdmin } from '../kit';

/**
 * Bad input of every kind must end in a 4xx with the API's error JSON, never a 500 and never a crash:
 * the server answers its health check after the whole table.
 */
let running: RunningServer;
let token: string;
let adminToken: string;
const serverFaults: unknown[] = [];

beforeAll(async () => {
  running = await startContractServer({
    now: createTestClock().now,
    log: (_message, error) => serverFaults.push(error),
    // The body table is sent to POST /api/accounts too: every well-formed object counts as an attempt.
    accountLimit: { freeFailures: 1000 },
  });
  token = await signIn(running.api, 'Kasia', contractAccessCode);
  adminToken = await signInAdmin(running, 'Mistrz', { accessCode: contractAccessCode });
});
afterAll(async () => {
  await running.close();
});

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('fuzz: request bodies', () => {
  const bodies: Array<[string, string | Buffer, number]> = [
    ['empty', '', 400],
    ['null', 'null', 400],
    ['an array', '[{"nickname":"Kasia"}]', 400],
    ['a string', '"Kasia"', 400],
    ['a number', '42', 400],
    ['broken JSON', '{"nickname": "Kasia"', 400],
    ['single quotes', "{'nickname': 'Kasia'}", 400],
    ['a trailing comma', '{"status": "accepted", "role": "tank",}', 400],
    ['deeply nested arrays', deep(3000), 400],
    ['nested objects in every field', '{"nickname":{"a":{"b":1}},"accessCode":[1,2],"status":{},"role":[]}', 400],
    ['a __proto__ key', '{"__proto__":{"status":"accepted","role":"tank"},"constructor":{"prototype":{"x":1}}}', 400],
    ['a NUL character', '{"nickname":"Ka\\u0000sia","status":"accepted\\u0000","role":"tank"}', 400],
    ['lone surrogates', '{"nickname":"\\ud800\\udfff\\ud800","note":"\\udc00","status":"accepted","role":"tank"}', 400],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 400],
    ['a huge number', '{"status":1e999,"role":-0,"note":123456789012345678901234567890}', 400],
    ['many keys', `{${Array.from({ length: 1500 }, (_, index) => `"k${index}":1`).join(',')}}`, 400],
    ['over 16 KB', JSON.stringify({ nickname: 'Kasia', accessCode: contractAccessCode, note: 'x'.repeat(20_000) }), 413],
  ];

  it.each(bodies)('POST /api/session with %s → %i', async (_case, body, status) => {
    const answer = await call(`${running.api}/session`, 'POST', { body: body as string, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toMatch(/^(invalid|too-large)$/);
  });

  // Every endpoint of the accounts: bad bodies end in 400/413, never in a 5xx.
  const accountEndpoints: Array<[string, string, () => string | undefined]> = [
    ['POST', '/accounts', () => undefined],
    ['POST', '/accounts/reset', () => undefined],
    ['PUT', '/me/password', () => token],
    ['PUT', '/members/Kasia/role', () => adminToken],
  ];
  describe.each(accountEndpoints)('%s %s', (method, path, tokenOf) => {
    it.each(bodies)('with %s → %i', async (_case, body, status) => {
      const answer = await call(`${running.api}${path}`, method, {
        token: tokenOf(),
        body: body as string,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toMatch(/^(invalid|too-large)$/);
    });
  });

  it.each([
    ['POST /accounts', 'POST', '/accounts', { nickname: 'Ktoś\u202e', password: 'x'.repeat(201), accessCode: 'x'.repeat(65) }],
    [
      'POST /accounts with a lone surrogate',
      'POST',
      '/accounts',
      { nickname: 'Ka\ud800sia', password: 'smocza jaskinia 42', accessCode: contractAccessCode },
    ],
    ['POST /session with a 10 000-character password', 'POST', '/session', { nickname: 'Kasia', password: 'x'.repeat(10_000) }],
    [
      'POST /accounts/reset with markup',
      'POST',
      '/accounts/reset',
      { nickname: '<b>Kasia</b>', resetCode: '<script>', newPassword: ['x'] },
    ],
    ['PUT /me/password with numbers', 'PUT', '/me/password', { currentPassword: 12345678901, newPassword: 12345678901 }],
    ['PUT /members/Kasia/role with an unknown role', 'PUT', '/members/Kasia/role', { role: '__proto__' }],
  ])('refuses %s with 400 naming fields', async (_case, method, path, body) => {
    const tokenFor = path.startsWith('/members/') ? adminToken : path.startsWith('/me/') ? token : undefined;
    const answer = await call(`${running.api}${path}`, method, { token: tokenFor, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid');
    expect(Object.keys(answer.body.error.fields ?? {}).length).toBeGreaterThan(0);
  });

  it.each(bodies)('PUT /api/raids/:raidId/signup with %s → %i', async (_case, body, status) => {
    const answer = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: body as string,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toMatch(/^(invalid|too-large)$/);
  });

  it('refuses an oversized body sent in chunks, without Content-Length', async () => {
    const chunk = new TextEncoder().encode(`{"note":"${'x'.repeat(4096)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 6; index += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${running.api}/session`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('fuzz: headers', () => {
  it.each([
    ['no content type', {}, 415],
    ['text/plain', { 'content-type': 'text/plain' }, 415],
    ['text/json', { 'content-type': 'text/json' }, 415],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    ['application/jsonp', { 'content-type': 'application/jsonp' }, 415],
    ['an Origin that is a script', { 'content-type': 'application/json', origin: 'javascript:alert(1)' }, 403],
  ])('PUT with %s → %i', async (_case, headers, status) => {
    const answer = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: '{"status":"accepted","role":"tank"}',
      headers,
    });
    expect(answer.status).toBe(status);
  });

  it.each([
    ['a 10 000-character token', `Bearer ${'a'.repeat(10_000)}`],
    ['two tokens', `Bearer ${'a'.repeat(43)} ${'b'.repeat(43)}`],
    ['a token with padding', `Bearer ${'a'.repeat(42)}=`],
    ['SQL in the token', "Bearer ' OR 1=1 --"],
    ['only the scheme', 'Bearer'],
    ['lower-case scheme and a revoked-looking token', `bearer ${'Z'.repeat(43)}`],
  ])('GET /api/session with %s → 401', async (_case, authorization) => {
    const answer = await call(`${running.api}/session`, 'GET', { headers: { authorization } });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('unauthorized');
  });
});

describe('fuzz: paths and queries', () => {
  it.each([
    ['/api/raids/%00/roster', 404],
    ['/api/raids/..%2F..%2Fetc%2Fpasswd/roster', 404],
    ['/api/raids/%E0%A4%A/roster', 404],
    ['/api/raids/%F0%9F%90%89-2026-03-03/roster', 404],
    [`/api/raids/wtorek-${'9'.repeat(5000)}/roster`, 404],
    ["/api/raids/x'%20OR%201=1--/roster", 404],
    ['/api/raids/wtorek-2026-02-31/roster', 404],
    ['/api/raids/wtorek-0000-00-00/roster', 404],
    ['/api//session', 404],
    ['/api/session/', 404],
    ['/api/raids?from[]=1&to[]=2', 400],
    ['/api/raids?from=2026-03-02T00:00:00Z&to=%00', 400],
    [`/api/raids?from=${'9'.repeat(5000)}&to=1`, 400],
    ['/api/me/signups?from=2026-03-02T00:00:00Z', 400],
    ['/..%2f..%2fetc/passwd', 404],
    ['/%00', 404],
    ['/assets/%E0%A4%A', 404],
    ['/examples/..%2f..%2fpackage.json', 404],
    ['/_ipx/w_99999/images/hero-dawn.svg', 400],
    ['/_ipx/', 400],
    ['/_ipx/_/..%2f..%2fpackage.json', 400],
  ])('GET %s → %i', async (path, status) => {
    const answer = await call(`${running.url}${path}`, 'GET', { token });
    expect(answer.status).toBe(status);
  });

  it.each([
    ['PUT', '/api/members/%00/role', 400],
    ['PUT', `/api/members/${'K'.repeat(5000)}/role`, 400],
    ['PUT', '/api/members/%E0%A4%A/role', 400],
    ['PUT', '/api/members/Nikt/role', 404],
    ['POST', '/api/members/..%2F..%2Fetc/reset-code', 400],
    ['POST', '/api/members/Ka%E2%80%8Bsia/reset-code', 400],
    ['POST', '/api/members/Nikt/reset-code', 404],
    ['DELETE', '/api/me/sessions/%00', 404],
    ['DELETE', `/api/me/sessions/${'x'.repeat(5000)}`, 404],
    ['GET', '/api/audit?limit=0', 400],
    ['GET', '/api/audit?limit=501', 400],
    ['GET', '/api/audit?limit=-1', 400],
    ['GET', '/api/audit?limit=1e3', 400],
    ['GET', `/api/audit?limit=${'9'.repeat(5000)}`, 400],
    ['GET', '/api/audit?limit=%00', 400],
  ])('%s %s as the admin → %i', async (method, path, status) => {
    const answer = await call(`${running.url}${path}`, method, {
      token: adminToken,
      body: method === 'PUT' ? { role: 'officer' } : undefined,
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toMatch(/^(invalid|not-found)$/);
  });

  it.each([
    ['GET', '/api/members'],
    ['PUT', '/api/members/Mistrz/role'],
    ['POST', '/api/members/Mistrz/reset-code'],
    ['GET', '/api/audit?limit=abc'],
  ])('%s %s as a raider → 403 forbidden, whatever the input', async (method, path) => {
    const answer = await call(`${running.url}${path}`, method, {
      token,
      body: method === 'PUT' ? '{not json' : undefined,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n', 400],
    ['a control character in a header', 'GET /api/health HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0001b\r\n\r\n', 400],
    ['a 64 KB header', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(65_536)}\r\n\r\n`, 431],
    ['TRACE on the API', 'TRACE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405],
    ['TRACE on the site', 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405],
    ['a bad Content-Length', 'POST /api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n', 400],
    ['two Content-Lengths', 'POST /api/session HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 4\r\n\r\n{}', 400],
  ])('raw: %s → %i', async (_case, bytes, status) => {
    // Sent to the server's own name: another Host is refused before anything else (see host-check).
    const port = Number(new URL(running.url).port);
    expect(await rawRequest(port, bytes.replaceAll('Host: x\r\n', `Host: 127.0.0.1:${port}\r\n`))).toBe(status);
  });

  it('is still up, and no request ended in a server fault', async () => {
    expect((await call(`${running.api}/health`, 'GET')).status).toBe(200);
    expect(serverFaults).toEqual([]);
  });
});
