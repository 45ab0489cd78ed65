import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../domain/raid-api-error';
import { Button, createStyles, useToast } from '../../ui';
import { useSignInStyles } from '../sign-in/SignInField';
import { useSignedInCall } from './use-signed-in-call';
import { LoadFailure } from '../../ui/LoadFailure';
import { useBusyAction } from '../../ui/use-busy-action';

const useStyles = createStyles(({ css }) => ({
  box: css`
    display: grid;
    gap: 12px;
    max-width: 640px;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  `,
  subscribe: css`
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 16px;
    border-radius: var(--rp-radius);
    background: var(--rp-primary);
    color: var(--rp-on-primary);
    font-weight: 700;
    text-decoration: none;
  `,
  steps: css`
    margin: 0;
    padding-left: 1.4em;
    display: grid;
    gap: 4px;
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

/** `https://…` as `webcal://…`: phones open their calendar's subscribe dialog for that scheme. */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** "Subskrybuj w kalendarzu": the raider's secret feed URL, a copy button, the steps, and a new URL on demand. */
export default function CalendarSubscription() {
  const styles = useStyles();
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [feed, setFeed] = useState<{ url: string } | null | undefined>(undefined);
  // A failed load and a failed change alike show the load failure with its retry.
  const { busy, failure, setFailure, run } = useBusyAction();

  const load = useCallback(() => {
    setFailure(null);
    call((api, token) => api.myCalendarFeed(token)).then(setFeed, (error: unknown) => setFailure(failureMessage(error)));
  }, [call, setFailure]);
  useEffect(load, [load]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.add({ title: 'Skopiowano adres kalendarza', tone: 'success' });
    } catch {
      // No clipboard (permissions, an old browser): select the text so the raider copies it themselves.
      input.current?.select();
      toast.add({ title: 'Nie udało się skopiować', description: 'Adres jest zaznaczony: skopiuj go skrótem Ctrl+C.', tone: 'error' });
    }
  }

  const regenerate = () =>
    run(async () => {
      setFeed(await call((api, token) => api.regenerateCalendarFeed(token)));
      toast.add({ title: 'Nowy adres kalendarza', description: 'Stary adres przestał działać.', tone: 'success' });
    });

  if (failure) {
    return <LoadFailure message={failure} onRetry={load} />;
  }
  if (feed === undefined) return <p role="status">Wczytywanie adresu kalendarza…</p>;
  if (feed === null) {
    return (
      <p className={styles.muted}>
        Subskrypcja kalendarza działa, gdy panel korzysta z serwera gildii. W wersji demonstracyjnej odpowiedzi są tylko na tym urządzeniu.
      </p>
    );
  }
  return (
    <div className={styles.box}>
      <p>
        Twój prywatny kalendarz rajdów: każda zmiana godziny, odwołany rajd i Twoje miejsce w składzie pojawią się w kalendarzu telefonu
        same (kalendarz sprawdza zmiany mniej więcej co godzinę). Nie udostępniaj tego adresu innym.
      </p>
      <div className={form.field}>
        <label htmlFor="rp-calendar-url">Adres kalendarza</label>
        <input id="rp-calendar-url" ref={input} type="text" readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className={styles.actions}>
        <a className={styles.subscribe} href={webcalOf(feed.url)}>
          Subskrybuj w kalendarzu
        </a>
        <Button variant="secondary" onClick={() => void copy(feed.url)}>
          Kopiuj adres
        </Button>
      </div>
      <h3>Kalendarz Google</h3>
      <ol className={styles.steps}>
        <li>Skopiuj adres przyciskiem „Kopiuj adres”.</li>
        <li>Otwórz Kalendarz Google w przeglądarce na komputerze.</li>
        <li>Po lewej przy „Inne kalendarze” wybierz „+”, potem „Z adresu URL”.</li>
        <li>Wklej adres i wybierz „Dodaj kalendarz”. Google odświeża subskrypcje co kilka godzin.</li>
      </ol>
      <h3>iPhone i iPad (iOS)</h3>
      <ol className={styles.steps}>
        <li>Na telefonie dotknij „Subskrybuj w kalendarzu” i potwierdź „Subskrybuj”.</li>
        <li>Albo: Ustawienia → Kalendarz → Konta → Dodaj konto → Inne → „Dodaj subskrybowany kalendarz”, wklej adres i wybierz „Dalej”.</li>
      </ol>
      <p className={styles.muted}>Adres wyciekł albo nie chcesz już subskrypcji? Zmień go: stary przestanie działać od razu.</p>
      <div>
        <Button variant="secondary" onClick={() => void regenerate()} aria-disabled={busy || undefined}>
          {busy ? 'Zmienianie…' : 'Zmień adres kalendarza'}
        </Button>
      </div>
    </div>
  );
}
