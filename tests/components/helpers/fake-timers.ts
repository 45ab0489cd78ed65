import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fake timers and clock for each test of the surrounding `describe` (renders still settle through
 * microtasks). After each test the renders it left in `cleanups` are unmounted first, while the fake
 * timers their effects scheduled still exist, and only then do the real timers return.
 */
export function fakeTimersPerTest(cleanups: Array<() => void>): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    vi.useRealTimers();
  });
}
