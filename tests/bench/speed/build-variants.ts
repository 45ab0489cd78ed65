import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { minifyCssTemplatesPlugin } from '../../../site/build/minify-css-templates';
import { buildLoader, classicScript } from '../../../site/build/build-loader';
import { chunkWithImports, configCheckerModule, outputOf, staticImports } from '../../../site/build/metafile';
import { preactAliases } from '../../../site/build/preact-aliases';
import { benchConfig } from './bench-config';

/** The host page whose widget opens on the raider panel: a deep link, showing a visitor the sign-in form. */
export const signInDeepLinkPage = 'preact-raider.html';

/** The variants the benchmark loads, each by a script tag on the same host page. */
export const variants = {
  preact: { element: 'raider-panel', script: '/site/raider-panel.js' },
  /** The same build without its first screen rendered ahead of time: the app paints itself, as before issue 17. */
  app: { element: 'raider-panel', script: '/app/raider-panel.js' },
  react: { element: 'raider-panel', script: '/react/raider-panel.js' },
  floor: { element: 'bench-floor', script: '/floor/floor.js' },
  /** The widget's first screen as static HTML + CSS (static-copy.ts, written once the browser runs). */
  static: { element: 'bench-static', script: '/static/static.js' },
} as const;

export type Variant = keyof typeof variants;

/**
 * A plain host page, the same for every variant (`attributes` go on its element). The mark just before
 * the script tag is where "script tag to first content" starts; the reserved height keeps the page from
 * jumping while the script loads.
 */
export function hostPage(variant: Variant, attributes = ''): string {
  const { element, script } = variants[variant];
  return `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Strona gildii (benchmark: ${variant})</title>
    <style>
      ${element}:not(:defined) { display: block; min-height: 480px; }
      body { margin: 0; font-family: Georgia, serif; background: #f4f1ea; color: #2b2b2b; }
      header { padding: 16px 24px; background: #3b2f2f; color: #fff; }
    </style>
  </head>
  <body>
    <header><strong>Strona gildii</strong></header>
    <main>
      <script>performance.mark('script-tag');</script>
      <${element}${attributes}></${element}>
      <script src="${script}" async></script>
    </main>
  </body>
</html>
`;
}

/** The React build's core: the same sources without the preact/compat aliases, treated like the real build. */
async function buildReactVariant(outDir: string): Promise<void> {
  const assets = join(outDir, 'assets');
  const result = await build({
    entryPoints: { core: 'embed/core.ts' },
    outdir: assets,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    define: {
      'process.env.NODE_ENV': '"production"',
      __RAIDER_PANEL_BUILD_ID__: '"bench-react"',
      __RAIDER_PANEL_VERSION__: '"bench-react"',
    },
    plugins: [minifyCssTemplatesPlugin(process.cwd())],
  });
  const core = outputOf(result.metafile, 'embed/core.ts');
  const relative = (file: string) => `assets/${basename(file)}`;
  await buildLoader({
    outfile: join(outDir, 'raider-panel.js'),
    core: relative(core),
    coreImports: staticImports(result.metafile, core).map(relative),
    configChecker: chunkWithImports(result.metafile, configCheckerModule).map(relative),
    version: 'bench-react',
  });
  // The widget loads images from the server root its core came from.
  await cp('dist/site/_ipx', join(outDir, '_ipx'), { recursive: true });
}

/**
 * Everything the benchmark serves, in dist/bench/www: the real Preact build (a copy of dist/site), the
 * same without its first screen rendered ahead of time (a static host without the file), the React build of the same core (made only here, never by `npm run build`), the floor, and host pages.
 */
export async function buildVariants(www = benchConfig.www): Promise<void> {
  await rm(www, { recursive: true, force: true });
  await mkdir(www, { recursive: true });
  await cp('dist/site', join(www, 'site'), { recursive: true });
  await cp('dist/site', join(www, 'app'), { recursive: true });
  await rm(join(www, 'app', 'api'), { recursive: true });
  await buildReactVariant(join(www, 'react'));
  await build({
    entryPoints: ['tests/bench/speed/floor-element.tsx'],
    outfile: join(www, 'floor', 'floor.js'),
    ...classicScript,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The stack floor runs on the same Preact as the widget (the browser build's aliases).
    alias: preactAliases,
    jsx: 'automatic',
  });
  for (const variant of Object.keys(variants) as Variant[]) await writeFile(join(www, `${variant}.html`), hostPage(variant));
  await writeFile(join(www, signInDeepLinkPage), hostPage('preact', ' route="/raider"'));
  await writeFile(join(www, 'site', staticSitePage), staticCopyOfSite(await readFile('dist/site/index.html', 'utf8')));
}

/** The site's static floor, beside its index.html in dist/bench/www/site. */
export const staticSitePage = 'static-home.html';

/**
 * The standalone site's first screen as a static page: its index.html (which carries the screen
 * rendered ahead of time, markup and CSS) without any script or module preload. The site's LCP is
 * compared with this page's, loaded from the same static server.
 */
function staticCopyOfSite(index: string): string {
  const page = index.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  if (!page.includes('data-first-screen')) throw new Error('static site copy: index.html carries no first screen');
  return page;
}
