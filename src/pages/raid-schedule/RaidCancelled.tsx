import type { ReactNode } from 'react';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { Icon } from '../../ui';

/**
 * A cancelled night's text, struck through (`<s>`: the browser's own line-through, no extra styles in
 * the page chunks); the word "Odwołany" beside it says it for screen readers, which skip the line.
 */
export function Struck({ raid, children }: { raid: RaidInstance; children: ReactNode }) {
  return raid.status === 'cancelled' ? <s>{children}</s> : children;
}

/** "Odwołany – <reason>" under a cancelled night's title; nothing for a night that is played. */
export function RaidCancelled({ raid }: { raid: RaidInstance }) {
  if (raid.status !== 'cancelled') return null;
  return (
    <p data-testid="raid-cancelled">
      <Icon name="circle-x" size={18} /> <strong>Odwołany</strong>
      {raid.cancelReason ? ` – ${raid.cancelReason}` : ''}
    </p>
  );
}
