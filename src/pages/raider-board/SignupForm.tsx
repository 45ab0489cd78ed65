import { useState, type FormEvent } from 'react';
import { raidRoles, type RaidRole } from '../../domain/guild-config-types';
import { roleLabels, statusLabels } from '../../domain/raids/signup-labels';
import { signupLimits, validateSignupInput, type FieldErrors, type SignupField } from '../../domain/raids/signup-validation';
import { signupStatuses, type Signup, type SignupInput, type SignupStatus } from '../../domain/raids/signup-types';
import { Button, Icon } from '../../ui';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { FieldError, describedBy } from './FieldError';
import { useFormStyles } from './form-styles';
import type { SaveFailure } from './raider-board-store';
import { statusIcons } from './signup-display';
import { useGamePack } from './use-game-pack';
import { useMyCharacters } from './use-my-characters';
import { characterLabel, characterRole } from './character-label';

export interface SignupFormProps {
  raidId: string;
  /** The answer to start from; the form keeps its own text from then on. */
  initial: Signup | null;
  /** Role to preselect when there is no answer yet (the raider's usual role). */
  defaultRole: RaidRole | null;
  saving: boolean;
  /** The last failed save of this raid: its message and refused fields. */
  failure: SaveFailure | null;
  onSave: (input: SignupInput) => void;
}

interface Draft {
  status: SignupStatus | '';
  role: RaidRole | '';
  /** `''`: none named, so the answer takes the raider's main character. */
  characterId: string;
  note: string;
}

const statusChoices = signupStatuses.map((status) => ({
  value: status,
  label: (
    <>
      <Icon name={statusIcons[status]} size={18} />
      {statusLabels[status]}
    </>
  ),
}));
const roleChoices = raidRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/**
 * A raider's full answer to one raid. What was typed stays in the form whatever happens to the save:
 * a failed save shows why, next to the fields it concerns, with a retry button.
 */
export function SignupForm({ raidId, initial, defaultRole, saving, failure, onSave }: SignupFormProps) {
  const styles = useFormStyles();
  const characters = useMyCharacters();
  const pack = useGamePack();
  const [draft, setDraft] = useState<Draft>(() => ({
    status: initial?.status ?? '',
    role: initial?.role ?? defaultRole ?? '',
    characterId: initial?.characterId ?? '',
    note: initial?.note ?? '',
  }));
  const [localErrors, setLocalErrors] = useState<FieldErrors<SignupField>>({});
  const errors: FieldErrors<SignupField> = { ...(failure?.fieldErrors ?? {}), ...localErrors };
  const id = (field: string) => `rp-signup-${raidId}-${field}`;
  // The character the answer names: the draft's, unless the list has arrived without it (removed since
  // the last answer); none means the main one.
  const namedCharacterId = characters && !characters.some((one) => one.id === draft.characterId) ? '' : draft.characterId;
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setLocalErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    const { characterId: _draftCharacter, ...rest } = draft;
    const result = validateSignupInput({ raidId, ...rest, ...(namedCharacterId ? { characterId: namedCharacterId } : {}) });
    if (!result.ok) {
      setLocalErrors(result.errors);
      return;
    }
    setLocalErrors({});
    onSave(result.value);
  }

  // The answer and the role are both picked from chips, named after their field.
  const choiceField = <Field extends 'status' | 'role'>(
    field: Field,
    legend: string,
    choices: ReadonlyArray<Choice<Exclude<Draft[Field], ''>>>,
  ) => (
    <ChoiceGroup
      name={id(field)}
      legend={legend}
      choices={choices}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
    />
  );

  /** Picking a character takes its spec's role (still the raider's to change). */
  function pickCharacter(characterId: string) {
    set('characterId', characterId);
    const role = characterRole(
      characters?.find((one) => one.id === characterId),
      pack,
    );
    if (role) set('role', role);
  }

  const noteLength = [...draft.note].length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Twoja odpowiedź na rajd">
      {choiceField('status', 'Twoja odpowiedź', statusChoices)}
      {/* With one character there is nothing to pick: the answer takes the main one. */}
      {characters && characters.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={id('character')}>Postać</label>
          <select
            id={id('character')}
            value={namedCharacterId || characters[0]!.id}
            aria-invalid={errors.characterId ? true : undefined}
            aria-describedby={errors.characterId ? id('character-error') : undefined}
            onChange={(event) => pickCharacter(event.currentTarget.value)}
          >
            {characters.map((character) => (
              <option key={character.id} value={character.id}>
                {characterLabel(character, pack)}
              </option>
            ))}
          </select>
          <FieldError id={id('character-error')} message={errors.characterId} />
        </div>
      )}
      {choiceField('role', 'Rola', roleChoices)}
      <div className={styles.field}>
        <label htmlFor={id('note')}>Notatka dla lidera (opcjonalnie)</label>
        <textarea
          id={id('note')}
          value={draft.note}
          rows={2}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(id('note-count'), id('note-error'), errors.note)}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
        <span id={id('note-count')} className={styles.hint}>
          {noteLength}/{signupLimits.note} znaków
        </span>
        <FieldError id={id('note-error')} message={errors.note} />
      </div>
      {failure && (
        <div className={styles.failure} role="alert">
          <span>Nie zapisano: {failure.message}</span>
          <Button variant="secondary" onClick={() => submit()} aria-disabled={saving || undefined}>
            Spróbuj ponownie
          </Button>
        </div>
      )}
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button would drop focus to <body> while saving. */}
        <Button type="submit" aria-disabled={saving || undefined}>
          <Icon name="circle-check" />
          {saving ? 'Zapisywanie…' : 'Zapisz odpowiedź'}
        </Button>
      </div>
    </form>
  );
}
