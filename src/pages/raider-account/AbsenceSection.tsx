import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { validateAbsenceInput, type Absence, type AbsenceField } from '../../domain/raids/absence-input';
import { failureMessage, isRaidApiError } from '../../domain/raid-api-error';
import type { FieldErrors } from '../../domain/raids/signup-validation';
import { Button, createStyles, useToast } from '../../ui';
import { SignInField, useSignInStyles } from '../sign-in/SignInField';
import { useSignedInCall } from './use-signed-in-call';
import { LoadFailure } from '../../ui/LoadFailure';

const useStyles = createStyles(({ css }) => ({
  list: css`
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

const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shownDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
const shownRange = (absence: Absence) =>
  absence.from === absence.to ? shownDate(absence.from) : `${shownDate(absence.from)} – ${shownDate(absence.to)}`;

/** "Urlop": the raider enters an absence, sees the coming ones and ends one early. */
export default function AbsenceSection() {
  const styles = useStyles();
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [absences, setAbsences] = useState<Absence[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors<AbsenceField>>({});
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setFailure(null);
    call((api, token) => api.myAbsences(token)).then(setAbsences, (error: unknown) => setFailure(failureMessage(error)));
  }, [call]);
  useEffect(load, [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validateAbsenceInput({ from, to: to || from, note });
    setSaveFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await call((api, token) => api.addAbsence(token, checked.value));
      // Kept until saved: a failed request loses nothing the raider typed.
      setFrom('');
      setTo('');
      setNote('');
      toast.add({ title: 'Nieobecność zapisana', description: 'Rajdy w tym czasie liczą się jako „Nie będę”.', tone: 'success' });
      load();
    } catch (error) {
      if (isRaidApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setSaveFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function end(absence: Absence) {
    try {
      await call((api, token) => api.endAbsence(token, absence.id));
      toast.add({ title: 'Nieobecność zakończona', tone: 'success' });
      load();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  return (
    <>
      <p className={styles.muted}>
        Każdy rajd w tym czasie liczy się jako „Nie będę” z Twoją notatką. Odpowiedź podana przy rajdzie zawsze wygrywa.
      </p>
      {failure ? (
        <LoadFailure message={failure} onRetry={load} />
      ) : !absences ? (
        <p role="status">Wczytywanie nieobecności…</p>
      ) : absences.length === 0 ? (
        <p className={styles.muted}>Brak zaplanowanych nieobecności.</p>
      ) : (
        <ul className={styles.list} aria-label="Zaplanowane nieobecności">
          {absences.map((absence) => (
            <li key={absence.id}>
              <span>
                <strong>{shownRange(absence)}</strong>
                {absence.note && <span className={styles.muted}> · {absence.note}</span>}
              </span>
              <Button variant="secondary" onClick={() => void end(absence)} aria-label={`Zakończ nieobecność: ${shownRange(absence)}`}>
                Zakończ
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-absence-form">
        <h3 id="rp-absence-form">Dodaj nieobecność</h3>
        <SignInField
          id="rp-absence-from"
          label="Od"
          hint="Pierwszy dzień nieobecności."
          type="date"
          error={errors.from}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <SignInField
          id="rp-absence-to"
          label="Do"
          hint="Ostatni dzień (włącznie). Puste: jeden dzień."
          type="date"
          error={errors.to}
          min={from || undefined}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <SignInField
          id="rp-absence-note"
          label="Notatka (opcjonalnie)"
          hint="Widzą ją oficerowie przy składzie, np. „Urlop w górach”."
          error={errors.note}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {saveFailure && (
          <p className={form.error} role="alert">
            {saveFailure}
          </p>
        )}
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Zapisywanie…' : 'Dodaj nieobecność'}
        </Button>
      </form>
    </>
  );
}
