import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { writeSiteFirstScreen } from '../../src/data/site-first-screen';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { minifyCssTemplatesPlugin } from './minify-css-templates';
import { preactAliases } from './preact-aliases';
import type { GuildConfig } from '../../src/data';
import type { FirstScreenAnswer, RenderFirstScreen } from '../../src/data/first-screen';

/** Where the build puts the first-screen renderer: beside the site, not in it (it is never served). */
export const firstScreenRendererPath = 'dist/prerender/first-screen.mjs';

/**
 * Bundles render-first-screen.tsx for Node with everything it needs (Preact through the browser
 * build's aliases, the same minified CSS templates), so the guild's server can load it at run time
 * without the sources or a bundler.
 */
export async function buildFirstScreenRenderer({ outfile, defines }: { outfile: string; defines: Record<string, string> }): Promise<void> {
  await build({
    entryPoints: ['src/app/render-first-screen.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...defines },
    // React's names resolve to Preact, and every package to its ES module build: react-router's Node
    // build would `require` Preact's CommonJS files, a second Preact whose hooks see no component rendering.
    alias: preactAliases,
    mainFields: ['module', 'main'],
    plugins: [minifyCssTemplatesPlugin(process.cwd())],
  });
}

/**
 * Writes the bundled guild's first screen where the loader asks for it, `api/first-screen` beside
 * raider-panel.js: on a plain static host that file is the answer (no config in it, so the bundled guild
 * shows, and no config checker is downloaded); the guild's server answers that path itself. The site's
 * screen goes into its index.html (after that file is written).
 */
export async function writeBundledFirstScreen({
  siteDir,
  renderer,
  guild,
}: {
  siteDir: string;
  renderer: string;
  guild: GuildConfig;
}): Promise<void> {
  // A fresh URL per build: this process may have imported an older renderer already (watch mode).
  const url = `${pathToFileURL(resolve(renderer)).href}?build=${Date.now()}`;
  const { renderFirstScreen } = (await import(url)) as { renderFirstScreen: RenderFirstScreen };
  const answer: Omit<FirstScreenAnswer, 'config'> = { screen: renderFirstScreen({ guild }) };
  await mkdir(join(siteDir, 'api'), { recursive: true });
  await writeFile(join(siteDir, 'api', 'first-screen'), JSON.stringify(answer));
  // The standalone site's own, in the index.html the build wrote (a plain static host sends it as it is).
  const index = join(siteDir, 'index.html');
  await writeFile(index, writeSiteFirstScreen(await readFile(index, 'utf8'), renderFirstScreen({ guild, kind: 'site' })));
}
