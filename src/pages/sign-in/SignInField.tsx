import { useCallback, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Button, createStyles } from '../../ui';

// The field, hint and error styles repeat those of the raider forms (raider-board/form-styles.ts) on
// purpose: a module shared by the sign-in guard and the raider pages becomes a chunk of its own, and that
// extra file costs the overview page more bytes (over its 10 KB budget) than this copy does.
export const useSignInStyles = createStyles(({ css }) => ({
  form: css`
    display: grid;
    gap: 16px;
    max-width: 420px;
    padding: 24px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-surface-raised);
    box-shadow: var(--rp-shadow);
    h2 {
      margin: 0;
      font-size: 20px;
    }
  `,
  field: css`
    display: grid;
    gap: 6px;
    label {
      font-weight: 700;
    }
    input {
      min-width: 0;
      min-height: 44px;
      padding: 8px 12px;
      border: 1px solid var(--rp-muted);
      border-radius: var(--rp-radius);
      background: var(--rp-bg);
      color: var(--rp-text);
      font: inherit;
      font-size: 16px;
    }
    input[aria-invalid='true'] {
      border-color: var(--rp-danger);
    }
  `,
  row: css`
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px;
  `,
  hint: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
  error: css`
    color: var(--rp-danger);
    font-size: 14px;
    font-weight: 700;
  `,
  discord: css`
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-bg);
    color: var(--rp-text);
    font-weight: 700;
    text-decoration: none;
    &:hover {
      background: var(--rp-surface-raised);
    }
    &:focus-visible {
      outline: 2px solid currentColor;
      outline-offset: 2px;
    }
  `,
  /** An address to copy, set apart from the text around it (not `<code>`: the reset code on the same page is one). */
  address: css`
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  `,
  links: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  `,
}));

export interface SignInFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Always shown under the input; the input is described by it. */
  hint: string;
  /** Shown (and announced) under the hint; marks the input invalid. */
  error?: string;
  /** A password: typed hidden, with a "Pokaż hasło" toggle beside it. */
  secret?: boolean;
  /** The toggle's words for a secret that is not a password (an access code: "Pokaż kod"). @default 'Pokaż hasło' */
  revealLabel?: string;
}

/** One labelled input of the account forms with its hint and, after a failed attempt, its error. */
export function SignInField({ id, label, hint, error, secret = false, revealLabel = 'Pokaż hasło', ...input }: SignInFieldProps) {
  const styles = useSignInStyles();
  const [shown, setShown] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control = (
    <input
      id={id}
      {...input}
      type={secret ? (shown ? 'text' : 'password') : input.type}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {secret ? (
        <div className={styles.row}>
          {control}
          {/* One name, its state in aria-pressed: a screen reader hears "Pokaż hasło, naciśnięty". */}
          <Button type="button" variant="secondary" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
            {revealLabel}
          </Button>
        </div>
      ) : (
        control
      )}
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A field's own words and input settings, everything but its value and error: one row of a form's field table. */
export type FieldText = Omit<SignInFieldProps, 'value' | 'onChange' | 'error'>;

/** A password input as password managers read it: its name and its autocomplete token both say which password it is. */
export const passwordInput = (token: 'current-password' | 'new-password') => ({ name: token, autoComplete: token, secret: true });

/**
 * The text typed into a form's fields, by field name. `bind(name)` gives an input its value and keeps
 * what is typed; `reset()` empties the form once it is saved (a failed save keeps the text).
 */
export function useFieldValues<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  // Stable, so a loader may fill a field without depending on the render it ran in.
  const set = useCallback((name: Name, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  return {
    values,
    set,
    reset: () => setValues(initial),
    bind: (name: Name) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    }),
  };
}
