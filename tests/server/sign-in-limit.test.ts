import { afterEach, describe, expect, it } from 'vitest';
import { contractAccessCode, contractConfig, createTestClock, type TestClock } from '../contract/contract-fixture';
import { testPassword } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/**
 * The sign-in limit is decided after the body has been read: requests that arrive with half a body and
 * are completed all at once are still counted one by one (in process, through `app.request`).
 */
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

interface HeldRequest {
  answer: Promise<Response>;
  /** Resolves once the server has started reading the body. */
  reading: Promise<void>;
  /** Sends the rest of the body. */
  release: () => void;
}

/** A sign-in whose body is sent in two halves: the second only on `release()`. */
function heldSignIn(app: RunningServer['server']['app'], body: object): HeldRequest {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  let release!: () => void;
  let startedReading!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reading = new Promise<void>((resolve) => (startedReading = resolve));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) {
        sent = 1;
        controller.enqueue(bytes.slice(0, half));
        startedReading();
        return;
      }
      await released;
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
  const answer = Promise.resolve(
    app.request('/api/session', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit),
  );
  return { answer, reading, release };
}

async function startWith(clock: TestClock, accessCode?: string) {
  running = await startTestServer({
    guildConfig: guildWith(contractConfig),
    accessCode,
    now: clock.now,
    signInLimit: { signInBurst: 30, signInIntervalMs: 20_000 },
    // The raiders these tests sign in are created first, from the same address.
    accountLimit: { freeFailures: 100 },
  });
  return running.server.app;
}

async function createAccount(app: RunningServer['server']['app'], nickname: string, accessCode?: string): Promise<void> {
  const answer = await app.request('/api/accounts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname, password: testPassword, ...(accessCode ? { accessCode } : {}) }),
  });
  expect(answer.status, nickname).toBe(201);
}

describe('sign-in limit with held bodies', () => {
  it('counts 40 wrong passwords released at once one by one: 5 free, the 6th answered, the rest wait longer each', async () => {
    const app = await startWith(createTestClock(), contractAccessCode);
    await createAccount(app, 'Zgadywana', contractAccessCode);
    const held = Array.from({ length: 40 }, () => heldSignIn(app, { nickname: 'Zgadywana', password: 'nie-to-haslo-123' }));
    await Promise.all(held.map((request) => request.reading));
    for (const request of held) request.release();
    const statuses = await Promise.all(held.map(async (request) => (await request.answer).status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
    // Each refused attempt counts as a failure too: the first waits 2 s, the wait doubles up to the cap.
    const refused = await Promise.all(held.filter((_, index) => index >= 6).map((request) => request.answer));
    expect(refused.slice(0, 4).map((answer) => answer.headers.get('retry-after'))).toEqual(['2', '4', '8', '16']);
    expect(refused.at(-1)!.headers.get('retry-after')).toBe('900');
    expect((await refused.at(-1)!.json()).error.code).toBe('rate-limited');
  });

  it('meters sign-ins per address: a burst of 30, then one every 20 s, released at once or not', async () => {
    const clock = createTestClock();
    const app = await startWith(clock);
    for (let index = 0; index < 50; index += 1) await createAccount(app, `Gracz ${index}`);
    await createAccount(app, 'Cierpliwy');
    const held = Array.from({ length: 50 }, (_, index) => heldSignIn(app, { nickname: `Gracz ${index}`, password: testPassword }));
    await Promise.all(held.map((request) => request.reading));
    for (const request of held) request.release();
    const answers = await Promise.all(held.map((request) => request.answer));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.headers.get('retry-after')).toBe('20');
    expect((await refused[0]!.json()).error.message).toBe('Za dużo logowań z tego adresu. Spróbuj ponownie za 20 s.');
    clock.advance(20_000);
    const again = heldSignIn(app, { nickname: 'Cierpliwy', password: testPassword });
    again.release();
    expect((await again.answer).status).toBe(201);
  });
});

describe("a flooded nickname and the raider's trusted device (OWASP device cookie)", () => {
  const post = (app: RunningServer['server']['app'], address: string, body: object) =>
    app.request('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  async function floodedGuild(clock: TestClock) {
    running = await startTestServer({
      guildConfig: guildWith(contractConfig),
      now: clock.now,
      trustProxy: true,
      accountLimit: { freeFailures: 100 },
    });
    const app = running.server.app;
    await createAccount(app, 'Mistrz');
    // The admin signs in once on their own browser, which keeps the device token of the answer.
    const first = await post(app, '192.0.2.10', { nickname: 'Mistrz', password: testPassword });
    expect(first.status).toBe(201);
    const { deviceToken } = (await first.json()) as { deviceToken: string };
    expect(deviceToken).toMatch(/^[0-9a-f]{32}\.[\w-]+$/);
    return { app, deviceToken };
  }

  it('lets the admin in from a device that signed in before while three strangers flood the nickname every 25 ms', async () => {
    const clock = createTestClock();
    const { app, deviceToken } = await floodedGuild(clock);
    const pollers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const admin = { trusted: [] as number[], untrusted: [] as number[] };
    const flood: number[] = [];
    // 30 s of the flood, on the test clock: 3 pollers every 25 ms, the admin once a second with and without the token.
    for (let tick = 0; tick < 1200; tick += 1) {
      for (const address of pollers) flood.push((await post(app, address, { nickname: 'Mistrz', password: 'x' })).status);
      if (tick % 40 === 20) {
        admin.trusted.push((await post(app, '192.0.2.10', { nickname: 'Mistrz', password: testPassword, deviceToken })).status);
        admin.untrusted.push((await post(app, '192.0.2.11', { nickname: 'Mistrz', password: testPassword })).status);
      }
      clock.advance(25);
    }
    expect(admin.trusted).toEqual(Array(30).fill(201));
    // Refused attempts count too: the strangers keep the untrusted way locked, never first when a wait ends.
    expect(admin.untrusted).toEqual(Array(30).fill(429));
    expect(flood.filter((status) => status === 401)).toHaveLength(6);
    expect(flood.filter((status) => status === 429)).toHaveLength(flood.length - 6);
  });

  it("spends a trusted device's own budget on its wrong passwords, and trusts a token only for its own nickname", async () => {
    const clock = createTestClock();
    const { app, deviceToken } = await floodedGuild(clock);
    await createAccount(app, 'Uczeń');
    // A stolen browser guessing: after five wrong passwords the device itself has to wait …
    for (let attempt = 1; attempt <= 6; attempt += 1)
      expect((await post(app, '198.51.100.7', { nickname: 'Mistrz', password: 'zgaduję hasło', deviceToken })).status).toBe(401);
    expect((await post(app, '198.51.100.7', { nickname: 'Mistrz', password: testPassword, deviceToken })).status).toBe(429);
    // … while its guesses cost the nickname's other ways nothing.
    expect((await post(app, '198.51.100.8', { nickname: 'Mistrz', password: testPassword })).status).toBe(201);
    // The token is no key to another account: with it, Uczeń's attempts are untrusted ones.
    for (let attempt = 1; attempt <= 6; attempt += 1)
      expect((await post(app, '198.51.100.9', { nickname: 'Uczeń', password: 'zgaduję hasło', deviceToken })).status).toBe(401);
    expect((await post(app, '198.51.100.10', { nickname: 'Uczeń', password: testPassword, deviceToken })).status).toBe(429);
    // A forged or mangled token is no trust either, and no reason to refuse the sign-in.
    const forged = `${deviceToken.split('.')[0]}.AAAA`;
    expect((await post(app, '198.51.100.11', { nickname: 'Uczeń', password: testPassword, deviceToken: forged })).status).toBe(429);
    expect((await post(app, '198.51.100.12', { nickname: 'Mistrz', password: testPassword, deviceToken: 42 })).status).toBe(201);
  });

  it('answers a trusted sign-in with the same device token, and keeps trusting it after a restart of the server', async () => {
    const clock = createTestClock();
    const { app, deviceToken } = await floodedGuild(clock);
    const again = await post(app, '192.0.2.10', { nickname: 'MISTRZ', password: testPassword, deviceToken });
    expect(((await again.json()) as { deviceToken: string }).deviceToken).toBe(deviceToken);
    const first = running!;
    await first.stop();
    const restarted = await startTestServer({
      guildConfig: guildWith(contractConfig),
      now: clock.now,
      trustProxy: true,
      dataDir: first.dataDir,
    });
    try {
      for (let attempt = 1; attempt <= 8; attempt += 1)
        await post(restarted.server.app, '203.0.113.1', { nickname: 'Mistrz', password: 'x' });
      expect((await post(restarted.server.app, '192.0.2.10', { nickname: 'Mistrz', password: testPassword, deviceToken })).status).toBe(
        201,
      );
    } finally {
      await restarted.close();
    }
  });
});
