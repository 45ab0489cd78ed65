import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { raidRoles } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import { call, signIn } from './helpers/api-client';
import { rawRequest } from './helpers/raw-http';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { crowdEnv } from './helpers/crowd-server';

const cleanups = cleanupsAfterEach();

async function startProcess(): Promise<ServerProcess> {
  const directory = await directoryForTest(cleanups, 'graceful');
  // 60 raiders create their accounts from one address, at a test's password cost.
  const server = await startServerProcess({ DATA_DIR: directory, ...crowdEnv });
  cleanups.push(server.kill);
  return server;
}

async function openRaid(server: ServerProcess): Promise<RaidInstance> {
  const now = Date.now();
  const upcoming = (
    await call(`${server.api}/raids?from=${new Date(now).toISOString()}&to=${new Date(now + 14 * 86_400_000).toISOString()}`, 'GET')
  ).body as RaidInstance[];
  return upcoming.find((candidate) => Date.parse(candidate.signupsCloseAt) > now + 5 * 60_000)!;
}

/** A PUT of a signup over its own socket, sent up to half its body; `finish()` sends the rest. */
async function halfSentSignup(port: number, raidId: string, token: string, role: string) {
  const body = JSON.stringify({ status: 'accepted', role, note: 'Będę na czas.' });
  const half = Math.floor(body.length / 2);
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const head = `PUT /api/raids/${raidId}/signup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  socket.write(head + body.slice(0, half));
  return { finish: () => socket.write(body.slice(half)), answer: closed };
}

describe('SIGTERM', () => {
  it('answers every request in flight during a write burst, then exits 0', async () => {
    const server = await startProcess();
    const port = Number(new URL(server.url).port);
    const raid = await openRaid(server);
    const raiders = 60;
    const tokens = await Promise.all(Array.from({ length: raiders }, (_, index) => signIn(server.api, `Rajdowiec ${index}`)));
    const writes = await Promise.all(
      tokens.map((token, index) => halfSentSignup(port, raid.id, token, raidRoles[index % raidRoles.length]!)),
    );
    // Answered on a connection opened after the 60 (accepted in order): the server has taken them all in.
    expect(await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)).toBe(200);
    server.child.kill('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('Zatrzymywanie serwera (SIGTERM)'), { timeout: 10_000 });
    for (const write of writes) write.finish();
    const answers = await Promise.all(writes.map((write) => write.answer));
    expect(answers.map((answer) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])).toEqual(Array.from({ length: raiders }, () => '200'));
    for (const answer of answers) expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await server.exited).toBe(0);
    expect(server.errors()).toBe('');
  });

  it('exits at once on a second signal, even with a request still in flight', async () => {
    const server = await startProcess();
    const port = Number(new URL(server.url).port);
    // A sign-in whose body never completes keeps a request in flight.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    cleanups.push(async () => void socket.destroy());
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/session HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"nick`,
    );
    server.child.kill('SIGTERM');
    await vi.waitFor(
      () =>
        expect(server.output(), `${server.errors()} exit ${server.child.exitCode} ${server.child.signalCode}`).toContain(
          'Zatrzymywanie serwera',
        ),
      { timeout: 10_000 },
    );
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
  });
});
