import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractAccessCode, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { call, signIn } from './helpers/api-client';
import type { RunningServer } from './helpers/test-server';
import { startContractServer } from './helpers/contract-server';

/** Answers that leave a request body unread must not leave a kept-alive connection behind that dies later. */
let running: RunningServer;
let token: string;
const faults: unknown[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  running = await startContractServer({
    now: createTestClock().now,
    log: (_message, error) => faults.push(error),
    warn: (message) => warnings.push(message),
  });
  token = await signIn(running.api, 'Kasia', contractAccessCode);
});
afterAll(async () => {
  await running.close();
});

describe('a body the server does not read', () => {
  it('closes the connection with its 413, so the next request over keep-alive (Node fetch) succeeds', async () => {
    for (let round = 0; round < 5; round += 1) {
      const large = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
        token,
        body: { status: 'accepted', role: 'tank', note: 'x'.repeat(64 * 1024) },
      });
      expect(large.status).toBe(413);
      expect(large.headers.get('connection')).toBe('close');
      const next = await call(`${running.api}/raids/${tuesdayRaid}/roster`, 'GET', { token });
      expect(next.status, `round ${round}`).toBe(200);
    }
  });

  it('closes the connection of any answer sent before the body was read (no token on a large PUT)', async () => {
    const answer = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      body: { status: 'accepted', role: 'tank', note: 'x'.repeat(15 * 1024) },
    });
    expect(answer.status).toBe(401);
    expect((await call(`${running.api}/health`, 'GET')).status).toBe(200);
  });

  it('keeps the connection open after a body that was read', async () => {
    const answer = await call(`${running.api}/session`, 'POST', { body: { nickname: 'K' } });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('connection')).not.toBe('close');
  });
});

/** Starts a chunked upload of a signup, sends one chunk, and drops the connection. */
function abandonChunkedUpload(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const chunk = '{"status":"accepted","note":"';
      socket.write(
        `PUT /api/raids/${tuesdayRaid}/signup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
        () => {
          socket.destroy();
          resolve();
        },
      );
    });
    socket.on('error', reject);
  });
}

describe('a client abandoning its upload', () => {
  it('is logged as the client closing the connection, not as a server fault', async () => {
    const port = Number(new URL(running.url).port);
    const aborts = 20;
    for (let index = 0; index < aborts; index += 1) await abandonChunkedUpload(port);
    await vi.waitFor(() => expect(warnings).toHaveLength(aborts), { timeout: 10_000 });
    expect(warnings[0]).toMatch(/PUT \/api\/raids\/.+\/signup: the client closed the connection before sending the whole request/);
    expect(faults).toEqual([]);
    expect((await call(`${running.api}/health`, 'GET')).status).toBe(200);
  });
});
