import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useApp } from '../../instance/app-context';
import { isRaidApiError, raidApiMessages } from '../../data/raids/raid-api-error';
import { validateSignInInput, type FieldErrors, type SignInField } from '../../data/raids/signup-validation';
import { Button, Icon, createStyles, useToast } from '../../ui';
import { Page } from '../../ui/Page';

// The field, hint and error styles repeat those of the raider forms (raider-board/form-styles.ts) on
// purpose: a module shared by the sign-in guard and the raider pages becomes a chunk of its own, and that
// extra file costs the overview page more bytes (over its 10 KB budget) than this copy does.
const useStyles = createStyles(({ css }) => ({
  form: css`
    display: grid;
    gap: 16px;
    max-width: 420px;
    padding: 24px;
    border: 1px solid var(--rp-border);
    border-radius: var(--rp-radius);
    background: var(--rp-surface-raised);
    box-shadow: var(--rp-shadow);
  `,
  field: css`
    display: grid;
    gap: 6px;
    label {
      font-weight: 700;
    }
    input {
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
  hint: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
  error: css`
    color: var(--rp-danger);
    font-size: 14px;
    font-weight: 700;
  `,
}));

/**
 * Shown by the raider-auth guard in place of a raider page. The URL and title stay, so after signing in
 * the raider is already on the page they asked for. The guild's access code is asked for only when the
 * backend says the guild set one.
 */
export function SignInForm() {
  const styles = useStyles();
  const { session, raidApi } = useApp();
  const toast = useToast();
  const [nickname, setNickname] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const [accessCodeRequired, setAccessCodeRequired] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    raidApi()
      .then((api) => api.signInOptions())
      .then(
        (options) => active && setAccessCodeRequired(options.accessCodeRequired),
        // Unknown: the form stays as it is; a sign-in attempt reports what is wrong.
        () => {},
      );
    return () => {
      active = false;
    };
  }, [raidApi]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateSignInInput({ nickname, accessCode }, accessCodeRequired);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const api = await raidApi();
      const signedIn = await api.signIn(checked.value);
      session.signIn(signedIn);
      toast.add({ title: 'Zalogowano', description: `Witaj, ${signedIn.nickname}!`, tone: 'success' });
    } catch (error) {
      setBusy(false);
      if (isRaidApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(isRaidApiError(error) ? error.message : raidApiMessages.unavailable);
    }
  }

  return (
    <Page
      eyebrow="Panel rajdowca"
      title="Zaloguj się"
      lead="Panel rajdowca jest dla członków gildii. Podaj nick, którego używasz w grze."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <SignInField
          id="rp-sign-in-nickname"
          label="Nick w grze"
          hint="Od 2 do 24 znaków: litery, cyfry, spacja lub łącznik."
          error={errors.nickname}
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          onChange={(event) => setNickname(event.currentTarget.value)}
        />
        {accessCodeRequired && (
          <SignInField
            id="rp-sign-in-code"
            label="Kod dostępu gildii"
            hint="Kod podaje oficer gildii na kanale rajdowym."
            error={errors.accessCode}
            name="accessCode"
            type="password"
            autoComplete="current-password"
            value={accessCode}
            onChange={(event) => setAccessCode(event.currentTarget.value)}
          />
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        {/* aria-disabled, not disabled: a disabled button drops focus to <body> while signing in. */}
        <Button type="submit" aria-disabled={busy || undefined}>
          <Icon name="log-in" />
          {busy ? 'Logowanie…' : 'Zaloguj się'}
        </Button>
      </form>
    </Page>
  );
}

interface SignInFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Always shown under the input; the input is described by it. */
  hint: string;
  /** Shown (and announced) under the hint; marks the input invalid. */
  error?: string;
}

/** One labelled input of the sign-in form with its hint and, after a failed attempt, its error. */
function SignInField({ id, label, hint, error, ...input }: SignInFieldProps) {
  const styles = useStyles();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
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
