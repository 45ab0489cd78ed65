// The toasts themselves (ToastList, ToastItem, swipe.ts, toast-styles.ts) load with the first toast,
// with import(), and are not re-exported here: esbuild puts every module a barrel re-exports into the
// chunk of whoever imports the barrel, so a re-export would pull them into the initial core.
export { Toaster, type ToasterProps } from './Toaster';
export { ToastContext, useToast, useToastStore, type ToastApi } from './toast-context';
export { createToastStore } from './toast-store';
export type { Toast, ToastOptions, ToastPauseReason, ToastStore, ToastStoreOptions, ToastTone } from './toast-store';
export { defaultToastLabels, toastLabelsOf, type ToastLabels } from './toast-labels';
export { swipeDirectionOf, type SwipeDirection, type ToastPosition } from './swipe-direction';
