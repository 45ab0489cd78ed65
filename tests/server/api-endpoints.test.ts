import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { raidApiMessages } from '../../src/domain';
import { createApiRoutes } from '../../server/api/api-routes';
import { createSignInLimiter } from '../../server/api/sign-in-limiter';
import { databaseFileName } from '../../server/database/open-database';
import type { GuildService } from '../../src/domain/service';
import { createRosterCache } from '../../server/raids/roster-cache';
import {
  contractAccessCode,
  contractConfig,
  createTestClock,
  thursdayRaid,
  tuesdayRaid,
  tuesdayStart,
  type TestClock,
} from '../contract/contract-fixture';
import { call, signIn, testPassword } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';
import { startContractServer } from './helpers/contract-server';

const minute = 60_000;
const day = 86_400_000;
const week = { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' };
const query = (range: { from: string; to: string }) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

let clock: TestClock;
let running: RunningServer;
let api: string;

beforeEach(async () => {
  clock = createTestClock();
  running = await startTestServer({
    guildConfig: guildWith(contractConfig),
    accessCode: contractAccessCode,
    now: clock.now,
    inProcess: true,
  });
  api = running.api;
});
afterEach(async () => {
  await running.close();
});

const raiderToken = (nickname: string) => signIn(api, nickname, contractAccessCode);

describe('health, config and sign-in options', () => {
  it('answers the health check with its own JSON, never cached', async () => {
    const answer = await call(`${api}/health`, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ service: 'raider-panel', status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await call(`${api}/health`, 'HEAD')).status).toBe(200);
  });

  /** The API alone over a guild service with no methods, with `options` changed. */
  const bareRoutes = (options: Partial<Parameters<typeof createApiRoutes>[0]>) =>
    createApiRoutes({
      guild: { accounts: {}, signups: {}, absences: {} } as GuildService,
      rosterCache: createRosterCache(),
      guildConfig: guildWith(contractConfig),
      limiter: createSignInLimiter({ now: clock.now }),
      accountLimiter: createSignInLimiter({ now: clock.now }),
      allowedOrigins: () => [],
      trustProxy: false,
      databaseAnswers: () => true,
      log: () => {},
      ...options,
    });

  it('answers 503 to the health check when the database does not answer', async () => {
    const answer = await bareRoutes({ databaseAnswers: () => false }).request('/health');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ service: 'raider-panel', status: 'database-unavailable' });
  });

  it("offers an operation of the server's own part only with that part, which answers it", async () => {
    const asked: unknown[] = [];
    const status = (routes: ReturnType<typeof createApiRoutes>) =>
      routes.request('/setup/status', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"token":"abc"}' });
    expect((await status(bareRoutes({}))).status).toBe(404);
    const setupStatus = (body: unknown) => (asked.push(body), { valid: false, accessCodeFixed: true });
    const answer = await status(bareRoutes({ parts: { setup: { setupStatus } } }));
    expect([answer.status, await answer.json(), asked]).toEqual([200, { valid: false, accessCodeFixed: true }, [{ token: 'abc' }]]);
  });

  it('serves the guild config it runs with', async () => {
    const answer = await call(`${api}/config`, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(guildWith(contractConfig))));
  });

  it('answers the first screen in one request: config, sign-in options, health and the screen', async () => {
    const answer = await call(`${api}/first-screen`, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The screen rendered ahead of time has tests of its own (first-screen.test.ts).
    const { screen, ...rest } = answer.body;
    expect(screen.route).toBe('/');
    expect(rest).toEqual({
      config: JSON.parse(JSON.stringify(guildWith(contractConfig))),
      signInOptions: { accessCodeRequired: true, joiningClosed: false },
      health: { service: 'raider-panel', status: 'ok' },
    });
  });

  it('says whether an access code is needed', async () => {
    expect((await call(`${api}/sign-in-options`, 'GET')).body).toEqual({ accessCodeRequired: true, joiningClosed: false });
    const open = await startTestServer({ inProcess: true });
    try {
      expect((await call(`${open.api}/sign-in-options`, 'GET')).body).toEqual({ accessCodeRequired: false, joiningClosed: false });
      const answer = await call(`${open.api}/accounts`, 'POST', { body: { nickname: 'Kasia', password: testPassword } });
      expect(answer.status).toBe(201);
      expect(answer.body.nickname).toBe('Kasia');
    } finally {
      await open.close();
    }
  });
});

describe('sessions', () => {
  it('signs in with 201 and a random 32-byte token that is stored only as its SHA-256 hash', async () => {
    await raiderToken('Kasia');
    const answer = await call(`${api}/session`, 'POST', { body: { nickname: 'Kasia', password: testPassword } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      nickname: 'Kasia',
      role: 'raider',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(clock.now().getTime() + 30 * day).toISOString(),
      deviceToken: expect.stringMatching(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/),
    });
    const token = answer.body.token as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    await running.stop();
    const db = new BetterSqlite3(join(running.dataDir, databaseFileName), { readonly: true });
    const rows = db.prepare('SELECT token_hash FROM sessions').all() as Array<{ token_hash: string }>;
    db.close();
    // Two sessions: the one the account was created with and this sign-in.
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ token_hash: createHash('sha256').update(token).digest('hex') });
    const files = await Promise.all(
      [databaseFileName, `${databaseFileName}-wal`].map((name) => readFile(join(running.dataDir, name)).catch(() => Buffer.alloc(0))),
    );
    for (const bytes of files) expect(bytes.includes(token)).toBe(false);
  });

  it('refuses a wrong access code with 401 and a clear message on the field', async () => {
    const answer = await call(`${api}/accounts`, 'POST', { body: { nickname: 'Kasia', password: testPassword, accessCode: 'zgaduję' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: { code: 'unauthorized', message: raidApiMessages.wrongAccessCode, fields: { accessCode: raidApiMessages.wrongAccessCode } },
    });
  });

  it('refuses invalid sign-in fields with 400, naming each', async () => {
    const answer = await call(`${api}/session`, 'POST', { body: { nickname: 'K' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['nickname', 'password']);
    const account = await call(`${api}/accounts`, 'POST', { body: { nickname: 'K', password: 'krótkie' } });
    expect(account.status).toBe(400);
    expect(Object.keys(account.body.error.fields).sort()).toEqual(['accessCode', 'nickname', 'password']);
  });

  it('knows the raider by the token until sign-out, which answers 204 even when repeated', async () => {
    const token = await raiderToken('Kasia');
    expect(await call(`${api}/session`, 'GET', { token })).toEqual(
      expect.objectContaining({ status: 200, body: { nickname: 'Kasia', role: 'raider' } }),
    );
    expect((await call(`${api}/session`, 'DELETE', { token })).status).toBe(204);
    const after = await call(`${api}/session`, 'GET', { token });
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({ code: 'unauthorized', message: raidApiMessages.sessionExpired });
    expect((await call(`${api}/me/signups?${query(week)}`, 'GET', { token })).status).toBe(401);
    expect((await call(`${api}/session`, 'DELETE', { token })).status).toBe(204);
  });

  it('refuses an expired token everywhere a raider is needed', async () => {
    const token = await raiderToken('Kasia');
    clock.advance(30 * day);
    for (const [method, path] of [
      ['GET', '/session'],
      ['GET', `/raids/${tuesdayRaid}/roster`],
      ['GET', `/me/signups?${query(week)}`],
      ['GET', '/me/attendance'],
    ] as const) {
      const answer = await call(`${api}${path}`, method, { token });
      expect(answer.status, path).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
    expect((await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } })).status).toBe(
      401,
    );
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic a2FzaWE6c2VrcmV0' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a token of the wrong shape', { authorization: 'Bearer <script>alert(1)</script>' }],
    ['a token never given out', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ])('answers 401 for %s', async (_case, headers) => {
    const answer = await call(`${api}/raids/${tuesdayRaid}/roster`, 'GET', { headers });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('unauthorized');
  });
});

describe('sign-in rate limit', () => {
  const wrong = (headers: Record<string, string> = {}, nickname = 'Kasia') =>
    call(`${api}/session`, 'POST', { body: { nickname, password: 'zgaduję hasło' }, headers });
  const right = (headers: Record<string, string> = {}, nickname = 'Kasia') =>
    call(`${api}/session`, 'POST', { body: { nickname, password: testPassword }, headers });
  beforeEach(async () => {
    await raiderToken('Kasia');
    await raiderToken('Tomek');
  });

  it('slows down repeated wrong passwords from one address: 429 with Retry-After, doubling, even for the right code', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) expect((await wrong()).status, `attempt ${attempt}`).toBe(401);
    const limited = await right();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.body.error).toEqual({ code: 'rate-limited', message: raidApiMessages.rateLimited(2) });
    // The refused attempt counts as a failure too: the next wait is twice as long, from it.
    clock.advance(2000);
    expect((await wrong()).headers.get('retry-after')).toBe('2');
    clock.advance(8000);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).headers.get('retry-after')).toBe('16');
    clock.advance(32_000);
    expect((await right()).status).toBe(201);
    // The right code forgives: the next typo is free again.
    expect((await wrong()).status).toBe(401);
  });

  it('does not count invalid input as a guess', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await call(`${api}/session`, 'POST', { body: { nickname: 'K', password: 'x' } })).status).toBe(400);
    expect((await right()).status).toBe(201);
  });

  it('ignores X-Forwarded-For unless the server is told it runs behind a proxy', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) await wrong({ 'x-forwarded-for': `10.0.0.${attempt}` });
    expect((await right({ 'x-forwarded-for': '10.0.0.99' })).status).toBe(429);
  });

  it('behind a proxy, limits each client address on its own', async () => {
    const proxied = await startContractServer({ now: clock.now, trustProxy: true });
    try {
      await signIn(proxied.api, 'Kasia', contractAccessCode);
      await signIn(proxied.api, 'Tomek', contractAccessCode);
      const attempt = (address: string, password: string, nickname = 'Kasia') =>
        call(`${proxied.api}/session`, 'POST', { body: { nickname, password }, headers: { 'x-forwarded-for': `203.0.113.7, ${address}` } });
      for (let count = 1; count <= 6; count += 1) await attempt('198.51.100.1', 'zgaduję hasło');
      expect((await attempt('198.51.100.1', testPassword, 'Tomek')).status).toBe(429);
      expect((await attempt('198.51.100.2', testPassword, 'Tomek')).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it("slows down guessing one raider's password from many addresses, in any spelling of the nickname", async () => {
    const proxied = await startContractServer({ now: clock.now, trustProxy: true });
    try {
      await signIn(proxied.api, 'Kasia', contractAccessCode);
      const attempt = (address: string, nickname: string, password: string) =>
        call(`${proxied.api}/session`, 'POST', { body: { nickname, password }, headers: { 'x-forwarded-for': address } });
      const spellings = ['Kasia', 'KASIA', 'kasia', 'Kаsia', 'Ｋａｓｉａ', 'KaSiA'];
      for (const [index, nickname] of spellings.entries())
        expect((await attempt(`198.51.100.${index + 1}`, nickname, 'zgaduję hasło')).status).toBe(401);
      const limited = await attempt('198.51.100.50', 'Kasia', testPassword);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('2');
      // Refused, the attempt counted as the nickname's 7th failure: 4 s from it.
      clock.advance(4000);
      expect((await attempt('198.51.100.50', 'Kasia', testPassword)).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});

describe('raids, rosters and signups', () => {
  it('lists raids publicly for a range', async () => {
    const answer = await call(`${api}/raids?${query(week)}`, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.body.map((raid: { id: string }) => raid.id)).toEqual([tuesdayRaid, thursdayRaid]);
    expect((await call(`${api}/raids?${query({ from: week.to, to: week.from })}`, 'GET')).body).toEqual([]);
  });

  it.each([
    ['no range', '', ['from', 'to']],
    ['a date without time', 'from=2026-03-02&to=2026-03-09T00:00:00Z', ['from']],
    ['no zone', 'from=2026-03-02T00:00:00&to=2026-03-09T00:00:00Z', ['from']],
    ['an impossible date', 'from=2026-02-31T00:00:00Z&to=2026-13-01T00:00:00Z', ['from', 'to']],
    ['words', 'from=wczoraj&to=jutro', ['from', 'to']],
    ['more than 366 days', 'from=2026-01-01T00:00:00Z&to=2027-01-03T00:00:00Z', ['to']],
  ])('refuses %s with 400 naming the fields', async (_case, search, fields) => {
    const answer = await call(`${api}/raids?${search}`, 'GET');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(fields);
  });

  it('saves an answer with PUT and returns the signup and the roster', async () => {
    const token = await raiderToken('Kasia');
    const answer = await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: { status: 'accepted', role: 'healer', note: 'Mikstury są' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.signup).toMatchObject({
      raidId: tuesdayRaid,
      raider: 'Kasia',
      status: 'accepted',
      role: 'healer',
      note: 'Mikstury są',
      sequence: 1,
    });
    expect(answer.body.roster.byRole.healer).toEqual([{ raider: 'Kasia', status: 'accepted', role: 'healer', note: 'Mikstury są' }]);
    expect((await call(`${api}/raids/${tuesdayRaid}/roster`, 'GET', { token })).body).toEqual(answer.body.roster);
    expect((await call(`${api}/me/signups?${query(week)}`, 'GET', { token })).body).toEqual([answer.body.signup]);
    expect((await call(`${api}/me/attendance`, 'GET', { token })).body).toMatchObject({ weeks: 4, present: 0 });
  });

  it('accepts a raidId in the body only when it matches the path', async () => {
    const token = await raiderToken('Kasia');
    expect(
      (await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { raidId: tuesdayRaid, status: 'late', role: 'tank' } }))
        .status,
    ).toBe(200);
    const answer = await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: { raidId: thursdayRaid, status: 'late', role: 'tank' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ raidId: 'Rajd w treści żądania nie zgadza się z adresem.' });
  });

  it('names every bad field of an answer with 400', async () => {
    const token = await raiderToken('Kasia');
    const answer = await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: { status: 'maybe', role: 'bard', note: 'x'.repeat(201), characterId: 7 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(raidApiMessages.invalid);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['characterId', 'note', 'role', 'status']);
  });

  it('answers 404 for an unknown raid', async () => {
    const token = await raiderToken('Kasia');
    for (const answer of [
      await call(`${api}/raids/wtorek-2026-03-04/roster`, 'GET', { token }),
      await call(`${api}/raids/piatek-2026-03-06/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'not-found', message: raidApiMessages.notFound });
    }
  });

  it('answers 409 with the reason for a locked and for a started raid', async () => {
    const token = await raiderToken('Kasia');
    const put = () => call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    clock.set(tuesdayStart - 30 * minute);
    expect(await put()).toMatchObject({ status: 409, body: { error: { code: 'locked', message: raidApiMessages.locked(60) } } });
    clock.set(tuesdayStart + minute);
    expect(await put()).toMatchObject({ status: 409, body: { error: { code: 'past', message: raidApiMessages.past } } });
  });
});

describe('HTTP errors', () => {
  it('answers an unknown API path with a JSON 404 and a wrong method with 405 and Allow', async () => {
    for (const path of ['/nope', '', '/raids/x/y', `/raids/${tuesdayRaid}/roster/extra/more`]) {
      const answer = await call(`${api}${path}`, 'GET');
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe('not-found');
    }
    const answer = await call(`${api}/session`, 'PATCH', { body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST, DELETE');
    expect(answer.body.error.code).toBe('method-not-allowed');
    // A single raid is changed by officers (PATCH), not read on its own.
    const raid = await call(`${api}/raids/x`, 'GET');
    expect(raid.status).toBe(405);
    expect(raid.headers.get('allow')).toBe('PATCH');
    // A raider's roster decision is set by officers (PUT), not read on its own.
    const decision = await call(`${api}/raids/${tuesdayRaid}/roster/Kasia`, 'GET');
    expect(decision.status).toBe(405);
    expect(decision.headers.get('allow')).toBe('PUT');
  });

  it('refuses a body over 16 KB with 413 and a body that is not JSON with 415', async () => {
    const token = await raiderToken('Kasia');
    const large = await call(`${api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: { status: 'accepted', role: 'tank', padding: 'x'.repeat(17 * 1024) },
    });
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('too-large');
    const form = await call(`${api}/session`, 'POST', {
      body: 'nickname=Kasia',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('unsupported-media-type');
  });
});
