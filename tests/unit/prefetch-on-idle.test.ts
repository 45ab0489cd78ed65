import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIdle } from '../../src/app/prefetch-on-idle';

/** A preload whose promise the test settles, recording when it started. */
function controllable(started: string[], name: string) {
  let settle!: () => void;
  const preload = vi.fn(() => {
    started.push(name);
    return new Promise<void>((resolve) => (settle = resolve));
  });
  return { preload, settle: () => settle() };
}

describe('prefetchOnIdle', () => {
  /** Idle callbacks asked for and not yet run or cancelled, oldest first. */
  let idle: Array<() => void>;
  beforeEach(() => {
    const pending = new Map<number, () => void>();
    let nextHandle = 1;
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      const handle = nextHandle++;
      const run = () => {
        pending.delete(handle);
        idle.splice(idle.indexOf(run), 1);
        callback();
      };
      pending.set(handle, run);
      idle.push(run);
      return handle;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      const run = pending.get(handle);
      if (run) idle.splice(idle.indexOf(run), 1);
      pending.delete(handle);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts nothing until the browser is idle, then one preload at a time, each in its own idle period', async () => {
    const started: string[] = [];
    const first = controllable(started, 'values');
    const second = controllable(started, 'manifesto');
    prefetchOnIdle([first.preload, second.preload]);
    expect(started).toEqual([]);
    idle[0]!();
    expect(started).toEqual(['values']);
    expect(idle).toHaveLength(0);
    first.settle();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(started).toEqual(['values']);
    idle[0]!();
    expect(started).toEqual(['values', 'manifesto']);
  });

  it('goes on after a failed preload', async () => {
    const started: string[] = [];
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const next = controllable(started, 'next');
    prefetchOnIdle([failing, next.preload]);
    idle[0]!();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]!();
    expect(started).toEqual(['next']);
  });

  it('starts nothing more once stopped (unmount), not even the idle callback already asked for', async () => {
    const started: string[] = [];
    const first = controllable(started, 'values');
    const second = controllable(started, 'manifesto');
    const stop = prefetchOnIdle([first.preload, second.preload]);
    idle[0]!();
    stop();
    first.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(0);
    expect(started).toEqual(['values']);

    const stopEarly = prefetchOnIdle([second.preload]);
    expect(idle).toHaveLength(1);
    stopEarly();
    expect(idle).toHaveLength(0);
    expect(started).toEqual(['values']);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const preload = vi.fn(() => Promise.resolve());
      const stop = prefetchOnIdle([preload]);
      expect(preload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(preload).toHaveBeenCalledTimes(1);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
