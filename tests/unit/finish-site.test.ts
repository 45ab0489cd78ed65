// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../site/build/metafile';

type Metafile = Parameters<typeof staticImports>[0];
/**
 * A build's outputs and what each imports, as `'a.js b.js ~c.js'`: a static import of b.js and a dynamic
 * one (`~`) of c.js; a file the string does not name is one the metafile does not describe.
 */
function metafile(graph: Record<string, string>): Metafile {
  const importOf = (path: string) =>
    path.startsWith('~') ? { path: path.slice(1), kind: 'dynamic-import' as const } : { path, kind: 'import-statement' as const };
  return {
    outputs: Object.fromEntries(
      Object.entries(graph).map(([file, imports]) => [file, { imports: imports.split(' ').filter(Boolean).map(importOf) }]),
    ),
  };
}

const sorted = (list: string[]) => [...list].sort();

describe('staticImports', () => {
  it('follows static imports transitively', () => {
    const meta = metafile({ 'main.js': 'a.js', 'a.js': 'b.js', 'b.js': 'c.js', 'c.js': '' });
    expect(sorted(staticImports(meta, 'main.js'))).toEqual(['a.js', 'b.js', 'c.js']);
  });

  it('ignores dynamic imports and everything only reachable through them', () => {
    const meta = metafile({
      'main.js': 'core.js ~page-home.js',
      'core.js': '~page-values.js',
      'page-home.js': 'home-only.js',
      'page-values.js': '',
      'home-only.js': '',
    });
    expect(staticImports(meta, 'main.js')).toEqual(['core.js']);
  });

  it('lists a shared import once (diamond)', () => {
    const meta = metafile({ 'main.js': 'a.js b.js', 'a.js': 'shared.js', 'b.js': 'shared.js', 'shared.js': '' });
    const result = staticImports(meta, 'main.js');
    expect(sorted(result)).toEqual(['a.js', 'b.js', 'shared.js']);
    expect(new Set(result).size).toBe(result.length);
  });

  it('terminates on an import cycle', () => {
    const meta = metafile({ 'main.js': 'a.js', 'a.js': 'b.js', 'b.js': 'a.js' });
    expect(sorted(staticImports(meta, 'main.js'))).toEqual(['a.js', 'b.js']);
  });

  it('terminates on a self-import and a cycle through the entry', () => {
    const meta = metafile({ 'main.js': 'main.js a.js', 'a.js': 'main.js' });
    const result = staticImports(meta, 'main.js');
    expect(result).toContain('a.js');
    expect(result.filter((file) => file !== 'main.js')).toEqual(['a.js']);
  });

  it('returns nothing for a file without imports or a file missing from the metafile', () => {
    const meta = metafile({ 'main.js': '' });
    expect(staticImports(meta, 'main.js')).toEqual([]);
    expect(staticImports(meta, 'missing.js')).toEqual([]);
  });

  it('keeps an import of a file the metafile does not describe, without following it', () => {
    const meta = metafile({ 'main.js': 'external.js' });
    expect(staticImports(meta, 'main.js')).toEqual(['external.js']);
  });

  it('does not leak state between calls', () => {
    const meta = metafile({ 'main.js': 'a.js', 'other.js': 'b.js', 'a.js': '', 'b.js': '' });
    expect(staticImports(meta, 'main.js')).toEqual(['a.js']);
    expect(staticImports(meta, 'other.js')).toEqual(['b.js']);
  });
});
