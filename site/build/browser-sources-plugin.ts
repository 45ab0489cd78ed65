import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { minifyCssTemplates } from './minify-css-templates';
import { anchorToCore, lazyModules } from './one-core-chunk';

/** A cheap test before parsing a file: does it have a CSS template at all? */
const mayHaveCss = /\b(?:css|keyframes|injectGlobal)`|\/\*\s*css\s*\*\/\s*`/;

/**
 * Our sources as the browser build sees them: CSS template literals minified (minify-css-templates.ts)
 * and every lazily loaded module anchored to the core so the core stays one chunk (one-core-chunk.ts).
 * The npm build and the tests read the sources unchanged.
 */
export function browserSources({ root, coreModule }: { root: string; coreModule: string }): Plugin {
  const anchor = resolve(root, coreModule);
  return {
    name: 'raider-panel-browser-sources',
    setup(build) {
      let lazy = new Set<string>();
      build.onStart(() => {
        lazy = lazyModules(root);
      });
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes('/node_modules/') || !args.path.startsWith(root)) return undefined;
        const original = readFileSync(args.path, 'utf8');
        let contents = mayHaveCss.test(original) ? minifyCssTemplates(args.path, original) : original;
        if (lazy.has(args.path)) contents = anchorToCore(contents, anchor);
        if (contents === original) return undefined;
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
