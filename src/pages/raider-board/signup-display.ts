import type { SignupStatus } from '../../domain/raids/signup-types';
import type { IconName } from '../../ui';

/** Each answer's icon and word: status is never shown by colour alone. */
export const statusIcons: Record<SignupStatus, IconName> = {
  accepted: 'circle-check',
  late: 'clock',
  tentative: 'circle-help',
  absent: 'circle-x',
};

/** Colour token per answer, always next to the icon and the word. */
export const statusTones: Record<SignupStatus, string> = {
  accepted: 'var(--rp-success)',
  late: 'var(--rp-link)',
  tentative: 'var(--rp-muted)',
  absent: 'var(--rp-danger)',
};
