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

/**
 * Keeps the after-paint group (src/routes/after-paint-parts.ts: what a home page loads after its first
 * paint) in one chunk, the same way: the raider panel's lazy parts share many helpers with the group
 * (the sign-in guard, the raid adapter, the schedule's formatting), and each helper shared by another
 * set of parts was a chunk of its own. Every such part also re-exports the group, so every module the
 * group reaches is reached by the group and all of them alike, and they land in one chunk.
 *
 * Only parts that never load before the group may be anchored to it (they would wait for all of it):
 * the raider panel's pages and what they load can only show behind the sign-in guard, which is in the
 * group. Parts that load on their own may not (`loadsBeforeGroup`).
 */
export function anchorToGroup(source: string, groupModule: string): string {
  return `${source}\nexport * as __raiderPanelGroup from ${JSON.stringify(groupModule)};\n`;
}

/** The browser build's after-paint group and the lazily loaded modules not anchored to it. */
export const afterPaintGroup: AfterPaintGroup = {
  module: 'src/routes/after-paint-parts.ts',
  loadsBeforeGroup: [
    // In the core (its route keeps a loader): anchored, the core would bundle the group.
    'src/pages/home/index.tsx',
    // Before the first render on a guild's server, and as small as it can be.
    'src/data/guild-config/load-guild-config.ts',
    // Right after the site's first paint.
    'src/app/head-meta.ts',
    'src/routes/route-descriptions.ts',
    // What any page may show at once: toasts and tooltips. (An icon from an icon service may too, but
    // it shares the fetch helper with the group and the checker: anchored, the checker comes in two
    // files rather than three; unanchored, it would not wait for the group, which every page loads at
    // once anyway: the home page for its raid card, the others for their page or sign-in guard.)
    'src/ui/toast/ToastList.tsx',
    'src/ui/tooltip/TooltipBubble.tsx',
  ],
};

export interface AfterPaintGroup {
  /** The group's module, relative to the project root. */
  module: string;
  /**
   * Lazily loaded modules not anchored to the group, because they may load before it or without it:
   * anchored, they would wait for the whole group.
   */
  loadsBeforeGroup: string[];
}
