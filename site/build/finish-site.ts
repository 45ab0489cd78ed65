import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { renderFaviconIco } from './favicon';

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: Array<{ path: string; kind: string }> }>;
}

/** The output file of one entry point, found in esbuild's metafile. */
function outputOf(metafile: Metafile, entryPoint: string): string {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint);
  if (!found) throw new Error(`build: no output for ${entryPoint}`);
  return found[0];
}

/** Static imports of a chunk, transitively: what the browser needs before the entry can run. */
export function staticImports(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>([entry]);
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(entry);
  seen.delete(entry);
  return [...seen];
}

/**
 * Completes dist/site after the ESM build: index.html pointing at the hashed entry, the classic-script
 * loader pointing at the hashed core, builds/latest.json with a fresh id, and the favicon.
 */
export async function finishSite({ outDir, metafilePath }: { outDir: string; metafilePath: string }): Promise<void> {
  const metaDir = join(outDir, '..', 'meta');
  await mkdir(metaDir, { recursive: true });
  const keptMetafile = join(metaDir, 'browser.json');
  // The metafile describes the build for the size check; it must not be served with the site.
  await rename(metafilePath, keptMetafile);
  const metafile = JSON.parse(await readFile(keptMetafile, 'utf8')) as Metafile;

  const siteEntry = outputOf(metafile, 'site/main.ts');
  const coreEntry = outputOf(metafile, 'embed/core.ts');
  const relative = (file: string) => `assets/${basename(file)}`;

  const preloads = staticImports(metafile, siteEntry)
    .map((file) => `<link rel="modulepreload" href="./${relative(file)}" />`)
    .join('\n    ');
  const template = await readFile('site/index.html', 'utf8');
  const html = template.replace(
    '<!-- build:entry -->',
    `<script type="module" src="./${relative(siteEntry)}"></script>\n    ${preloads}`,
  );
  await writeFile(join(outDir, 'index.html'), html);

  await build({
    entryPoints: ['embed/loader.ts'],
    outfile: join(outDir, 'raider-panel.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
    define: { __RAIDER_PANEL_CORE__: JSON.stringify(relative(coreEntry)) },
  });

  await mkdir(join(outDir, 'builds'), { recursive: true });
  await writeFile(join(outDir, 'builds', 'latest.json'), `${JSON.stringify({ id: randomUUID(), timestamp: Date.now() })}\n`);
  await writeFile(join(outDir, 'favicon.ico'), renderFaviconIco());
}
