// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgets } from '../../scripts/size/budgets';
import { compress, measureSizes, normalizeBuildOutput, type SizePart } from '../../scripts/size/measure-sizes';
import {
  markdownSizeTable,
  overBudget,
  documentedSizeTable,
  sizeTableEnd,
  sizeTableStart,
  withDocumentedSizeTable,
} from '../../scripts/size/size-table';

const id = '0b0e6a2c-1d2f-4c9b-9f1e-5a7d3c2b1a00';

describe('normalizeBuildOutput', () => {
  it('replaces the build id and the content hashes, keeping lengths', () => {
    const text = `const b="${id}";import("./chunk-AB2CD3EF.js");import"./core-Z7Y6X5W4.js";`;
    const normalized = normalizeBuildOutput(text, id);
    expect(normalized).toBe(`const b="${'0'.repeat(36)}";import("./chunk-00000000.js");import"./core-00000000.js";`);
    expect(normalized).toHaveLength(text.length);
  });

  it('leaves names that are not hashes alone', () => {
    expect(normalizeBuildOutput('"./raider-panel.js" "./chunk-abc.js"', null)).toBe('"./raider-panel.js" "./chunk-abc.js"');
  });
});

describe('compress', () => {
  it('is deterministic and counts raw, gzip and brotli bytes', () => {
    const text = 'export const a = 1;'.repeat(200);
    expect(compress(text)).toEqual(compress(text));
    const { bytes, gzip, brotli } = compress(text);
    expect(bytes).toBe(text.length);
    expect(gzip).toBeLessThan(bytes);
    expect(brotli).toBeLessThan(bytes);
  });
});

/** A dist/ with a metafile and files, shaped like the real build. */
function fakeDist(
  files: Record<string, string>,
  outputs: Record<string, { entryPoint?: string; inputs?: string[]; imports?: Array<[string, string]> }>,
): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  const metafile = {
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([path, output]) => [
        `dist/${path}`,
        {
          entryPoint: output.entryPoint,
          inputs: Object.fromEntries((output.inputs ?? []).map((input) => [input, { bytesInOutput: 10 }])),
          imports: (output.imports ?? []).map(([target, kind]) => ({ path: `dist/${target}`, kind })),
        },
      ]),
    ),
  };
  mkdirSync(join(dist, 'meta'), { recursive: true });
  writeFileSync(join(dist, 'meta/browser.json'), JSON.stringify(metafile));
  return dist;
}

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('measureSizes', () => {
  const files = {
    'site/raider-panel.js': 'loader();',
    'site/api/first-screen': '{"screen":{"route":"/","html":"<h1>Gildia</h1>","css":"h1{}"}}',
    'site/index.html': '<!doctype html><div data-first-screen><h1>Gildia</h1></div>',
    'site/assets/core-AAAAAAAA.js': 'import "./chunk-CCCCCCCC.js"; element();',
    'site/assets/site-BBBBBBBB.js': 'import "./chunk-CCCCCCCC.js"; site();',
    'site/assets/chunk-CCCCCCCC.js': 'core(); home();',
    'site/assets/home-DDDDDDDD.js': 'export { home } from "./chunk-CCCCCCCC.js";',
    'site/assets/values-EEEEEEEE.js': 'import "./chunk-FFFFFFFF.js"; values();',
    'site/assets/chunk-FFFFFFFF.js': 'shared();',
    'site/assets/after-paint-parts-GGGGGGGG.js': 'afterPaint();',
    'lib/index.js': 'import { a } from "./chunk-HH.js";\nexport { a };',
    'lib/chunk-HH.js': 'export const a = 1;',
  };
  const outputs = {
    'site/assets/core-AAAAAAAA.js': {
      entryPoint: 'embed/core.ts',
      imports: [['site/assets/chunk-CCCCCCCC.js', 'import-statement']] as Array<[string, string]>,
    },
    'site/assets/site-BBBBBBBB.js': {
      entryPoint: 'site/main.ts',
      imports: [['site/assets/chunk-CCCCCCCC.js', 'import-statement']] as Array<[string, string]>,
    },
    'site/assets/chunk-CCCCCCCC.js': {
      inputs: ['src/app/index.ts', 'src/pages/home/index.tsx'],
      imports: [
        ['site/assets/values-EEEEEEEE.js', 'dynamic-import'],
        ['site/assets/after-paint-parts-GGGGGGGG.js', 'dynamic-import'],
      ] as Array<[string, string]>,
    },
    'site/assets/home-DDDDDDDD.js': {
      entryPoint: 'src/pages/home/index.tsx',
      imports: [['site/assets/chunk-CCCCCCCC.js', 'import-statement']] as Array<[string, string]>,
    },
    'site/assets/values-EEEEEEEE.js': {
      entryPoint: 'src/pages/values/index.tsx',
      imports: [
        ['site/assets/chunk-FFFFFFFF.js', 'import-statement'],
        ['site/assets/chunk-CCCCCCCC.js', 'import-statement'],
      ] as Array<[string, string]>,
    },
    'site/assets/chunk-FFFFFFFF.js': {},
    'site/assets/after-paint-parts-GGGGGGGG.js': { entryPoint: 'after-paint-parts' },
  };

  it('counts the entry, its static imports and the home page once; pages and lazy parts beyond the core', () => {
    const dist = fakeDist(files, outputs);
    dists.push(dist);
    const rows = Object.fromEntries(measureSizes(dist).map((row) => [row.part, row]));
    expect(Object.keys(rows)).toEqual([
      'loader raider-panel.js',
      'first content: widget, static host (loader + screen)',
      'first content: widget, guild server (loader + answer)',
      'first content: site (index.html with its screen)',
      'initial core: widget (core + home page)',
      'initial core: site (entry + home page)',
      'page values',
      'after first paint after-paint-parts',
      'npm entry dist/lib/index.js',
    ]);
    expect(rows['initial core: widget (core + home page)']!.files).toEqual([
      'site/assets/chunk-CCCCCCCC.js',
      'site/assets/core-AAAAAAAA.js',
    ]);
    expect(rows['initial core: site (entry + home page)']!.files).toEqual([
      'site/assets/chunk-CCCCCCCC.js',
      'site/assets/site-BBBBBBBB.js',
    ]);
    // The page's shared chunk counts with it; the core chunk it also imports does not.
    expect(rows['page values']!.files).toEqual(['site/assets/chunk-FFFFFFFF.js', 'site/assets/values-EEEEEEEE.js']);
    expect(rows['npm entry dist/lib/index.js']!.files).toEqual(['lib/chunk-HH.js', 'lib/index.js']);
    expect(rows['initial core: widget (core + home page)']!.budget).toBe(budgets.initial);
    expect(rows['npm entry dist/lib/index.js']!.budget).toBeNull();
    const sum = (paths: string[]) =>
      paths.reduce((total, path) => total + compress(normalizeBuildOutput(files[path as keyof typeof files], null)).gzip, 0);
    expect(rows['page values']!.gzip).toBe(sum(['site/assets/chunk-FFFFFFFF.js', 'site/assets/values-EEEEEEEE.js']));
    // The widget's first content: the loader and the build's first screen; on a guild's server, the
    // server's answer carries the guild's config too.
    const staticHost = rows['first content: widget, static host (loader + screen)']!;
    const guildServer = rows['first content: widget, guild server (loader + answer)']!;
    expect(staticHost.files).toEqual(['site/api/first-screen', 'site/raider-panel.js']);
    expect(staticHost.gzip).toBe(sum(['site/raider-panel.js', 'site/api/first-screen']));
    expect(staticHost.budget).toBe(budgets['first-content']);
    expect(guildServer.gzip).toBeGreaterThan(staticHost.gzip);
  });

  it('counts a part that imports the after-paint group beyond the group as well; the group and a part that does not, beyond the core', () => {
    const withGroup = {
      ...files,
      'site/assets/after-paint-parts-GGGGGGGG.js': 'export { a } from "./chunk-JJJJJJJJ.js";',
      'site/assets/chunk-JJJJJJJJ.js': 'raidCard(); signIn();',
      'site/assets/raider-overview-KKKKKKKK.js': 'import "./chunk-JJJJJJJJ.js"; import "./chunk-LLLLLLLL.js"; overview();',
      'site/assets/chunk-LLLLLLLL.js': 'panelShared();',
      'site/assets/ToastList-MMMMMMMM.js': 'import "./chunk-LLLLLLLL.js"; toasts();',
    };
    const group = (path: string): [string, string] => [path, 'import-statement'];
    const dist = fakeDist(withGroup, {
      ...outputs,
      'site/assets/after-paint-parts-GGGGGGGG.js': {
        entryPoint: 'after-paint-parts',
        imports: [group('site/assets/chunk-JJJJJJJJ.js'), group('site/assets/chunk-CCCCCCCC.js')],
      },
      'site/assets/chunk-JJJJJJJJ.js': { inputs: ['lazy-part:after-paint-parts', 'src/pages/home/RaidNights.tsx'] },
      'site/assets/raider-overview-KKKKKKKK.js': {
        entryPoint: 'src/pages/raider-overview/index.tsx',
        imports: [group('site/assets/chunk-JJJJJJJJ.js'), group('site/assets/chunk-LLLLLLLL.js'), group('site/assets/chunk-CCCCCCCC.js')],
      },
      'site/assets/chunk-LLLLLLLL.js': {},
      'site/assets/ToastList-MMMMMMMM.js': {
        entryPoint: 'src/ui/toast/ToastList.tsx',
        imports: [group('site/assets/chunk-LLLLLLLL.js'), group('site/assets/chunk-CCCCCCCC.js')],
      },
    });
    dists.push(dist);
    const rows = Object.fromEntries(measureSizes(dist).map((row) => [row.part, row]));
    expect(rows['after first paint after-paint-parts']!.files).toEqual([
      'site/assets/after-paint-parts-GGGGGGGG.js',
      'site/assets/chunk-JJJJJJJJ.js',
    ]);
    expect(rows['after first paint after-paint-parts']!.budget).toBe(budgets['after-paint']);
    expect(rows['page raider-overview']!.files).toEqual(['site/assets/chunk-LLLLLLLL.js', 'site/assets/raider-overview-KKKKKKKK.js']);
    expect(rows['lazy ui/toast/ToastList']!.files).toEqual(['site/assets/ToastList-MMMMMMMM.js', 'site/assets/chunk-LLLLLLLL.js']);
  });

  it('counts a home page in a chunk of its own in the initial core, with its own page row', () => {
    const separate = {
      ...outputs,
      'site/assets/chunk-CCCCCCCC.js': { ...outputs['site/assets/chunk-CCCCCCCC.js'], inputs: ['src/app/index.ts'] },
      'site/assets/home-DDDDDDDD.js': {
        entryPoint: 'src/pages/home/index.tsx',
        inputs: ['src/pages/home/index.tsx'],
        imports: [['site/assets/chunk-FFFFFFFF.js', 'import-statement']] as Array<[string, string]>,
      },
    };
    const dist = fakeDist(files, separate);
    dists.push(dist);
    const rows = Object.fromEntries(measureSizes(dist).map((row) => [row.part, row]));
    expect(rows['initial core: widget (core + home page)']!.files).toEqual([
      'site/assets/chunk-CCCCCCCC.js',
      'site/assets/chunk-FFFFFFFF.js',
      'site/assets/core-AAAAAAAA.js',
      'site/assets/home-DDDDDDDD.js',
    ]);
    expect(rows['page home (part of the initial core)']!.files).toEqual(['site/assets/home-DDDDDDDD.js']);
  });
});

describe('the size table', () => {
  const parts: SizePart[] = [
    { part: 'loader raider-panel.js', kind: 'loader', files: [], bytes: 400, gzip: 266, brotli: 215, budget: 2000 },
    { part: 'initial core: widget', kind: 'initial', files: [], bytes: 1e5, gzip: 40_001, brotli: 35_000, budget: 40_000 },
    { part: 'npm entry', kind: 'npm', files: [], bytes: 1e5, gzip: 31_000, brotli: 27_000, budget: null },
  ];

  it('is Markdown with gzip, brotli and the budget', () => {
    expect(markdownSizeTable(parts)).toBe(
      [
        '| part | gzip | brotli | budget (gzip) |',
        '|---|---:|---:|---:|',
        '| loader raider-panel.js | 0.3 KB | 0.2 KB | ≤ 2.0 KB |',
        '| initial core: widget | 40.0 KB | 35.0 KB | ≤ 40.0 KB |',
        '| npm entry | 31.0 KB | 27.0 KB | – |',
      ].join('\n'),
    );
  });

  it('flags a part one byte over its budget, never an unbudgeted one', () => {
    expect(overBudget(parts).map((part) => part.part)).toEqual(['initial core: widget']);
  });

  it("is found between the page's markers and replaced there, the rest untouched", () => {
    const readme = `# Title\n\n${sizeTableStart}\n\n| old |\n\n${sizeTableEnd}\n\nAfter.\n`;
    expect(documentedSizeTable(readme)).toBe('| old |');
    const updated = withDocumentedSizeTable(readme, '| new |');
    expect(documentedSizeTable(updated)).toBe('| new |');
    expect(updated.startsWith('# Title\n\n')).toBe(true);
    expect(updated.endsWith('\n\nAfter.\n')).toBe(true);
    expect(documentedSizeTable('no markers')).toBeNull();
    expect(() => withDocumentedSizeTable('no markers', '| t |')).toThrow(/markers/);
  });
});
