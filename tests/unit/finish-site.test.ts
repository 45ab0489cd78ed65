// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../site/build/metafile';

type Metafile = Parameters<typeof staticImports>[0];
type Edge = [string, 'import-statement' | 'dynamic-import' | 'require-call'];

function metafile(graph: Record<string, Edge[]>): Metafile {
  return {
    outputs: Object.fromEntries(
      Object.entries(graph).map(([file, imports]) => [file, { imports: imports.map(([path, kind]) => ({ path, kind })) }]),
    ),
  };
}

const sorted = (list: string[]) => [...list].sort();

describe('staticImports', () => {
  it('follows static imports transitively', () => {
    const meta = metafile({
      'main.js': [['a.js', 'import-statement']],
      'a.js': [['b.js', 'import-statement']],
      'b.js': [['c.js', 'import-statement']],
      'c.js': [],
    });
    expect(sorted(staticImports(meta, 'main.js'))).toEqual(['a.js', 'b.js', 'c.js']);
  });

  it('ignores dynamic imports and everything only reachable through them', () => {
    const meta = metafile({
      'main.js': [
        ['core.js', 'import-statement'],
        ['page-home.js', 'dynamic-import'],
      ],
      'core.js': [['page-values.js', 'dynamic-import']],
      'page-home.js': [['home-only.js', 'import-statement']],
      'page-values.js': [],
      'home-only.js': [],
    });
    expect(staticImports(meta, 'main.js')).toEqual(['core.js']);
  });

  it('lists a shared import once (diamond)', () => {
    const meta = metafile({
      'main.js': [
        ['a.js', 'import-statement'],
        ['b.js', 'import-statement'],
      ],
      'a.js': [['shared.js', 'import-statement']],
      'b.js': [['shared.js', 'import-statement']],
      'shared.js': [],
    });
    const result = staticImports(meta, 'main.js');
    expect(sorted(result)).toEqual(['a.js', 'b.js', 'shared.js']);
    expect(new Set(result).size).toBe(result.length);
  });

  it('terminates on an import cycle', () => {
    const meta = metafile({
      'main.js': [['a.js', 'import-statement']],
      'a.js': [['b.js', 'import-statement']],
      'b.js': [['a.js', 'import-statement']],
    });
    expect(sorted(staticImports(meta, 'main.js'))).toEqual(['a.js', 'b.js']);
  });

  it('terminates on a self-import and a cycle through the entry', () => {
    const meta = metafile({
      'main.js': [
        ['main.js', 'import-statement'],
        ['a.js', 'import-statement'],
      ],
      'a.js': [['main.js', 'import-statement']],
    });
    const result = staticImports(meta, 'main.js');
    expect(result).toContain('a.js');
    expect(result.filter((file) => file !== 'main.js')).toEqual(['a.js']);
  });

  it('returns nothing for a file without imports or a file missing from the metafile', () => {
    const meta = metafile({ 'main.js': [] });
    expect(staticImports(meta, 'main.js')).toEqual([]);
    expect(staticImports(meta, 'missing.js')).toEqual([]);
  });

  it('keeps an import of a file the metafile does not describe, without following it', () => {
    const meta = metafile({ 'main.js': [['external.js', 'import-statement']] });
    expect(staticImports(meta, 'main.js')).toEqual(['external.js']);
  });

  it('does not leak state between calls', () => {
    const meta = metafile({
      'main.js': [['a.js', 'import-statement']],
      'other.js': [['b.js', 'import-statement']],
      'a.js': [],
      'b.js': [],
    });
    expect(staticImports(meta, 'main.js')).toEqual(['a.js']);
    expect(staticImports(meta, 'other.js')).toEqual(['b.js']);
  });
});
