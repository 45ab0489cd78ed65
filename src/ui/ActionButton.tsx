import { Button, type ButtonProps } from './Button';
import { useBusyAction } from './use-busy-action';

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick'> {
  /**
   * The request the button sends, with whatever follows it (a toast, the list read again). It shows its
   * own failure (a toast, the section's message): a rejection would go unseen.
   */
  action: () => Promise<void>;
  /** What the button says while the request is out, e.g. `Usuwanie…`. */
  busyLabel: string;
}

/**
 * A button that sends one request, e.g. a list row's "Usuń": while it is out the button says `busyLabel`,
 * is aria-disabled and a second press does nothing, so a double click cannot send twice (a second removal
 * would answer "not found"). Each button keeps its own state: the other rows stay usable. aria-disabled,
 * not disabled, as SubmitButton: a disabled button would drop a keyboard user's focus to <body>. One the
 * caller marks aria-disabled does nothing when pressed. Imported from this file, not the `ui` barrel, so
 * the initial core does not carry it.
 */
export function ActionButton({ action, busyLabel, children, ...button }: ActionButtonProps) {
  const { busy, run } = useBusyAction();
  const disabled = busy || String(button['aria-disabled']) === 'true';
  return (
    <Button
      variant="secondary"
      {...button}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) void run(action);
      }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
