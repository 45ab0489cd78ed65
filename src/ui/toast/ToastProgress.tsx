import type { CSSProperties } from 'react';
import type { Toast } from './toast-store';
import { useToastStyles } from './toast-styles';

/**
 * The line that shows how much of a toast's time remains. While the timer runs it shrinks from
 * `remaining / duration` to nothing in `remaining` ms (a CSS animation restarted on every resume, so
 * it matches the store's timer); while paused it holds still at the remaining fraction. Toasts that
 * never close by themselves have no line.
 */
export function ToastProgress({ toast }: { toast: Toast }) {
  const styles = useToastStyles();
  if (!Number.isFinite(toast.duration)) return null;
  const running = toast.runningSince !== null;
  const fraction = Math.min(1, Math.max(0, toast.remaining / toast.duration));
  const style = (
    running ? { '--rp-toast-progress-from': fraction, animationDuration: `${toast.remaining}ms` } : { transform: `scaleX(${fraction})` }
  ) as CSSProperties;
  return (
    <div className={styles.progress} aria-hidden="true" data-remaining={Math.round(toast.remaining)} data-duration={toast.duration}>
      <div
        // A new element per run restarts the animation from the fraction the store has just computed.
        key={toast.runningSince ?? 'held'}
        className={styles.progressBar}
        data-running={String(running)}
        style={style}
      />
    </div>
  );
}
