// What app code and the core use. The notification region (./Toaster.tsx) loads after the first paint
// and the toasts (ToastList, ToastItem, swipe.ts, toast-styles.ts) with the first toast, both with
// import(), and neither is re-exported here: esbuild puts every module a barrel re-exports into the
// chunk of whoever imports the barrel, so a re-export would pull them back into the initial core
// (`npm run size`). Tests that drive the region directly import it from ./Toaster.
export { DeferredToaster as Toaster } from './DeferredToaster';
export type { ToasterProps } from './Toaster';
export { ToastContext, useToast, useToastStore, type ToastApi } from './toast-context';
export { createToastHolder, type ToastHolder } from './toast-holder';
// The store's code (./toast-store: createToastStore, toastRemaining) comes with the region after the
// first paint; the app holds a ToastHolder. Types only here.
export type {
  Toast,
  ToastOptions,
  ToastPauseReason,
  ToastStore,
  ToastStoreOptions,
  ToastTone,
} from './toast-store';
export { defaultToastLabels, toastLabelsOf, type ToastLabels } from './toast-labels';
export { swipeDirectionOf, type SwipeDirection, type ToastPosition } from './swipe-direction';
