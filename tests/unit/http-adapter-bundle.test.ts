// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The HTTP adapter is lazy-loaded by the raider pages in the browser bundle: it must bundle for the
 * browser without any Node module, and stay small. Two parts load later, each a chunk of its own: the
 * table of operations, with the panel's first call (the home page's reads do not need it), and the
 * download of a file (only the admin's downloads ask for one). It checks no input itself (the server
 * does, with the schemas the demo runs), so no schema comes with it.
 */
describe('the HTTP adapter in the browser bundle', () => {
  it('bundles for the browser on its own, without Node modules, under 4 KB gzip', async () => {
    const result = await build({
      entryPoints: ['src/data/raids/http/index.ts'],
      bundle: true,
      splitting: true,
      outdir: 'adapter',
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
      logLevel: 'silent',
    });
    const [adapterFile, adapter] = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)!;
    const staticFiles = [adapterFile, ...adapter.imports.filter((one) => one.kind === 'import-statement').map((one) => one.path)];
    const loaded = staticFiles.map((file) => result.metafile.outputs[file]!);
    const inputs = loaded.flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((path) => path.includes('node_modules') || path.startsWith('node:') || path.startsWith('server/'))).toEqual([]);
    const code = result.outputFiles.filter((file) => staticFiles.some((name) => file.path.endsWith(name))).map((file) => file.text);
    expect(gzipSync(code.join('\n'), { level: 9 }).length).toBeLessThan(4096);
    // From any file the adapter loads at once (the table's loader is shared with the table itself).
    const later = loaded
      .flatMap((output) => output.imports)
      .filter((one) => one.kind === 'dynamic-import')
      .map((one) => result.metafile.outputs[one.path]!.entryPoint);
    expect(later.sort()).toEqual(['src/data/raids/api-operations.ts', 'src/data/raids/http/http-download.ts']);
  });
});
