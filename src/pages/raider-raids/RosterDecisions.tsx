import { useEffect, useId, useState, type FormEvent } from 'react';
import { raidRoles, type RaidRole } from '../../domain/guild-config-types';
import { failureMessage } from '../../domain/raid-api-error';
import { roleLabels, rosterDecisionLabels as decisionLabels, statusLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster, ReserveEntry, RosterDecision, RosterEntry } from '../../domain/raids/signup-types';
import type { SuggestionPlace } from '../../domain/raids/roster-suggestion';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { Button, useToast } from '../../ui';
import { LoadFailure } from '../../ui/LoadFailure';
import { reserveReasonText } from '../raider-board/raid-state-text';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useNightStyles } from './night-styles';
import { RosterCounts } from './RosterCounts';
import { SubmitButton } from '../../ui/SubmitButton';
import { SuggestionPanel } from './SuggestionPanel';
import { LabelledOptions } from '../../ui/LabelledOptions';
import { useBusyAction } from '../../ui/use-busy-action';

type Decision = RosterDecision['decision'];
type Change = { nickname: string; decision: Decision; role: RaidRole };

type ComingEntry = RosterEntry & Partial<Pick<ReserveEntry, 'position' | 'reason'>>;

/** Where the raider is now, in words: the leader's decision or what the automatic rule gave them, and why they wait. */
function placeText(entry: ComingEntry): string {
  if (entry.decision === 'confirmed' && entry.position === undefined) return `w składzie – decyzja lidera, ${roleLabels[entry.role]}`;
  if (entry.decision === 'bench') return `na ławce – miejsce ${entry.position ?? '?'} w rezerwie`;
  if (entry.position === undefined) return `w składzie automatycznie, ${roleLabels[entry.role]}`;
  const why = entry.reason ? `: ${reserveReasonText(entry.reason, entry.role)}` : '';
  return `rezerwa – miejsce ${entry.position}${why}`;
}

/** How the suggestion marks a raider's row: where it would put them. */
const suggestedText = (place: SuggestionPlace) => (place.place === 'roster' ? 'skład' : 'ławka');

/**
 * One coming raider on one line: who, where they are now and their note (cut to the line on a wide
 * screen), the decision, the role and the suggestion's mark. "Szczegóły" (or the mark) opens the whole
 * text and the suggestion's reasons under the line.
 */
function DecisionRow({ entry, index, suggested }: { entry: ComingEntry; index: number; suggested?: SuggestionPlace }) {
  const styles = useNightStyles();
  const id = useId();
  // Controlled: the choices shown are the ones read on submit, in every renderer.
  const [decision, setDecision] = useState<Decision>(entry.decision ?? 'auto');
  const [role, setRole] = useState<RaidRole>(entry.role);
  const [open, setOpen] = useState(false);
  const place = `${placeText(entry)}${entry.status === 'late' ? ` (odpowiedź: ${statusLabels.late})` : ''}`;
  return (
    <li>
      <div className={styles.decision} role="group" aria-label={`Decyzja: ${entry.raider}`}>
        <p className={styles.who}>
          <span>
            <strong>{entry.raider}</strong> – {place}
          </span>
          {entry.note && <span className={styles.note}>Notatka: {entry.note}</span>}
        </p>
        <input type="hidden" name={`nickname-${index}`} value={entry.raider} />
        <span>
          <label htmlFor={`${id}-decision`}>Decyzja</label>
          <select
            id={`${id}-decision`}
            name={`decision-${index}`}
            value={decision}
            onChange={(event) => setDecision(event.currentTarget.value as Decision)}
          >
            <LabelledOptions values={Object.keys(decisionLabels) as Decision[]} labels={decisionLabels} />
          </select>
        </span>
        <span>
          <label htmlFor={`${id}-role`}>Rola</label>
          <select
            id={`${id}-role`}
            name={`role-${index}`}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as RaidRole)}
          >
            <LabelledOptions values={raidRoles} labels={roleLabels} />
          </select>
        </span>
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={open ? `${id}-more` : undefined}
          onClick={() => setOpen(!open)}
        >
          {suggested ? `Propozycja: ${suggestedText(suggested)}` : 'Szczegóły'}
        </button>
      </div>
      {open && (
        <div id={`${id}-more`} className={styles.details}>
          <p>
            <strong>{entry.raider}</strong> – {place}
          </p>
          {entry.note && <p>Notatka: {entry.note}</p>}
          {suggested && (
            <>
              <p>
                Propozycja: {suggested.place === 'roster' ? 'w składzie' : 'na ławce'}, {roleLabels[suggested.role]}
              </p>
              <ul aria-label={`Powody: ${entry.raider}`}>
                {suggested.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The raid leader's roster tools for one night: how full it is, every raider coming (in the roster or on
 * the reserve) with their note, the leader's decision and role, saved together with one button. When
 * the changes would move someone with a place to the reserve (a confirmation in a full raid), the leader
 * is told who before anything is saved.
 */
export function RosterDecisions({ raid, onSaved }: { raid: RaidInstance; onSaved?: (roster: RaidRoster) => void }) {
  const styles = useNightStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [roster, setRoster] = useState<RaidRoster | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Bumped on every save: the form's choices start again from the saved roster.
  const [version, setVersion] = useState(0);
  // The choices stay as the officer set them after a failed save: one more click tries again.
  const { busy, failure: saveFailure, setFailure: setSaveFailure, run } = useBusyAction();
  const [pending, setPending] = useState<{ changes: Change[]; movedOut: string[] } | null>(null);

  useEffect(() => {
    let active = true;
    setFailure(null);
    call((api, token) => api.getRoster(token, raid.id)).then(
      (loaded) => active && setRoster(loaded),
      (error: unknown) => active && setFailure(failureMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [call, raid.id, attempt]);

  if (failure) return <LoadFailure message={failure} onRetry={() => setAttempt((current) => current + 1)} />;
  if (!roster) return <p role="status">Wczytywanie składu…</p>;
  const coming: ComingEntry[] = [...raidRoles.flatMap((role) => roster.byRole[role]), ...roster.reserve];

  const send = (changes: Change[], preview: boolean) =>
    run(async () => {
      const decide = (asPreview: boolean) =>
        call((api, token) => api.decideRosters(token, raid.id, { decisions: changes, preview: asPreview }));
      let answer = await decide(preview);
      if (!answer.saved) {
        // Someone would lose their place: the officer confirms that first. Otherwise it is saved at once.
        if (answer.movedOut.length > 0) return setPending({ changes, movedOut: answer.movedOut });
        answer = await decide(false);
      }
      setPending(null);
      setRoster(answer.roster);
      setVersion((current) => current + 1);
      onSaved?.(answer.roster);
      toast.add({
        title: 'Zapisano skład',
        description: changes
          .map((change) => `${change.nickname}: ${decisionLabels[change.decision]}, ${roleLabels[change.role]}`)
          .join('; '),
        tone: 'success',
      });
    });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Read from the form: a submit right after a change must not see a render-old state.
    const form = event.currentTarget.elements;
    const value = (name: string) => (form.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    const changes = coming.flatMap((entry, index): Change[] => {
      const decision = value(`decision-${index}`) as Decision;
      const role = value(`role-${index}`) as RaidRole;
      return decision === (entry.decision ?? 'auto') && role === entry.role
        ? []
        : [{ nickname: value(`nickname-${index}`), decision, role }];
    });
    setPending(null);
    if (changes.length === 0) {
      setSaveFailure('Nic do zapisania – zmień decyzję albo rolę co najmniej jednej osoby.');
      return;
    }
    void send(changes, true);
  }

  /** The roster after the suggestion was applied: the form starts again from it. */
  function applied(next: RaidRoster) {
    setPending(null);
    setSaveFailure(null);
    setRoster(next);
    setVersion((current) => current + 1);
    onSaved?.(next);
  }

  if (coming.length === 0) {
    return (
      <>
        <RosterCounts roster={roster} />
        <p>Nikt jeszcze nie zapisał się na ten rajd.</p>
      </>
    );
  }
  return (
    <div className={styles.rosterForm}>
      <RosterCounts roster={roster} />
      <SuggestionPanel raid={raid} onApplied={applied}>
        {(suggestion, proposeButton) => (
          <form onSubmit={submit} aria-label={`Skład: ${raid.title}`} className={styles.rosterForm}>
            {/* Column names for the wide layout, where each row's own labels are read only by screen readers. */}
            <div className={styles.columns} aria-hidden="true">
              <span>Decyzja</span>
              <span>Rola</span>
            </div>
            <ul key={version} className={styles.decisions}>
              {coming.map((entry, index) => (
                <DecisionRow
                  key={entry.raider}
                  entry={entry}
                  index={index}
                  suggested={suggestion?.places.find((place) => place.nickname === entry.raider)}
                />
              ))}
            </ul>
            {pending && (
              <div role="alert" className={styles.warning}>
                <p>
                  Zapisanie przeniesie na listę rezerwową: <strong>{pending.movedOut.join(', ')}</strong>. Skład jest pełny; w swoim panelu
                  zobaczą powód.
                </p>
                <div className={styles.actions}>
                  <Button onClick={() => void send(pending.changes, false)} aria-disabled={busy || undefined}>
                    Zapisz mimo to
                  </Button>
                  <Button variant="secondary" onClick={() => setPending(null)}>
                    Wróć do zmian
                  </Button>
                </div>
              </div>
            )}
            <div className={styles.actions}>
              {!pending && <SubmitButton busy={busy}>Zapisz zmiany w składzie</SubmitButton>}
              {proposeButton}
            </div>
            {saveFailure && (
              <p className={styles.error} role="alert">
                {saveFailure}
              </p>
            )}
          </form>
        )}
      </SuggestionPanel>
    </div>
  );
}

export default RosterDecisions;
