import { createContext, useContext, useMemo } from 'react';
import type { ToastHolder } from './toast-holder';
import type { ToastStore } from './toast-store';

/** The toasts of the app instance; `createApp` makes one holder per instance. */
export const ToastContext = createContext<ToastHolder | null>(null);

function useToastHolder(): ToastHolder {
  const holder = useContext(ToastContext);
  if (!holder) throw new Error('useToast() must be used inside an app instance (ToastContext)');
  return holder;
}

/** The whole store, for the `<Toaster />` that renders it; `create` makes it if nothing has yet. */
export function useToastStore(create: () => ToastStore): ToastStore {
  return useToastHolder().get(create);
}

/** What app code needs to show and close toasts. */
export type ToastApi = Pick<ToastStore, 'add' | 'close' | 'closeAll'>;

/**
 * Shows toasts in this app instance's notification region: `useToast().add({ title: 'Zapisano' })`.
 * Used before the toasts' code is there (rare: it comes just after the first paint), the component
 * suspends for that moment, as a lazily loaded page does.
 */
export function useToast(): ToastApi {
  const store = useToastHolder().read();
  return useMemo(() => ({ add: store.add, close: store.close, closeAll: store.closeAll }), [store]);
}
