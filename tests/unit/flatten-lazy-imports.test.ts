// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flattenLazyImportsIn, lazyImportHelper } from '../../site/build/flatten-lazy-imports';
import type { Metafile } from '../../site/build/metafile';

/**
 * The core (with its own chunk `a`) loads `part` lazily; `part` needs `a` (there already), `b`, and `c`
 * through `b`. `light` needs nothing the core lacks.
 */
const metafile: Metafile = {
  outputs: {
    'dist/site/assets/core.js': {
      imports: [
        { path: 'dist/site/assets/chunk-a.js', kind: 'import-statement' },
        { path: 'dist/site/assets/part.js', kind: 'dynamic-import' },
        { path: 'dist/site/assets/light.js', kind: 'dynamic-import' },
      ],
    },
    'dist/site/assets/chunk-a.js': { imports: [] },
    'dist/site/assets/part.js': {
      imports: [
        { path: 'dist/site/assets/chunk-a.js', kind: 'import-statement' },
        { path: 'dist/site/assets/chunk-b.js', kind: 'import-statement' },
      ],
    },
    'dist/site/assets/chunk-b.js': { imports: [{ path: 'dist/site/assets/chunk-c.js', kind: 'import-statement' }] },
    'dist/site/assets/chunk-c.js': { imports: [] },
    'dist/site/assets/light.js': { imports: [{ path: 'dist/site/assets/chunk-a.js', kind: 'import-statement' }] },
  },
};

const core =
  'import{x}from"./chunk-a.js";const p=()=>import("./part.js"),q=()=>import("./part.js").then(m=>m.P),l=()=>import("./light.js");';

describe('flattenLazyImportsIn', () => {
  it('asks for the chunks a part needs beyond what the importing file has, with the part, at every call', () => {
    const flattened = flattenLazyImportsIn(core, 'dist/site/assets/core.js', metafile);
    const call = '__rpLazy("./part.js","./chunk-b.js","./chunk-c.js")';
    expect(flattened).toBe(
      `import{x}from"./chunk-a.js";const p=()=>${call},q=()=>${call}.then(m=>m.P),l=()=>import("./light.js");\n${lazyImportHelper}\n`,
    );
  });

  it('leaves a file alone when no part it loads needs more, and a file already done', () => {
    expect(flattenLazyImportsIn('export const b=1;', 'dist/site/assets/chunk-b.js', metafile)).toBe('export const b=1;');
    const once = flattenLazyImportsIn(core, 'dist/site/assets/core.js', metafile);
    expect(flattenLazyImportsIn(once, 'dist/site/assets/core.js', metafile)).toBe(once);
  });

  it('fails the build when the text has no import() the metafile names', () => {
    expect(() => flattenLazyImportsIn('const p=()=>import(`./part.js`);', 'dist/site/assets/core.js', metafile)).toThrow(
      'core.js has no import("./part.js")',
    );
  });

  it('gives the part, loading every file at once, and fails as the part would', async () => {
    const helper = new Function('load', `${lazyImportHelper.replace('import(s)', 'load(s)')}; return __rpLazy;`) as (
      load: (specifier: string) => Promise<unknown>,
    ) => (...specifiers: string[]) => Promise<unknown>;
    const asked: string[] = [];
    const lazy = helper(async (specifier) => (asked.push(specifier), { specifier }));
    await expect(lazy('./part.js', './chunk-b.js')).resolves.toEqual({ specifier: './part.js' });
    expect(asked).toEqual(['./part.js', './chunk-b.js']);
    const failing = helper((specifier) => (specifier === './chunk-b.js' ? Promise.reject(new Error('404')) : Promise.resolve({})));
    await expect(failing('./part.js', './chunk-b.js')).rejects.toThrow('404');
  });
});
