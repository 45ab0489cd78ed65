import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import type * as Library from '../../src/index';

/**
 * The npm build as a React host gets it (dist/lib): no framework of its own, importable on a server,
 * typings that complete `<raider-panel>`. In the browser project because it needs the build.
 */
const libDir = 'dist/lib';
const libFiles = () => readdirSync(libDir).filter((name) => name.endsWith('.js'));

describe('dist/lib', () => {
  test('brings no React or Preact of its own: react, react-dom and react-router stay imports of the host', () => {
    const bareImports = new Set<string>();
    for (const file of libFiles()) {
      const code = readFileSync(join(libDir, file), 'utf8');
      expect(code, file).not.toMatch(/preact/);
      // React's own source would carry its internals object; the package must use the host's copy.
      expect(code, file).not.toMatch(/__CLIENT_INTERNALS_DO_NOT_USE|__SECRET_INTERNALS/);
      // Static import statements (tsup's output is not minified: one statement per line, `from "x";` last).
      for (const match of code.matchAll(/^import\b[^;]*?\bfrom\s*"([^".][^"]*)";$/gm)) bareImports.add(match[1]!);
    }
    expect([...bareImports].sort()).toEqual(
      [
        '@emotion/css/create-instance',
        '@remix-run/router',
        'nanostores',
        'react',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'react/jsx-runtime',
        // The guild's input schemas (src/domain), which the panel's forms check with.
        'valibot',
        // Word lists the demo store loads lazily, when it checks a new password or nickname.
        '@zxcvbn-ts/language-common',
        'unhomoglyph/data.json',
      ].sort(),
    );
  });

  test('the React host example bundles exactly one React and one react-router, and no Preact', () => {
    const { inputs } = JSON.parse(readFileSync('dist/meta/react-host.json', 'utf8')) as { inputs: Record<string, unknown> };
    const paths = Object.keys(inputs);
    expect(paths.filter((path) => /preact/.test(path))).toEqual([]);
    const copies = (pattern: RegExp) => new Set(paths.map((path) => path.match(pattern)?.[1]).filter(Boolean));
    expect(copies(/^(.*node_modules\/react)\/index\.js$/).size).toBe(1);
    expect(copies(/^(.*node_modules\/react-dom)\/client\.js$/).size).toBe(1);
    expect(copies(/^(.*node_modules\/react-router)\/dist\/index\.js$/).size).toBe(1);
    // The panel came from the npm build, as in a guild's app.
    expect(paths.some((path) => path.startsWith('dist/lib/'))).toBe(true);
  });

  test('imports and renders on a server: no window at import time, the panel mounts on the client only', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const lib = (await import(pathToFileURL(resolve(libDir, 'index.js')).href)) as typeof Library;
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(createElement(lib.RaiderPanel, { route: '/values', className: 'panel' }));
    expect(html).toBe('<div class="panel"><div></div></div>');
    expect(lib.version).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version);
  });

  test('its typings give TypeScript hosts <raider-panel> in JSX, the element type and typed events', () => {
    const fixture = resolve('tests/fixtures/typed-host.tsx');
    const program = ts.createProgram([fixture], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      // What a host's compiler resolves `raider-panel` to: the package's built declarations.
      paths: { 'raider-panel': [resolve(libDir, 'index.d.ts')] },
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);
    expect(program.getSourceFiles().some((file) => file.fileName.endsWith('dist/lib/index.d.ts'))).toBe(true);
  });
});
