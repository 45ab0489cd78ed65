import { useEffect, useState, type FormEvent } from 'react';
import type { Character } from '../../domain/characters/character-types';
import type { GamePack } from '../../domain/game/game-pack-types';
import { raidRoles, type RaidRole } from '../../domain/guild-config-types';
import { roleLabels, statusLabels } from '../../domain/raids/signup-labels';
import { signupLimits, validateSignupInput, type FieldErrors, type SignupField } from '../../domain/raids/signup-validation';
import { signupStatuses, type Signup, type SignupInput, type SignupStatus } from '../../domain/raids/signup-types';
import { Button, Icon } from '../../ui';
import { RouterLink } from '../../ui/RouterLink';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { FieldError, describedBy } from './FieldError';
import { useFormStyles } from './form-styles';
import { useMyCharacters } from './use-my-characters';
import type { SaveFailure } from './raider-board-store';
import { statusIcons } from './signup-display';

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
  /** The game pack naming each character's class and spec and giving the spec's role. */
  pack?: GamePack | null;
}

interface Draft {
  status: SignupStatus | '';
  role: RaidRole | '';
  characterId: string;
  note: string;
}

/** The role a character's spec plays, when the pack knows it. */
function specRole(pack: GamePack | null | undefined, character: Character | undefined): RaidRole | undefined {
  const gameClass = pack?.classes.find((one) => one.id === character?.classId);
  return gameClass?.specs.find((spec) => spec.id === character?.specId)?.role;
}

/** "Lunaria · druid · odnowa": the name, then the class and spec as the pack names them. */
function characterLabel(pack: GamePack | null | undefined, character: Character): string {
  const gameClass = pack?.classes.find((one) => one.id === character.classId);
  const spec = gameClass?.specs.find((one) => one.id === character.specId);
  return [character.name, gameClass?.name, spec?.name].filter(Boolean).join(' · ');
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
export function SignupForm({ raidId, initial, defaultRole, saving, failure, onSave, pack = null }: SignupFormProps) {
  const styles = useFormStyles();
  // Read as the form opens (in its own chunk) and never waited for: the form shows at once and gains its
  // picker when they arrive; none (a hint to add one in Konto); unreadable (no picker at all).
  const characters = useMyCharacters();
  const [draft, setDraft] = useState<Draft>(() => ({
    status: initial?.status ?? '',
    role: initial?.role ?? defaultRole ?? '',
    characterId: '',
    note: initial?.note ?? '',
  }));
  const [roleChosen, setRoleChosen] = useState(false);
  // The characters arrive after the form shows: the one the answer names, else the main, is preselected,
  // and a new answer (no role picked yet) takes that spec's role.
  useEffect(() => {
    if (!characters?.length) return;
    setDraft((current) => {
      const chosen =
        characters.find((one) => one.id === current.characterId) ??
        characters.find((one) => one.id === initial?.characterId) ??
        characters.find((one) => one.main) ??
        characters[0]!;
      const role = !initial && !roleChosen ? specRole(pack, chosen) : undefined;
      return { ...current, characterId: chosen.id, ...(role ? { role } : {}) };
    });
    // Only when the list (or the pack naming roles) arrives; a role the raider picked stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [characters, pack]);
  const [localErrors, setLocalErrors] = useState<FieldErrors<SignupField>>({});
  const errors: FieldErrors<SignupField> = { ...(failure?.fieldErrors ?? {}), ...localErrors };
  const id = (field: string) => `rp-signup-${raidId}-${field}`;
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setLocalErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    const { characterId, ...rest } = draft;
    const result = validateSignupInput({ raidId, ...rest, ...(characterId ? { characterId } : {}) });
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
      onChange={(value) => {
        if (field === 'role') setRoleChosen(true);
        set(field, value);
      }}
      error={errors[field]}
    />
  );

  const noteLength = [...draft.note].length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Twoja odpowiedź na rajd">
      {choiceField('status', 'Twoja odpowiedź', statusChoices)}
      {characters && characters.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={id('character')}>Postać</label>
          <select
            id={id('character')}
            value={draft.characterId}
            aria-invalid={errors.characterId ? true : undefined}
            aria-describedby={describedBy(id('character-hint'), id('character-error'), errors.characterId)}
            onChange={(event) => {
              const characterId = event.currentTarget.value;
              const role = specRole(
                pack,
                characters.find((one) => one.id === characterId),
              );
              setDraft((current) => ({ ...current, characterId, ...(role ? { role } : {}) }));
              setLocalErrors((current) => ({ ...current, characterId: undefined, role: undefined }));
            }}
          >
            {characters.map((character) => (
              <option key={character.id} value={character.id}>
                {characterLabel(pack, character)}
              </option>
            ))}
          </select>
          <span id={id('character-hint')} className={styles.hint}>
            Rola ustawia się według specjalizacji; można ją zmienić niżej.
          </span>
          <FieldError id={id('character-error')} message={errors.characterId} />
        </div>
      )}
      {characters && characters.length === 0 && (
        <p className={styles.hint}>
          <RouterLink to="/raider/account">Dodaj postać w Koncie, by zapisywać się nią</RouterLink>
        </p>
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
