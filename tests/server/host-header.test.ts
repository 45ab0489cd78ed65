import { afterEach, describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings';
import { rawRequest } from './helpers/raw-http';
import { startTestServer, type RunningServer } from './helpers/test-server';

/**
 * DNS rebinding: a page on attacker.example whose name is made to resolve to the guild's server sends
 * `Host: attacker.example:<port>` and the same `Origin`. Judged from `Host`, that looked like the
 * server's own origin; the server now answers only to its own names.
 */
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** The raw answer (status line and headers) to one request over a fresh socket. */
async function rawHead(
  port: number,
  host: string,
  path: string,
  origin?: string,
  extraHeaders = '',
): Promise<{ status: number; text: string }> {
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${origin ? `Origin: ${origin}\r\n` : ''}${extraHeaders}Connection: close\r\n\r\n`,
    );
  });
}

describe('Host header', () => {
  it('refuses a forged Host with 421 and no CORS grant, API and site alike', async () => {
    running = await startTestServer();
    const port = Number(new URL(running.url).port);
    const attacker = `attacker.example:${port}`;
    const api = await rawHead(port, attacker, '/api/sign-in-options', `http://${attacker}`);
    expect(api.status).toBe(421);
    expect(api.text).not.toMatch(/access-control-allow-origin/i);
    expect(api.text).toContain('"code":"wrong-host"');
    expect((await rawHead(port, attacker, '/')).status).toBe(421);
    expect(await rawRequest(port, `GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n`)).toBe(400);
  });

  it('answers its local names and PUBLIC_URL, with CORS for the same origin', async () => {
    running = await startTestServer({ publicUrl: 'https://guild.example' });
    const port = Number(new URL(running.url).port);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'guild.example', 'GUILD.example']) {
      expect((await rawHead(port, host, '/api/health')).status, host).toBe(200);
    }
    const same = await rawHead(port, 'guild.example', '/api/sign-in-options', 'https://guild.example');
    expect(same.status).toBe(200);
    expect(same.text).toMatch(/access-control-allow-origin: https:\/\/guild\.example/i);
    expect((await rawHead(port, 'guild.example:8443', '/api/health')).status).toBe(421);
  });

  it('judges an absolute URL in the request line by its own host: no feed URL on another name', async () => {
    running = await startTestServer();
    const port = Number(new URL(running.url).port);
    const created = await fetch(`${running.api}/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'Kasia', password: 'zielony-smok-42' }),
    });
    const { token } = (await created.json()) as { token: string };
    const auth = `Authorization: Bearer ${token}\r\n`;
    const forged = await rawHead(port, `127.0.0.1:${port}`, 'http://evil.example/api/me/calendar', undefined, auth);
    expect(forged.status).toBe(421);
    expect(forged.text).not.toContain('evil.example');
    const forgedSite = await rawHead(port, `127.0.0.1:${port}`, `http://evil.example:${port}/`);
    expect(forgedSite.status).toBe(421);
    // An absolute URL naming the server itself is a proper request (RFC 9112 §3.2.2).
    const own = await rawHead(port, `127.0.0.1:${port}`, `http://127.0.0.1:${port}/api/me/calendar`, undefined, auth);
    expect(own.status).toBe(200);
    expect(own.text).toContain(`"url":"http://127.0.0.1:${port}/api/calendar/`);
  });

  it('reads PUBLIC_URL as an origin and refuses anything else, naming it', () => {
    expect(readSettings({ PUBLIC_URL: 'https://Guild.example/' }).publicUrl).toBe('https://guild.example');
    expect(() => readSettings({ PUBLIC_URL: 'guild.example' })).toThrow(/^PUBLIC_URL: /);
    expect(() => readSettings({ PUBLIC_URL: 'https://guild.example/panel' })).toThrow(/^PUBLIC_URL: /);
  });
});
