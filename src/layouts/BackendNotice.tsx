import { useSyncExternalStore } from 'react';
import { useApp } from '../instance/app-context';
import type { BackendStatus } from '../data/raids/backend-health';
import type { BackendNoticeMessageProps } from './BackendNoticeMessage';
import { lazyPart } from '../ui/lazy-part';

// In the after-paint group (site/build/chunk-plan.ts), which the health check that gives the verdict loads.
const message = lazyPart<BackendNoticeMessageProps>('backend notice', () =>
  import('./BackendNoticeMessage').then((part) => ({ default: part.BackendNoticeMessage })),
);

/**
 * Watches the health verdict; its words, styles and rechecks load only when the guild's server refuses
 * this page or is busy (rare), so they stay out of the initial core (`npm run size`).
 */
export function BackendNotice() {
  const { backend } = useApp();
  const current = (): BackendStatus => backend?.$status.get() ?? 'ok';
  const status = useSyncExternalStore((onChange) => backend?.$status.listen(onChange) ?? (() => {}), current, current);
  return status === 'refused-origin' || status === 'unavailable' ? <message.Component status={status} /> : null;
}
