import type { SwipeDirection } from './swipe-direction';

export { swipeDirectionOf, type SwipeDirection, type ToastPosition } from './swipe-direction';

/** Pixels a swipe must travel along its direction to close the toast. */
export const swipeThreshold = 50;

export interface SwipeDelta {
  x: number;
  y: number;
}

/** Keeps only the movement along the swipe axis, and never past the start point the other way. */
export function clampToDirection(delta: SwipeDelta, direction: SwipeDirection): SwipeDelta {
  const towardsStart = direction === 'left' || direction === 'up' ? Math.min : Math.max;
  const horizontal = direction === 'left' || direction === 'right';
  // `|| 0` turns a clamped -0 into 0, so deltas compare and print plainly.
  return {
    x: horizontal ? towardsStart(0, delta.x) || 0 : 0,
    y: horizontal ? 0 : towardsStart(0, delta.y) || 0,
  };
}

/** True when `delta` goes mostly along `direction` (that way, not back) and further than `threshold` pixels. */
export function isDeltaInDirection(delta: SwipeDelta, direction: SwipeDirection, threshold = 0): boolean {
  const horizontal = direction === 'left' || direction === 'right';
  const along = horizontal ? delta.x : delta.y;
  const across = horizontal ? delta.y : delta.x;
  const signed = direction === 'left' || direction === 'up' ? -along : along;
  return Math.abs(along) > Math.abs(across) && signed > threshold;
}

/**
 * What a pointer move means. Before the swipe has started, a small move in the swipe direction starts
 * it, a move past `startBuffer` any other way cancels the gesture (the pointer moved the wrong way
 * first), and a tiny jitter waits. Once started, every move just follows the (clamped) pointer.
 */
export type SwipeMove = { kind: 'start' | 'move'; delta: SwipeDelta } | { kind: 'cancel' } | { kind: 'wait' };

export function swipeMove(raw: SwipeDelta, direction: SwipeDirection, started: boolean, startBuffer: number): SwipeMove {
  const delta = clampToDirection(raw, direction);
  if (started) return { kind: 'move', delta };
  if (isDeltaInDirection(delta, direction, startBuffer)) return { kind: 'start', delta };
  if (Math.abs(raw.x) > startBuffer || Math.abs(raw.y) > startBuffer) return { kind: 'cancel' };
  return { kind: 'wait' };
}

/** At pointer up: past the threshold along the direction closes the toast, anything less snaps back. */
export function swipeDecision(delta: SwipeDelta, direction: SwipeDirection, threshold = swipeThreshold): 'close' | 'snap-back' {
  return isDeltaInDirection(delta, direction, threshold) ? 'close' : 'snap-back';
}

/** Pixels a pointer may wander before the gesture is decided: fingers are less precise than a mouse. */
export function swipeStartBuffer(pointerType: string): number {
  return pointerType === 'touch' ? 10 : 2;
}
