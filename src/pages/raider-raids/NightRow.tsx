import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { RaidRoster } from '../../domain/raids/signup-types';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { Button } from '../../ui';
import { formFailureOf } from './form-failure';
import { useNightStyles } from './night-styles';
import { RosterCounts } from './RosterCounts';
import { SubmitButton } from '../../ui/SubmitButton';
import { useFocusOnOpen } from '../../ui/use-focus-on-open';
import { lazyPart } from '../../ui/lazy-part';
import { useBusyAction } from '../../ui/use-busy-action';

// The roster tools (decisions and the fair-bench suggestion) load when Skład opens: the page's file stays small (`npm run size`).
const rosterPart = lazyPart('roster tools', () => import('./RosterDecisions'), {
  fallback: () => <p role="status">Wczytywanie składu…</p>,
});

type Mode = 'idle' | 'cancel' | 'move' | 'roster';

interface NightRowProps {
  raid: RaidInstance;
  timeZone: string;
  /** Sends one change of the night; rejects with the API's error (the form keeps what was typed). */
  onChange: (patch: Record<string, string>) => Promise<void>;
  /** The night's roster, when loaded: its fill is shown on the row. */
  roster?: RaidRoster | null;
  /** Members who have not answered the night, by nickname, when known. */
  missing?: readonly string[] | null;
  /** The roster tools saved decisions: the row's fill follows. */
  onRosterSaved?: (roster: RaidRoster) => void;
}

function localStart(raid: RaidInstance, timeZone: string): string {
  return new Intl.DateTimeFormat('pl-PL', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(raid.startUtc),
  );
}

/**
 * One coming night with its officer actions: cancel (reason required), restore, move (date and time),
 * and the roster decisions.
 */
export function NightRow({ raid, timeZone, onChange, roster, missing, onRosterSaved }: NightRowProps) {
  const styles = useNightStyles();
  const [mode, setMode] = useState<Mode>('idle');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(raid.localDate);
  const [start, setStart] = useState(() => localStart(raid, timeZone));
  // Nothing typed is dropped on a failure: the form stays open with its values and the error next to it.
  const { busy, failure, setFailure, run } = useBusyAction({ describe: formFailureOf });
  const firstField = useRef<HTMLInputElement>(null);
  // After a change the button or form that had the focus is gone (Odwołaj becomes Przywróć, a form closes):
  // the focus goes to the row's button for what was done, never to the page's start, 40 Tabs away.
  const statusButton = useRef<HTMLButtonElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState<{ on: 'status' | 'move' } | null>(null);
  useLayoutEffect(() => {
    (refocus?.on === 'move' ? moveButton : statusButton).current?.focus();
  }, [refocus]);
  // An opened form takes the focus: the keyboard user types at once, the form's first field is next.
  useFocusOnOpen(mode !== 'idle', () => firstField.current, mode);
  const cancelled = raid.status === 'cancelled';
  const idBase = `rp-night-${raid.id}`;
  // Each input of the row's forms: its id, the API's field name, and the row's error marking and describing it.
  const fieldInput = (idPart: string, name: string, value: string, setValue: (value: string) => void) => ({
    id: `${idBase}-${idPart}`,
    name,
    value,
    'aria-invalid': failure?.fields[name] ? true : undefined,
    'aria-describedby': failure ? `${idBase}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
  });
  const when = new Intl.DateTimeFormat('pl-PL', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(raid.startUtc),
  );

  const send = (patch: Record<string, string>, focusAfter: 'status' | 'move' = 'status') =>
    run(async () => {
      await onChange(patch);
      setMode('idle');
      setReason('');
      setRefocus({ on: focusAfter });
    });

  // Values are read from the form itself: a submit right after typing must not see a render-old state.
  const field = (event: FormEvent<HTMLFormElement>, name: string) =>
    (event.currentTarget.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

  function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = field(event, 'cancelReason');
    if (!reason.trim()) {
      setFailure({ message: 'Wpisz powód odwołania.', fields: { cancelReason: 'Powód jest wymagany.' } });
      return;
    }
    void send({ status: 'cancelled', cancelReason: reason.trim() });
  }

  function submitMove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send({ date: field(event, 'date'), start: field(event, 'start') }, 'move');
  }

  function open(next: Mode) {
    setFailure(null);
    setMode(next);
  }

  return (
    <li className={styles.night} aria-labelledby={`${idBase}-title`}>
      <div className={styles.heading}>
        <h3 id={`${idBase}-title`} className={styles.title}>
          {cancelled ? <s>{raid.title}</s> : raid.title}
        </h3>
        <p>
          {cancelled ? (
            <s>
              {when}, {localStart(raid, timeZone)}
            </s>
          ) : (
            <>
              {when}, {localStart(raid, timeZone)}
            </>
          )}{' '}
          – <strong>{cancelled ? 'Odwołany' : 'Zaplanowany'}</strong>
          {cancelled && raid.cancelReason ? `: ${raid.cancelReason}` : ''}
        </p>
      </div>
      <div className={styles.actions}>
        {cancelled ? (
          <Button
            ref={statusButton}
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => void send({ status: 'scheduled' })}
          >
            Przywróć
          </Button>
        ) : (
          <Button
            ref={statusButton}
            variant="secondary"
            aria-expanded={mode === 'cancel'}
            onClick={() => open(mode === 'cancel' ? 'idle' : 'cancel')}
          >
            Odwołaj
          </Button>
        )}
        <Button
          ref={moveButton}
          variant="secondary"
          aria-expanded={mode === 'move'}
          onClick={() => open(mode === 'move' ? 'idle' : 'move')}
        >
          Przenieś
        </Button>
        {!cancelled && (
          <Button variant="secondary" aria-expanded={mode === 'roster'} onClick={() => open(mode === 'roster' ? 'idle' : 'roster')}>
            Skład
          </Button>
        )}
      </div>
      {!cancelled && (roster || missing) && (
        <div className={styles.fill}>
          {/* The open Skład shows the fill itself, freshest after each decision: said once. */}
          {roster && mode !== 'roster' && <RosterCounts roster={roster} />}
          {missing &&
            (missing.length === 0 ? (
              <p className={styles.meta}>Wszystkie osoby z gildii odpowiedziały.</p>
            ) : (
              <details>
                <summary>Bez odpowiedzi: {missing.length}</summary>
                <p>{missing.join(', ')}</p>
              </details>
            ))}
        </div>
      )}
      {mode === 'roster' && !cancelled && <rosterPart.Component raid={raid} onSaved={onRosterSaved} />}
      {mode === 'cancel' && !cancelled && (
        <form className={styles.form} onSubmit={submitCancel} noValidate aria-label={`Odwołanie: ${raid.title}, ${when}`}>
          <label htmlFor={`${idBase}-reason`}>Powód odwołania (wymagany)</label>
          <input ref={firstField} {...fieldInput('reason', 'cancelReason', reason, setReason)} maxLength={120} required />
          <SubmitButton busy={busy} busyLabel="Odwoływanie…">
            Odwołaj rajd
          </SubmitButton>
        </form>
      )}
      {mode === 'move' && (
        <form className={styles.form} onSubmit={submitMove} noValidate aria-label={`Przeniesienie: ${raid.title}, ${when}`}>
          <label htmlFor={`${idBase}-date`}>Nowa data</label>
          <input ref={firstField} type="date" {...fieldInput('date', 'date', date, setDate)} />
          <label htmlFor={`${idBase}-start`}>Nowa godzina</label>
          <input type="time" {...fieldInput('start', 'start', start, setStart)} />
          <SubmitButton busy={busy} busyLabel="Przenoszenie…">
            Przenieś rajd
          </SubmitButton>
        </form>
      )}
      {busy && mode === 'idle' && <p role="status">Zapisywanie…</p>}
      {failure && (
        <div id={`${idBase}-error`} role="alert" className={styles.error}>
          <p>{failure.message}</p>
          {Object.values(failure.fields)
            .filter((text) => text !== failure.message)
            .map((text) => (
              <p key={text}>{text}</p>
            ))}
        </div>
      )}
    </li>
  );
}
