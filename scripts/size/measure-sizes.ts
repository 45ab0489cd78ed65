import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chunkWithImports, configCheckerModule, outputOf, staticImports, type Metafile } from '../../site/build/metafile';
import { chunkPlan } from '../../site/build/chunk-plan';
import { afterFirstPaint, budgets, dataParts, type PartKind } from './budgets';
import { sampleGuild } from '../../src/data/guild';

/** The output file that bundles a source module, if one does (a chunk, not a re-exporting stub). */
export function outputBundling(metafile: Metafile, module: string): string | null {
  const found = Object.entries(metafile.outputs).find(([, output]) => (output.inputs?.[module]?.bytesInOutput ?? 0) > 0);
  return found ? found[0] : null;
}

/** Entry points of the browser build (tsup.config.ts); every other entry in the metafile is a lazy part. */
const siteEntry = 'site/main.ts';
const coreEntry = 'embed/core.ts';
const homePage = 'src/pages/home/index.tsx';

export interface SizePart {
  /** Row label, the same on every build (no content hashes): what README's table shows. */
  part: string;
  kind: PartKind;
  /** Files counted, relative to `dist/`. */
  files: string[];
  /** Sum over the files: each file is sent and compressed on its own. */
  bytes: number;
  gzip: number;
  brotli: number;
  /** Budget for the gzip size in bytes; `null`: reported, not limited. */
  budget: number | null;
}

export interface Compressed {
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Sizes that do not change from build to build for the same source: the random build id and the
 * content hashes in chunk names (which follow from it) are replaced by placeholders of the same length
 * before compressing, so a README table can be checked against them.
 */
export function normalizeBuildOutput(text: string, buildId: string | null): string {
  const withoutId = buildId ? text.replaceAll(buildId, '0'.repeat(buildId.length)) : text;
  // esbuild's [hash]: 8 characters of base32 (A–Z, 2–7).
  return withoutId.replace(/-[A-Z2-7]{8}\.js\b/g, '-00000000.js');
}

/** gzip at level 9 and brotli at its best quality, as a server with static precompression sends them. */
export function compress(text: string): Compressed {
  const buffer = Buffer.from(text);
  return {
    bytes: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

/** Files the build must have written before sizes can be measured. */
export function requiredBuildFiles(distDir: string): string[] {
  return [
    join(distDir, 'meta/browser.json'),
    join(distDir, 'site/raider-panel.js'),
    join(distDir, 'site/api/first-screen'),
    join(distDir, 'lib/index.js'),
  ];
}

/** Static imports of an unminified ESM file of the npm build (`import … from "./chunk.js"`), transitively. */
export function libraryStaticImports(file: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/(?:^|[\s;}])(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/gm)) {
      const imported = join(dirname(path), match[1]!);
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return [...seen];
}

/** A lazy part's row label: `page home` for a page, else its module path under src/ without extension. */
function lazyPartName(entryPoint: string): { part: string; kind: PartKind } {
  const page = /^src\/pages\/([^/]+)\/index\.tsx?$/.exec(entryPoint);
  if (page) return { part: `page ${page[1]}`, kind: 'page' };
  const name = entryPoint.replace(/^src\//, '').replace(/\.tsx?$/, '');
  if (afterFirstPaint.includes(entryPoint)) return { part: `after first paint ${name}`, kind: 'after-paint' };
  if (dataParts.includes(entryPoint)) return { part: `data ${name}`, kind: 'data' };
  return { part: `lazy ${name}`, kind: 'lazy' };
}

/** Row order: pages, the parts loaded after the first paint, then the parts loaded on first use. */
const lazyKindOrder: PartKind[] = ['page', 'after-paint', 'lazy', 'data'];

/**
 * What each part of the build costs over the wire, from dist/ after `npm run build`:
 * - the script-tag loader;
 * - the initial core: everything the widget (and the site) downloads before the home page shows —
 *   its entry and the entry's static imports, which bundle the home page (src/app/AppRoutes.tsx); if
 *   the home page ever moves to a chunk of its own, that chunk and its static imports count too;
 * - the after-paint group (site/build/chunk-plan.ts: the home page's raid card and raid adapter,
 *   the public pages and the sign-in guard): its chunks beyond the initial core;
 * - every other lazily loaded part (the raider panel's pages, and parts such as the toast list loaded on
 *   first use): its chunk plus the shared chunks it needs that the initial core has not already brought
 *   and, for a part that imports the group's chunk, that the group has not brought either;
 * - the finished home page on a guild's server: the loader, the initial core, the checker and the group;
 * - the widget's first content: the loader and the first screen rendered ahead of time (the build's
 *   file on a static host; the server's answer, with the guild's config, on its own server);
 * - the site's first content: its index.html, which carries its first screen;
 * - before the app renders on a guild's server: the initial core and the config checker;
 * - the npm build's entry with its static imports.
 */
export function measureSizes(distDir = 'dist'): SizePart[] {
  const metafile = JSON.parse(readFileSync(join(distDir, 'meta/browser.json'), 'utf8')) as Metafile;
  const manifestPath = join(distDir, 'site/builds/latest.json');
  const buildId = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { id: string }).id : null;
  // Metafile paths are relative to the project root (dist/site/assets/...); read them under distDir.
  const pathOf = (output: string) => join(distDir, output.replace(/^dist\//, ''));
  const sizeOf = (files: string[]): Compressed =>
    files
      .map((file) => compress(normalizeBuildOutput(readFileSync(file, 'utf8'), buildId)))
      .reduce((sum, size) => ({ bytes: sum.bytes + size.bytes, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
        bytes: 0,
        gzip: 0,
        brotli: 0,
      });
  const row = (part: string, kind: PartKind, files: string[], size = sizeOf(files)): SizePart => ({
    part,
    kind,
    files: files.map((file) => relative(distDir, file)).sort(),
    ...size,
    budget: budgets[kind],
  });
  const withStatic = (output: string) => [output, ...staticImports(metafile, output)];

  const homeBundledBy = outputBundling(metafile, homePage);
  if (homeBundledBy === null) throw new Error(`size: no output bundles ${homePage}`);
  const initialOf = (entry: string) => [...new Set([...withStatic(outputOf(metafile, entry)), ...withStatic(homeBundledBy)])];
  const widgetInitial = initialOf(coreEntry);
  const siteInitial = initialOf(siteEntry);
  const homeInCore = withStatic(outputOf(metafile, coreEntry)).includes(homeBundledBy);
  // On a guild's server the config checker comes before the first paint (the guild's own config is checked first).
  const checker = Object.values(metafile.outputs).some((output) => output.entryPoint === configCheckerModule)
    ? chunkWithImports(metafile, configCheckerModule)
    : null;
  const withChecker = (initial: string[]) => [...new Set([...initial, ...(checker ?? [])])];

  // The after-paint group (site/build/chunk-plan.ts): its files beyond the initial core, and the
  // chunk that bundles its modules, which every part anchored to the group imports.
  const groupEntry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === chunkPlan.group.name)?.[0];
  const groupFiles = groupEntry ? withStatic(groupEntry).filter((file) => !widgetInitial.includes(file)) : [];
  const groupChunk = groupEntry ? outputBundling(metafile, `lazy-part:${chunkPlan.group.name}`) : null;
  const lazyRows = Object.entries(metafile.outputs)
    // The home page counts in the initial core (while it ships in the core chunk, its own entry is only
    // a stub re-exporting it from there, never requested).
    .filter(([output, meta]) => meta.entryPoint && ![siteEntry, coreEntry, homePage].includes(meta.entryPoint) && output.endsWith('.js'))
    .map(([output, meta]) => {
      const { part, kind } = lazyPartName(meta.entryPoint!);
      // Beyond the widget's initial core: what opening this part downloads. A part that cannot run
      // without the after-paint group (the raider panel's, which show behind its sign-in guard) counts
      // beyond the group as well: every page loads the group at once (budgets.ts).
      const beyondCore = withStatic(output).filter((file) => !widgetInitial.includes(file));
      const needsGroup = output !== groupEntry && groupChunk !== null && beyondCore.includes(groupChunk);
      const extra = needsGroup ? beyondCore.filter((file) => !groupFiles.includes(file)) : beyondCore;
      return row(part, kind, extra.map(pathOf));
    })
    .sort((a, b) => lazyKindOrder.indexOf(a.kind) - lazyKindOrder.indexOf(b.kind) || a.part.localeCompare(b.part));

  const finishedHomePage = checker
    ? [
        ...new Set([
          ...withChecker(widgetInitial).map(pathOf),
          ...lazyRows.filter((lazy) => lazy.kind === 'after-paint').flatMap((lazy) => lazy.files.map((file) => join(distDir, file))),
        ]),
      ]
    : null;
  const libraryEntry = join(distDir, 'lib/index.js');
  const loader = join(distDir, 'site/raider-panel.js');
  const bundledScreen = join(distDir, 'site/api/first-screen');
  // The guild's server answers with its config beside the screen (and a few bytes of sign-in options
  // and health): measured here for the bundled guild's config.
  const serverAnswer = JSON.stringify({ config: sampleGuild, ...(JSON.parse(readFileSync(bundledScreen, 'utf8')) as object) });
  const plus = (one: Compressed, other: Compressed): Compressed => ({
    bytes: one.bytes + other.bytes,
    gzip: one.gzip + other.gzip,
    brotli: one.brotli + other.brotli,
  });
  return [
    row('loader raider-panel.js', 'loader', [loader]),
    row('first content: widget, static host (loader + screen)', 'first-content', [loader, bundledScreen]),
    row(
      'first content: widget, guild server (loader + answer)',
      'first-content',
      [loader, bundledScreen],
      plus(sizeOf([loader]), compress(serverAnswer)),
    ),
    // The site's page carries its first screen (the build's; a guild's server writes its own, the same size).
    row('first content: site (index.html with its screen)', 'first-content', [join(distDir, 'site/index.html')]),
    row('initial core: widget (core + home page)', 'initial', widgetInitial.map(pathOf)),
    row('initial core: site (entry + home page)', 'initial', siteInitial.map(pathOf)),
    // A build without the config checker (none of ours) has nothing more before the app renders.
    ...(checker
      ? [
          row('app renders, guild server: widget (+ checker)', 'checked', withChecker(widgetInitial).map(pathOf)),
          row('app renders, guild server: site (+ checker)', 'checked', withChecker(siteInitial).map(pathOf)),
        ]
      : []),
    // Every JS file of a finished home page (the loader's answer is JSON, not counted here).
    ...(finishedHomePage
      ? [row('finished home page, guild server: widget (every JS file)', 'finished', [loader, ...finishedHomePage])]
      : []),
    // In its own chunk the home page also gets a page's budget.
    ...(homeInCore ? [] : [row('page home (part of the initial core)', 'page', [pathOf(homeBundledBy)])]),
    ...lazyRows,
    row('npm entry dist/lib/index.js', 'npm', [libraryEntry, ...libraryStaticImports(libraryEntry)]),
  ];
}
