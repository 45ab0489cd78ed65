/** Where the notification region sits in the viewport. */
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export type SwipeDirection = 'up' | 'down' | 'left' | 'right';

/**
 * The direction that swipes a toast away: towards the nearest viewport edge. Top-center goes up,
 * bottom-center down, the right corners right, the left corners left; anything else right.
 */
export function swipeDirectionOf(position: ToastPosition | undefined): SwipeDirection {
  if (position === 'top-center') return 'up';
  if (position === 'bottom-center') return 'down';
  if (position === 'top-left' || position === 'bottom-left') return 'left';
  return 'right';
}
