// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipStore, type TooltipStore } from '../../src/ui/tooltip/tooltip-store';

/** Every value `$openId` takes, in order, so a test compares the whole sequence. */
function record(store: TooltipStore): Array<string | null> {
  const seen: Array<string | null> = [];
  store.$openId.listen((value) => seen.push(value));
  return seen;
}

/** A store with default delays and the record of every value its `$openId` takes. */
function recordedStore(): { store: TooltipStore; seen: Array<string | null> } {
  const store = createTooltipStore();
  return { store, seen: record(store) };
}

/**
 * Drives `store` as a raider would, step by step: `enter a` / `leave a` is the pointer over trigger a,
 * `open a` / `close a` its focus or an Escape, click or blur; a number lets that many ms pass.
 */
function play(store: TooltipStore, ...steps: Array<`${'enter' | 'leave' | 'open' | 'close'} ${string}` | number>): void {
  for (const step of steps) {
    if (typeof step === 'number') {
      vi.advanceTimersByTime(step);
      continue;
    }
    const [action, id] = step.split(' ') as ['enter' | 'leave' | 'open' | 'close', string];
    if (action === 'enter') store.pointerEnter(id);
    else if (action === 'leave') store.pointerLeave(id);
    else if (action === 'open') store.open(id);
    else store.close(id);
  }
}

describe('createTooltipStore (tooltip open and skip timing)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a hovered tooltip after 700 ms, not before', () => {
    const { store, seen } = recordedStore();
    play(store, 'enter a', 699);
    expect(store.$openId.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.$openId.get()).toBe('a');
    expect(seen).toEqual(['a']);
  });

  it('does not open when the pointer leaves before the delay', () => {
    const { store, seen } = recordedStore();
    play(store, 'enter a', 500, 'leave a', 5000);
    expect(seen).toEqual([]);
  });

  it('a hover that never opened starts no skip window', () => {
    const store = createTooltipStore();
    play(store, 'enter a', 500, 'leave a', 'enter b');
    expect(store.$openId.get()).toBeNull();
    vi.advanceTimersByTime(700);
    expect(store.$openId.get()).toBe('b');
  });

  it('re-entering the same trigger while waiting does not restart the delay', () => {
    const store = createTooltipStore();
    play(store, 'enter a', 400, 'enter a', 300);
    expect(store.$openId.get()).toBe('a');
  });

  it.each([
    [0, true],
    [299, true],
    [300, true],
    [301, false],
    [1000, false],
  ])('after a tooltip closed, hovering another %i ms later opens it at once: %s', (gap, immediate) => {
    const store = createTooltipStore();
    play(store, 'enter a', 700, 'leave a', gap);
    const seen = record(store);
    store.pointerEnter('b');
    expect(store.$openId.get()).toBe(immediate ? 'b' : null);
    vi.advanceTimersByTime(699);
    expect(store.$openId.get()).toBe(immediate ? 'b' : null);
    vi.advanceTimersByTime(1);
    expect(store.$openId.get()).toBe('b');
    expect(seen).toEqual(['b']);
  });

  it('moving from an open tooltip straight to another trigger switches at once', () => {
    const { store, seen } = recordedStore();
    play(store, 'open a', 'enter b');
    expect(seen).toEqual(['a', 'b']);
  });

  it('any close (Escape, click, blur) starts the skip window too', () => {
    const store = createTooltipStore();
    play(store, 'open a', 'close a', 250, 'enter b');
    expect(store.$openId.get()).toBe('b');
  });

  it('keyboard focus opens at once, without waiting for the delay', () => {
    const { store, seen } = recordedStore();
    store.open('a');
    expect(seen).toEqual(['a']);
  });

  it('focus cancels a pending hover of another tooltip', () => {
    const { store, seen } = recordedStore();
    play(store, 'enter a', 300, 'open b', 2000);
    expect(seen).toEqual(['b']);
  });

  it('closing one tooltip does not close another that is open', () => {
    const store = createTooltipStore();
    play(store, 'open b', 'close a', 'leave a');
    expect(store.$openId.get()).toBe('b');
  });

  it('honours custom delays', () => {
    const store = createTooltipStore({ openDelay: 100, skipDelay: 50 });
    play(store, 'enter a', 100);
    expect(store.$openId.get()).toBe('a');
    play(store, 'leave a', 51, 'enter b');
    expect(store.$openId.get()).toBeNull();
  });

  it('dispose() clears the pending timer and closes what is open', () => {
    const store = createTooltipStore();
    store.pointerEnter('a');
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
    store.open('b');
    store.dispose();
    expect(store.$openId.get()).toBeNull();
  });

  it('two stores share nothing: a skip window in one does not reach the other', () => {
    const first = createTooltipStore();
    const second = createTooltipStore();
    first.open('a');
    first.close('a');
    second.pointerEnter('b');
    expect(second.$openId.get()).toBeNull();
    expect(first.$openId.get()).toBeNull();
  });

  it('gives every tooltip its own id, also across instances in one document', () => {
    const first = createTooltipStore();
    const second = createTooltipStore();
    const ids = [first.createId(), first.createId(), second.createId(), second.createId()];
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^rp-tooltip-[a-z0-9]+-\d+$/);
    expect(createTooltipStore({ idPrefix: 'x' }).createId()).toBe('x-1');
  });
});

describe('tooltip core is framework-free', () => {
  it.each(['tooltip-store.ts', 'place-tooltip.ts'])('%s imports no view layer', (file) => {
    const source = readFileSync(new URL(`../../src/ui/tooltip/${file}`, import.meta.url), 'utf8');
    const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
    expect(specifiers.filter((specifier) => /^(react|react-dom|preact)(\/|$)/.test(specifier ?? ''))).toEqual([]);
  });
});
