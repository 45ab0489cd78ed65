// Runs one TypeScript script (`node scripts/run-ts.mjs scripts/size.ts [args]`, or a benchmark of tests/bench):
// Node 20 cannot run TypeScript itself, so the script is bundled with esbuild (already used by the build)
// into dist/scripts/ with its packages left external, then imported with the remaining arguments.
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error('usage: node scripts/run-ts.mjs <script.ts> [args]');
const outfile = resolve('dist/scripts', `${basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // 20.10: the first Node 20 with import attributes, which a JSON import needs (`with { type: 'json' }`).
  target: 'node20.10',
  packages: 'external',
  logLevel: 'warning',
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
