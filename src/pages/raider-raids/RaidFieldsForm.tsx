import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { raidSizes } from '../../domain/guild-config-types';
import { raidDifficulties, scheduleLimits } from '../../domain/raids/schedule-terms';
import { formatSize } from '../../domain/schedule/format-raid';
import type { SeriesView } from '../../domain/schedule/guild-schedule';
import { Button } from '../../ui';
import { FieldError, describedBy } from '../raider-board/FieldError';
import { useFormStyles } from '../raider-board/form-styles';
import { formFailureOf } from './form-failure';
import { useNightStyles } from './night-styles';
import { SubmitButton } from '../../ui/SubmitButton';
import { useFocusOnOpen } from '../../ui/use-focus-on-open';
import { useBusyAction } from '../../ui/use-busy-action';

export const weekdayNames = ['', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'];

interface RaidFieldsFormProps {
  /** A weekly series (weekday) or a one-off raid (date). */
  kind: 'series' | 'one-off';
  /** The form's accessible name, e.g. "Nowa seria". */
  label: string;
  /** What the fields start with: an edited series' current fields. */
  initial?: Partial<SeriesView>;
  submitLabel: string;
  busyLabel: string;
  /** Sends the fields; rejects with the API's error, which the form shows without losing anything typed. */
  onSubmit: (fields: Record<string, string | number>) => Promise<void>;
  /** After a save: the parent closes the form. */
  onDone: () => void;
}

/**
 * The fields of a raid night, for a new weekly series, a series edit (from the next night on) or a
 * one-off raid: title, weekday or date, start, length, size, difficulty and a note. Role targets follow
 * the guild's for the size. The server's Polish messages show next to their fields.
 */
export function RaidFieldsForm({ kind, label, initial = {}, submitLabel, busyLabel, onSubmit, onDone }: RaidFieldsFormProps) {
  const styles = useNightStyles();
  const form = useFormStyles();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const { busy, failure, run } = useBusyAction({ describe: formFailureOf });
  // The form opened on request: the keyboard user types the title at once.
  useFocusOnOpen(true, () => first.current);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form: a submit right after typing must not see a render-old state.
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const fields: Record<string, string | number> = {
      title: text('title'),
      start: text('start'),
      durationMinutes: Number(text('durationMinutes')),
      size: Number(text('size')),
      difficulty: text('difficulty'),
    };
    if (kind === 'series') fields.weekday = Number(text('weekday'));
    else fields.date = text('date');
    if (text('note')) fields.note = text('note');
    void run(async () => {
      await onSubmit(fields);
      onDone();
    });
  }

  const field = (name: string, title: string, control: (props: Record<string, unknown>) => ReactNode) => {
    const error = failure?.fields[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className={form.field}>
        <label htmlFor={`${id}-${name}`}>{title}</label>
        {control({
          id: `${id}-${name}`,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(null, errorId, error),
        })}
        <FieldError id={errorId} message={error} />
      </div>
    );
  };

  return (
    <form className={styles.fields} onSubmit={submit} noValidate aria-label={label}>
      {field('title', 'Nazwa', (props) => (
        <input ref={first} {...props} defaultValue={initial.title ?? ''} maxLength={scheduleLimits.title} required />
      ))}
      {kind === 'series'
        ? field('weekday', 'Dzień tygodnia', (props) => (
            <select {...props} defaultValue={String(initial.weekday ?? 3)}>
              {weekdayNames.slice(1).map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          ))
        : field('date', 'Data', (props) => <input {...props} type="date" required />)}
      {field('start', 'Godzina startu (czas gildii)', (props) => (
        <input {...props} type="time" defaultValue={initial.start ?? '20:00'} required />
      ))}
      {field('durationMinutes', 'Długość w minutach', (props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={30}
          max={scheduleLimits.maxDurationMinutes}
          step={15}
          defaultValue={initial.durationMinutes ?? 180}
          required
        />
      ))}
      {field('size', 'Rozmiar', (props) => (
        <select {...props} defaultValue={String(initial.size ?? 25)}>
          {raidSizes.map((size) => (
            <option key={size} value={size}>
              {formatSize(size)}
            </option>
          ))}
        </select>
      ))}
      {field('difficulty', 'Poziom trudności', (props) => (
        <select {...props} defaultValue={initial.difficulty ?? 'heroiczny'}>
          {raidDifficulties.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficulty}
            </option>
          ))}
        </select>
      ))}
      {field('note', 'Notatka (opcjonalna)', (props) => (
        <input {...props} defaultValue={initial.note ?? ''} maxLength={scheduleLimits.note} />
      ))}
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          Anuluj
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      )}
    </form>
  );
}
