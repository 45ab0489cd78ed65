import { createContext, useContext, useMemo } from 'react';
import type { ToastStore } from './toast-store';

/** The toasts of the app instance; `createApp` makes one store per instance. */
export const ToastContext = createContext<ToastStore | null>(null);

/** The whole store, for the `<Toaster />` that renders it. */
export function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast() must be used inside an app instance (ToastContext)');
  return store;
}

/** What app code needs to show and close toasts. */
export type ToastApi = Pick<ToastStore, 'add' | 'close' | 'closeAll'>;

/** Shows toasts in this app instance's notification region: `useToast().add({ title: 'Zapisano' })`. */
export function useToast(): ToastApi {
  const store = useToastStore();
  return useMemo(() => ({ add: store.add, close: store.close, closeAll: store.closeAll }), [store]);
}
