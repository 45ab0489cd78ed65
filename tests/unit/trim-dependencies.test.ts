// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropDefaultStylisPlugins, rewriteReactNamespaceAccess } from '../../site/build/trim-dependencies';

const require = createRequire(import.meta.url);
/** A dependency's file as installed (the path the browser build loads). */
function installed(packageName: string, file: string): string {
  return readFileSync(join(dirname(require.resolve(`${packageName}/package.json`)), file), 'utf8');
}

describe('rewriteReactNamespaceAccess', () => {
  it('turns the computed reads into plain member reads, and nothing else', () => {
    const source = [
      'const startTransitionImpl = React[START_TRANSITION];',
      'const flushSyncImpl = ReactDOM[FLUSH_SYNC];',
      'const useIdImpl = React[USE_ID];',
      'START_TRANSITION in React ? x() : y();',
      'const other = React[somethingElse];',
    ].join('\n');
    expect(rewriteReactNamespaceAccess(source)).toBe(
      [
        'const startTransitionImpl = React.startTransition;',
        'const flushSyncImpl = ReactDOM.flushSync;',
        'const useIdImpl = React.useId;',
        'START_TRANSITION in React ? x() : y();',
        'const other = React[somethingElse];',
      ].join('\n'),
    );
  });

  // An upgrade that changes these lines would silently bring the cost back: this says so first.
  it.each([
    ['react-router-dom', 'dist/index.js', 3],
    ['react-router', 'dist/index.js', 1],
  ])('still finds its lines in the installed %s', (packageName, file, reads) => {
    const source = installed(packageName, file);
    const rewritten = rewriteReactNamespaceAccess(source);
    expect(rewritten).not.toBe(source);
    expect(rewritten.match(/\bReact(?:DOM)?\.(?:startTransition|flushSync|useId);/g)?.length).toBe(reads);
  });
});

describe('dropDefaultStylisPlugins', () => {
  it('empties the default plugin list, so the prefixer is dead code', () => {
    expect(dropDefaultStylisPlugins('var defaultStylisPlugins = [prefixer];\nvar x = 1;')).toBe(
      'var defaultStylisPlugins = [];\nvar x = 1;',
    );
  });

  it('still finds its line in the installed @emotion/cache browser build', () => {
    const source = installed('@emotion/cache', 'dist/emotion-cache.browser.esm.js');
    expect(dropDefaultStylisPlugins(source)).toContain('var defaultStylisPlugins = [];');
  });
});
