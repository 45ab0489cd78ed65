import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useApp } from '../../instance/app-context';
import type { SessionInfo } from '../../domain/accounts/account-types';
import { validateChangePasswordInput } from '../../domain/accounts/account-validation';
import { failureMessage, isRaidApiError } from '../../domain/raid-api-error';
import type { FieldErrors } from '../../domain/raids/signup-validation';
import { Button, createStyles, useStore, useToast } from '../../ui';
import { SignInField, useSignInStyles } from '../sign-in/SignInField';
import { lazyPart } from '../../ui/lazy-part';

// Each section loads as a chunk of its own, so the page's first file stays small (`npm run size`).
const loading = (what: string) => () => <p role="status">Wczytywanie: {what}…</p>;
const calendarPart = lazyPart('calendar subscription', () => import('./CalendarSubscription'), { fallback: loading('kalendarz') });
const absencePart = lazyPart('absences', () => import('./AbsenceSection'), { fallback: loading('nieobecności') });
import { formatInstant, useSignedInCall } from './use-signed-in-call';
import { LoadFailure } from '../../ui/LoadFailure';

const useStyles = createStyles(({ css }) => ({
  section: css`
    display: grid;
    gap: 12px;
    margin-bottom: 32px;
    h2 {
      margin: 0;
      font-size: 22px;
    }
  `,
  sessions: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 8px 16px;
      padding: 12px 16px;
      border: 1px solid var(--rp-border);
      border-radius: var(--rp-radius);
      background: var(--rp-surface-raised);
    }
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

type PasswordField = 'currentPassword' | 'newPassword';

/** Konto: the calendar subscription, absences, the password and the raider's own sessions. */
export default function RaiderAccountPage() {
  const styles = useStyles();
  const { session } = useApp();
  const raider = useStore(session.$raider);
  if (!raider) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="rp-account-calendar">
        <h2 id="rp-account-calendar">Subskrybuj w kalendarzu</h2>
        <calendarPart.Component />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-absences">
        <h2 id="rp-account-absences">Urlop</h2>
        <absencePart.Component />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-password">
        <h2 id="rp-account-password">Zmiana hasła</h2>
        <ChangePasswordForm nickname={raider.nickname} />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-sessions">
        <h2 id="rp-account-sessions">Moje sesje</h2>
        <MySessions />
      </section>
    </>
  );
}

function ChangePasswordForm({ nickname }: { nickname: string }) {
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateChangePasswordInput({ currentPassword, newPassword }, nickname);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await call((api, token) => api.changePassword(token, checked.value));
      setCurrentPassword('');
      setNewPassword('');
      toast.add({ title: 'Hasło zmienione', description: 'Inne sesje zostały zakończone.', tone: 'success' });
    } catch (error) {
      if (isRaidApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-account-password">
      {/* For password managers: which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={nickname} readOnly hidden />
      <SignInField
        id="rp-account-current"
        label="Obecne hasło"
        hint="Hasło, którym logujesz się teraz."
        error={errors.currentPassword}
        name="current-password"
        autoComplete="current-password"
        secret
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.currentTarget.value)}
      />
      <SignInField
        id="rp-account-new"
        label="Nowe hasło"
        hint="Co najmniej 10 znaków. Po zmianie inne urządzenia zostaną wylogowane."
        error={errors.newPassword}
        name="new-password"
        autoComplete="new-password"
        secret
        value={newPassword}
        onChange={(event) => setNewPassword(event.currentTarget.value)}
      />
      {failure && (
        <p className={form.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? 'Zapisywanie…' : 'Zmień hasło'}
      </Button>
    </form>
  );
}

function MySessions() {
  const styles = useStyles();
  const { session } = useApp();
  const call = useSignedInCall();
  const toast = useToast();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    call((api, token) => api.mySessions(token)).then(setSessions, (error: unknown) => setFailure(failureMessage(error)));
  }, [call]);

  useEffect(load, [load]);

  async function end(entry: SessionInfo) {
    try {
      await call((api, token) => api.endSession(token, entry.id));
      if (entry.current) {
        session.signOut();
        toast.add({ title: 'Wylogowano' });
        return;
      }
      toast.add({ title: 'Sesja zakończona', tone: 'success' });
      load();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  if (failure) {
    return <LoadFailure message={failure} onRetry={load} />;
  }
  if (!sessions) return <p role="status">Wczytywanie sesji…</p>;
  return (
    <ul className={styles.sessions}>
      {sessions.map((entry) => (
        <li key={entry.id}>
          <span>
            {entry.current ? <strong>To urządzenie</strong> : 'Inne urządzenie'}
            <br />
            <span className={styles.muted}>
              Zalogowano {formatInstant(entry.createdAt)}, wygasa {formatInstant(entry.expiresAt)}
            </span>
          </span>
          <Button variant="secondary" onClick={() => void end(entry)}>
            {entry.current ? 'Wyloguj to urządzenie' : 'Zakończ sesję'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
