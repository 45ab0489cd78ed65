import { atom, type ReadableAtom } from 'nanostores';

export interface TooltipStoreOptions {
  /** How long the pointer rests on a trigger before its tooltip opens, in ms. @default 700 */
  openDelay?: number;
  /**
   * After a tooltip closes, a pointer reaching another trigger within this many ms opens it at once:
   * someone scanning a toolbar should not wait again for every button. @default 300
   */
  skipDelay?: number;
  /**
   * Start of every tooltip id. Random by default: two instances rendered into one document (no shadow
   * root between them) must not hand out the same id, and a shared counter would be module state.
   * @default `rp-tooltip-<6 random characters>`
   */
  idPrefix?: string;
  /** Clock in ms; fake timers replace `Date.now` too, so tests need not pass one. @default Date.now */
  now?: () => number;
}

export interface TooltipStore {
  /** Id of the tooltip that is open, or `null`. At most one tooltip of an instance is open. */
  $openId: ReadableAtom<string | null>;
  /** A new id for one tooltip (`<idPrefix>-1`, `<idPrefix>-2`, ...). */
  createId(): string;
  /** A (non-touch) pointer entered the trigger: opens after the open delay, or at once in the skip window. */
  pointerEnter(id: string): void;
  /** The pointer left the trigger: cancels a pending open and closes it. */
  pointerLeave(id: string): void;
  /** Opens at once, as for keyboard focus. */
  open(id: string): void;
  /** Closes (blur, Escape, pointer-down, click) and cancels a pending open of this tooltip. */
  close(id: string): void;
  /** Cancels the pending timer and closes whatever is open; the store stays usable. */
  dispose(): void;
}

/**
 * The tooltip coordinator of one app instance: a tooltip opens 700 ms after the pointer
 * rests on its trigger, or at once within 300 ms of another tooltip closing (the skip window).
 * Per instance (never module-level) so two widgets on one page do not share an open tooltip or a skip
 * window. Framework-free: the `<Tooltip>` view only reports pointer and focus events here.
 */
export function createTooltipStore(options: TooltipStoreOptions = {}): TooltipStore {
  const openDelay = options.openDelay ?? 700;
  const skipDelay = options.skipDelay ?? 300;
  const now = options.now ?? (() => Date.now());
  const idPrefix = options.idPrefix ?? `rp-tooltip-${Math.random().toString(36).slice(2, 8)}`;
  const $openId = atom<string | null>(null);
  let pending: { id: string; timer: ReturnType<typeof setTimeout> } | null = null;
  // When the last open tooltip closed; -Infinity until one has been open, so the first hover waits.
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  let counter = 0;

  function cancelPending(id?: string): void {
    if (!pending || (id !== undefined && pending.id !== id)) return;
    clearTimeout(pending.timer);
    pending = null;
  }

  function open(id: string): void {
    cancelPending();
    // Switching straight from one tooltip to another is not a close the skip window has to wait for.
    $openId.set(id);
  }

  function close(id: string): void {
    cancelPending(id);
    if ($openId.get() !== id) return;
    $openId.set(null);
    lastClosedAt = now();
  }

  return {
    $openId,
    createId: () => `${idPrefix}-${++counter}`,
    pointerEnter(id) {
      if ($openId.get() === id || pending?.id === id) return;
      const current = $openId.get();
      if (current !== null || now() - lastClosedAt <= skipDelay) {
        open(id);
        return;
      }
      cancelPending();
      pending = { id, timer: setTimeout(() => open(id), openDelay) };
    },
    pointerLeave: close,
    open,
    close,
    dispose() {
      cancelPending();
      const current = $openId.get();
      if (current !== null) close(current);
    },
  };
}
