// What app code and the core use. The toast list and its helpers (ToastList, ToastItem, swipe.ts,
// toast-styles.ts) are loaded with import() when the first toast shows and are not re-exported here:
// esbuild puts every module a barrel re-exports into the chunk of whoever imports the barrel, so a
// re-export would pull them back into the initial core (`npm run size`).
export { Toaster, type ToasterProps } from './Toaster';
export { ToastContext, useToast, useToastStore, type ToastApi } from './toast-context';
export {
  createToastStore,
  toastRemaining,
  type Toast,
  type ToastOptions,
  type ToastPauseReason,
  type ToastStore,
  type ToastStoreOptions,
  type ToastTone,
} from './toast-store';
export { defaultToastLabels, type ToastLabels } from './toast-labels';
export { swipeDirectionOf, type SwipeDirection, type ToastPosition } from './swipe-direction';
