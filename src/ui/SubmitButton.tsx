import { Button, type ButtonProps } from './Button';
import { Icon } from './Icon';
import type { IconName } from './icons';

export interface SubmitButtonProps extends ButtonProps {
  /** A request is out: the button says so and a second press does nothing. */
  busy: boolean;
  /** What the button says meanwhile. */
  busyLabel?: string;
  icon?: IconName;
}

/**
 * A form's submit button. aria-disabled, not disabled, while busy: a disabled button would drop the
 * keyboard user's focus to <body>. Imported from this file, not the `ui` barrel, so the initial core
 * does not carry it.
 */
export function SubmitButton({ busy, busyLabel = 'Zapisywanie…', icon, children, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" {...button} aria-disabled={busy || undefined}>
      {icon && <Icon name={icon} />}
      {busy ? busyLabel : children}
    </Button>
  );
}
