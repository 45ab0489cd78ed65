import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles server/index.ts (or another entry: one of the server's commands) from the current sources (as
 * `npm start` runs it, minus the site build) into `outfile`, and returns its absolute path. Keep it under
 * dist/ so its packages resolve from this repository's node_modules.
 */
export async function bundleServer(outfile: string, entry = 'server/index.ts'): Promise<string> {
  const absolute = resolve(outfile);
  await build({
    entryPoints: [entry],
    outfile: absolute,
    bundle: true,
    platform: 'node',
    target: 'node20.10',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return absolute;
}
