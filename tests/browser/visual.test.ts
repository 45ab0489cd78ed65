import { existsSync, rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { launchChromiumForFile } from './per-file';
import { checkAgainstReference, compareImages, outputDirectory } from './reference-images';
import { site } from './surfaces';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/**
 * The pages kept as reference images: public pages whose content comes from the bundled guild and a
 * fixed clock. (The raider pages are left out while they are being rebuilt.)
 */
const referencePages = [
  { name: 'home', path: '/' },
  { name: 'values', path: '/values' },
  { name: 'raid-schedule', path: '/raid-schedule' },
];
const widths = [360, 1280];
const schemes = ['light', 'dark'] as const;
/** A Tuesday in March, before the switch to summer time: the schedule and countdown always read the same. */
const fixedNow = new Date('2026-03-10T11:00:00Z');
/** Only the top of a long page is kept: it holds the header, the page's opening and its first cards. */
const maxHeight = 2000;

/** Everything that could change between two runs is pinned: clock, zone, locale, motion, fonts, images. */
async function referencePage(width: number, scheme: (typeof schemes)[number]): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    colorScheme: scheme,
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Warsaw',
    locale: 'pl-PL',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(fixedNow);
  return page;
}

/** A fresh load of `path`, its top `maxHeight` px as PNG; `extraCss` is added once the page is there. */
async function screenshot(page: Page, path: string, extraCss?: string): Promise<Buffer> {
  await site.open(page, path);
  // A constructed style sheet: the site's CSP refuses a <style> tag without its nonce, not the CSSOM.
  if (extraCss)
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, extraCss);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images shown on the page (a hidden lazy image never loads, and is not in the picture anyway).
    const pending = Array.from(document.images).filter((image) => !image.complete && image.checkVisibility());
    await Promise.all(pending.map((image) => new Promise((resolve) => image.addEventListener('load', resolve, { once: true }))));
    window.scrollTo(0, 0);
  });
  // Nothing still on its way: a chunk that arrives during the capture (its styles with it) could change
  // the page's height between the moment it is measured and the moment it is painted.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const full = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const { height = 0, width = 0 } = await sharp(full).metadata();
  return sharp(full)
    .extract({ left: 0, top: 0, width, height: Math.min(height, maxHeight) })
    .png()
    .toBuffer();
}

describe('reference screenshots (tolerance 0.5 % of pixels)', () => {
  for (const width of widths) {
    for (const scheme of schemes) {
      test(`${width} px, ${scheme}: ${referencePages.map((entry) => entry.name).join(', ')}`, async () => {
        const page = await referencePage(width, scheme);
        const failures: string[] = [];
        for (const { name, path } of referencePages) {
          const check = await checkAgainstReference(`${name}-${width}-${scheme}`, await screenshot(page, path));
          if (!check.ok) failures.push(check.message);
        }
        expect(failures).toEqual([]);
        await page.context().close();
      });
    }
  }

  test('the comparison itself: a layout break fails it and leaves the actual and a diff image', async () => {
    const name = 'values-360-light';
    rmSync(`${outputDirectory}/${name}-actual.png`, { force: true });
    rmSync(`${outputDirectory}/${name}-diff.png`, { force: true });
    const page = await referencePage(360, 'light');
    const intact = await screenshot(page, '/values');
    expect((await checkAgainstReference(name, intact, { update: false })).ok).toBe(true);

    // Cards 12 px roomier: everything below the first card moves down.
    const broken = await screenshot(page, '/values', 'li { padding-top: 32px !important; }');
    const check = await checkAgainstReference(name, broken, { update: false });
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/^values-360-light: \d+\.\d+% of pixels differ/);
    expect(existsSync(`${outputDirectory}/${name}-actual.png`)).toBe(true);
    expect(existsSync(`${outputDirectory}/${name}-diff.png`)).toBe(true);
    await page.context().close();
  });

  test('the comparison itself: identical images match, a dot is counted, a taller image differs by its extra rows', async () => {
    const white = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const taller = await sharp({ create: { width: 20, height: 12, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const dotted = await sharp(white)
      .composite([{ input: { create: { width: 2, height: 1, channels: 3, background: '#000000' } }, left: 3, top: 4 }])
      .png()
      .toBuffer();
    expect(await compareImages(white, white)).toMatchObject({ differing: 0, sizeChange: null });
    expect(await compareImages(dotted, white)).toMatchObject({ differing: 2, total: 200, ratio: 0.01, sizeChange: null });
    expect(await compareImages(taller, white)).toMatchObject({ differing: 40, total: 240, sizeChange: '20×12 against 20×10' });
  });
});
