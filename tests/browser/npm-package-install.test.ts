import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { build as viteBuild, createLogger } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { temporaryDirectory } from '../server/helpers/test-server';

/**
 * The npm package as a guild's React app gets it: `npm pack dist/lib`, installed with `--offline` into a
 * fresh app and bundled. Every dependency comes from a tarball packed here from the repository's own
 * node_modules (overrides point npm at them), so the test never needs the internet; and it shows that
 * the package brings only what dist/lib imports, not the server's better-sqlite3 or hono.
 */
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
let app: string;
beforeAll(async () => {
  directory = await temporaryDirectory('npm-install');
  app = join(directory.path, 'app');
  mkdirSync(app);
});
afterAll(async () => {
  await directory?.remove();
});

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });

/** Where each package of `names` and of their dependencies is installed in this repository. */
function dependencyClosure(names: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const locate = (from: string, name: string): string | null => {
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dirname(dir) === dir) return null;
    }
  };
  const visit = (dir: string) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
    if (found.has(manifest.name)) return;
    found.set(manifest.name, dir);
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const next = locate(dir, name);
      if (next) visit(next);
    }
  };
  for (const name of names) visit(locate(process.cwd(), name)!);
  return found;
}

/** Total size of a directory tree in bytes. */
function sizeOf(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

describe('the npm package in a fresh React app', () => {
  test('installs offline with only what dist/lib imports, and the app builds', { timeout: 180_000 }, async () => {
    const libManifest = JSON.parse(readFileSync('dist/lib/package.json', 'utf8')) as { dependencies: Record<string, string> };
    // valibot: the guild's input schemas (src/domain), which the panel's forms check with.
    // The word lists: common passwords and Unicode's confusables, which the demo store loads lazily.
    expect(Object.keys(libManifest.dependencies).sort()).toEqual([
      '@emotion/css',
      '@remix-run/router',
      '@zxcvbn-ts/language-common',
      'nanostores',
      'react-router-dom',
      'unhomoglyph',
      'valibot',
    ]);
    expect(existsSync('dist/lib/LICENSE')).toBe(true);
    // docs/embedding.md names them as the built package has them.
    const documented = /<!-- dependencies -->(.*?)<!-- \/dependencies -->/s.exec(readFileSync('docs/embedding.md', 'utf8'))![1]!;
    expect([...documented.matchAll(/`([^`]+)`/g)].map((match) => match[1])).toEqual(Object.keys(libManifest.dependencies).sort());
    // Only the library can be published: the repository's own package.json (server, Litestream) is private.
    expect((JSON.parse(readFileSync('package.json', 'utf8')) as { private?: boolean }).private).toBe(true);

    const tarballs = join(directory.path, 'tarballs');
    mkdirSync(tarballs);
    const [panel] = JSON.parse(npm(['pack', resolve('dist/lib'), '--json', '--pack-destination', tarballs], directory.path)) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    expect(panel!.files.map((file) => file.path)).toEqual(expect.arrayContaining(['LICENSE', 'package.json', 'index.js', 'index.d.ts']));

    const closure = dependencyClosure(['react', 'react-dom', ...Object.keys(libManifest.dependencies)]);
    const packed = JSON.parse(
      npm(['pack', '--ignore-scripts', '--json', '--pack-destination', tarballs, ...closure.values()], directory.path),
    ) as Array<{
      name: string;
      filename: string;
    }>;
    const overrides = Object.fromEntries(packed.map(({ name, filename }) => [name, `file:${join(tarballs, filename)}`]));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'guild-app',
        private: true,
        type: 'module',
        dependencies: {
          react: overrides.react,
          'react-dom': overrides['react-dom'],
          'raider-panel': `file:${join(tarballs, panel!.filename)}`,
        },
        overrides,
      }),
    );
    npm(['install', '--offline', '--ignore-scripts'], app);

    const installed = readdirSync(join(app, 'node_modules'));
    for (const serverOnly of ['better-sqlite3', 'hono', '@hono', 'preact-render-to-string']) expect(installed).not.toContain(serverOnly);
    expect(existsSync(join(app, 'node_modules/raider-panel/LICENSE'))).toBe(true);
    console.log(`[npm package] node_modules of the fresh app: ${(sizeOf(join(app, 'node_modules')) / 1e6).toFixed(1)} MB`);

    writeFileSync(
      join(app, 'main.jsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { RaiderPanel } from 'raider-panel';",
        'createRoot(document.getElementById(\'root\')).render(<RaiderPanel route="/raid-schedule" />);',
      ].join('\n'),
    );
    const result = await build({
      absWorkingDir: app,
      entryPoints: ['main.jsx'],
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      outfile: join(app, 'dist/main.js'),
      logLevel: 'silent',
      metafile: true,
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.startsWith('node_modules/raider-panel/'))).toBe(true);
    expect(statSync(join(app, 'dist/main.js')).size).toBeGreaterThan(0);
  });

  test('builds with Vite in a React host with a server: no warning, no demo word lists, its bytes', { timeout: 120_000 }, async () => {
    const started = Date.now();
    writeFileSync(join(app, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/host.jsx"></script>');
    writeFileSync(
      join(app, 'host.jsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { RaiderPanel } from 'raider-panel';",
        'createRoot(document.getElementById(\'root\')).render(<RaiderPanel api="https://rajdy.twoja-gildia.pl/api" route="/raid-schedule" />);',
      ].join('\n'),
    );
    const warnings: string[] = [];
    const logger = createLogger('warn');
    const keep = (message: string) => void warnings.push(message);
    /** Builds the page with Vite into `outDir`; the entry's file name. */
    const viteHost = async (outDir: string) => {
      await viteBuild({
        root: app,
        logLevel: 'warn',
        customLogger: { ...logger, warn: keep, warnOnce: keep, error: keep },
        build: { outDir: join(app, outDir), emptyOutDir: true },
      });
      return /src="\/assets\/([^"]+)"/.exec(readFileSync(join(app, outDir, 'index.html'), 'utf8'))![1]!;
    };
    const entry = await viteHost('vite-dist');
    expect(warnings).toEqual([]);
    const assets = join(app, 'vite-dist/assets');
    const gzipped = (file: string, dir = assets) => gzipSync(readFileSync(join(dir, file))).length;
    // The same host without the panel: what the panel adds to the host's entry.
    writeFileSync(
      join(app, 'host.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<div />);",
    );
    const bareEntry = gzipped(await viteHost('vite-bare'), join(app, 'vite-bare/assets'));
    const lazy = readdirSync(assets).filter((file) => file.endsWith('.js') && file !== entry);
    // The demo store's word lists (its own entry, raider-panel/demo) are not in a host that names its server.
    const withWords = lazy.filter((file) => /common-password-list|confusables-table/.test(file));
    expect(withWords).toEqual([]);
    const lazyBytes = lazy.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(
      `[npm package] Vite React host: entry ${(gzipped(entry) / 1000).toFixed(1)} KB gzip, ` +
        `${((gzipped(entry) - bareEntry) / 1000).toFixed(1)} KB more than the same host without the panel, ` +
        `${lazy.length} lazy files ${(lazyBytes / 1000).toFixed(1)} KB gzip, built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // Before raider-panel/demo the lazy files were 408 KB gzip in 104 files (docs/embedding.md).
    expect(lazyBytes).toBeLessThan(160_000);
    expect(gzipped(entry) - bareEntry).toBeLessThan(25_000);
  });
});
