import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleGuild } from '../../src/data/guild';
import { createImageProxy } from '../../server/images/image-proxy';
import { offeredVariants } from '../../server/static/offered-variants';
import { call } from './helpers/api-client';
import { rawRequest } from './helpers/raw-http';
import { startTestServer, type RunningServer } from './helpers/test-server';

/** Rendering a variant costs seconds of CPU: only the ones the site asks for, a few at a time. */
let running: RunningServer;
beforeAll(async () => {
  running = await startTestServer({ siteDir: 'site' });
});
afterAll(async () => {
  await running.close();
});

describe('image variants on demand', () => {
  it('renders the sizes the home page asks for, and refuses any other size or format with 400', async () => {
    expect((await call(`${running.url}/_ipx/f_webp&s_420x315/images/hero-dawn.svg`, 'GET')).status).toBe(200);
    for (const path of [
      '/_ipx/f_avif&w_2047/images/hero-dawn.svg',
      '/_ipx/f_webp&s_421x315/images/hero-dawn.svg',
      '/_ipx/f_avif&s_420x315/images/hero-dawn.svg',
      '/_ipx/w_64/images/hero-dawn.svg',
    ]) {
      const answer = await call(`${running.url}${path}`, 'GET');
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatch(/not offered/);
    }
  });

  it('offers the hero of the guild config too, at its own size', () => {
    const variants = offeredVariants({
      ...sampleGuild,
      images: { hero: { src: '/images/keep.png', alt: 'Twierdza', width: 400, height: 300 } },
    });
    expect(variants).toContain('f_webp&s_800x600/images/keep.png');
    expect(variants).toContain('f_webp&s_360x270/images/hero-dawn.svg');
    expect([...variants].every((key) => key.startsWith('f_webp&'))).toBe(true);
  });

  it('refuses dot segments, plain or percent-encoded, with 400 instead of resolving them', async () => {
    const port = Number(new URL(running.url).port);
    for (const path of [
      '/_ipx/%2e%2e/images/hero-dawn.svg',
      '/_ipx/%2E%2E/images/hero-dawn.svg',
      '/_ipx/_/images/%2e%2e/images/hero-dawn.svg',
      '/images/./hero-dawn.svg',
      '/examples/../images/hero-dawn.svg',
    ]) {
      expect(await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`), path).toBe(400);
    }
    expect((await call(`${running.url}/images/hero-dawn.svg`, 'GET')).status).toBe(200);
  });
});

describe('render slots', () => {
  it('runs at most the configured renders at once and answers 503 when the queue is full', async () => {
    const proxy = createImageProxy({ siteDir: 'site', maxConcurrentRenders: 1, maxQueuedRenders: 0 });
    const paths = ['/_ipx/f_webp&w_40/images/hero-dawn.svg', '/_ipx/f_webp&w_41/images/hero-dawn.svg'];
    const statuses = (await Promise.all(paths.map((path) => proxy(path)))).map((answer) => answer.status);
    // Which of the two takes the slot depends on which file check finishes first (a busy machine
    // reorders them): one is rendered, the other refused.
    expect([...statuses].sort()).toEqual([200, 503]);
    // The rendered one is cached: asked again, it needs no slot.
    expect((await proxy(paths[statuses.indexOf(200)]!)).status).toBe(200);
  });

  it('queues renders beyond the slots and answers them all', async () => {
    const proxy = createImageProxy({ siteDir: 'site', maxConcurrentRenders: 1, maxQueuedRenders: 8 });
    const answers = await Promise.all([50, 51, 52, 53].map((width) => proxy(`/_ipx/f_webp&w_${width}/images/hero-dawn.svg`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });
});
