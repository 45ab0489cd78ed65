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
  it('counts 40 wrong passwords released at once one by one: 5 free, the 6th answered, the rest must wait', async () => {
    const app = await startWith(createTestClock(), contractAccessCode);
    await createAccount(app, 'Zgadywana', contractAccessCode);
    const held = Array.from({ length: 40 }, () => heldSignIn(app, { nickname: 'Zgadywana', password: 'nie-to-haslo-123' }));
    await Promise.all(held.map((request) => request.reading));
    for (const request of held) request.release();
    const statuses = await Promise.all(held.map(async (request) => (await request.answer).status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
    const refused = await held.at(-1)!.answer;
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await refused.json()).error.code).toBe('rate-limited');
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
