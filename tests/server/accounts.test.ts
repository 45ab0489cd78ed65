import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPasswordHasher, scryptParameters } from '../../server/accounts/password-hash';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { createServer, type RaiderServer } from '../../server/create-server';
import { migrate, migrations } from '../../server/database/migrations';
import { databaseFileName } from '../../server/database/open-database';
import { accountMessages } from '../../src/domain';
import { contractAccessCode, contractConfig, createTestClock, tuesdayRaid, type TestClock } from '../contract/contract-fixture';
import { fastPasswords, guildWith, temporaryDirectory } from './helpers/test-server';

// Accounts through Hono's app.request(): no socket, the server's own clock.
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
let clock: TestClock;
let server: RaiderServer;
const log: string[] = [];

function open(options: { trustProxy?: boolean } = {}): RaiderServer {
  return createServer({
    dataDir: directory.path,
    guildConfig: guildWith(contractConfig),
    accessCode: contractAccessCode,
    siteDir: 'dist/site',
    examplesDir: 'examples',
    now: clock.now,
    passwordHashing: fastPasswords,
    log: (message, error) => log.push(`${message} ${String(error)}`),
    ...options,
  });
}

async function send(
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const sent: Record<string, string> = { ...headers };
  if (body !== undefined) sent['content-type'] = 'application/json';
  if (token) sent.authorization = `Bearer ${token}`;
  const response = await server.app.request(`/api${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

const password = 'smocza jaskinia 42';
const create = (nickname: string, headers?: Record<string, string>) =>
  send('POST', '/accounts', { body: { nickname, password, accessCode: contractAccessCode }, headers });

beforeEach(async () => {
  directory = await temporaryDirectory('accounts');
  clock = createTestClock();
  log.length = 0;
  server = open();
});
afterEach(async () => {
  await server.close();
  await directory.remove();
});

describe('accounts on the server', () => {
  it('answers a wrong password and an unknown nickname with the same 401 body', async () => {
    expect((await create('Kasia')).status).toBe(201);
    const wrong = await send('POST', '/session', { body: { nickname: 'Kasia', password: 'nie to hasło smoka' } });
    const unknown = await send('POST', '/session', { body: { nickname: 'Nikt', password } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.body).toEqual({ error: { code: 'unauthorized', message: accountMessages.wrongCredentials } });
  });

  it('answers 409 taken for a nickname with an account, in any spelling, and 403 forbidden to a raider on officer endpoints', async () => {
    const { body } = await create('Kasia');
    for (const nickname of ['kasia', 'Kаsia', 'Ｋａｓｉａ', 'ΚΑΣΙΑ']) {
      const answer = await create(nickname);
      expect(answer.status, nickname).toBe(409);
      expect(answer.body.error).toEqual({ code: 'taken', message: accountMessages.taken, fields: { nickname: accountMessages.taken } });
    }
    for (const [method, path] of [
      ['GET', '/members'],
      ['PUT', '/members/Kasia/role'],
      ['POST', '/members/Kasia/reset-code'],
      ['GET', '/audit'],
    ] as const) {
      const answer = await send(method, path, { token: body.token, body: method === 'PUT' ? { role: 'admin' } : undefined });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.code).toBe('forbidden');
      expect(answer.body.error.message).toMatch(/^Brak dostępu/);
    }
  });

  it('stores only a salted scrypt hash: no password in the database files or the log', async () => {
    await create('Kasia');
    await create('Tomek');
    const token = (await send('POST', '/session', { body: { nickname: 'Kasia', password } })).body.token;
    expect(
      (await send('PUT', '/me/password', { token, body: { currentPassword: password, newPassword: 'nowe hasło kasi 2026' } })).status,
    ).toBe(204);
    await server.close();
    const db = new BetterSqlite3(join(directory.path, databaseFileName), { readonly: true });
    const hashes = (db.prepare('SELECT password_hash FROM accounts ORDER BY id').all() as Array<{ password_hash: string }>).map(
      (row) => row.password_hash,
    );
    db.close();
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    // The same password, two salts: two different hashes.
    expect(new Set(hashes).size).toBe(2);
    for (const name of await readdir(directory.path)) {
      const bytes = await readFile(join(directory.path, name));
      for (const secret of [password, 'nowe hasło kasi 2026'])
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${name}`).toBe(false);
    }
    expect(log).toEqual([]);
    server = open();
  });

  it('limits account creation per address (behind a proxy), with the Polish reason and Retry-After', async () => {
    await server.close();
    server = open({ trustProxy: true });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    // Ten attempts are free; the eleventh goes through and starts the back-off for the next one.
    for (let index = 1; index <= 11; index += 1) expect((await create(`Rajdowiec ${index}`, from('198.51.100.1'))).status).toBe(201);
    const limited = await create('Rajdowiec 20', from('198.51.100.1'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(limited.body.error).toEqual({ code: 'rate-limited', message: accountMessages.accountsRateLimited(2) });
    expect((await create('Rajdowiec 20', from('198.51.100.2'))).status).toBe(201);
    clock.advance(2000);
    expect((await create('Rajdowiec 12', from('198.51.100.1'))).status).toBe(201);
  });

  it('hashes with the parameters of one place and checks the password', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('zażółć gęślą jaźń');
    expect(hash.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(scryptParameters.log2N),
      String(scryptParameters.r),
      String(scryptParameters.p),
    ]);
    expect(await hasher.verify('zażółć gęślą jaźń', hash)).toBe(true);
    expect(await hasher.verify('zażółć gęślą jaźn', hash)).toBe(false);
    expect(await hasher.verify('zażółć gęślą jaźń', undefined)).toBe(false);
    // A hash written with a cheaper cost (or a later, dearer one) still verifies: it carries its parameters.
    expect(await hasher.verify('hasło', await createPasswordHasher({ log2N: 10 }).hash('hasło'))).toBe(true);
  });
});

describe('npm run admin', () => {
  it('makes an existing account admin with one Polish line, says so again, and exits 1 for an unknown nickname', async () => {
    const { body } = await create('Mistrz');
    // With the server running: the same data directory, another connection.
    expect(grantAdmin(directory.path, 'mistrz', clock.now)).toEqual({ exitCode: 0, line: 'Mistrz ma teraz rolę administratora gildii.' });
    expect(grantAdmin(directory.path, 'Mistrz', clock.now)).toEqual({ exitCode: 0, line: 'Mistrz już ma rolę administratora gildii.' });
    const unknown = grantAdmin(directory.path, 'Nikt', clock.now);
    expect(unknown.exitCode).toBe(1);
    // The line names the database it looked in: a command run on another DATA_DIR says so (issue 47).
    expect(unknown.line).toBe(
      `Nie ma konta o nicku „Nikt” w ${join(directory.path, databaseFileName)} – najpierw załóż je w panelu („Załóż konto”); to nie ta baza? Sprawdź DATA_DIR w pliku ustawień (pierwszy wiersz powyżej).`,
    );
    expect(grantAdmin(directory.path, undefined).exitCode).toBe(1);
    expect((await send('GET', '/session', { token: body.token })).body).toEqual({ nickname: 'Mistrz', role: 'admin' });
    const audit = await send('GET', '/audit', { token: body.token });
    expect(audit.body).toEqual([
      {
        at: clock.now().toISOString(),
        actor: 'konsola',
        action: 'admin-granted',
        target: 'Mistrz',
        detail: 'Członek gildii → Administrator',
      },
    ]);
  });
});

describe('migration to accounts', () => {
  it('keeps every signup, ends the nickname-only sessions, and lets the first account claim its nickname', async () => {
    await server.close();
    await directory.remove();
    directory = await temporaryDirectory('accounts-migration');
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    migrate(db, migrations.slice(0, 1));
    db.prepare(
      `INSERT INTO signups (raid_id, raider_key, raider, status, role, sequence, updated_at) VALUES (?, 'kasia', 'Kasia', 'accepted', 'tank', 1, '2026-03-01T10:00:00.000Z')`,
    ).run(tuesdayRaid);
    db.prepare(
      `INSERT INTO signups (raid_id, raider_key, raider, status, role, sequence, updated_at) VALUES (?, 'tomek', 'Tomek', 'late', 'healer', 2, '2026-03-01T10:05:00.000Z')`,
    ).run(tuesdayRaid);
    db.prepare(
      `INSERT INTO sessions (token_hash, nickname, created_at, expires_at) VALUES ('abc', 'Kasia', '2026-03-01T10:00:00.000Z', '2026-03-31T10:00:00.000Z')`,
    ).run();
    db.close();

    server = open();
    const migrated = new BetterSqlite3(join(directory.path, databaseFileName), { readonly: true });
    expect(migrated.prepare('SELECT COUNT(*) AS count FROM signups').get()).toEqual({ count: 2 });
    expect(migrated.prepare('SELECT COUNT(*) AS count FROM sessions').get()).toEqual({ count: 0 });
    migrated.close();

    const { body } = await create('KASIA');
    const week = 'from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z';
    const mine = await send('GET', `/me/signups?${week}`, { token: body.token });
    expect(mine.body.map((signup: { raider: string; role: string }) => [signup.raider, signup.role])).toEqual([['Kasia', 'tank']]);
    const roster = await send('GET', `/raids/${tuesdayRaid}/roster`, { token: body.token });
    expect(roster.body.filled).toBe(2);
    expect((await create('Kasia')).status).toBe(409);
  });
});
