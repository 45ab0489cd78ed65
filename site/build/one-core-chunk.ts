import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Directories whose modules may `import()` a lazily loaded part. */
const sourceRoots = ['src', 'embed', 'site'];
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'build' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveSource(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of ['', ...extensions]) {
    const candidate = base + extension;
    try {
      if (readFileSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // Not this extension; try the next.
    }
  }
  return null;
}

/** Every module of ours that some module loads with `import('./…')`: the lazily loaded parts. */
export function lazyModules(root: string): Set<string> {
  const found = new Set<string>();
  for (const file of sourceRoots.flatMap((directory) => sourceFiles(join(root, directory)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
      const target = resolveSource(file, match[1]!);
      if (target) found.add(target);
    }
  }
  return found;
}

/**
 * Keeps the initial core in one chunk. esbuild gives every module to the chunk of the exact set of entry
 * points that reach it, lazily loaded parts included: a core module that the toast list also uses and
 * one that only the pages also use end up in two chunks, and the home page then downloads a dozen
 * files that compress worse apart than together (`npm run size`: about 2 KB gzip more).
 *
 * Every lazily loaded module therefore also re-exports the app's entry under a name nobody reads: each
 * lazy part then reaches the whole core, all core modules share one set of entry points, and they land
 * in one chunk. The lazy parts load after the core anyway, so this costs them nothing; what only lazy
 * parts use stays in their own chunks.
 */
export function anchorToCore(source: string, coreModule: string): string {
  return `${source}\nexport * as __raiderPanelCore from ${JSON.stringify(coreModule)};\n`;
}
