import { useEffect, useId, useState, type FormEvent } from 'react';
import { raidRoles, type RaidRole } from '../../domain/guild-config-types';
import { failureMessage } from '../../domain/raid-api-error';
import { roleLabels, rosterDecisionLabels as decisionLabels } from '../../domain/raids/signup-labels';
import type { RaidRoster, RosterDecision, RosterEntry } from '../../domain/raids/signup-types';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { useToast } from '../../ui';
import { LoadFailure } from '../../ui/LoadFailure';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useNightStyles } from './night-styles';
import { SubmitButton } from '../../ui/SubmitButton';

type Decision = RosterDecision['decision'];

/** Where the raider is now, in words: the leader's decision or what the automatic rule gave them. */
function placeText(entry: RosterEntry & { position?: number }): string {
  if (entry.decision === 'confirmed') return `w składzie – miejsce potwierdzone przez lidera, ${roleLabels[entry.role]}`;
  if (entry.decision === 'bench') return `na ławce – miejsce ${entry.position ?? '?'} w rezerwie`;
  return entry.position === undefined ? `w składzie automatycznie, ${roleLabels[entry.role]}` : `rezerwa – miejsce ${entry.position}`;
}

/** One coming raider: the decision and the role they are taken in, saved together. */
function DecisionRow({
  raid,
  entry,
  onSaved,
}: {
  raid: RaidInstance;
  entry: RosterEntry & { position?: number };
  onSaved: (roster: RaidRoster) => void;
}) {
  const styles = useNightStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Read from the form: a submit right after a change must not see a render-old state.
    const form = event.currentTarget.elements;
    const decision = (form.namedItem('decision') as HTMLSelectElement).value as Decision;
    const role = (form.namedItem('role') as HTMLSelectElement).value as RaidRole;
    setBusy(true);
    setFailure(null);
    try {
      const roster = await call((api, token) => api.decideRoster(token, raid.id, entry.raider, { decision, role }));
      onSaved(roster);
      toast.add({
        title: 'Skład zmieniony',
        description: `${entry.raider}: ${decisionLabels[decision]}, ${roleLabels[role]}`,
        tone: 'success',
      });
    } catch (error) {
      // The choices stay as the officer set them: one more click tries again.
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li>
      <form className={styles.decision} onSubmit={(event) => void submit(event)} aria-label={`Decyzja: ${entry.raider}`}>
        <p>
          <strong>{entry.raider}</strong> – {placeText(entry)}
        </p>
        <span>
          <label htmlFor={`${id}-decision`}>Decyzja</label>
          <select id={`${id}-decision`} name="decision" defaultValue={entry.decision ?? 'auto'}>
            {(Object.keys(decisionLabels) as Decision[]).map((decision) => (
              <option key={decision} value={decision}>
                {decisionLabels[decision]}
              </option>
            ))}
          </select>
        </span>
        <span>
          <label htmlFor={`${id}-role`}>Rola</label>
          <select id={`${id}-role`} name="role" defaultValue={entry.role}>
            {raidRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </span>
        <SubmitButton variant="secondary" busy={busy}>
          Zapisz
        </SubmitButton>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </li>
  );
}

/**
 * The raid leader's roster tools for one night: every raider coming (in the roster or on the reserve)
 * with the leader's decision and role. Decisions win over the automatic order, which fills the rest.
 */
export function RosterDecisions({ raid }: { raid: RaidInstance }) {
  const styles = useNightStyles();
  const call = useSignedInCall();
  const [roster, setRoster] = useState<RaidRoster | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

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
  const coming = [...raidRoles.flatMap((role) => roster.byRole[role]), ...roster.reserve];
  if (coming.length === 0) return <p>Nikt jeszcze nie zapisał się na ten rajd.</p>;
  return (
    <ul className={styles.decisions} aria-label={`Skład: ${raid.title}`}>
      {coming.map((entry) => (
        <DecisionRow key={entry.raider} raid={raid} entry={entry} onSaved={setRoster} />
      ))}
    </ul>
  );
}
