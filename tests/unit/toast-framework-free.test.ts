// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md 4: the toast logic (store, swipe maths, hotkey claims) imports no view layer, so it can be
 * reused and tested without React or Preact. Type-only imports are erased and allowed.
 */
const files = ['src/ui/toast/toast-store.ts', 'src/ui/toast/swipe.ts', 'src/ui/toast/swipe-direction.ts', 'src/ui/toast/hotkey-claim.ts'];

function runtimeImports(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

describe('toast logic is framework-free', () => {
  it('the checker sees a view import', () => {
    expect(runtimeImports("import { useState } from 'react';\nimport type { FC } from 'preact';")).toEqual(['react']);
  });

  it.each(files)('%s imports only nanostores and its own folder', (file) => {
    const imports = runtimeImports(readFileSync(file, 'utf8'));
    expect(imports.filter((specifier) => specifier !== 'nanostores' && !specifier.startsWith('./'))).toEqual([]);
  });
});
