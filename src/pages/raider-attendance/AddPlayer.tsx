import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui';
import { useAttendanceStyles } from './attendance-styles';

/**
 * "Dopisz osobę": a raider of the guild who played without answering, put on the sheet by hand; saving
 * the sheet records them like anyone on it. `candidates`: the guild's raiders not on the sheet yet.
 */
export function AddPlayer({
  candidates,
  loadFailure,
  onAdd,
}: {
  candidates: readonly string[] | null;
  /** Why the guild's raiders could not be loaded. */
  loadFailure: string | null;
  onAdd: (nickname: string) => void;
}) {
  const styles = useAttendanceStyles();
  const id = useId();
  const [nickname, setNickname] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  function add(event: FormEvent) {
    event.preventDefault();
    if (!nickname) return setFailure('Wybierz osobę z listy.');
    setFailure(null);
    setNickname('');
    onAdd(nickname);
  }

  return (
    <form className={styles.logImport} onSubmit={add}>
      <label htmlFor={`${id}-raider`}>Dopisz osobę, która grała bez odpowiedzi</label>
      <div>
        <select
          id={`${id}-raider`}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          disabled={!candidates}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-failure` : undefined}
        >
          <option value="">{candidates ? 'Wybierz osobę' : loadFailure ? 'Brak listy osób' : 'Wczytywanie osób…'}</option>
          {candidates?.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          Dopisz do listy
        </Button>
      </div>
      {(failure || loadFailure) && (
        <p id={`${id}-failure`} className={styles.error} role="alert">
          {failure ?? `Nie udało się wczytać listy osób: ${loadFailure}`}
        </p>
      )}
    </form>
  );
}
