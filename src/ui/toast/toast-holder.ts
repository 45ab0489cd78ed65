import type { ToastStore } from './toast-store';

/**
 * An app instance's toasts, made on first use. The store's code comes with the notification region just
 * after the first paint (or with the first `useToast()` before that), so the core does not carry it; the
 * app holds this small holder instead.
 */
export interface ToastHolder {
  /** The store, made with `create` if there is none yet (the region brings its own factory). */
  get(create: () => ToastStore): ToastStore;
  /**
   * The store if it exists; otherwise loads its code and throws the promise (Suspense: the component
   * renders again once it is there), or throws the error when the code could not load.
   */
  read(): ToastStore;
  /** Clears the store's timers; a store made later starts destroyed (an unmounted app shows nothing). */
  destroy(): void;
}

/** `store`: one made elsewhere (tests). */
export function createToastHolder(store: ToastStore | null = null): ToastHolder {
  let current = store;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  let destroyed = false;

  function get(create: () => ToastStore): ToastStore {
    if (!current) {
      current = create();
      if (destroyed) current.destroy();
    }
    return current;
  }

  return {
    get,
    read() {
      if (current) return current;
      if (failure) throw failure.error;
      loading ??= import('./toast-store').then(
        ({ createToastStore }) => void get(createToastStore),
        (error: unknown) => {
          failure = { error };
        },
      );
      throw loading;
    },
    destroy() {
      destroyed = true;
      current?.destroy();
    },
  };
}
