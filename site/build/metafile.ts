/**
 * The parts of esbuild's metafile the build and the size budget read: which output file an entry point
 * became, and which files a chunk needs before it can run. Shared by finish-site (index.html preloads,
 * the loader's core path) and `npm run size` (what the home page downloads), so both agree.
 */
export interface Metafile {
  outputs: Record<
    string,
    {
      entryPoint?: string;
      bytes?: number;
      /** Source modules bundled into this output. */
      inputs?: Record<string, { bytesInOutput: number }>;
      imports: Array<{ path: string; kind: string; external?: boolean }>;
    }
  >;
}

/** The output file of one entry point (a build entry or a dynamically imported module). */
export function outputOf(metafile: Metafile, entryPoint: string): string {
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

/** The config checker's module, imported with import() when a guild's config is to be shown. */
export const configCheckerModule = 'src/data/guild-config/load-guild-config.ts';

/** A dynamically imported module's chunk and the chunks it imports: what must arrive before it runs. */
export function chunkWithImports(metafile: Metafile, module: string): string[] {
  const chunk = outputOf(metafile, module);
  return [chunk, ...staticImports(metafile, chunk)];
}
