import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * Fake timers and clock for each test of the surrounding `describe` (renders still settle through
 * microtasks). After each test the renders it left in `cleanups` are unmounted first, while the fake
 * timers their effects scheduled still exist, and only then do the real timers return. `lazyPart`,
 * the module a component loads with import() on first use, is loaded once up front, so that the tests
 * are about the component's rules on fake timers, not about module loading.
 */
export function fakeTimersPerTest(cleanups: Array<() => void>, lazyPart?: () => Promise<unknown>): void {
  if (lazyPart) beforeAll(lazyPart);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    vi.useRealTimers();
  });
}
