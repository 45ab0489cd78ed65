import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The id of a build for the update check (`builds/latest.json`, and compiled into the bundles): a digest
 * of everything the browser bundles are built from. The same sources give the same id, so a rebuild
 * gives the same files (their hashed names too) and an open widget reloads only for a real change.
 */
export function sourceBuildId(paths = ['package.json', 'package-lock.json', 'tsup.config.ts', 'src', 'embed', 'site']): string {
  const digest = createHash('sha256');
  const add = (path: string) => {
    if (!statSync(path).isDirectory()) return digest.update(`${path}\0`).update(readFileSync(path));
    for (const name of readdirSync(path).sort()) add(join(path, name));
  };
  paths.forEach(add);
  return digest.digest('hex').slice(0, 32);
}
