import { useId, useState, type FormEvent } from 'react';
import type { GamePack } from '../../domain/game/game-pack-types';
import type { UnassignedLogCharacter } from '../../domain/raids/raid-log';
import { formatTime } from '../../domain/schedule/format-raid';
import { Button } from '../../ui';
import { fieldFailure, useBusyAction } from '../../ui/use-busy-action';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { useAttendanceStyles } from './attendance-styles';

export interface UnassignedCharactersProps {
  characters: readonly UnassignedLogCharacter[];
  /** The guild's raiders by nickname, or `null` while they load. */
  members: readonly string[] | null;
  pack: GamePack | null;
  timeZone: string;
  /** The character is now `nickname`'s (saved on the server). */
  onAssigned: (character: UnassignedLogCharacter, nickname: string) => void;
}

/** `Gromek (Tarren Mill, wojownik – furia)`: what the log tells of the character, in the pack's words. */
function describe(character: UnassignedLogCharacter, pack: GamePack | null): string {
  const gameClass = pack?.classes.find((one) => one.id === character.classId);
  const spec = gameClass?.specs.find((one) => one.id === character.specId);
  const kind = gameClass ? `${gameClass.name}${spec ? ` – ${spec.name}` : ''}` : '';
  const details = [character.realm, kind].filter(Boolean).join(', ');
  return details ? `${character.name} (${details})` : character.name;
}

const pickRaider = 'Wybierz osobę z listy.';
const pickClass = 'Wybierz klasę i specjalizację postaci – log ich nie podał.';

/** One character of nobody: whose it is, its class and spec when the log did not say, and "Przypisz". */
function AssignCharacter({
  character,
  members,
  pack,
  timeZone,
  onAssigned,
}: Omit<UnassignedCharactersProps, 'characters'> & { character: UnassignedLogCharacter }) {
  const styles = useAttendanceStyles();
  const call = useSignedInCall();
  const id = useId();
  const [nickname, setNickname] = useState('');
  // `classId/specId`, asked only when the log did not name both.
  const [kind, setKind] = useState('');
  // The choice stays as it was after a failure: one more click tries again.
  const { busy: saving, failure, setFailure, run } = useBusyAction({ describe: fieldFailure('name') });
  const knownKind = character.classId && character.specId ? `${character.classId}/${character.specId}` : null;
  const classes = pack?.classes.filter((one) => !character.classId || one.id === character.classId) ?? [];

  function assign(event: FormEvent) {
    event.preventDefault();
    const [classId, specId] = (knownKind ?? kind).split('/');
    if (!nickname) return setFailure(pickRaider);
    if (!classId || !specId) return setFailure(pickClass);
    void run(async () => {
      const input = { name: character.name, classId, specId, ...(character.realm && { realm: character.realm }) };
      await call((api, token) => api.assignCharacter(token, nickname, input));
      onAssigned(character, nickname);
    });
  }

  const since = `${character.seen === 'late' ? 'w logu dopiero od' : 'w logu od'} ${formatTime(character.firstSeenAt, timeZone)}`;
  return (
    <li>
      <form className={styles.assign} onSubmit={(event) => void assign(event)}>
        <p>
          <strong>{describe(character, pack)}</strong> – {since}
        </p>
        <label htmlFor={`${id}-raider`}>Czyja to postać?</label>
        <select
          id={`${id}-raider`}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          disabled={!members}
          aria-invalid={failure === pickRaider ? true : undefined}
          aria-describedby={failure ? `${id}-failure` : undefined}
        >
          <option value="">{members ? 'Wybierz osobę' : 'Wczytywanie osób…'}</option>
          {members?.map((member) => (
            <option key={member} value={member}>
              {member}
            </option>
          ))}
        </select>
        {!knownKind && (
          <>
            <label htmlFor={`${id}-kind`}>Klasa i specjalizacja</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value)}
              aria-invalid={failure === pickClass ? true : undefined}
            >
              <option value="">Wybierz</option>
              {classes.map((gameClass) => (
                <optgroup key={gameClass.id} label={gameClass.name}>
                  {gameClass.specs.map((spec) => (
                    <option key={spec.id} value={`${gameClass.id}/${spec.id}`}>
                      {`${gameClass.name} – ${spec.name}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </>
        )}
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? 'Przypisywanie…' : `Przypisz postać ${character.name}`}
        </Button>
        {failure && (
          <p id={`${id}-failure`} className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </form>
    </li>
  );
}

/**
 * The log's characters of nobody (a raider without characters is matched by nickname, so `Gromek` of
 * `Grom` lands here): the officer says whose each is, it becomes that raider's character, and the next
 * report finds them by it without asking.
 */
export function UnassignedCharacters({ characters, ...rest }: UnassignedCharactersProps) {
  const styles = useAttendanceStyles();
  const id = useId();
  if (characters.length === 0) return null;
  return (
    <section className={styles.unassigned} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Postacie z logu bez przypisanej osoby</h4>
      <p>Wybierz, czyja jest każda z nich: zostanie zapamiętana jako postać tej osoby, a następny raport rozpozna ją sam.</p>
      <ul>
        {characters.map((character) => (
          <AssignCharacter key={`${character.name}|${character.realm ?? ''}`} character={character} {...rest} />
        ))}
      </ul>
    </section>
  );
}
