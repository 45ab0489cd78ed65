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
export { defaultToastLabels, toastLabelsOf, type ToastLabels } from './toast-labels';
export {
  swipeDecision,
  swipeDirectionOf,
  swipeMove,
  swipeThreshold,
  type SwipeDelta,
  type SwipeDirection,
  type ToastPosition,
} from './swipe';
