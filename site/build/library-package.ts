import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface RootPackage {
  name: string;
  version: string;
  description: string;
  license: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

/** The bare module names the built files import (`@scope/name/sub` → `@scope/name`). */
async function importedPackages(libDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of (await readdir(libDir)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(libDir, file), 'utf8');
    for (const match of code.matchAll(/(?:^import\b[^;]*?\bfrom\s*|\bimport\()\s*"([^".][^"]*)"/gm)) {
      const parts = match[1]!.split('/');
      names.add(match[1]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return names;
}

/**
 * Writes `dist/lib/package.json`, the npm package React hosts install (`npm publish dist/lib`; the
 * repository's own package.json is private, so only this one can be published): the
 * dependencies are exactly what the built files import, so a host never installs the server's
 * (better-sqlite3 needs a C++ toolchain, hono is of no use in a browser). React stays a peer.
 */
export async function writeLibraryPackage(libDir: string): Promise<void> {
  const root = JSON.parse(await readFile('package.json', 'utf8')) as RootPackage;
  const imported = await importedPackages(libDir);
  const dependencies = Object.fromEntries(Object.entries(root.dependencies).filter(([name]) => imported.has(name)));
  const unknown = [...imported].filter((name) => !(name in root.dependencies) && !(name in root.peerDependencies));
  if (unknown.length > 0) throw new Error(`dist/lib imports packages package.json does not list: ${unknown.join(', ')}`);
  const manifest = {
    name: root.name,
    version: root.version,
    description: root.description,
    license: root.license,
    type: 'module',
    engines: root.engines,
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', import: './index.js' },
      './demo': { types: './demo.d.ts', import: './demo.js' },
    },
    sideEffects: false,
    dependencies,
    peerDependencies: root.peerDependencies,
  };
  await writeFile(join(libDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await copyFile('LICENSE', join(libDir, 'LICENSE'));
  await copyFile('README.md', join(libDir, 'README.md'));
}
