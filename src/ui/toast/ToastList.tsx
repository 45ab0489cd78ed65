import type { SwipeDirection } from './swipe';
import type { ToastLabels } from './toast-labels';
import type { Toast } from './toast-store';
import { useToastStyles } from './toast-styles';
import { ToastItem } from './ToastItem';

export interface ToastListProps {
  /** Oldest first, as the store keeps them; shown newest first. */
  toasts: readonly Toast[];
  labels: ToastLabels;
  swipeDirection: SwipeDirection;
  onClose: (id: string) => void;
}

/**
 * The toasts inside the notification region. Loaded on first use (`<Toaster>` renders it once a toast
 * exists): toasts, their styles, swipe and progress stay out of the initial core.
 */
export default function ToastList({ toasts, labels, swipeDirection, onClose }: ToastListProps) {
  const styles = useToastStyles();
  return (
    <ol className={styles.list}>
      {[...toasts].reverse().map((toast) => (
        <ToastItem key={toast.id} toast={toast} labels={labels} swipeDirection={swipeDirection} onClose={onClose} />
      ))}
    </ol>
  );
}
