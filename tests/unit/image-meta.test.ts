// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderImages, variantUrls } from '../../site/build/images';
import { readImageMeta } from '../../server/images/image-render';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rp-images-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readImageMeta', () => {
  it('reads the dimensions of the hero illustration', async () => {
    const log = vi.fn();
    expect(await readImageMeta('site/images/hero-dawn.svg', log)).toEqual({ width: 960, height: 720, format: 'svg' });
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing file', async () => join(dir, 'missing.png')],
    [
      'a file that is not an image',
      async () => {
        const file = join(dir, 'notes.png');
        await writeFile(file, 'this is not a picture');
        return file;
      },
    ],
    [
      'a truncated PNG',
      async () => {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f59e0b' } })
          .png()
          .toBuffer();
        const file = join(dir, 'cut.png');
        await writeFile(file, png.subarray(0, 12));
        return file;
      },
    ],
    ['an empty buffer', async () => Buffer.alloc(0)],
  ])('gives 0 x 0 for %s, logs why, and does not throw', async (_name, makeInput) => {
    const log = vi.fn();
    const meta = await readImageMeta(await makeInput(), log);
    expect(meta).toMatchObject({ width: 0, height: 0 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/cannot read the metadata .*0 x 0/);
  });
});

describe('prerenderImages', () => {
  it('renders every variant an image asks for, as webp of the requested size, at the URL path', async () => {
    const images = [{ src: '/images/hero-dawn.svg', width: 200, height: 150, sizes: 'sm:100px md:200px' }];
    const written = await prerenderImages({ outDir: dir, images, log: vi.fn() });
    expect(written.map(({ url }) => url).sort()).toEqual(variantUrls(images).sort());
    expect(written.map(({ url }) => url).sort()).toEqual([
      '/_ipx/f_webp&s_100x75/images/hero-dawn.svg',
      '/_ipx/f_webp&s_200x150/images/hero-dawn.svg',
      '/_ipx/f_webp&s_400x300/images/hero-dawn.svg',
    ]);
    for (const { url, file } of written) {
      expect(file).toBe(join(dir, ...url.split('/').filter(Boolean)));
      const meta = await sharp(await readFile(file)).metadata();
      const [, width, height] = /s_(\d+)x(\d+)/.exec(url)!;
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: Number(width),
        height: Number(height),
      });
    }
    // The source is published next to the variants, for on-demand rendering.
    expect(await readFile(join(dir, 'images', 'hero-dawn.svg'), 'utf8')).toContain('<svg');
  });

  it('skips an image whose metadata cannot be read, logging it, and still renders the others', async () => {
    const sources = join(dir, 'sources');
    await mkdir(sources);
    await writeFile(join(sources, 'broken.png'), 'not a png');
    await copyFile('site/images/hero-dawn.svg', join(sources, 'hero-dawn.svg'));
    const log = vi.fn();
    const out = join(dir, 'site');
    const written = await prerenderImages({
      outDir: out,
      sourceDir: sources,
      log,
      images: [
        { src: '/images/broken.png', width: 10 },
        { src: '/images/hero-dawn.svg', width: 10 },
      ],
    });
    expect(written.map(({ url }) => url)).toEqual(['/_ipx/w_10&f_webp/images/hero-dawn.svg', '/_ipx/w_20&f_webp/images/hero-dawn.svg']);
    expect(log).toHaveBeenCalled();
    expect(log.mock.calls.every(([message]) => String(message).includes('broken.png') && String(message).includes('0 x 0'))).toBe(true);
  });

  it('the content list names the home hero', () => {
    expect(variantUrls().every((url) => url.startsWith('/_ipx/f_webp&s_') && url.endsWith('/images/hero-dawn.svg'))).toBe(true);
    expect(variantUrls().length).toBeGreaterThanOrEqual(4);
  });
});
