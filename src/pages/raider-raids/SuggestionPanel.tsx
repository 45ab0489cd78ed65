import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { peopleCount } from '../../domain/counted-phrases';
import type { RosterSuggestion } from '../../domain/raids/roster-suggestion';
import type { RaidRoster } from '../../domain/raids/signup-types';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { Button, createStyles, useToast } from '../../ui';
import { useBusyAction } from '../../ui/use-busy-action';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useNightStyles } from './night-styles';

const useStyles = createStyles(({ css }) => ({
  panel: css`
    display: grid;
    gap: 8px;
    min-width: 0;
  `,
  /* The heading, who plays and who sits, and the two answers on one line of a wide screen. */
  summary: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    h4,
    p {
      margin: 0;
    }
    h4 {
      font-size: 16px;
    }
    > :last-child {
      margin-left: auto;
    }
  `,
  rule: css`
    overflow-wrap: anywhere;
    font-size: 14px;
    p {
      margin: 4px 0 0;
    }
  `,
}));

const people = peopleCount;

/** The rule's first sentence stands in its summary; the rest opens on demand. */
function splitRule(rule: string): [string, string] {
  const end = rule.indexOf('. ');
  return end < 0 ? [rule, ''] : [rule.slice(0, end + 1), rule.slice(end + 2)];
}

/**
 * The fair-bench suggestion in the officer's Skład: "Zaproponuj skład" asks for it; the panel says the
 * rule and how many would play and sit, and each raider's row marks their place with the reasons behind
 * it (`children` gets the suggestion and the button to place in the rows' toolbar). "Zastosuj" (after a
 * confirmation) records it as the leader's decisions. Focus goes to the suggestion's heading when it
 * opens and to the confirmation when asked.
 */
export function SuggestionPanel({
  raid,
  onApplied,
  children,
}: {
  raid: RaidInstance;
  onApplied: (roster: RaidRoster) => void;
  children: (suggestion: RosterSuggestion | null, proposeButton: ReactNode) => ReactNode;
}) {
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
  const [confirming, setConfirming] = useState(false);
  const { busy, failure, run } = useBusyAction();

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

  const propose = () =>
    run(async () => {
      setConfirming(false);
      setSuggestion(await call((api, token) => api.rosterSuggestion(token, raid.id)));
    });

  const apply = (shown: RosterSuggestion) =>
    run(async () => {
      const answer = await call((api, token) => api.applyRosterSuggestion(token, raid.id)).catch((error: unknown) => {
        // The confirmation closes either way; after a failure the focus goes back to Zastosuj.
        focusNext.current = 'apply';
        setConfirming(false);
        throw error;
      });
      const inRoster = shown.places.filter((place) => place.place === 'roster').length;
      focusNext.current = 'propose';
      setSuggestion(null);
      setConfirming(false);
      onApplied(answer.roster);
      toast.add({
        title: 'Zastosowano propozycję składu',
        description: `W składzie: ${people(inRoster)}, na ławce: ${people(shown.places.length - inRoster)}.`,
        tone: 'success',
      });
    });

  const inRoster = suggestion?.places.filter((place) => place.place === 'roster').length ?? 0;
  const onBench = (suggestion?.places.length ?? 0) - inRoster;
  const [ruleStart, ruleRest] = splitRule(suggestion?.rule ?? '');
  const proposeControl = (
    <Button ref={proposeButton} variant="secondary" onClick={() => void propose()} aria-disabled={busy || undefined}>
      {busy && !suggestion ? 'Układanie propozycji…' : suggestion ? 'Zaproponuj skład ponownie' : 'Zaproponuj skład'}
    </Button>
  );
  return (
    <div className={styles.panel}>
      {suggestion && (
        <section aria-labelledby={headingId} className={styles.panel}>
          <div className={styles.summary}>
            <h4 id={headingId} ref={heading} tabIndex={-1}>
              Propozycja składu
            </h4>
            <p>
              W składzie: {people(inRoster)}, na ławce: {people(onBench)}
            </p>
            {!confirming && (
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
          </div>
          {ruleRest ? (
            <details className={styles.rule}>
              <summary>
                <strong>Zasada:</strong> {ruleStart}
              </summary>
              <p>{ruleRest}</p>
            </details>
          ) : (
            <p className={styles.rule}>
              <strong>Zasada:</strong> {ruleStart}
            </p>
          )}
          {confirming && (
            <div role="alert" className={night.warning}>
              <p>
                Zastosować propozycję? Zapisze ona decyzje lidera: {people(inRoster)} z potwierdzonym miejscem, {people(onBench)} na ławce.
                Wcześniejsze decyzje tych osób zostaną zastąpione.
              </p>
              <div className={night.actions}>
                <Button ref={confirmButton} onClick={() => void apply(suggestion)} aria-disabled={busy || undefined}>
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
          )}
        </section>
      )}
      {children(suggestion, proposeControl)}
      {failure && (
        <p className={night.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
