import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { sourceBuildId } from './site/build/build-id';
import { buildExampleApps } from './site/build/example-apps';
import { finishSite } from './site/build/finish-site';
import { chunkPlanPlugin } from './site/build/chunk-plan';
import { minifyCssTemplatesPlugin } from './site/build/minify-css-templates';
import { writeLibraryPackage } from './site/build/library-package';
import { preactAliases } from './site/build/preact-aliases';
import { serverCommands } from './server/commands/server-commands.mjs';

/** Compiled into the bundles and written to builds/latest.json for the update check. */
const buildId = sourceBuildId();

/** package.json's version: `RaiderPanel.version`, `element.version`, and the npm package's own. */
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const versionDefine = { __RAIDER_PANEL_VERSION__: JSON.stringify(version) };

/** Both browser builds (the site's bundles and the npm package): ES modules for the same browsers, split into shared chunks. */
const forBrowsers: Options = { format: ['esm'], platform: 'browser', target: 'es2022', splitting: true, clean: true };

const browser: Options = {
  name: 'browser',
  entry: { site: 'site/main.ts', core: 'embed/core.ts' },
  outDir: 'dist/site/assets',
  ...forBrowsers,
  minify: true,
  sourcemap: false,
  metafile: true,
  dts: false,
  // Everything is bundled: the browser has no node_modules.
  noExternal: [/.*/],
  env: { NODE_ENV: 'production' },
  define: { __RAIDER_PANEL_BUILD_ID__: JSON.stringify(buildId), ...versionDefine },
  // V8's explicit compile hint (Chrome 136+): every function of a chunk compiled while it streams in, off
  // the main thread, rather than lazily on its first call. Other browsers read a comment.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  esbuildPlugins: [minifyCssTemplatesPlugin(process.cwd()), chunkPlanPlugin(process.cwd())],
  esbuildOptions(options) {
    options.alias = preactAliases;
    options.entryNames = '[name]-[hash]';
    options.chunkNames = '[name]-[hash]';
    options.legalComments = 'none';
  },
  async onSuccess() {
    await finishSite({ outDir: 'dist/site', metafilePath: 'dist/site/assets/metafile-esm.json', buildId, version });
  },
};

const library: Options = {
  name: 'library',
  // `raider-panel` and `raider-panel/demo` (the in-browser demo store, kept out of a host's build).
  entry: { index: 'src/index.ts', demo: 'src/demo.ts' },
  outDir: 'dist/lib',
  ...forBrowsers,
  dts: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  define: versionDefine,
  // The React host example is built from this very output, as a guild's React app would use it.
  async onSuccess() {
    // The npm package's own manifest: only what dist/lib imports (`npm publish dist/lib`).
    await writeLibraryPackage('dist/lib');
    await buildExampleApps({ siteDir: 'dist/site', metaDir: 'dist/meta' });
  },
};

const server: Options = {
  name: 'server',
  // The server and its commands (`npm run admin`, `backup`, `restore`), sharing chunks.
  entry: { index: 'server/index.ts', ...serverCommands },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  // 20.10: the first Node 20 that reads `import … with { type: 'json' }` (src/domain/accounts/confusables-table.ts).
  target: 'node20.10',
  clean: true,
  dts: false,
};

export default defineConfig([browser, library, server]);
