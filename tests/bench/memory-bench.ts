/**
 * The benchmark's memory step alone (step 4 of `npm run bench`): listeners, DOM nodes and heap after
 * 100 mount/unmount cycles of the Preact widget. `node scripts/run-ts.mjs tests/bench/memory-bench.ts`.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launchChromium } from '../browser/chromium';
import { benchConfig } from './speed/bench-config';
import { buildVariants } from './speed/build-variants';
import { memoryAfterCycles } from './speed/measure-memory';
import { serveDirectory } from './speed/static-server';

if (!existsSync('dist/site/index.html')) execSync('npm run build', { stdio: 'inherit' });
await buildVariants();
const www = await serveDirectory(benchConfig.www);
const browser = await launchChromium();
try {
  const { before, after, warmUp, cycles } = await memoryAfterCycles(browser, www.url);
  console.log(`after ${warmUp} cycles:`, before);
  console.log(`after ${warmUp + cycles} cycles:`, after);
  for (const key of Object.keys(before) as (keyof typeof before)[]) {
    const change = after[key] - before[key];
    console.log(`${key}: ${change >= 0 ? '+' : ''}${change}`);
  }
} finally {
  await browser.close();
  await www.close();
}
