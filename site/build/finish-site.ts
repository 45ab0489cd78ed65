import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { lazy } from './chunk-plan';
import { basename, join } from 'node:path';
import { buildLoader, inlineScript } from './build-loader';
import { buildFirstScreenRenderer, firstScreenRendererPath, writeBundledFirstScreen } from './build-first-screen';
import { sampleGuild } from '../../src/data/guild';
import { firstScreenMarker } from '../../src/data/first-screen';
import { renderFaviconIco } from './favicon';
import { prerenderImages } from './images';
import { flattenRoutes } from '../../src/routes/route-table';
import { chunkWithImports, configCheckerModule, outputOf, staticImports, type Metafile } from './metafile';

/**
 * Completes dist/site after the ESM build: index.html pointing at the hashed entry, the classic-script
 * loader pointing at the hashed core, builds/latest.json with the build id, and the favicon.
 */
export async function finishSite({
  outDir,
  metafilePath,
  buildId,
  version,
}: {
  outDir: string;
  metafilePath: string;
  /** The id compiled into this build's bundles. */
  buildId: string;
  /** package.json's version, stamped on `window.RaiderPanel.version` by the loader. */
  version: string;
}): Promise<void> {
  const metaDir = join(outDir, '..', 'meta');
  await mkdir(metaDir, { recursive: true });
  const keptMetafile = join(metaDir, 'browser.json');
  // The metafile describes the build for the size check; it must not be served with the site.
  const metafile = JSON.parse(await readFile(metafilePath, 'utf8')) as Metafile;
  await rm(metafilePath);
  // A lazy part's entry is the chunk plan's module for it (chunk-plan.ts): named by its source path here.
  for (const output of Object.values(metafile.outputs)) output.entryPoint = output.entryPoint?.replace(`${lazy}:`, '');
  await writeFile(keptMetafile, JSON.stringify(metafile));

  const siteEntry = outputOf(metafile, 'site/main.ts');
  const coreEntry = outputOf(metafile, 'embed/core.ts');
  const relative = (file: string) => `assets/${basename(file)}`;

  const preloads = staticImports(metafile, siteEntry)
    .map((file) => `<link rel="modulepreload" href="./${relative(file)}" />`)
    .join('\n    ');
  const template = await readFile('site/index.html', 'utf8');
  // Routes that force a colour mode, so the head script is right on a deep link to them as well.
  const forcedRoutes = Object.fromEntries(
    flattenRoutes()
      .filter((route) => route.colorMode)
      .map((route) => [route.fullPath, route.colorMode!]),
  );
  const html = template
    .replace(
      '<!-- build:head-script -->',
      await inlineScript('site/head-script.ts', { __RAIDER_PANEL_FORCED_ROUTES__: JSON.stringify(forcedRoutes) }),
    )
    .replace('<!-- build:switch-script -->', await inlineScript('site/switch-script.ts'))
    .replace('<!-- build:entry -->', `<script type="module" src="./${relative(siteEntry)}"></script>\n    ${preloads}`)
    // Where the guild's server writes its config, and the config checker's chunks it then preloads.
    .replace(
      '<!-- build:first-screen -->',
      firstScreenMarker(chunkWithImports(metafile, configCheckerModule).map((file) => `./${relative(file)}`)),
    );
  await writeFile(join(outDir, 'index.html'), html);

  await buildLoader({
    outfile: join(outDir, 'raider-panel.js'),
    core: relative(coreEntry),
    coreImports: staticImports(metafile, coreEntry).map(relative),
    configChecker: chunkWithImports(metafile, configCheckerModule).map(relative),
    version,
  });

  // The first screen, rendered ahead of time: the renderer for the guild's server, and the bundled guild's.
  await buildFirstScreenRenderer({ outfile: firstScreenRendererPath, defines: { __RAIDER_PANEL_VERSION__: JSON.stringify(version) } });
  await writeBundledFirstScreen({ siteDir: outDir, renderer: firstScreenRendererPath, guild: sampleGuild });

  await mkdir(join(outDir, 'builds'), { recursive: true });
  // `core` lets a widget still running an older build re-mount itself from this one.
  const manifest = { id: buildId, timestamp: Date.now(), core: relative(coreEntry) };
  await writeFile(join(outDir, 'builds', 'latest.json'), `${JSON.stringify(manifest)}\n`);
  await writeFile(join(outDir, 'favicon.ico'), renderFaviconIco());
  // Every image variant the content uses, as static files under _ipx/.
  await prerenderImages({ outDir });
}
