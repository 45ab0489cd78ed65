import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { variantUrls } from '../../site/build/images';
import { launchChromiumForFile } from './per-file';
import { appRoot, baseUrl, openPage } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** The file under dist/site a root-relative `/_ipx/...` URL path is answered from. */
function distFile(urlPath: string): string {
  return join(
    'dist/site',
    ...urlPath
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment)),
  );
}

/** `[URL path, width]` of every `<n>w` candidate of a srcset. */
function widthCandidates(srcset: string, origin: string): Array<[string, number]> {
  return srcset.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(' ') as [string, string];
    expect(descriptor).toMatch(/^\d+w$/);
    return [new URL(url, origin).pathname, Number.parseInt(descriptor, 10)];
  });
}

/**
 * Holds every image proxy response back for a moment, so the test can see the image's box before it
 * has loaded, and records what the proxy answered.
 */
/**
 * Holds every image request until `release()`: the hero is measured before it loads, however long the
 * page took to get there (a fixed delay was not enough on a busy machine).
 */
async function slowImages(page: Page): Promise<{ answers: Array<{ url: string; status: number; type: string }>; release: () => void }> {
  const answers: Array<{ url: string; status: number; type: string }> = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_ipx/**', async (route) => {
    await held;
    await route.continue();
  });
  page.on('response', (response) => {
    if (response.url().includes('/_ipx/'))
      answers.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  return { answers, release };
}

interface ImageState {
  naturalWidth: number;
  complete: boolean;
  currentSrc: string;
  width: string | null;
  height: string | null;
  box: { width: number; height: number };
}

function imageState(image: Locator): Promise<ImageState> {
  return image.evaluate((element: HTMLImageElement) => {
    const rect = element.getBoundingClientRect();
    return {
      naturalWidth: element.naturalWidth,
      complete: element.complete,
      currentSrc: element.currentSrc,
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
      box: { width: Math.round(rect.width), height: Math.round(rect.height) },
    };
  });
}

/** Loads the hero through the proxy without shifting the layout: the same box before and after loading. */
async function expectHeroLoadsWithoutShift(image: Locator, release: () => void): Promise<ImageState> {
  await image.waitFor({ state: 'visible' });
  const before = await imageState(image);
  expect(before.naturalWidth).toBe(0);
  expect(before.width).toBe('480');
  expect(before.height).toBe('360');
  expect(before.box.height).toBeGreaterThan(0);
  release();
  await expect.poll(async () => (await imageState(image)).naturalWidth, { timeout: 15_000 }).toBeGreaterThan(0);
  const after = await imageState(image);
  expect(after.box).toEqual(before.box);
  expect(before.box.height / before.box.width).toBeCloseTo(360 / 480, 2);
  return after;
}

describe('build output', () => {
  test('every variant the home hero names exists under dist/site/_ipx as a webp of its width', async () => {
    const urls = variantUrls();
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const file = distFile(url);
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(await readFile(file)).metadata();
      const [, width, height] = /s_(\d+)x(\d+)/.exec(url)!;
      expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url,
        format: 'webp',
        width: Number(width),
        height: Number(height),
      });
    }
  });
});

describe('hero image in the browser', () => {
  test('site: loads from /_ipx (pre-rendered), webp, with width and height set and no layout shift', async () => {
    const { page, errors, context } = await openPage(browser);
    const { answers, release } = await slowImages(page);
    await page.goto(`${baseUrl()}/`);
    const image = page.locator('section[aria-labelledby="rp-home-title"] img');
    const loaded = await expectHeroLoadsWithoutShift(image, release);
    expect(new URL(loaded.currentSrc).pathname).toMatch(/^\/_ipx\/f_webp&s_\d+x\d+\/images\/hero-dawn\.svg$/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every(({ status, type }) => status === 200 && type === 'image/webp')).toBe(true);

    // What the page asks for is exactly what the build wrote: every srcset candidate, at its width.
    const srcset = (await image.getAttribute('srcset'))!;
    for (const [path, width] of widthCandidates(srcset, baseUrl())) {
      expect(existsSync(distFile(path)), path).toBe(true);
      const meta = await sharp(await readFile(distFile(path))).metadata();
      expect({ path, format: meta.format, width: meta.width }).toEqual({ path, format: 'webp', width });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('site: the decorative image is not shown (nor fetched) in a narrow container', async () => {
    const { page, context } = await openPage(browser, { width: 600, height: 900 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_ipx/')) requested.push(request.url());
    });
    await page.goto(`${baseUrl()}/`);
    const image = page.locator('section[aria-labelledby="rp-home-title"] img');
    await image.waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await image.isVisible()).toBe(false);
    expect(requested).toEqual([]);
    await context.close();
  });

  test('widget (examples/plain.html): loads from the server that served the core, without layout shift', async () => {
    const { page, errors, context } = await openPage(browser);
    const { answers, release } = await slowImages(page);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    const image = page.locator(`raider-panel ${appRoot} section[aria-labelledby="rp-home-title"] img`);
    const loaded = await expectHeroLoadsWithoutShift(image, release);
    expect(loaded.currentSrc.startsWith(`${baseUrl()}/_ipx/f_webp&s_`)).toBe(true);
    expect(answers.every(({ status, type }) => status === 200 && type === 'image/webp')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on-demand variants', () => {
  // Only the variants the site asks for are served (rendering one costs seconds of CPU); for the bundled
  // guild the build pre-renders all of them, and the server renders a guild config's own hero on demand
  // (tests/server/static-serving.test.ts covers that render).
  test('a variant the site asks for is served as webp, immutable and shown; any other is refused', async () => {
    const { page, context } = await openPage(browser);
    const path = '/_ipx/f_webp&s_360x270/images/hero-dawn.svg';
    const response = await page.request.get(`${baseUrl()}${path}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(await response.body()).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 360 });

    // The browser shows it too.
    await page.goto(`${baseUrl()}/`);
    const naturalWidth = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image.naturalWidth;
    }, `${baseUrl()}${path}`);
    expect(naturalWidth).toBe(360);

    expect((await page.request.get(`${baseUrl()}/_ipx/f_webp&w_123/images/hero-dawn.svg`)).status()).toBe(400);
    expect((await page.request.get(`${baseUrl()}/_ipx/w_99999/images/hero-dawn.svg`)).status()).toBe(400);
    expect((await page.request.get(`${baseUrl()}/_ipx/zoom_2/images/hero-dawn.svg`)).status()).toBe(400);
    expect((await page.request.get(`${baseUrl()}/_ipx/w_100/images/no-such-image.svg`)).status()).toBe(404);
    await context.close();
  });
});
