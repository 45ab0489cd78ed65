import { useEffect, useRef, type RefObject } from 'react';
import { swipeDecision, swipeMove, swipeStartBuffer, type SwipeDelta, type SwipeDirection } from './swipe';

/**
 * Pointer swipes on one toast. The element follows the pointer through `--rp-swipe-x/-y` (no
 * re-render per move) and `data-swipe` (`move`, `cancel` = snapping back, `end` = swiped away).
 * Past the threshold at pointer up it calls `onSwipe`; the click that ends any swipe is swallowed,
 * so a swipe that starts on a button never presses it.
 */
export function useSwipeToClose(ref: RefObject<HTMLElement | null>, direction: SwipeDirection, onSwipe: () => void): void {
  // The latest callback without re-subscribing: a re-render mid-swipe (a pause) must not reset the gesture.
  const onSwipeRef = useRef(onSwipe);
  onSwipeRef.current = onSwipe;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: SwipeDelta | null = null;
    let delta: SwipeDelta | null = null;
    let swallowTimer: ReturnType<typeof setTimeout> | undefined;

    const setOffset = ({ x, y }: SwipeDelta) => {
      element.style.setProperty('--rp-swipe-x', `${x}px`);
      element.style.setProperty('--rp-swipe-y', `${y}px`);
    };
    const swallowClick = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const stopSwallowing = () => {
      clearTimeout(swallowTimer);
      element.removeEventListener('click', swallowClick, true);
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      stopSwallowing();
      start = { x: event.clientX, y: event.clientY };
      delta = null;
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!start) return;
      const raw = { x: event.clientX - start.x, y: event.clientY - start.y };
      const move = swipeMove(raw, direction, delta !== null, swipeStartBuffer(event.pointerType));
      if (move.kind === 'cancel') {
        // Moved the wrong way first: this gesture is not a swipe (e.g. the raider selects or scrolls).
        start = null;
      } else if (move.kind === 'start' || move.kind === 'move') {
        delta = move.delta;
        element.dataset.swipe = 'move';
        setOffset(delta);
        if (move.kind === 'start') {
          // Keeps the moves coming when the pointer leaves the toast, which it does on every swipe.
          try {
            element.setPointerCapture(event.pointerId);
          } catch {
            // Synthetic pointers (tests, some assistive tech) have no capturable id; the swipe still works.
          }
        }
      }
    };
    const onPointerEnd = (event: PointerEvent) => {
      const finished = delta;
      start = null;
      delta = null;
      try {
        if (element.hasPointerCapture?.(event.pointerId)) element.releasePointerCapture(event.pointerId);
      } catch {
        // Nothing captured: nothing to release.
      }
      if (!finished) return;
      // The click follows pointerup in the same task; the timer drops the guard if none comes.
      element.addEventListener('click', swallowClick, { capture: true, once: true });
      swallowTimer = setTimeout(stopSwallowing, 0);
      if (event.type === 'pointerup' && swipeDecision(finished, direction) === 'close') {
        element.dataset.swipe = 'end';
        onSwipeRef.current();
      } else {
        element.dataset.swipe = 'cancel';
        setOffset({ x: 0, y: 0 });
      }
    };

    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerEnd);
    element.addEventListener('pointercancel', onPointerEnd);
    return () => {
      stopSwallowing();
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerEnd);
      element.removeEventListener('pointercancel', onPointerEnd);
    };
  }, [ref, direction]);
}
