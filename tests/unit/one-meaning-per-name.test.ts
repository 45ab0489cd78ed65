import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One meaning per name: no two product files (src/, embed/, site/, server/) share a base name, so a
 * name in a stack trace, an import or a search names one thing. Index files are a folder's list of
 * exports and are left aside; a module's declaration file (`x.d.mts` beside `x.mjs`) is that module.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const productFolders = ['src', 'embed', 'site', 'server'];
const sourceFile = /\.(?:d\.m?ts|m?[jt]sx?|html)$/;

/** The name a reader knows a file by: without folders and without its ending (`.d.mts`, `.tsx`, …). */
const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1).replace(sourceFile, '');

/** Each base name two or more files share, with those files (declaration files folded into their module). */
function sharedBaseNames(paths: readonly string[]): Record<string, string[]> {
  const byName = new Map<string, Set<string>>();
  for (const path of paths) {
    if (!sourceFile.test(path) || baseName(path) === 'index') continue;
    const module = path.replace(/\.d\.(m?)ts$/, '.$1js');
    const name = baseName(path);
    byName.set(name, (byName.get(name) ?? new Set()).add(module));
  }
  return Object.fromEntries([...byName].filter(([, modules]) => modules.size > 1).map(([name, modules]) => [name, [...modules].sort()]));
}

const productFiles = (): string[] =>
  productFolders.flatMap((folder) =>
    readdirSync(`${root}${folder}`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(root.length)}/${entry.name}`),
  );

describe('product file names', () => {
  it('are each used once (index files aside)', () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(sharedBaseNames(files)).toEqual({});
  });

  it.each([
    [
      'two folders, one name',
      ['src/a/session-store.ts', 'server/b/session-store.ts'],
      { 'session-store': ['server/b/session-store.ts', 'src/a/session-store.ts'] },
    ],
    ['another ending', ['embed/panel.ts', 'src/app/panel.tsx'], { panel: ['embed/panel.ts', 'src/app/panel.tsx'] }],
    ['index files', ['src/a/index.ts', 'src/b/index.tsx', 'site/index.html'], {}],
    ['a module and its declaration file', ['server/start.mjs', 'server/start.d.mts'], {}],
    ['a declaration file and another module', ['server/start.d.mts', 'src/start.ts'], { start: ['server/start.mjs', 'src/start.ts'] }],
    ['images and data', ['site/images/hero.svg', 'src/hero.ts'], {}],
  ])('the check finds: %s', (_case, paths, shared) => {
    expect(sharedBaseNames(paths)).toEqual(shared);
  });
});
