import { useRef, type FormEvent } from 'react';
import type { RaidApi } from '../../data/raids/raid-api';
import { validateAbsenceInput, type Absence, type AbsenceField } from '../../domain/raids/absence-input';
import { failureMessage } from '../../domain/raid-api-error';
import { createStyles, useToast } from '../../ui';
import { SignInField, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { FormFailure } from '../sign-in/FormFailure';
import { useCheckedSubmit } from '../sign-in/use-checked-submit';
import { SubmitButton } from '../../ui/SubmitButton';
import { ActionButton } from '../../ui/ActionButton';
import { useSignedInCall } from './use-signed-in-call';
import { useSignedInLoad } from './use-signed-in-load';
import { focusSectionHeading } from './focus-section-heading';
import { LoadFailure } from '../../ui/LoadFailure';
import { boxedRowListCss } from '../../ui/panel-css';

const useStyles = createStyles(({ css }) => ({
  list: css`
    ${boxedRowListCss}
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shownDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
const shownRange = (absence: Absence) =>
  absence.from === absence.to ? shownDate(absence.from) : `${shownDate(absence.from)} – ${shownDate(absence.to)}`;

const readAbsences = (api: RaidApi, token: string) => api.myAbsences(token);

const fieldText: Record<AbsenceField, FieldText> = {
  from: { id: 'rp-absence-from', label: 'Od', hint: 'Pierwszy dzień nieobecności.', type: 'date' },
  to: { id: 'rp-absence-to', label: 'Do', hint: 'Ostatni dzień (włącznie). Puste: jeden dzień.', type: 'date' },
  note: {
    id: 'rp-absence-note',
    label: 'Notatka (opcjonalnie)',
    hint: 'Widzą ją oficerowie przy składzie, np. „Urlop w górach”.',
    maxLength: 200,
  },
};

/** "Urlop": the raider enters an absence, sees the coming ones and ends one early. */
export default function AbsenceSection() {
  const styles = useStyles();
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const { loaded: absences, failure, setFailure, load } = useSignedInLoad(readAbsences);
  const fields = useFieldValues<AbsenceField>({ from: '', to: '', note: '' });
  const { errors, failure: saveFailure, busy, submit } = useCheckedSubmit<AbsenceField>();
  const list = useRef<HTMLUListElement>(null);

  function add(event: FormEvent) {
    event.preventDefault();
    const { from, to, note } = fields.values;
    void submit(
      () => validateAbsenceInput({ from, to: to || from, note }),
      async (input) => {
        await call((api, token) => api.addAbsence(token, input));
        // Kept until saved: a failed request loses nothing the raider typed.
        fields.reset();
        toast.add({ title: 'Nieobecność zapisana', description: 'Rajdy w tym czasie liczą się jako „Nie będę”.', tone: 'success' });
        load();
      },
    );
  }

  async function end(absence: Absence) {
    try {
      await call((api, token) => api.endAbsence(token, absence.id));
      toast.add({ title: 'Nieobecność zakończona', tone: 'success' });
      focusSectionHeading(list.current);
      await load();
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
        <ul className={styles.list} aria-label="Zaplanowane nieobecności" ref={list}>
          {absences.map((absence) => (
            <li key={absence.id}>
              <span>
                <strong>{shownRange(absence)}</strong>
                {absence.note && <span className={styles.muted}> · {absence.note}</span>}
              </span>
              <ActionButton busyLabel="Kończenie…" action={() => end(absence)} aria-label={`Zakończ nieobecność: ${shownRange(absence)}`}>
                Zakończ
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      <form className={form.form} onSubmit={add} noValidate aria-labelledby="rp-absence-form">
        <h3 id="rp-absence-form">Dodaj nieobecność</h3>
        <SignInField {...fieldText.from} error={errors.from} {...fields.bind('from')} />
        <SignInField {...fieldText.to} error={errors.to} min={fields.values.from || undefined} {...fields.bind('to')} />
        <SignInField {...fieldText.note} error={errors.note} {...fields.bind('note')} />
        <FormFailure message={saveFailure} />
        <SubmitButton busy={busy}>Dodaj nieobecność</SubmitButton>
      </form>
    </>
  );
}
