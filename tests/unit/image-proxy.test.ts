// @vitest-environment node
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageProxy, type ImageProxy } from '../../server/images/image-proxy';
import ipx from '../fixtures/cases/ipx.json';

let siteDir: string;
let proxy: ImageProxy;

beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'rp-proxy-'));
  await mkdir(join(siteDir, 'images'));
  await copyFile('site/images/hero-dawn.svg', join(siteDir, 'images', 'hero-dawn.svg'));
  await writeFile(join(siteDir, 'images', 'notes.txt'), 'not an image');
  await writeFile(join(siteDir, 'images', 'broken.png'), 'not a png');
  proxy = createImageProxy({ siteDir });
});

afterEach(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

async function metaOf(body: Buffer | string) {
  const meta = await sharp(body as Buffer).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('image proxy: on demand', () => {
  it.each([
    ['/_ipx/f_webp&w_123/images/hero-dawn.svg', 'image/webp', { format: 'webp', width: 123, height: 92 }],
    ['/_ipx/f_webp&s_300x100/images/hero-dawn.svg', 'image/webp', { format: 'webp', width: 300, height: 100 }],
    ['/_ipx/f_png&h_50/images/hero-dawn.svg', 'image/png', { format: 'png', width: 67, height: 50 }],
    ['/_ipx/f_avif&q_40&fit_contain&b_0f172a&s_64x64/images/hero-dawn.svg', 'image/avif', { format: 'heif', width: 64, height: 64 }],
    ['/_ipx/f_jpeg&w_2048/images/hero-dawn.svg', 'image/jpeg', { format: 'jpeg', width: 2048, height: 1536 }],
  ])('%s -> %s of the requested size, immutable', async (pathname, contentType, expected) => {
    const answer = await proxy(pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe(contentType);
    expect(answer.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(await metaOf(answer.body)).toEqual(expected);
  });

  it('serves the original for _', async () => {
    const answer = await proxy('/_ipx/_/images/hero-dawn.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('image/svg+xml');
    expect(String(answer.body)).toContain('<svg');
  });

  it('renders a variant once and answers later requests from memory', async () => {
    const [first, second] = await Promise.all([
      proxy('/_ipx/f_webp&w_77/images/hero-dawn.svg'),
      proxy('/_ipx/f_webp&w_77/images/hero-dawn.svg'),
    ]);
    expect(first.body).toBe(second.body);
    const third = await proxy('/_ipx/f_webp&w_77/images/hero-dawn.svg');
    expect(third.body).toBe(first.body);
  });

  it('sends a pre-rendered file as it is, with the type of the requested format', async () => {
    const prebuilt = join(siteDir, '_ipx', 'f_webp&w_10', 'images');
    await mkdir(prebuilt, { recursive: true });
    await writeFile(join(prebuilt, 'hero-dawn.svg'), 'PREBUILT');
    const answer = await proxy('/_ipx/f_webp&w_10/images/hero-dawn.svg');
    expect(answer).toMatchObject({ status: 200, body: Buffer.from('PREBUILT'), headers: { 'Content-Type': 'image/webp' } });
  });
});

describe('image proxy: refusals', () => {
  it.each(ipx.proxyRefusals)('400 for %s', async (_name, pathname) => {
    const answer = await proxy(pathname);
    expect(answer.status).toBe(400);
    expect(answer.headers['Cache-Control']).toBe('no-cache');
  });

  it.each([
    ['a missing source', '/_ipx/w_10/images/missing.svg'],
    ['a source that is not an image type', '/_ipx/w_10/images/notes.txt'],
    ['a variant of a variant', '/_ipx/w_10/_ipx/w_20/images/hero-dawn.svg'],
  ])('404 for %s', async (_name, pathname) => {
    expect((await proxy(pathname)).status).toBe(404);
  });

  it('415 for a source that cannot be read as an image, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect((await proxy('/_ipx/w_10/images/broken.png')).status).toBe(415);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
