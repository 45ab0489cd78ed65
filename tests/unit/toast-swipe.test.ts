import { describe, expect, it } from 'vitest';
import {
  clampToDirection,
  isDeltaInDirection,
  swipeDecision,
  swipeDirectionOf,
  swipeMove,
  swipeStartBuffer,
  swipeThreshold,
  type SwipeDirection,
  type ToastPosition,
} from '../../src/ui/toast/swipe';

describe('swipeDirectionOf', () => {
  it.each<[ToastPosition | undefined, SwipeDirection]>([
    ['top-center', 'up'],
    ['bottom-center', 'down'],
    ['top-right', 'right'],
    ['bottom-right', 'right'],
    ['top-left', 'left'],
    ['bottom-left', 'left'],
    [undefined, 'right'],
  ])('%s swipes %s', (position, direction) => {
    expect(swipeDirectionOf(position)).toBe(direction);
  });
});

describe('swipeDecision (threshold 50 px along the direction)', () => {
  it('the threshold is 50 px', () => {
    expect(swipeThreshold).toBe(50);
  });

  it.each<[SwipeDirection, number, number, 'close' | 'snap-back']>([
    ['right', 51, 0, 'close'],
    ['right', 50, 0, 'snap-back'],
    ['right', 49, 0, 'snap-back'],
    ['right', 120, 30, 'close'],
    ['right', 60, 80, 'snap-back'], // mostly vertical
    ['right', -80, 0, 'snap-back'],
    ['left', -51, 0, 'close'],
    ['left', 51, 0, 'snap-back'],
    ['up', 0, -51, 'close'],
    ['up', 0, 51, 'snap-back'],
    ['down', 0, 51, 'close'],
    ['down', 0, 49, 'snap-back'],
    ['down', 70, 60, 'snap-back'], // mostly horizontal
  ])('%s with dx %s, dy %s: %s', (direction, x, y, decision) => {
    expect(swipeDecision({ x, y }, direction)).toBe(decision);
  });
});

describe('clampToDirection', () => {
  it.each<[SwipeDirection, number, number, number, number]>([
    ['right', 30, 12, 30, 0],
    ['right', -30, 12, 0, 0],
    ['left', -30, 12, -30, 0],
    ['left', 30, 12, 0, 0],
    ['down', 12, 30, 0, 30],
    ['down', 12, -30, 0, 0],
    ['up', 12, -30, 0, -30],
    ['up', 12, 30, 0, 0],
  ])('%s (%s, %s) -> (%s, %s)', (direction, x, y, clampedX, clampedY) => {
    expect(clampToDirection({ x, y }, direction)).toEqual({ x: clampedX, y: clampedY });
  });
});

describe('swipeMove', () => {
  it('a small move the right way starts the swipe', () => {
    expect(swipeMove({ x: 3, y: 1 }, 'right', false, 2)).toEqual({ kind: 'start', delta: { x: 3, y: 0 } });
  });

  it('moving the wrong way first cancels the gesture', () => {
    expect(swipeMove({ x: -3, y: 0 }, 'right', false, 2)).toEqual({ kind: 'cancel' });
    expect(swipeMove({ x: 0, y: 5 }, 'right', false, 2)).toEqual({ kind: 'cancel' });
    expect(swipeMove({ x: 0, y: 5 }, 'up', false, 2)).toEqual({ kind: 'cancel' });
  });

  it('jitter within the start buffer waits', () => {
    expect(swipeMove({ x: 1, y: -1 }, 'right', false, 2)).toEqual({ kind: 'wait' });
    expect(swipeMove({ x: 8, y: 0 }, 'right', false, swipeStartBuffer('touch'))).toEqual({ kind: 'wait' });
  });

  it('once started, every move follows the pointer, clamped at the start point', () => {
    expect(swipeMove({ x: 40, y: 9 }, 'right', true, 2)).toEqual({ kind: 'move', delta: { x: 40, y: 0 } });
    expect(swipeMove({ x: -40, y: 0 }, 'right', true, 2)).toEqual({ kind: 'move', delta: { x: 0, y: 0 } });
  });

  it('fingers get a larger start buffer than a mouse', () => {
    expect([swipeStartBuffer('mouse'), swipeStartBuffer('pen'), swipeStartBuffer('touch')]).toEqual([2, 2, 10]);
  });
});

describe('isDeltaInDirection', () => {
  it('needs the main axis to dominate', () => {
    expect(isDeltaInDirection({ x: 10, y: 10 }, 'right')).toBe(false);
    expect(isDeltaInDirection({ x: 11, y: 10 }, 'right')).toBe(true);
    expect(isDeltaInDirection({ x: 10, y: 11 }, 'down')).toBe(true);
  });
});
