import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { raidRoles } from '../../src/domain/guild-config-types';
import { raidOpenFor } from '../kit';
import { signIn } from './helpers/api-client';
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

interface QueuedOutcome {
  connected: boolean;
  connectedBeforeSignal: boolean;
  /** What the server sent before the connection ended. */
  received: string;
  /** The socket's error code, if it ended with one (ECONNRESET for a connection dropped unanswered). */
  error?: string;
}

/** A client that connects now and sends its request only when told (`send`), as a slow client does. */
function queuedClient(port: number, signalled: () => boolean) {
  const socket = connect(port, '127.0.0.1');
  let connected = false;
  let connectedBeforeSignal = false;
  let received = '';
  let error: string | undefined;
  const connectedPromise = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      connected = true;
      connectedBeforeSignal = !signalled();
      resolve();
    }),
  );
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code));
  const outcome = new Promise<QueuedOutcome>((resolve) =>
    socket.on('close', () => resolve({ connected, connectedBeforeSignal, received: received.slice(0, 40), error })),
  );
  return {
    connected: connectedPromise,
    send: (request: string) => {
      if (connected && !socket.destroyed) socket.write(request);
      // Refused (never accepted): nothing to send.
      else if (!connected) socket.once('connect', () => socket.write(request));
    },
    outcome,
  };
}

/** Whether a new connection is refused (the server listens no more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM', () => {
  it('answers every request in flight during a write burst, then exits 0', async () => {
    const server = await startProcess();
    const port = Number(new URL(server.url).port);
    const raid = await raidOpenFor(server.api);
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

  it('answers every connection the kernel accepted before the signal, in bursts racing the signal', async () => {
    const rounds = 5;
    const burst = 50;
    for (let round = 0; round < rounds; round += 1) {
      const server = await startProcess();
      const port = Number(new URL(server.url).port);
      let signalled = false;
      const sockets = Array.from({ length: burst }, () => queuedClient(port, () => signalled));
      // The signal goes out while half the burst is still connecting: connections the client saw connect
      // wait in the kernel's queue or are accepted with no request yet.
      await Promise.race([Promise.all(sockets.slice(0, burst / 2).map((socket) => socket.connected)), server.exited]);
      server.child.kill('SIGTERM');
      signalled = true;
      await vi.waitFor(() => expect(server.output(), server.errors()).toContain('Zatrzymywanie serwera (SIGTERM)'), {
        timeout: 10_000,
      });
      // Once the server listens no more, every client sends its request: connections accepted with no
      // request yet are kept for it.
      await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 10_000, interval: 100 });
      for (const socket of sockets) socket.send(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      const outcomes = await Promise.all(sockets.map((socket) => socket.outcome));
      // Connected before the signal: answered. Connected after it, the connection races the end of the
      // server's listening: answered or refused, nothing is asserted.
      const beforeSignal = outcomes.filter((outcome) => outcome.connectedBeforeSignal);
      const unanswered = beforeSignal
        .filter((outcome) => !/^HTTP\/1\.1 200 /.test(outcome.received))
        .map((outcome) => `${outcome.error ?? 'closed'} ${JSON.stringify(outcome.received)}`);
      expect(unanswered, `round ${round}: ${unanswered.length} of ${beforeSignal.length} unanswered`).toEqual([]);
      expect(beforeSignal.length).toBeGreaterThanOrEqual(burst / 2);
      expect(await server.exited).toBe(0);
      expect(server.errors()).toBe('');
    }
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
