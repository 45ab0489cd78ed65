import { useEffect, useId, useRef, useState } from 'react';
import { peopleCount } from '../../domain/counted-phrases';
import { failureMessage } from '../../domain/raid-api-error';
import type { RosterSuggestion, SuggestionPlace } from '../../domain/raids/roster-suggestion';
import { roleLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster } from '../../domain/raids/signup-types';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { Button, createStyles, useToast } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useNightStyles } from './night-styles';

const useStyles = createStyles(({ css }) => ({
  panel: css`
    display: grid;
    gap: 8px;
    min-width: 0;
    h4,
    h5,
    p {
      margin: 0;
    }
    h4 {
      font-size: 17px;
    }
    h5 {
      font-size: 16px;
    }
  `,
  places: css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
    > li {
      padding-top: 4px;
      border-top: 1px solid var(--rp-border);
      overflow-wrap: anywhere;
    }
  `,
  reasons: css`
    margin: 4px 0 4px;
    padding-left: 20px;
    color: var(--rp-muted);
  `,
  /* Who plays and who sits side by side on a wide screen. */
  sides: css`
    display: grid;
    gap: 8px 24px;
    @container (min-width: 900px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  rule: css`
    overflow-wrap: anywhere;
  `,
}));

const people = peopleCount;

/** One side of the suggestion (roster or bench), each raider with their role and reasons. */
function PlaceList({ title, places }: { title: string; places: SuggestionPlace[] }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h5 id={id}>
        {title}: {people(places.length)}
      </h5>
      {places.length === 0 ? (
        <p>Nikt.</p>
      ) : (
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={place.nickname}>
              {/* One line per raider; the reasons open on demand, so a night's suggestion fits the leader's screen. */}
              <details>
                <summary>
                  <strong>{place.nickname}</strong> – {roleLabels[place.role]}
                </summary>
                <ul className={styles.reasons} aria-label={`Powody: ${place.nickname}`}>
                  {place.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The fair-bench suggestion in the officer's Skład: "Zaproponuj skład" shows the rule, who would play and
 * who would sit with each raider's reasons; "Zastosuj" (after a confirmation) records it as the leader's
 * decisions. Focus goes to the suggestion's heading when it opens and to the confirmation when asked.
 */
export function SuggestionPanel({ raid, onApplied }: { raid: RaidInstance; onApplied: (roster: RaidRoster) => void }) {
  const styles = useStyles();
  const night = useNightStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const applyButton = useRef<HTMLButtonElement>(null);
  const proposeButton = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next render, when the control that had it is gone.
  const focusNext = useRef<'apply' | 'propose' | null>(null);
  const [suggestion, setSuggestion] = useState<RosterSuggestion | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (suggestion) heading.current?.focus();
  }, [suggestion]);
  useEffect(() => {
    const next = focusNext.current === 'apply' ? applyButton.current : focusNext.current === 'propose' ? proposeButton.current : null;
    if (!next) return;
    focusNext.current = null;
    next.focus();
  });
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function propose() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setConfirming(false);
    try {
      setSuggestion(await call((api, token) => api.rosterSuggestion(token, raid.id)));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (busy || !suggestion) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call((api, token) => api.applyRosterSuggestion(token, raid.id));
      const inRoster = suggestion.places.filter((place) => place.place === 'roster').length;
      focusNext.current = 'propose';
      setSuggestion(null);
      setConfirming(false);
      onApplied(answer.roster);
      toast.add({
        title: 'Zastosowano propozycję składu',
        description: `W składzie: ${people(inRoster)}, na ławce: ${people(suggestion.places.length - inRoster)}.`,
        tone: 'success',
      });
    } catch (error) {
      focusNext.current = 'apply';
      setConfirming(false);
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const roster = suggestion?.places.filter((place) => place.place === 'roster') ?? [];
  const bench = suggestion?.places.filter((place) => place.place === 'bench') ?? [];
  return (
    <div className={styles.panel}>
      <div className={night.actions}>
        <Button ref={proposeButton} variant="secondary" onClick={() => void propose()} aria-disabled={busy || undefined}>
          {busy && !suggestion ? 'Układanie propozycji…' : suggestion ? 'Zaproponuj skład ponownie' : 'Zaproponuj skład'}
        </Button>
      </div>
      {suggestion && (
        <section aria-labelledby={headingId} className={styles.panel}>
          <h4 id={headingId} ref={heading} tabIndex={-1}>
            Propozycja składu
          </h4>
          <p className={styles.rule}>
            <strong>Zasada:</strong> {suggestion.rule}
          </p>
          <div className={styles.sides}>
            <PlaceList title="W składzie" places={roster} />
            <PlaceList title="Na ławce" places={bench} />
          </div>
          {confirming ? (
            <div role="alert" className={night.warning}>
              <p>
                Zastosować propozycję? Zapisze ona decyzje lidera: {people(roster.length)} z potwierdzonym miejscem, {people(bench.length)}{' '}
                na ławce. Wcześniejsze decyzje tych osób zostaną zastąpione.
              </p>
              <div className={night.actions}>
                <Button ref={confirmButton} onClick={() => void apply()} aria-disabled={busy || undefined}>
                  {busy ? 'Zapisywanie…' : 'Tak, zastosuj'}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    focusNext.current = 'apply';
                    setConfirming(false);
                  }}
                >
                  Wróć
                </Button>
              </div>
            </div>
          ) : (
            <div className={night.actions}>
              <Button ref={applyButton} onClick={() => setConfirming(true)} disabled={suggestion.places.length === 0}>
                Zastosuj
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  focusNext.current = 'propose';
                  setSuggestion(null);
                }}
              >
                Zamknij propozycję
              </Button>
            </div>
          )}
        </section>
      )}
      {failure && (
        <p className={night.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
