/**
 * F8 with two or more app instances on one page: the instance whose newest toast is newest gets the
 * focus. Each instance listens on window twice — in the capture phase to record its claim on the
 * event, in the bubble phase to settle it — so every claim is in before anyone decides.
 *
 * Why not a queued microtask: for a real key press the browser runs microtasks after EACH listener,
 * so the first instance's microtask would settle before the second instance had claimed. The capture
 * phase of window always ends before its bubble phase, for native and synthetic events alike.
 *
 * The WeakMap is keyed by the event itself: it holds no instance state and forgets each press as soon
 * as the event object is gone.
 */
interface HotkeyClaim {
  newest: number;
  focus: (() => void) | null;
  settled: boolean;
}

const claims = new WeakMap<Event, HotkeyClaim>();

/** The notification hotkey: F8 alone (with Ctrl, Alt or Meta it belongs to the browser or the system). */
export function isToastHotkey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  return event.key === 'F8' || event.code === 'F8';
}

/**
 * Capture phase: offers `focus` for this press, with the creation time of the instance's newest open
 * toast (`-Infinity` without toasts). The newest wins; on a tie the first claim stays.
 */
export function claimHotkey(event: Event, newest: number, focus: () => void): void {
  let claim = claims.get(event);
  if (!claim) {
    claim = { newest: -Infinity, focus: null, settled: false };
    claims.set(event, claim);
  }
  if (claim.focus === null || newest > claim.newest) {
    claim.newest = newest;
    claim.focus = focus;
  }
}

/** Bubble phase: the first instance to get here focuses the winner's region; the others do nothing. */
export function settleHotkey(event: Event): void {
  const claim = claims.get(event);
  if (!claim || claim.settled) return;
  claim.settled = true;
  claim.focus?.();
}
