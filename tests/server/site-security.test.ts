import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { createStaticRoutes } from '../../server/static/static-routes';
import { startTestServer, temporaryDirectory, type RunningServer } from './helpers/test-server';

/** A page like the build's: an inline script, an inline style, the module entry. */
const page = `<!doctype html><html><head><title>Strona</title><script>document.documentElement.className = 'dark';</script>
<style>html { background: #000; }</style><script type="module" src="./assets/site-abc.js"></script></head><body><div id="app"></div></body></html>`;

let root: Awaited<ReturnType<typeof temporaryDirectory>>;
let site: string;

beforeAll(async () => {
  root = await temporaryDirectory('site-security');
  site = join(root.path, 'site');
  await mkdir(join(site, 'assets'), { recursive: true });
  await mkdir(join(root.path, 'examples'));
  await writeFile(join(site, 'index.html'), page);
  await writeFile(join(site, 'assets', 'site-abc.js'), 'export {};');
  await writeFile(join(root.path, 'examples', 'plain.html'), '<raider-panel></raider-panel>');
});
afterAll(async () => {
  await root?.remove();
});

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe("the site's page", () => {
  let allowed: string[] = ['https://guild.example'];
  const routes = () =>
    createStaticRoutes({
      siteDir: site,
      examplesDir: join(root.path, 'examples'),
      guildConfig: sampleGuild,
      allowedOrigins: () => allowed,
    });

  it.each(['/', '/index.html'])(
    '%s: framed only by its own origin and the allowed ones, its scripts and styles by a nonce per response',
    async (path) => {
      const app = routes();
      const first = await app.request(path);
      const second = await app.request(path);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const policy = directives(first.headers.get('content-security-policy') ?? '');
      expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://guild.example']);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src')!.join(' '))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // No inline code without the nonce: no 'unsafe-inline', for scripts nor styles.
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      const html = await first.text();
      // Every script and style of the page carries it; the config's JSON block runs nothing and needs none.
      expect(html.match(/<script nonce="[^"]*"|<style nonce="[^"]*"/g)).toEqual([
        `<script nonce="${nonce}"`,
        `<style nonce="${nonce}"`,
        `<script nonce="${nonce}"`,
      ]);
      expect(html).toMatch(/<script type="application\/json" id="raider-panel-first-screen">/);
      const secondNonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy')!)?.[1];
      expect(secondNonce).not.toBe(nonce);
      expect(await second.text()).toBe(html.replaceAll(nonce!, secondNonce!));
    },
  );

  it('reads the allowed origins on every request; a revalidation gets 304 (without a CSP) only while they are unchanged', async () => {
    allowed = ['https://guild.example'];
    const app = routes();
    const before = await app.request('/');
    const etag = before.headers.get('etag')!;
    const revalidated = await app.request('/', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // The browser keeps the CSP of its copy, whose nonce is the copy's.
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    allowed = ['https://guild.example', 'https://forum.guild.example'];
    const after = await app.request('/', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(directives(after.headers.get('content-security-policy')!).get('frame-ancestors')).toEqual([
      "'self'",
      'https://guild.example',
      'https://forum.guild.example',
    ]);
    allowed = ['https://evil.example; script-src *'];
    expect(directives((await app.request('/')).headers.get('content-security-policy')!).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('the examples and the files keep no site CSP: host pages embed the widget under their own', async () => {
    const app = routes();
    expect((await app.request('/examples/plain.html')).headers.get('content-security-policy')).toBeNull();
    expect((await app.request('/assets/site-abc.js')).headers.get('content-security-policy')).toBeNull();
  });
});

describe("the server's allowed origins", () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startTestServer({
      siteDir: site,
      examplesDir: join(root.path, 'examples'),
      allowedOrigins: ['https://guild.example'],
      inProcess: true,
    });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('may frame the site', async () => {
    const answer = await running.server.app.request(`${running.url}/`);
    expect(directives(answer.headers.get('content-security-policy')!).get('frame-ancestors')).toEqual(["'self'", 'https://guild.example']);
  });
});
