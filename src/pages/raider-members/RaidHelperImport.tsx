import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { failureMessage } from '../../domain/raid-api-error';
import type { RaidHelperProgress } from '../../domain/raid-helper/raid-helper-import-input';
import { Progress } from '../../ui';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { FormFailure } from '../sign-in/FormFailure';
import { SignInField, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { useSignedInCall } from '../raider-account/use-signed-in-call';

type Field = 'serverId' | 'apiKey' | 'from' | 'to';

const fieldText: Record<Field, FieldText> = {
  serverId: {
    id: 'rp-raid-helper-server',
    label: 'Identyfikator serwera Discord',
    hint: 'Discord: prawy klik na ikonę serwera → Kopiuj ID serwera (w ustawieniach: Zaawansowane → Tryb dewelopera).',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  apiKey: {
    id: 'rp-raid-helper-key',
    label: 'Klucz API Raid-Helpera',
    hint: 'Wpisz /apikey na serwerze Discord gildii (może to zrobić administrator serwera): Raid-Helper odpisze kluczem. Serwer gildii używa go tylko do tego importu i go nie zapisuje.',
    autoComplete: 'off',
    secret: true,
    revealLabel: 'Pokaż klucz',
  },
  from: {
    id: 'rp-raid-helper-from',
    label: 'Od dnia (nieobowiązkowe)',
    hint: 'Pierwszy wieczór do wczytania. Puste: od początku.',
    type: 'date',
  },
  to: { id: 'rp-raid-helper-to', label: 'Do dnia (nieobowiązkowe)', hint: 'Ostatni wieczór do wczytania. Puste: wszystko.', type: 'date' },
};

const running = (progress: RaidHelperProgress | null) => progress?.state === 'fetching' || progress?.state === 'writing';
/** How often the panel asks how far an import got. */
const pollMs = 500;

/** Where an import stands, in words, and its bar's value (`null`: not known yet). */
function progressText(progress: RaidHelperProgress): { text: string; value: number | null; max: number } {
  switch (progress.state) {
    case 'fetching':
      return {
        text: `Czytanie wydarzeń z Raid-Helpera: strona ${progress.pagesRead} z ${progress.pages || '?'}…`,
        value: progress.pages ? progress.pagesRead : null,
        max: progress.pages || 1,
      };
    case 'writing':
      return {
        text: `Zapisywanie wydarzeń: ${progress.eventsWritten} z ${progress.events}…`,
        value: progress.eventsWritten,
        max: Math.max(1, progress.events),
      };
    case 'done':
      return {
        text: `Gotowe: wydarzenia ${progress.events}, nowe rajdy ${progress.raidsCreated}, odpowiedzi ${progress.answers}, nowe konta ${progress.accountsCreated}.`,
        value: 1,
        max: 1,
      };
    default:
      return { text: '', value: null, max: 1 };
  }
}

/**
 * "Historia z Raid-Helpera": the Discord server's id and its API key start the server's import; the
 * part then asks every half second how far it got, until it ends. Nothing is written until every page
 * was read, so a refused key or a busy Raid-Helper leaves the guild as it was.
 */
export function RaidHelperImport({
  onDone,
}: {
  /** Once an import ended with new members and answers: the page shows them. */
  onDone: () => void;
}) {
  const form = useSignInStyles();
  const call = useSignedInCall();
  const fields = useFieldValues<Field>({ serverId: '', apiKey: '', from: '', to: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [progress, setProgress] = useState<RaidHelperProgress | null>(null);
  // Besides the start's own failure: an import that failed on the server, or a progress poll that did.
  const { busy, failure, setFailure, run } = useBusyAction({ onFieldErrors: setErrors });

  const show = useCallback(
    (next: RaidHelperProgress) => {
      setProgress(next);
      if (next.state !== 'failed' || !next.error) return;
      if (next.error.fields && Object.keys(next.error.fields).length > 0) setErrors(next.error.fields);
      setFailure(next.error.message);
    },
    [setFailure],
  );

  // An import started earlier (another tab, before a reload) is shown as it goes on.
  useEffect(() => {
    call((api, token) => api.raidHelperImportProgress(token)).then(show, () => {});
  }, [call, show]);

  useEffect(() => {
    if (!running(progress)) return;
    const timer = setInterval(() => {
      call((api, token) => api.raidHelperImportProgress(token)).then(show, (error: unknown) => setFailure(failureMessage(error)));
    }, pollMs);
    return () => clearInterval(timer);
  }, [progress, call, show, setFailure]);

  const done = progress?.state === 'done';
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || running(progress)) return;
    setErrors({});
    const { serverId, apiKey, from, to } = fields.values;
    void run(async () =>
      show(
        await call((api, token) =>
          api.startRaidHelperImport(token, { serverId, apiKey, ...(from ? { from } : {}), ...(to ? { to } : {}) }),
        ),
      ),
    );
  }

  const shown = progress && progress.state !== 'idle' && progress.state !== 'failed' ? progressText(progress) : null;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-raid-helper">
      <h3 id="rp-raid-helper">Historia z Raid-Helpera</h3>
      <p className={form.hint}>
        Wczytuje wydarzenia z Raid-Helpera jako rajdy, a zapisy jako odpowiedzi (nieobecność, „może”, spóźnienie, ławka). Członkowie są
        rozpoznawani po koncie Discord; kto nie ma konta, dostaje konto bez hasła połączone z Discordem. Ponowny import niczego nie dubluje.
      </p>
      {(Object.keys(fieldText) as Field[]).map((name) => (
        <SignInField key={name} {...fieldText[name]} error={errors[name]} {...fields.bind(name)} />
      ))}
      <div aria-live="polite">
        {shown && (
          <>
            <Progress value={shown.value} max={shown.max} label="Postęp importu z Raid-Helpera" />
            <p role="status">{shown.text}</p>
          </>
        )}
      </div>
      <FormFailure message={failure} />
      <SubmitButton busy={busy || running(progress)} busyLabel="Import trwa…">
        Wczytaj historię
      </SubmitButton>
    </form>
  );
}
