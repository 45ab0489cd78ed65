import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the example host apps that need a build: the React host (examples/react-host/) on real React
 * and react-router, with `raider-panel` resolved to the npm build in dist/lib — exactly what a guild's
 * React app gets from the package. Written under dist/site/example-apps/ (served next to the site, so
 * examples/react-host.html loads it from `/example-apps/`); its metafile goes to dist/meta/ so a test
 * can prove the bundle holds one React and no Preact.
 */
export async function buildExampleApps({ siteDir, metaDir }: { siteDir: string; metaDir: string }): Promise<void> {
  const result = await build({
    entryPoints: ['examples/react-host/main.tsx'],
    outfile: join(siteDir, 'example-apps', 'react-host.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'warning',
    // dist/lib's chunks repeat some imports bare (esbuild's chunk ordering); the package says it has no
    // side effects, so they are rightly dropped. A host bundling it from node_modules is not warned either.
    logOverride: { 'ignored-bare-import': 'silent' },
    metafile: true,
    alias: { 'raider-panel': './dist/lib/index.js' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  await mkdir(metaDir, { recursive: true });
  await writeFile(join(metaDir, 'react-host.json'), JSON.stringify(result.metafile));
}
