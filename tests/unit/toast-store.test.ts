import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toastRemaining, type ToastStore } from '../../src/ui/toast/toast-store';

/** Ids of the toasts in the list, with a mark for closed ones. */
function listed(store: ToastStore): string[] {
  return store.$toasts.get().map((toast) => (toast.open ? toast.title : `${toast.title} (closed)`));
}

/** Toast "A" is still open 1 ms before `ms` from now and closed at `ms`: its timer runs to the millisecond. */
function expectClosesIn(store: ToastStore, ms: number): void {
  vi.advanceTimersByTime(ms - 1);
  expect(listed(store)).toEqual(['A']);
  vi.advanceTimersByTime(1);
  expect(listed(store)).toEqual(['A (closed)']);
}

describe('createToastStore', () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    store.destroy();
    vi.useRealTimers();
  });

  it('closes a toast after the default 5000 ms, then removes it 200 ms later', () => {
    store.add({ title: 'A' });
    expect(store.$toasts.get()[0]).toMatchObject({ duration: 5000, remaining: 5000, tone: 'info', foreground: false, open: true });
    expectClosesIn(store, 5000);
    vi.advanceTimersByTime(199);
    expect(listed(store)).toEqual(['A (closed)']);
    vi.advanceTimersByTime(1);
    expect(listed(store)).toEqual([]);
  });

  it('uses the duration given per toast and per store', () => {
    store.add({ title: 'short', duration: 1000 });
    const custom = createToastStore({ duration: 2000 });
    custom.add({ title: 'store default' });
    vi.advanceTimersByTime(1000);
    expect(listed(store)).toEqual(['short (closed)']);
    expect(listed(custom)).toEqual(['store default']);
    vi.advanceTimersByTime(1000);
    expect(listed(custom)).toEqual(['store default (closed)']);
    custom.destroy();
  });

  it('returns a new id per toast and keeps the options', () => {
    const first = store.add({ title: 'A', description: 'opis', tone: 'error', foreground: true });
    const second = store.add({ title: 'B' });
    expect(first).not.toBe(second);
    expect(store.$toasts.get()[0]).toMatchObject({ id: first, title: 'A', description: 'opis', tone: 'error', foreground: true });
  });

  it('keeps at most 5: a sixth drops the oldest at once and the newest stay', () => {
    for (const title of ['1', '2', '3', '4', '5']) store.add({ title });
    expect(listed(store)).toEqual(['1', '2', '3', '4', '5']);
    store.add({ title: '6' });
    expect(listed(store)).toEqual(['2', '3', '4', '5', '6']);
    store.add({ title: '7' });
    expect(listed(store)).toEqual(['3', '4', '5', '6', '7']);
  });

  it('clears the timers of a dropped toast (it never comes back closed)', () => {
    const small = createToastStore({ max: 1 });
    const onChange = vi.fn();
    small.add({ title: 'old' });
    small.add({ title: 'new', duration: Infinity });
    small.$toasts.listen(onChange);
    vi.advanceTimersByTime(10_000);
    expect(onChange).not.toHaveBeenCalled();
    expect(listed(small)).toEqual(['new']);
    small.destroy();
  });

  it.each([0, Infinity])('duration %s never closes by itself', (duration) => {
    store.add({ title: 'stays', duration });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(listed(store)).toEqual(['stays']);
    expect(store.$toasts.get()[0]).toMatchObject({ duration: Infinity, runningSince: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([-1, Number.NaN])('refuses duration %s (a developer mistake)', (duration) => {
    expect(() => store.add({ title: 'x', duration })).toThrow(RangeError);
  });

  it('close() marks the toast closed at once and removes it 200 ms later; twice is harmless', () => {
    const id = store.add({ title: 'A' });
    store.add({ title: 'B' });
    store.close(id);
    store.close(id);
    store.close('unknown');
    expect(listed(store)).toEqual(['A (closed)', 'B']);
    vi.advanceTimersByTime(200);
    expect(listed(store)).toEqual(['B']);
  });

  it('closeAll() closes every open toast', () => {
    store.add({ title: 'A' });
    store.add({ title: 'B', duration: Infinity });
    store.closeAll();
    expect(listed(store)).toEqual(['A (closed)', 'B (closed)']);
    vi.advanceTimersByTime(200);
    expect(listed(store)).toEqual([]);
  });

  it('pause and resume keep the remaining time', () => {
    store.add({ title: 'A' });
    vi.advanceTimersByTime(2000);
    store.pause('pointer');
    expect(store.$paused.get()).toBe(true);
    expect(store.$toasts.get()[0]).toMatchObject({ remaining: 3000, runningSince: null });
    vi.advanceTimersByTime(60_000);
    expect(listed(store)).toEqual(['A']);
    store.resume('pointer');
    expect(store.$paused.get()).toBe(false);
    expectClosesIn(store, 3000);
  });

  it('overlapping reasons: one resume does not cancel another pause', () => {
    store.add({ title: 'A' });
    vi.advanceTimersByTime(1000);
    store.pause('pointer');
    store.pause('focus');
    vi.advanceTimersByTime(1000);
    store.pause('window');
    store.resume('pointer');
    vi.advanceTimersByTime(10_000);
    expect(listed(store)).toEqual(['A']);
    store.resume('window');
    vi.advanceTimersByTime(10_000);
    expect(store.$paused.get()).toBe(true);
    expect(listed(store)).toEqual(['A']);
    store.resume('focus');
    // Paused at 1000 ms: 4000 remain, whatever happened while paused.
    expectClosesIn(store, 4000);
  });

  it('the same reason twice is held once; resuming an unheld reason does nothing', () => {
    store.add({ title: 'A' });
    store.pause('pointer');
    store.pause('pointer');
    store.resume('focus');
    vi.advanceTimersByTime(6000);
    expect(listed(store)).toEqual(['A']);
    store.resume('pointer');
    vi.advanceTimersByTime(5000);
    expect(listed(store)).toEqual(['A (closed)']);
  });

  it('a toast added while paused waits with its full time', () => {
    store.pause('focus');
    store.add({ title: 'A' });
    vi.advanceTimersByTime(10_000);
    expect(store.$toasts.get()[0]).toMatchObject({ remaining: 5000, runningSince: null });
    store.resume('focus');
    expectClosesIn(store, 5000);
  });

  it('exposes remaining / duration for the progress line', () => {
    store.add({ title: 'A', duration: 4000 });
    const started = Date.now();
    const toast = () => store.$toasts.get()[0]!;
    expect(toast().runningSince).toBe(started);
    vi.advanceTimersByTime(1000);
    expect(toastRemaining(toast(), Date.now())).toBe(3000);
    store.pause('pointer');
    expect(toast()).toMatchObject({ remaining: 3000, duration: 4000, runningSince: null });
    vi.advanceTimersByTime(500);
    expect(toastRemaining(toast(), Date.now())).toBe(3000);
    store.resume('pointer');
    expect(toast().runningSince).toBe(started + 1500);
    vi.advanceTimersByTime(1000);
    expect(toastRemaining(toast(), Date.now())).toBe(2000);
  });

  it('an injected clock is used for the times it records', () => {
    let now = 1_000_000;
    const clocked = createToastStore({ now: () => now });
    clocked.add({ title: 'A' });
    expect(clocked.$toasts.get()[0]).toMatchObject({ createdAt: 1_000_000, runningSince: 1_000_000 });
    now += 2500;
    clocked.pause('window');
    expect(clocked.$toasts.get()[0]!.remaining).toBe(2500);
    clocked.destroy();
  });

  it('destroy() clears every timer, closing and removal ones alike', () => {
    store.add({ title: 'A' });
    const closing = store.add({ title: 'B' });
    store.close(closing);
    expect(vi.getTimerCount()).toBe(2);
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
    store.add({ title: 'late' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
