import { useRef } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../icons';
import type { SwipeDirection } from './swipe';
import { ToastAnnouncer } from './ToastAnnouncer';
import type { ToastLabels } from './toast-labels';
import { ToastProgress } from './ToastProgress';
import type { Toast, ToastTone } from './toast-store';
import { useToastStyles } from './toast-styles';
import { useSwipeToClose } from './use-swipe-to-close';

/** Success and error carry an icon and a word besides their colour (never colour alone). */
const toneMarks: Record<ToastTone, { icon: IconName; word: 'success' | 'error' } | null> = {
  info: null,
  success: { icon: 'circle-check', word: 'success' },
  error: { icon: 'circle-alert', word: 'error' },
};

export interface ToastItemProps {
  toast: Toast;
  labels: ToastLabels;
  swipeDirection: SwipeDirection;
  /** Closes this toast (button or swipe); the toaster moves focus to the region when it was inside. */
  onClose: (id: string) => void;
}

/** One toast: tone mark, title, description, close button, the remaining-time line and its live region. */
export function ToastItem({ toast, labels, swipeDirection, onClose }: ToastItemProps) {
  const styles = useToastStyles();
  const ref = useRef<HTMLLIElement>(null);
  useSwipeToClose(ref, swipeDirection, () => onClose(toast.id));
  const mark = toneMarks[toast.tone];
  const word = mark ? labels[mark.word] : null;
  const announcement = [word, toast.title, toast.description].filter(Boolean).join('. ');

  return (
    <li
      ref={ref}
      className={styles.toast}
      // Focusable on purpose: F8 then Tab reaches the newest toast first, to read it or close it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-toast-id={toast.id}
      data-state={toast.open ? 'open' : 'closed'}
      data-tone={toast.tone}
    >
      <ToastAnnouncer text={announcement} politeness={toast.foreground ? 'assertive' : 'polite'} />
      {mark && <Icon name={mark.icon} className={styles.icon} />}
      <div className={styles.text}>
        {word && <span className={styles.tone}>{word}</span>}
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={labels.close} onClick={() => onClose(toast.id)}>
        <Icon name="close" size={18} />
      </button>
      <ToastProgress toast={toast} />
    </li>
  );
}
