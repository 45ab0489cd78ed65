import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useApp } from '../../instance/app-context';
import type { SeriesView } from '../../data/schedule/guild-schedule';
import { isRaidApiError, raidApiMessages } from '../../data/raids/raid-api-error';
import { Button } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useNightStyles } from './night-styles';

const weekdays = ['', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'];
// The API's summary plus each field's own reason ("Popraw zaznaczone pola." alone says nothing here).
const failureText = (error: unknown) =>
  isRaidApiError(error) ? [error.message, ...Object.values(error.fieldErrors)].join(' ') : raidApiMessages.unavailable;

/** The guild's weekly series; "Zakończ serię" sets the date of a series' last night (`endsOn`). */
export function SeriesSection({ onChanged }: { onChanged: () => void }) {
  const styles = useNightStyles();
  const { raidApi } = useApp();
  const [series, setSeries] = useState<SeriesView[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {!series && !failure && <p role="status">Wczytywanie serii…</p>}
      {series && (
        <ul className={styles.list}>
          {series.map((item) => (
            <SeriesRow
              key={item.id}
              series={item}
              onEnded={(updated) => {
                setSeries((current) => current?.map((entry) => (entry.id === updated.id ? updated : entry)) ?? current);
                onChanged();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SeriesRow({ series, onEnded }: { series: SeriesView; onEnded: (updated: SeriesView) => void }) {
  const styles = useNightStyles();
  const call = useSignedInCall();
  const [open, setOpen] = useState(false);
  const [endsOn, setEndsOn] = useState(series.endsOn ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = `rp-series-${series.id}-ends`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = (event.currentTarget.elements.namedItem('endsOn') as HTMLInputElement | null)?.value ?? '';
    setBusy(true);
    setFailure(null);
    try {
      onEnded(await call((api, token) => api.updateSeries(token, series.id, { endsOn: value })));
      setOpen(false);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.night}>
      <div>
        <h3 className={styles.title}>{series.title}</h3>
        <p className={styles.meta}>
          {weekdays[series.weekday]}, {series.start}
          {series.endsOn ? ` – ostatni wieczór ${series.endsOn}` : ''}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Zakończ serię
        </Button>
      </div>
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
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? 'Zapisywanie…' : 'Zapisz koniec serii'}
          </Button>
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
