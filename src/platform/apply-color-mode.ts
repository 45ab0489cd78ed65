import type { ResolvedColorMode } from './color-mode';

export interface ApplyColorModeOptions {
  /** `<html>` for the site, the host element for the widget. */
  target: Element;
  /** Where the one-frame "no transitions" rule goes: document.head, or the shadow root. */
  styleContainer: Node;
  nonce?: string;
  /** First paint: nothing to animate, so no transition guard. */
  initial?: boolean;
}

/**
 * Puts exactly `dark` or `light` on the target. When switching, transitions are off for that one frame
 * so every colour changes at once instead of animating across the page. Returns a cancel function that
 * removes the guard early (used on unmount).
 */
export function applyColorMode(mode: ResolvedColorMode, { target, styleContainer, nonce, initial }: ApplyColorModeOptions): () => void {
  if (target.classList.contains(mode) && !target.classList.contains(mode === 'dark' ? 'light' : 'dark')) return () => {};
  const guard = initial ? null : document.createElement('style');
  if (guard) {
    if (nonce) guard.nonce = nonce;
    guard.textContent = '*,*::before,*::after{transition:none!important}';
    styleContainer.appendChild(guard);
  }
  target.classList.remove(mode === 'dark' ? 'light' : 'dark');
  target.classList.add(mode);
  if (!guard) return () => {};
  // Reading a computed style forces the new colours to apply while transitions are still off.
  void getComputedStyle(target).color;
  const timer = setTimeout(() => guard.remove(), 1);
  return () => {
    clearTimeout(timer);
    guard.remove();
  };
}
