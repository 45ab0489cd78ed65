/**
 * `node scripts/run-ts.mjs tests/bench/machinery-lines.ts`: the lines of the first-screen and
 * bundling machinery (issue 32), the way from the script tag or the site's HTML to an interactive app,
 * plus the build steps that shape the bundles. The list is fixed, so a before and an after figure count
 * the same thing: a file that no longer exists counts 0, and a file added for that machinery goes in
 * the list (at the end, under its heading) before the figure is taken.
 */
import { existsSync, readFileSync } from 'node:fs';

export const machineryFiles = [
  // The widget's script tag: loader, painter, start of the core, mounting.
  'embed/loader.ts',
  'embed/paint-first-screen.ts',
  'embed/start.ts',
  'src/app/mount-raider-app.ts',
  // The first screen: rendered in Node, the shapes on the wire, the site's copy, its takeover.
  'src/app/render-first-screen.tsx',
  'src/app/take-over-first-screen.ts',
  'src/data/first-screen.ts',
  'src/data/site-first-screen.ts',
  'site/main.ts',
  'server/static/first-screen-renderer.ts',
  'server/static/site-index.ts',
  // Bundling: the configuration and the build's own steps and plugins.
  'tsup.config.ts',
  'site/build/finish-site.ts',
  'site/build/build-first-screen.ts',
  'site/build/build-loader.ts',
  'site/build/browser-sources-plugin.ts',
  'site/build/compile-hints.ts',
  'site/build/flatten-lazy-imports.ts',
  'site/build/metafile.ts',
  'site/build/minify-css-templates.ts',
  'site/build/one-core-chunk.ts',
  'site/build/preact-aliases.ts',
  'site/build/trim-dependencies.ts',
  // Modules that exist to steer the bundler.
  'src/routes/after-paint-parts.ts',
  // Added by issue 32's rework.
  'src/app/keep-early-clicks.ts',
  'site/early-clicks.ts',
  'site/build/chunk-plan.ts',
  'site/first-paint.ts',
  'site/head-script.ts',
  'site/switch-script.ts',
  'src/layouts/color-switch-look.ts',
];

const counts = machineryFiles.map((file) => ({
  file,
  lines: existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line, index, all) => index < all.length - 1 || line !== '').length
    : 0,
}));
for (const { file, lines } of counts) console.log(`${String(lines).padStart(5)}  ${file}`);
const present = counts.filter((count) => count.lines > 0);
console.log(`${String(present.reduce((sum, count) => sum + count.lines, 0)).padStart(5)}  total, in ${present.length} files`);
