import { afterEach, describe, expect, it } from 'vitest';
import { allowedHosts, ownAddresses, wrongHostMessage } from '../../server/host-check';
import { readSettings } from '../../server/settings/server-settings';
import { rawRequest } from './helpers/raw-http';
import { sampleGuild } from '../../src/data/guild';
import { createServer } from '../../server/create-server';
import { fastPasswords, startTestServer, temporaryDirectory, type RunningServer } from './helpers/test-server';

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

  it('without PUBLIC_URL names the host it was asked for and says what to set, as a Polish page', async () => {
    running = await startTestServer();
    const port = Number(new URL(running.url).port);
    const page = await rawHead(port, `gildia.example:${port}`, '/raider');
    expect(page.status).toBe(421);
    expect(page.text).toMatch(/content-type: text\/html/i);
    expect(page.text).toContain('<html lang="pl">');
    expect(page.text).toContain(`pod nazwą „gildia.example:${port}”`);
    expect(page.text).toContain(`PUBLIC_URL=https://gildia.example:${port}`);
    // The old message sent the admin to a PUBLIC_URL that was never set.
    expect(page.text).not.toContain('Otwórz go pod adresem z PUBLIC_URL');
    const forged = await rawHead(port, '<img src=x onerror=alert(1)>', '/');
    expect(forged.text).not.toContain('<img');
  });

  it('with PUBLIC_URL sends the raider to it', async () => {
    running = await startTestServer({ publicUrl: 'https://guild.example' });
    const port = Number(new URL(running.url).port);
    const api = await rawHead(port, `10.0.0.9:${port}`, '/api/health');
    expect(api.status).toBe(421);
    expect(api.text).toContain(`pod nazwą „10.0.0.9:${port}”`);
    expect(api.text).toContain('Otwórz go pod adresem https://guild.example.');
  });

  it("listening on every address, answers the machine's own addresses and still refuses other names", async () => {
    const addresses = () => ['127.0.0.1', '192.168.1.20', '::1', '2001:db8::5'];
    const hosts = allowedHosts({ host: '0.0.0.0', port: 4173, addresses });
    expect([...hosts].sort()).toEqual(['127.0.0.1:4173', '192.168.1.20:4173', '[2001:db8::5]:4173', '[::1]:4173', 'localhost:4173'].sort());
    expect(allowedHosts({ host: '192.168.1.20', port: 80, addresses }).has('10.0.0.1:80')).toBe(false);
    expect(ownAddresses({ lo: [{ address: 'fe80::1', family: 'IPv6', scopeid: 1 } as never] })).toEqual([]);

    const dataDir = await temporaryDirectory('hosts');
    const server = createServer({
      guildConfig: sampleGuild,
      siteDir: 'dist/site',
      examplesDir: 'examples',
      dataDir: dataDir.path,
      passwordHashing: fastPasswords,
    });
    try {
      const { port } = await server.listen({ port: 0, host: '0.0.0.0' });
      const own = ownAddresses().find((address) => !address.includes(':') && address !== '127.0.0.1');
      if (own) expect((await rawHead(port, `${own}:${port}`, '/api/health')).status, own).toBe(200);
      expect((await rawHead(port, `attacker.example:${port}`, '/api/health')).status).toBe(421);
    } finally {
      await server.close();
      await dataDir.remove();
    }
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
    // Refused, naming the host it was asked for, and no feed URL on that name.
    expect(forged.text).not.toContain('/api/calendar/');
    const forgedSite = await rawHead(port, `127.0.0.1:${port}`, `http://evil.example:${port}/`);
    expect(forgedSite.status).toBe(421);
    // An absolute URL naming the server itself is a proper request (RFC 9112 §3.2.2).
    const own = await rawHead(port, `127.0.0.1:${port}`, `http://127.0.0.1:${port}/api/me/calendar`, undefined, auth);
    expect(own.status).toBe(200);
    expect(own.text).toContain(`"url":"http://127.0.0.1:${port}/api/calendar/`);
  });

  it('names where the address is changed: the variable that fixes it, else the panel', () => {
    const byVariable = wrongHostMessage('nowa.example', { url: 'https://guild.example', fixedByVariable: true });
    expect(byVariable).toContain('zmień PUBLIC_URL w pliku ustawień serwera (/etc/raider-panel/env');
    expect(byVariable).not.toContain('Dostęp i adresy');
    const inPanel = wrongHostMessage('nowa.example', { url: 'https://guild.example', fixedByVariable: false });
    expect(inPanel).toContain('zmień adres publiczny w panelu (Członkowie → Ustawienia gildii → Dostęp i adresy)');
    expect(inPanel).not.toContain('PUBLIC_URL');
    const unset = wrongHostMessage('nowa.example', { fixedByVariable: false });
    expect(unset).toContain('wpisz https://nowa.example jako adres publiczny w panelu (Członkowie → Ustawienia gildii → Dostęp i adresy');
    expect(unset).toContain('PUBLIC_URL=https://nowa.example w pliku ustawień serwera');
  });

  it('reads PUBLIC_URL as an origin and refuses anything else, naming it', () => {
    expect(readSettings({ PUBLIC_URL: 'https://Guild.example/' }).publicUrl).toBe('https://guild.example');
    expect(() => readSettings({ PUBLIC_URL: 'guild.example' })).toThrow(/^PUBLIC_URL: /);
    expect(() => readSettings({ PUBLIC_URL: 'https://guild.example/panel' })).toThrow(/^PUBLIC_URL: /);
  });
});
