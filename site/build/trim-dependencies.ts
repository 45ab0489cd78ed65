import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const reactNames: Record<string, string> = { START_TRANSITION: 'startTransition', FLUSH_SYNC: 'flushSync', USE_ID: 'useId' };

/**
 * react-router reads `React[START_TRANSITION]` (and `FLUSH_SYNC`, `USE_ID`) through constants so that
 * webpack does not warn on React 17, where those exports are missing. A computed member makes esbuild
 * keep the whole `react` namespace: every export of preact/compat, used or not (about 1.2 KB gzip). A
 * plain member reads the same export at runtime and lets esbuild drop the rest.
 */
export function rewriteReactNamespaceAccess(source: string): string {
  return source.replace(
    /\b(React|ReactDOM)\[(START_TRANSITION|FLUSH_SYNC|USE_ID)\]/g,
    (_match, namespace: string, key: string) => `${namespace}.${reactNames[key]}`,
  );
}

/**
 * emotion's cache keeps stylis' vendor prefixer as its default plugin list, so the prefixer ships even
 * when an app passes its own list. Ours passes `stylisPlugins: []` (src/ui/emotion.ts: the browsers the
 * build targets need no generated prefixes), so the default is dead code; emptying it lets esbuild drop
 * the prefixer (about 1 KB gzip). What the app renders is decided by its own option, not by this.
 */
export function dropDefaultStylisPlugins(source: string): string {
  return source.replace(/var defaultStylisPlugins = \[prefixer\];/, 'var defaultStylisPlugins = [];');
}

const rewrites: Array<{ filter: RegExp; rewrite: (source: string) => string }> = [
  { filter: /[\\/]react-router(?:-dom)?[\\/]dist[\\/]index\.js$/, rewrite: rewriteReactNamespaceAccess },
  { filter: /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.browser\.esm\.js$/, rewrite: dropDefaultStylisPlugins },
];

/**
 * The browser build's plugin for the rewrites above: same behaviour, less dead code. A dependency
 * version whose source no longer matches is left as it is (tests/unit/trim-dependencies.test.ts says
 * so, and `npm run size` shows the cost).
 */
export function trimDependencies(): Plugin {
  return {
    name: 'trim-dependencies',
    setup(build) {
      for (const { filter, rewrite } of rewrites) {
        build.onLoad({ filter }, (args) => ({ contents: rewrite(readFileSync(args.path, 'utf8')), loader: 'js' }));
      }
    },
  };
}
