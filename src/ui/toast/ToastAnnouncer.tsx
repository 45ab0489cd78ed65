import { useEffect, useState } from 'react';
import { useToastStyles } from './toast-styles';

/** Milliseconds the announcement stays in the live region. */
const announceFor = 1000;

export interface ToastAnnouncerProps {
  text: string;
  /** `assertive` interrupts the screen reader (foreground toasts); `polite` waits. */
  politeness: 'polite' | 'assertive';
}

/**
 * A visually hidden live region per toast. It is mounted empty and filled a moment later, because
 * screen readers announce changes to a live region, not a region inserted with its text already in it.
 * After a second the text goes again (as in the reference), so a raider browsing the toast later hears
 * its visible text once, not twice.
 */
export function ToastAnnouncer({ text, politeness }: ToastAnnouncerProps) {
  const styles = useToastStyles();
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const fill = setTimeout(() => setFilled(true), 0);
    const empty = setTimeout(() => setFilled(false), announceFor);
    return () => {
      clearTimeout(fill);
      clearTimeout(empty);
    };
  }, []);
  return (
    <div className={styles.announcer} role="status" aria-live={politeness} aria-atomic="true">
      {filled ? text : ''}
    </div>
  );
}
