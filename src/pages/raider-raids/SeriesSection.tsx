import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useApp } from '../../instance/app-context';
import type { SeriesView } from '../../domain/schedule/guild-schedule';
import { isRaidApiError, raidApiMessages } from '../../domain/raid-api-error';
import { Button, useToast } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useNightStyles } from './night-styles';
import { RaidFieldsForm, weekdayNames } from './RaidFieldsForm';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
// The API's summary plus each field's own reason ("Popraw zaznaczone pola." alone says nothing here).
const failureText = (error: unknown) =>
  isRaidApiError(error) ? [error.message, ...Object.values(error.fieldErrors)].join(' ') : raidApiMessages.unavailable;

/**
 * The guild's weekly series: "Nowa seria" adds one, "Edytuj" changes a series from its next night on,
 * "Zakończ serię" sets the date of its last night (`endsOn`).
 */
export function SeriesSection({ onChanged }: { onChanged: () => void }) {
  const styles = useNightStyles();
  const { raidApi } = useApp();
  const call = useSignedInCall();
  const toast = useToast();
  const [series, setSeries] = useState<SeriesView[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const saved = (updated: SeriesView) => {
    setSeries((current) => current?.map((entry) => (entry.id === updated.id ? updated : entry)) ?? current);
    onChanged();
  };

  const load = useCallback(() => {
    setFailure(null);
    raidApi()
      .then((api) => api.listSeries())
      .then(setSeries, (error: unknown) => setFailure(failureText(error)));
  }, [raidApi]);
  useEffect(load, [load]);

  return (
    <section className={styles.section} aria-labelledby="rp-raids-series">
      <h2 id="rp-raids-series">Serie cotygodniowe</h2>
      <p>Zmiana serii obowiązuje od najbliższego wieczoru, który się jeszcze nie zaczął; odpowiedzi rajdowców zostają.</p>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          Nowa seria
        </Button>
      </div>
      {adding && (
        <RaidFieldsForm
          kind="series"
          label="Nowa seria"
          submitLabel="Dodaj serię"
          busyLabel="Dodawanie…"
          onSubmit={async (fields) => {
            const created = await call((api, token) => api.createSeries(token, fields));
            setSeries((current) => [...(current ?? []), created]);
            toast.add({
              title: 'Dodano serię',
              description: `${created.title}, ${weekdayNames[created.weekday]} ${created.start}`,
              tone: 'success',
            });
            onChanged();
          }}
          onDone={() => setAdding(false)}
        />
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {!series && !failure && <p role="status">Wczytywanie serii…</p>}
      {series && (
        <ul className={styles.list}>
          {series.map((item) => (
            <SeriesRow key={item.id} series={item} onSaved={saved} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SeriesRow({ series, onSaved }: { series: SeriesView; onSaved: (updated: SeriesView) => void }) {
  const styles = useNightStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [endsOn, setEndsOn] = useState(series.endsOn ?? '');
  const { busy, failure, run } = useBusyAction({ describe: failureText });
  const fieldId = `rp-series-${series.id}-ends`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = (event.currentTarget.elements.namedItem('endsOn') as HTMLInputElement | null)?.value ?? '';
    void run(async () => {
      onSaved(await call((api, token) => api.updateSeries(token, series.id, { endsOn: value })));
      setOpen(false);
    });
  }

  return (
    <li className={styles.night}>
      <div>
        <h3 className={styles.title}>{series.title}</h3>
        <p className={styles.meta}>
          {weekdayNames[series.weekday]}, {series.start}
          {series.endsOn ? ` – ostatni wieczór ${series.endsOn}` : ''}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          Edytuj
        </Button>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Zakończ serię
        </Button>
      </div>
      {editing && (
        <RaidFieldsForm
          kind="series"
          label={`Zmiana serii: ${series.title}`}
          initial={series}
          submitLabel="Zapisz zmiany"
          busyLabel="Zapisywanie…"
          onSubmit={async (fields) => {
            const updated = await call((api, token) => api.updateSeries(token, series.id, fields));
            onSaved(updated);
            toast.add({ title: 'Zmieniono serię', description: `${updated.title}: od najbliższego wieczoru`, tone: 'success' });
          }}
          onDone={() => setEditing(false)}
        />
      )}
      {open && (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={`Koniec serii: ${series.title}`}>
          <label htmlFor={fieldId}>Data ostatniego wieczoru</label>
          <input
            id={fieldId}
            name="endsOn"
            type="date"
            value={endsOn}
            aria-describedby={failure ? `${fieldId}-error` : undefined}
            onChange={(event) => setEndsOn(event.currentTarget.value)}
          />
          <SubmitButton busy={busy}>Zapisz koniec serii</SubmitButton>
        </form>
      )}
      {failure && (
        <p id={`${fieldId}-error`} role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </li>
  );
}
