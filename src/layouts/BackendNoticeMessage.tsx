import { useEffect } from 'react';
import { useApp } from '../instance/app-context';
import { backendMessages } from '../data/raids/backend-messages';
import type { BackendStatus } from '../data/raids/backend-health';
import { createStyles } from '../ui';

/** First wait before checking a busy server again; it doubles up to `maxRecheckMs`. */
const firstRecheckMs = 10_000;
const maxRecheckMs = 120_000;

const useStyles = createStyles(({ css }) => ({
  notice: css`
    margin: 0;
    padding: 10px 16px;
    background: var(--rp-surface);
    color: var(--rp-text);
    border-bottom: 1px solid var(--rp-border);
    border-left: 6px solid var(--rp-danger);
    font-weight: 600;
    overflow-wrap: anywhere;
  `,
}));

export interface BackendNoticeMessageProps {
  status: Extract<BackendStatus, 'refused-origin' | 'unavailable'>;
}

/**
 * Tells raiders why their answers cannot be saved: the guild's server refuses this page, or is busy
 * (then it is checked again, less and less often, until it answers). Loaded only when one of these is
 * the verdict (BackendNotice), with the after-paint group that gave it.
 */
export function BackendNoticeMessage({ status }: BackendNoticeMessageProps) {
  const styles = useStyles();
  const { backend } = useApp();
  useEffect(() => {
    if (!backend || status !== 'unavailable') return;
    let wait = firstRecheckMs;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        void backend.recheck().then((found) => {
          if (found !== 'unavailable') return;
          wait = Math.min(wait * 2, maxRecheckMs);
          schedule();
        });
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [backend, status]);
  if (status === 'refused-origin')
    return (
      <p className={styles.notice} role="alert" data-backend-notice={status}>
        {backendMessages.refusedOrigin}
      </p>
    );
  return (
    <p className={styles.notice} role="status" data-backend-notice={status}>
      {backendMessages.unavailable}
    </p>
  );
}
