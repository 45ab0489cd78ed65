// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The HTTP adapter is lazy-loaded by the raider pages in the browser bundle: it must bundle for the
 * browser without any Node module, and stay small.
 */
describe('the HTTP adapter in the browser bundle', () => {
  it('bundles for the browser on its own, without Node modules, under 4 KB gzip', async () => {
    const result = await build({
      entryPoints: ['src/data/raids/http/index.ts'],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((path) => path.includes('node_modules') || path.startsWith('node:') || path.startsWith('server/'))).toEqual([]);
    const code = result.outputFiles[0]!.contents;
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(4096);
  });
});
