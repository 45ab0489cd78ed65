// @vitest-environment happy-dom
import fc from 'fast-check';
import { createHashHistory } from '@remix-run/router';
import { describe, expect, it } from 'vitest';
import { hashRoutePath, routePath } from '../../src/platform/hash-route';
import routePaths from '../fixtures/cases/route-paths.json';

describe('routePath', () => {
  it.each(routePaths.routePath)('%j -> %s', (text, expected) => {
    expect(routePath(text)).toBe(expected);
  });

  // The painter and the site's head script decide what to show before the app runs: they must read
  // the hash as the app's router will, or the painted screen would be the wrong route's.
  it('reads a page hash as the router reads it', () => {
    const part = fc.constantFrom('/', 'raider', 'signups', '?', 'tab=next', '#', 'x', '-');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const hash = parts.join('');
        window.location.hash = hash;
        const router = createHashHistory({ window });
        expect(hashRoutePath(window.location.hash)).toBe(router.location.pathname);
      }),
    );
  });
});
