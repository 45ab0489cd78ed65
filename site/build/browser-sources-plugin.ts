import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { minifyCssTemplates } from './minify-css-templates';
import { anchorToCore, anchorToGroup, lazyModules, type AfterPaintGroup } from './one-core-chunk';

/** A cheap test before parsing a file: does it have a CSS template at all? */
const mayHaveCss = /\b(?:css|keyframes|injectGlobal)`|\/\*\s*css\s*\*\/\s*`/;

/**
 * Our sources as the browser build sees them: CSS template literals minified (minify-css-templates.ts),
 * every lazily loaded module anchored to the core so the core stays one chunk, and, given a `group`,
 * those that load after the after-paint group anchored to it so the group stays one chunk too
 * (one-core-chunk.ts). The npm build and the tests read the sources unchanged.
 */
export function browserSources({ root, coreModule, group }: { root: string; coreModule: string; group?: AfterPaintGroup }): Plugin {
  const anchor = resolve(root, coreModule);
  const groupModule = group && resolve(root, group.module);
  const notAnchoredToGroup = new Set(group ? [group.module, ...group.loadsBeforeGroup].map((module) => resolve(root, module)) : []);
  return {
    name: 'raider-panel-browser-sources',
    setup(build) {
      let lazy = new Set<string>();
      build.onStart(() => {
        lazy = lazyModules(root);
        // A module renamed or no longer loaded with import() would silently drop out of the list.
        const stale = [...notAnchoredToGroup].filter((module) => !lazy.has(module));
        if (stale.length > 0) throw new Error(`browser build: not loaded with import(): ${stale.join(', ')}`);
      });
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes('/node_modules/') || !args.path.startsWith(root)) return undefined;
        const original = readFileSync(args.path, 'utf8');
        let contents = mayHaveCss.test(original) ? minifyCssTemplates(args.path, original) : original;
        if (lazy.has(args.path)) {
          contents = anchorToCore(contents, anchor);
          if (groupModule && !notAnchoredToGroup.has(args.path)) contents = anchorToGroup(contents, groupModule);
        }
        if (contents === original) return undefined;
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
