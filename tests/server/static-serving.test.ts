import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { call, fetchAnswer } from './helpers/api-client';
import { startTestServer, temporaryDirectory, type RunningServer } from './helpers/test-server';

let root: Awaited<ReturnType<typeof temporaryDirectory>>;
let running: RunningServer;

beforeAll(async () => {
  root = await temporaryDirectory('static');
  const site = join(root.path, 'site');
  const examples = join(root.path, 'examples');
  for (const folder of ['assets', 'builds', 'images', '_ipx/f_webp&w_10/images']) await mkdir(join(site, folder), { recursive: true });
  await mkdir(examples);
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Strona</title>');
  await writeFile(join(site, 'raider-panel.js'), 'void 0;');
  await writeFile(join(site, 'assets', 'core-abc123.js'), 'export const core = 1;');
  await writeFile(join(site, 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
  await writeFile(join(site, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  await copyFile('site/images/hero-dawn.svg', join(site, 'images', 'hero-dawn.svg'));
  await writeFile(join(site, '_ipx', 'f_webp&w_10', 'images', 'hero-dawn.svg'), 'prebuilt');
  await writeFile(join(examples, 'plain.html'), '<raider-panel></raider-panel>');
  await writeFile(join(examples, 'two-widgets.html'), '<raider-panel></raider-panel><raider-panel></raider-panel>');
  await writeFile(join(root.path, 'secret.txt'), 'nie dla ciebie');
  running = await startTestServer({ siteDir: site, examplesDir: examples, inProcess: true });
});
afterAll(async () => {
  await running?.close();
  await root?.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => call(`${running.url}${path}`, 'GET', { headers });

describe('the site and the examples', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/raider-panel.js', 'text/javascript; charset=utf-8', 'public, max-age=300'],
    ['/assets/core-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/builds/latest.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/favicon.ico', 'image/x-icon', 'no-cache'],
    ['/examples/plain.html', 'text/html; charset=utf-8', 'no-cache'],
  ])('%s: %s, %s, open to every origin', async (path, type, cache) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe(cache);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes the guild config into the site page it sends, escaped, with its title and a changing ETag', async () => {
    const answer = await get('/');
    const html = answer.body as string;
    const written = /<script type="application\/json" id="raider-panel-first-screen">(.*?)<\/script>/s.exec(html);
    expect(written).not.toBeNull();
    expect(JSON.parse(written![1]!)).toEqual({ config: JSON.parse(JSON.stringify(sampleGuild)) });
    expect(html).toContain(`<title>${sampleGuild.name}</title>`);
    expect((await get('/index.html')).body).toBe(html);
    const etag = answer.headers.get('etag')!;
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers a revalidation with 304 while the file is unchanged', async () => {
    const first = await get('/builds/latest.json');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/builds/latest.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect((await get('/builds/latest.json', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await call(`${running.url}/assets/core-abc123.js`, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String('export const core = 1;'.length));
    expect(answer.body).toBeUndefined();
  });

  it('refuses other methods with 405 and says which are allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await call(`${running.url}/index.html`, method, { body: '{}' });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers missing files with 404 and never serves a file outside the site', async () => {
    for (const path of ['/missing.js', '/assets/', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/examples/..%2f..%2fsecret.txt']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('nie dla ciebie');
    }
  });

  it('redirects /examples to /examples/ and lists the example pages there', async () => {
    const redirect = await fetchAnswer(`${running.url}/examples`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/examples/');
    const listing = await get('/examples/');
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('<a href="./plain.html">plain.html</a>');
    expect(listing.body).toContain('<a href="./two-widgets.html">two-widgets.html</a>');
  });
});

describe('image variants under /_ipx/', () => {
  it('serves a pre-rendered variant as it is', async () => {
    const answer = await get('/_ipx/f_webp&w_10/images/hero-dawn.svg');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('prebuilt');
    expect(answer.headers.get('content-type')).toBe('image/webp');
  });

  it('renders another variant on demand, immutable and open to every origin', async () => {
    // One of the sizes the home page asks for (the only ones rendered on demand).
    const response = await fetchAnswer(`${running.url}/_ipx/f_webp&s_360x270/images/hero-dawn.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers bad modifiers with 400 and unknown images with 404', async () => {
    expect((await get('/_ipx/w_99999/images/hero-dawn.svg')).status).toBe(400);
    expect((await get('/_ipx/w_100/images/no-such-image.svg')).status).toBe(404);
  });
});
