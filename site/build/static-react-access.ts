import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const names: Record<string, string> = { START_TRANSITION: 'startTransition', FLUSH_SYNC: 'flushSync', USE_ID: 'useId' };

/**
 * Rewrites react-router's `React[START_TRANSITION]` (and `FLUSH_SYNC`, `USE_ID`) to `React.startTransition`.
 * react-router reads those exports through constants so that webpack does not warn on React 17, where
 * they are missing. A computed member makes esbuild keep the whole `react` namespace — every export of
 * preact/compat, used or not (about 1.6 KB gzip). A plain member reads the same export at runtime, and
 * lets esbuild drop the rest. A react-router version without these lines is left as it is.
 */
export function rewriteReactNamespaceAccess(source: string): string {
  return source.replace(/\b(React|ReactDOM)\[(START_TRANSITION|FLUSH_SYNC|USE_ID)\]/g, (_match, namespace: string, key: string) => `${namespace}.${names[key]}`);
}

/** The browser build's esbuild plugin for rewriteReactNamespaceAccess. */
export function staticReactAccess(): Plugin {
  return {
    name: 'static-react-access',
    setup(build) {
      build.onLoad({ filter: /[\\/]react-router(?:-dom)?[\\/]dist[\\/]index\.js$/ }, (args) => ({
        contents: rewriteReactNamespaceAccess(readFileSync(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
