import { useState, type FormEvent } from 'react';
import { useApp } from '../../app/app-context';
import { validateNickname } from '../../data/nickname';
import { Button, Icon, Page, createStyles, useToast } from '../../ui';

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
      font-weight: 600;
    }
    input {
      min-height: 44px;
      padding: 8px 12px;
      border: 1px solid var(--rp-muted);
      border-radius: var(--rp-radius);
      background: var(--rp-bg);
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
    font-weight: 600;
  `,
}));

/**
 * Shown by the raider-auth guard in place of a raider page. The URL and title stay, so after signing in
 * the raider is already on the page they asked for.
 */
export function SignInForm() {
  const styles = useStyles();
  const { session } = useApp();
  const toast = useToast();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNickname(nickname);
    setError(problem);
    if (problem) return;
    const raider = { nickname: nickname.trim() };
    session.signIn(raider);
    toast.add({ title: 'Zalogowano', description: `Witaj, ${raider.nickname}!`, tone: 'success' });
  }

  return (
    <Page
      eyebrow="Panel rajdowca"
      title="Zaloguj się"
      lead="Panel rajdowca jest dla członków gildii. Podaj nick, którego używasz w grze."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="rp-sign-in-nickname">Nick w grze</label>
          <input
            id="rp-sign-in-nickname"
            name="nickname"
            autoComplete="nickname"
            value={nickname}
            onChange={(event) => setNickname(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'rp-sign-in-hint rp-sign-in-error' : 'rp-sign-in-hint'}
          />
          <span id="rp-sign-in-hint" className={styles.hint}>
            Od 2 do 24 znaków: litery, cyfry, spacja lub łącznik.
          </span>
          {error && (
            <span id="rp-sign-in-error" className={styles.error} role="alert">
              {error}
            </span>
          )}
        </div>
        <Button type="submit">
          <Icon name="log-in" />
          Zaloguj się
        </Button>
      </form>
    </Page>
  );
}
