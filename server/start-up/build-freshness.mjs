// Whether `dist` was built from the sources on disk: `npm start` after a `git pull` must not serve an older build.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverCommands } from '../commands/server-commands.mjs';

/** What a build is made from: a change to any of these makes `dist` stale. */
export const buildSources = ['src', 'server', 'site', 'embed', 'examples', 'package.json', 'tsup.config.ts'];

/** What the build writes last for each part: the oldest of them is when the build is from. */
export const buildOutputs = [
  'dist/site/index.html',
  'dist/server/index.js',
  ...Object.keys(serverCommands).map((name) => `dist/server/${name}.js`),
  'dist/lib/index.js',
];

/** Latest modification time (ms) of a file, or of any file under a directory; 0 when it does not exist. */
function newestChange(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return { time: 0, path };
  }
  if (!stats.isDirectory()) return { time: stats.mtimeMs, path };
  let newest = { time: 0, path };
  for (const entry of readdirSync(path)) {
    const found = newestChange(join(path, entry));
    if (found.time > newest.time) newest = found;
  }
  return newest;
}

/**
 * Compares the sources with the build under `root`. `missing`: some output does not exist; `stale`: a
 * source changed after the oldest output was written (`newest` names it, for the message).
 * @param {string} root
 * @returns {{ missing: boolean, stale: boolean, newest: string | null, builtAt: Date | null }}
 */
export function buildFreshness(root) {
  const outputs = buildOutputs.map((output) => newestChange(join(root, output)));
  if (outputs.some((output) => output.time === 0)) return { missing: true, stale: true, newest: null, builtAt: null };
  const builtAt = Math.min(...outputs.map((output) => output.time));
  const newest = buildSources.map((source) => newestChange(join(root, source))).reduce((a, b) => (b.time > a.time ? b : a));
  return { missing: false, stale: newest.time > builtAt, newest: newest.time > builtAt ? newest.path : null, builtAt: new Date(builtAt) };
}
