// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md 4: stores, data, platform code and the route table import no view layer, except types
 * (`import type` is erased from the build). Relative imports are followed, so the core cannot reach a
 * framework through a helper either.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const coreFolders = ['src/data', 'src/stores', 'src/platform'];
const coreFiles = ['src/routes/route-table.ts', 'src/routes/resolve-route.ts'];
const viewPackages = ['react', 'react-dom', 'react-router', 'react-router-dom', 'preact'];

interface ImportStatement {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

/** Removes comments so a commented-out import does not count (keeps `://` in strings). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

function importsOf(source: string): ImportStatement[] {
  const code = stripComments(source);
  const found: ImportStatement[] = [];
  // `import x from 'm'`, `import { a,\n b } from 'm'`, `import 'm'`, `export { a } from 'm'`, `import type ...`.
  const staticPattern = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?(['"])([^'"\n]+)\3/g;
  for (const match of code.matchAll(staticPattern)) {
    found.push({ specifier: match[4]!, typeOnly: Boolean(match[2]), dynamic: false });
  }
  for (const match of code.matchAll(/\b(?:import|require)\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g)) {
    found.push({ specifier: match[2]!, typeOnly: false, dynamic: true });
  }
  return found;
}

function isViewPackage(specifier: string): boolean {
  return viewPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

/** The view-layer imports of a source text that survive compilation. */
function viewImports(source: string): string[] {
  return importsOf(source)
    .filter((statement) => !statement.typeOnly && isViewPackage(statement.specifier))
    .map((statement) => statement.specifier);
}

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The core files and everything they statically import by relative path (lazy `import()` is a view chunk). */
function coreClosure(): string[] {
  const queue = [...coreFolders.flatMap((folder) => listFiles(join(root, folder))), ...coreFiles.map((file) => join(root, file))];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const statement of importsOf(readFileSync(file, 'utf8'))) {
      if (statement.typeOnly || statement.dynamic || !statement.specifier.startsWith('.')) continue;
      const target = resolveRelative(file, statement.specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen].sort();
}

describe('the import checker itself', () => {
  it.each([
    ["import { useState } from 'react';", ['react']],
    ["import React from 'react'", ['react']],
    ["import * as ReactDOM from 'react-dom/client';", ['react-dom/client']],
    ["import { type ReactNode } from 'react';", ['react']],
    ["import type { ReactNode } from 'react';", []],
    ["import type Default from 'react';", []],
    ["export type { FC } from 'react';", []],
    ["export { useEffect } from 'react';", ['react']],
    ["export * from 'preact/hooks';", ['preact/hooks']],
    ["import 'preact/debug';", ['preact/debug']],
    ["import {\n  Link,\n  useNavigate,\n} from \"react-router-dom\";", ['react-router-dom']],
    ["const compat = await import('preact/compat');", ['preact/compat']],
    ["const page = () => import(\n  'react-router'\n);", ['react-router']],
    ["const dom = require('react-dom');", ['react-dom']],
    ["const x = 1; import { h } from 'preact';", ['preact']],
    ["import { atom } from 'nanostores';", []],
    ["import { matchRoutes } from '@remix-run/router';", []],
    ["import reactive from 'reactive-lib';", []],
    ["import { useStore } from '@nanostores/react';", []],
    ["// import { useState } from 'react';", []],
    ["/* import { useState } from 'react'; */", []],
    ["const url = 'https://example.com/react'; // not an import", []],
    ["export const name = 'react';", []],
  ])('%j -> %j', (source, expected) => {
    expect(viewImports(source)).toEqual(expected);
  });
});

describe('framework-free core', () => {
  const files = coreClosure();

  it('covers the core folders and files', () => {
    const names = files.map((file) => relative(root, file).split('\\').join('/'));
    for (const file of coreFiles) expect(names).toContain(file);
    for (const folder of coreFolders) expect(names.some((name) => name.startsWith(`${folder}/`)), folder).toBe(true);
    expect(names).toContain('src/data/nickname.ts');
    expect(names).toContain('src/platform/is-crawler.ts');
    expect(names).toContain('src/stores/session-store.ts');
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s imports no view layer (types only)', (_name, file) => {
    expect(viewImports(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('has no .tsx file (JSX would import the JSX runtime)', () => {
    expect(files.filter((file) => file.endsWith('.tsx')).map((file) => relative(root, file))).toEqual([]);
  });
});
