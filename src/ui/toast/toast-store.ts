import { atom, type ReadableAtom } from 'nanostores';

/** Colour and wording of a toast; `success` and `error` also get an icon and a word (never colour alone). */
export type ToastTone = 'info' | 'success' | 'error';

/** Why the timers are paused. Each reason is held separately, so one resume never cancels another pause. */
export type ToastPauseReason = 'pointer' | 'focus' | 'window';

export interface ToastOptions {
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: ToastTone;
  /** Milliseconds until it closes by itself; `0` or `Infinity` never closes by itself. @default 5000 */
  duration?: number;
  /** Announced assertively (interrupts the screen reader), e.g. for errors. @default false */
  foreground?: boolean;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  /** Milliseconds the toast is shown in total; `Infinity` when it never closes by itself. */
  duration: number;
  foreground: boolean;
  /** `false` once closed: it stays in the list for the exit animation, then leaves. */
  open: boolean;
  /** Clock time it was added; the F8 hotkey prefers the instance whose newest toast is newest. */
  createdAt: number;
  /** Milliseconds left at `runningSince` (or now, while paused). */
  remaining: number;
  /** Clock time the timer last (re)started; `null` while paused, closed or never closing by itself. */
  runningSince: number | null;
}

export interface ToastStoreOptions {
  /** Toasts kept at once; adding one more drops the oldest. @default 5 */
  max?: number;
  /** @default 5000 */
  duration?: number;
  /** Milliseconds a closed toast stays in the list for its exit animation. @default 200 */
  exitDuration?: number;
  /** The clock; fake timers replace `Date.now` too. @default Date.now */
  now?: () => number;
}

export interface ToastStore {
  /** The toasts, oldest first, closing ones included (with `open: false`). */
  $toasts: ReadableAtom<readonly Toast[]>;
  /** `true` while any pause reason is held. */
  $paused: ReadableAtom<boolean>;
  /** Shows a toast and returns its id. */
  add(options: ToastOptions): string;
  close(id: string): void;
  /** Closes every open toast. */
  closeAll(): void;
  /** Holds the timers of every open toast, keeping the time that remained. */
  pause(reason: ToastPauseReason): void;
  /** Releases one reason; timers run again once no reason is held. */
  resume(reason: ToastPauseReason): void;
  /** Clears every timer; the store is not used afterwards. */
  destroy(): void;
}

/** Milliseconds left of a toast at `now`: what its progress line shows (`remaining / duration`). */
export function toastRemaining(toast: Toast, now: number): number {
  if (toast.runningSince === null) return toast.remaining;
  return Math.max(0, toast.remaining - (now - toast.runningSince));
}

/** `0` and `Infinity` both mean "stays until closed"; stored as `Infinity` so there is one case to test. */
function normalizeDuration(duration: number): number {
  if (Number.isNaN(duration) || duration < 0) {
    // A developer mistake in our own code: fail loudly rather than show a toast that closes at once.
    throw new RangeError(`toast duration must be >= 0 or Infinity, got ${duration}`);
  }
  return duration === 0 ? Infinity : duration;
}

/**
 * The toasts of one app instance, framework-free. Timers start on `add` and are cleared by `close`,
 * by dropping the oldest and by `destroy()`, so an unmounted instance leaves no timer behind.
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const max = options.max ?? 5;
  const defaultDuration = normalizeDuration(options.duration ?? 5000);
  const exitDuration = options.exitDuration ?? 200;
  const now = options.now ?? (() => Date.now());

  const $toasts = atom<readonly Toast[]>([]);
  const $paused = atom(false);
  const pauseReasons = new Set<ToastPauseReason>();
  /** Auto-close timers of open toasts, and removal timers of closed ones. */
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let nextId = 1;
  /** After `destroy()` no timer starts again (a late `add` from an unmounting component stays inert). */
  let destroyed = false;

  function update(id: string, change: (toast: Toast) => Toast): void {
    $toasts.set($toasts.get().map((toast) => (toast.id === id ? change(toast) : toast)));
  }

  function clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  /** Starts the auto-close timer with the time that remains (nothing for toasts that never close). */
  function run(toast: Toast): Toast {
    if (destroyed || !toast.open || !Number.isFinite(toast.remaining)) return toast;
    clearTimer(closeTimers, toast.id);
    closeTimers.set(
      toast.id,
      setTimeout(() => close(toast.id), toast.remaining),
    );
    return { ...toast, runningSince: now() };
  }

  function hold(toast: Toast, at: number): Toast {
    if (toast.runningSince === null) return toast;
    clearTimer(closeTimers, toast.id);
    return { ...toast, remaining: toastRemaining(toast, at), runningSince: null };
  }

  function add(input: ToastOptions): string {
    const id = `toast-${nextId++}`;
    const duration = input.duration === undefined ? defaultDuration : normalizeDuration(input.duration);
    let toast: Toast = {
      id,
      title: input.title,
      description: input.description,
      tone: input.tone ?? 'info',
      duration,
      foreground: input.foreground ?? false,
      open: true,
      createdAt: now(),
      remaining: duration,
      runningSince: null,
    };
    // Added while the pointer or focus is in the region: it waits with its full time, like the others.
    if (pauseReasons.size === 0) toast = run(toast);
    const all = [...$toasts.get(), toast];
    // Newest retained: the oldest ones go at once (no exit animation), as in the reference.
    const dropped = all.slice(0, Math.max(0, all.length - max));
    for (const old of dropped) {
      clearTimer(closeTimers, old.id);
      clearTimer(removeTimers, old.id);
    }
    $toasts.set(all.slice(dropped.length));
    return id;
  }

  function close(id: string): void {
    const toast = $toasts.get().find((item) => item.id === id);
    if (!toast || !toast.open || destroyed) return;
    clearTimer(closeTimers, id);
    update(id, (item) => ({ ...item, open: false, remaining: toastRemaining(item, now()), runningSince: null }));
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        $toasts.set($toasts.get().filter((item) => item.id !== id));
      }, exitDuration),
    );
  }

  function closeAll(): void {
    for (const toast of $toasts.get()) if (toast.open) close(toast.id);
  }

  function pause(reason: ToastPauseReason): void {
    const wasRunning = pauseReasons.size === 0;
    pauseReasons.add(reason);
    if (!wasRunning) return;
    $paused.set(true);
    const at = now();
    $toasts.set($toasts.get().map((toast) => hold(toast, at)));
  }

  function resume(reason: ToastPauseReason): void {
    if (!pauseReasons.delete(reason) || pauseReasons.size > 0) return;
    $paused.set(false);
    $toasts.set($toasts.get().map(run));
  }

  function destroy(): void {
    destroyed = true;
    for (const timer of closeTimers.values()) clearTimeout(timer);
    for (const timer of removeTimers.values()) clearTimeout(timer);
    closeTimers.clear();
    removeTimers.clear();
    pauseReasons.clear();
  }

  return { $toasts, $paused, add, close, closeAll, pause, resume, destroy };
}
