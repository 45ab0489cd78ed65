import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { afterFirstPaint } from '../../scripts/size/budgets';
import { measureSizes, outputBundling } from '../../scripts/size/measure-sizes';
import { documentedSizeTable, markdownSizeTable, sizeTablePage } from '../../scripts/size/size-table';
import type { Metafile } from '../../site/build/metafile';
import { routeTable } from '../../src/routes/route-table';
import { launchChromiumForFile } from './per-file';
import { baseUrl, openPage, widgetHeading } from './page-helpers';

let browser: Browser;
launchChromiumForFile((launched) => (browser = launched));

/** Paths under /assets/ the page has requested so far, in the form the size report uses (`site/assets/…`). */
function assetRequests(page: Page): () => string[] {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) requested.add(`site${pathname}`);
  });
  return () => [...requested].sort();
}

function filesOf(part: string): string[] {
  const found = measureSizes('dist').find((row) => row.part === part);
  if (!found) throw new Error(`no size row ${part}`);
  return found.files;
}

/**
 * Modules the home page runs after its first paint: its raid card, the raid adapter that fetches the
 * schedule the guild keeps (with no config from the host, the guild's server's config comes with the
 * first screen and the checker vets it before the first paint: the app-renders row counts it), and what
 * the app prefetches on idle (src/app/AppRoutes.tsx `prefetchableParts`): the public pages but the home
 * page (in the core) and the raider panel's sign-in guard. All are in the after-paint group
 * (site/build/chunk-plan.ts).
 */
function afterFirstPaintModules(): string[] {
  const pages = routeTable
    .filter((record) => record.load && !record.guard && !record.linkOnly && record.name !== 'index')
    .map((record) => `src/pages/${record.name}/index.tsx`);
  const adapter = ['src/data/raids/http/http-raid-api.ts', 'src/data/raids/http/probe-backend.ts'];
  return ['src/pages/home/RaidNights.tsx', ...adapter, 'src/routes/raider-auth.tsx', ...pages];
}

/** The files of the parts loaded after the first paint (their chunks and what they import beyond the core). */
function afterFirstPaintFiles(): string[] {
  const rows = measureSizes('dist').filter((row) => row.kind === 'after-paint');
  expect(rows).toHaveLength(afterFirstPaint.length);
  return [...new Set(rows.flatMap((row) => row.files))].sort();
}

describe('size budget (npm run size)', () => {
  test('the after-paint group bundles the raid card, the raid adapter, the prefetched pages and the sign-in guard', () => {
    const metafile = JSON.parse(readFileSync('dist/meta/browser.json', 'utf8')) as Metafile;
    const files = afterFirstPaintFiles();
    const outside = afterFirstPaintModules().filter((module) => {
      const output = outputBundling(metafile, module);
      if (output === null) throw new Error(`no output bundles ${module}`);
      return !files.includes(output.replace(/^dist\//, ''));
    });
    expect(outside).toEqual([]);
  });

  test("docs/performance.md's size table shows the numbers of this build", () => {
    const page = readFileSync(sizeTablePage, 'utf8');
    // Fix: `npm run size -- --update-docs` after a build.
    expect(documentedSizeTable(page)).toBe(markdownSizeTable(measureSizes('dist')));
  });

  test('every module loaded with import() stays out of the initial core (a barrel re-exporting one would pull it in)', () => {
    const metafile = JSON.parse(readFileSync('dist/meta/browser.json', 'utf8')) as Metafile;
    const initial = new Set(filesOf('initial core: widget (core + home page)').map((file) => `dist/${file}`));
    const lazyModules = Object.values(metafile.outputs)
      .map((output) => output.entryPoint)
      .filter((entry): entry is string => Boolean(entry) && !['embed/core.ts', 'site/main.ts'].includes(entry!));
    const inCore = lazyModules.filter((module) =>
      [...initial].some((file) => (metafile.outputs[file]?.inputs?.[module]?.bytesInOutput ?? 0) > 0),
    );
    // The home page ships in the core on purpose (src/app/AppRoutes.tsx); nothing else may.
    expect(inCore).toEqual(['src/pages/home/index.tsx']);
  });

  test("a call's failure comes with the after-paint group, not in the initial core (only a health check finds one)", () => {
    const metafile = JSON.parse(readFileSync('dist/meta/browser.json', 'utf8')) as Metafile;
    const bundledIn = (module: string) => outputBundling(metafile, module)?.replace(/^dist\//, '');
    const initial = filesOf('initial core: widget (core + home page)');
    const group = afterFirstPaintFiles();
    for (const module of ['src/domain/raid-api-error.ts', 'src/data/raids/backend-failure.ts']) {
      expect(initial, module).not.toContain(bundledIn(module));
      expect(group, module).toContain(bundledIn(module));
    }
  });

  test('the widget on a guild server renders the home page from exactly the files its app-renders row counts, then loads only the after-first-paint and prefetched parts', async () => {
    const { page, errors } = await openPage(browser);
    const requested = assetRequests(page);
    await page.goto(`${baseUrl()}/examples/plain.html`);
    await expect.poll(() => widgetHeading(page)).toBe('Bursztynowy Świt');
    const initial = filesOf('app renders, guild server: widget (+ checker)');
    expect(requested().filter((file) => initial.includes(file))).toEqual(initial);
    // Prefetching waits for idle time, one part after another: poll until all are in, then check that
    // nothing else follows.
    const expected = [...new Set([...initial, ...afterFirstPaintFiles()])].sort();
    // The size report's row for a finished home page counts exactly these (and the loader).
    const finished = filesOf('finished home page, guild server: widget (every JS file)').filter((file) => file.startsWith('site/assets/'));
    expect(finished).toEqual(expected);
    await expect.poll(requested, { timeout: 20_000 }).toEqual(expected);
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the site on a guild server renders the home page from the files its app-renders row counts, then loads only the after-first-paint and prefetched parts and its head tags with their words', async () => {
    const { page, errors } = await openPage(browser);
    const requested = assetRequests(page);
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.locator('h1').first().innerText()).toBe('Bursztynowy Świt');
    const initial = filesOf('app renders, guild server: site (+ checker)');
    expect(requested().filter((file) => initial.includes(file))).toEqual(initial);
    const headMeta = [...filesOf('lazy app/head-meta'), ...filesOf('lazy routes/route-descriptions')];
    const expected = [...new Set([...initial, ...afterFirstPaintFiles(), ...headMeta])].sort();
    await expect.poll(requested, { timeout: 20_000 }).toEqual(expected);
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
