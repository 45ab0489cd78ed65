/**
 * Keeps the widget's typing away from the host page's keyboard shortcuts.
 *
 * Why: a key event from inside a shadow root reaches the host page retargeted to `<raider-panel>`, so a
 * host shortcut handler that ignores keys typed into `<input>` (checking `event.target`) sees the custom
 * element instead and fires — `/` would jump to the host's search while a raider types a note. The
 * shadow root stops keys typed into a field from bubbling further; the app's own handlers (inside the
 * root) and capture-phase listeners still see them.
 */
const keyEvents = ['keydown', 'keypress', 'keyup'] as const;

/** Fields whose keys are text for the raider, not commands for the page. */
export function isEditable(element: EventTarget | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * Keys a host page must still hear from a field: Escape (close a host dialog), Tab, function keys (F8
 * for notifications) and shortcuts with Ctrl or Meta. Ctrl+Alt is AltGr, which types Polish letters
 * (ą, ę, ł) on Windows, and Alt alone types them on a Mac: both are typing.
 */
export function isTypingKey(event: KeyboardEvent): boolean {
  if (event.metaKey || (event.ctrlKey && !event.altKey)) return false;
  return event.key !== 'Escape' && event.key !== 'Tab' && !/^F\d{1,2}$/.test(event.key);
}

/** Stops typing in the root's fields at the root's boundary; returns the function that undoes it. */
export function isolateTyping(root: ShadowRoot): () => void {
  const stopTyping = (event: Event) => {
    const keyEvent = event as KeyboardEvent;
    if (isEditable(keyEvent.composedPath()[0]) && isTypingKey(keyEvent)) keyEvent.stopPropagation();
  };
  for (const type of keyEvents) root.addEventListener(type, stopTyping);
  return () => {
    for (const type of keyEvents) root.removeEventListener(type, stopTyping);
  };
}
