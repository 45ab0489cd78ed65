import { useRef, useState, type FormEvent } from 'react';
import type { RaidApi } from '../../data/raids/raid-api';
import type { Character } from '../../domain/characters/character-types';
import type { CharacterField } from '../../domain/characters/character-input';
import type { GamePack } from '../../domain/game/game-pack-types';
import { roleLabels } from '../../domain/raids/signup-labels';
import { failureMessage } from '../../domain/raid-api-error';
import { Button, createStyles, inlineSelectCss, useToast } from '../../ui';
import { ClassBadge } from '../../ui/ClassBadge';
import { LoadFailure } from '../../ui/LoadFailure';
import { boxedRowListCss, checkRowCss } from '../../ui/panel-css';
import { SubmitButton } from '../../ui/SubmitButton';
import { ActionButton } from '../../ui/ActionButton';
import { useFocusOnOpen } from '../../ui/use-focus-on-open';
import { FormFailure } from '../sign-in/FormFailure';
import { SignInField, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { useCheckedSubmit } from '../sign-in/use-checked-submit';
import { useSignedInCall } from './use-signed-in-call';
import { lazyPart } from '../../ui/lazy-part';
import { useSignedInLoad } from './use-signed-in-load';
import { focusSectionHeading } from './focus-section-heading';

/** The character's name and realm as typed: the game's own limits on their length. */
const nameText = {
  name: { label: 'Imię postaci', hint: 'Tak jak w grze, np. „Lunaria”.', maxLength: 24 },
  realm: { label: 'Serwer (opcjonalnie)', hint: 'Realm postaci, np. „Burning Legion”.', maxLength: 40 },
} satisfies Record<string, Omit<FieldText, 'id'>>;
const nameFields = ['name', 'realm'] as const;

/** The Raider.IO import, a chunk of its own: the section's list and form come first. */
const importPart = lazyPart('character import', () => import('./CharacterImportForm'));

const useStyles = createStyles(({ css }) => ({
  list: css`
    ${boxedRowListCss}
    li > span {
      display: grid;
      gap: 4px;
      min-width: 0;
      overflow-wrap: anywhere;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  `,
  muted: css`
    color: var(--rp-muted);
  `,
  select: css`
    display: grid;
    gap: 6px;
    label {
      font-weight: 700;
    }
    select {
      ${inlineSelectCss}
      font-size: 16px;
      min-width: 0;
    }
    select[aria-invalid='true'] {
      border-color: var(--rp-danger);
    }
  `,
  check: css`
    ${checkRowCss}
    font-weight: 700;
  `,
}));

interface CharacterList {
  pack: GamePack;
  characters: Character[];
}

const readCharacters = async (api: RaidApi, token: string): Promise<CharacterList> => {
  const [pack, characters] = await Promise.all([api.gamePack(), api.myCharacters(token)]);
  return { pack, characters };
};

interface Draft {
  name: string;
  realm: string;
  classId: string;
  specId: string;
  main: boolean;
}

const emptyDraft: Draft = { name: '', realm: '', classId: '', specId: '', main: false };

/** One select of the character form, labelled, with its hint and error linked. */
function SelectField({
  id,
  label,
  value,
  error,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  const form = useSignInStyles();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">– wybierz –</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={form.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Adding or changing one character: name, realm, class, then a spec of that class (the spec list
 * follows the class), and whether it is the main. The raider's first character is main anyway.
 */
function CharacterForm({
  pack,
  editing,
  onSaved,
  onCancel,
}: {
  pack: GamePack;
  editing?: Character;
  onSaved: (character: Character) => void;
  onCancel?: () => void;
}) {
  const form = useSignInStyles();
  const styles = useStyles();
  const call = useSignedInCall();
  const prefix = editing ? `rp-character-${editing.id}` : 'rp-character-new';
  const [draft, setDraft] = useState<Draft>(() =>
    editing
      ? { name: editing.name, realm: editing.realm ?? '', classId: editing.classId, specId: editing.specId, main: editing.main }
      : emptyDraft,
  );
  const { errors, failure, busy, submit } = useCheckedSubmit<CharacterField>();
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the form to change a character takes the keyboard to its first field.
  useFocusOnOpen(editing !== undefined, () => formRef.current?.querySelector('input'), editing);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const gameClass = pack.classes.find((one) => one.id === draft.classId);

  function save(event: FormEvent) {
    event.preventDefault();
    // The rules (and their Polish messages, per field) are the service's: the page sends what was typed
    // and marks the fields the answer names, so the section does not carry the schemas (`npm run size`).
    void submit<Draft>(
      () => ({ ok: true, value: draft }),
      async (input) => {
        const saved = await call((api, token) =>
          editing ? api.updateCharacter(token, editing.id, input) : api.addCharacter(token, input),
        );
        if (!editing) setDraft(emptyDraft);
        onSaved(saved);
      },
    );
  }

  const headingId = `${prefix}-heading`;
  return (
    <form ref={formRef} className={form.form} onSubmit={save} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{editing ? `Zmień postać ${editing.name}` : 'Dodaj postać'}</h3>
      {nameFields.map((key) => (
        <SignInField
          key={key}
          id={`${prefix}-${key}`}
          {...nameText[key]}
          autoComplete="off"
          error={errors[key]}
          value={draft[key]}
          onChange={(event) => set(key, event.currentTarget.value)}
        />
      ))}
      <SelectField
        id={`${prefix}-class`}
        label="Klasa"
        value={draft.classId}
        error={errors.classId}
        options={pack.classes.map((one) => ({ value: one.id, label: one.name }))}
        // A spec belongs to its class: another class starts without one.
        onChange={(classId) => setDraft((current) => ({ ...current, classId, specId: '' }))}
      />
      <SelectField
        id={`${prefix}-spec`}
        label="Specjalizacja"
        value={draft.specId}
        error={errors.specId}
        options={(gameClass?.specs ?? []).map((spec) => ({ value: spec.id, label: `${spec.name} (${roleLabels[spec.role]})` }))}
        onChange={(specId) => set('specId', specId)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={draft.main} onChange={(event) => set('main', event.currentTarget.checked)} />
        Postać główna
      </label>
      {errors.main && (
        <span className={form.error} role="alert">
          {errors.main}
        </span>
      )}
      <FormFailure message={failure ?? errors.input ?? null} />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>{editing ? 'Zapisz zmiany' : 'Dodaj postać'}</SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Anuluj
          </Button>
        )}
      </div>
    </form>
  );
}

/** "Postacie": the raider's characters (main and alts), added, changed and removed here. */
export default function CharacterSection() {
  const styles = useStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const { loaded, failure, setFailure, load } = useSignedInLoad(readCharacters);
  const [editingId, setEditingId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  /** After the list changed under the keyboard (a saved or closed form): focus stays in the section. */
  const focusList = () => requestAnimationFrame(() => listRef.current?.focus());

  async function remove(character: Character) {
    try {
      await call((api, token) => api.removeCharacter(token, character.id));
      toast.add({ title: `Usunięto postać ${character.name}`, tone: 'success' });
      // The list itself may go with its last row.
      focusSectionHeading(listRef.current);
      await load();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  if (failure) return <LoadFailure message={failure} onRetry={load} />;
  if (!loaded) return <p role="status">Wczytywanie postaci…</p>;
  const { pack, characters } = loaded;

  return (
    <>
      <p className={styles.muted}>
        Postać główna pokazuje się w składach i na liście członków. Zapis bez wybranej postaci idzie na główną.
      </p>
      {characters.length === 0 ? (
        <p className={styles.muted}>Nie masz jeszcze postaci.</p>
      ) : (
        <ul className={styles.list} aria-label="Twoje postacie" tabIndex={-1} ref={listRef}>
          {characters.map((character) => {
            const gameClass = pack.classes.find((one) => one.id === character.classId);
            const spec = gameClass?.specs.find((one) => one.id === character.specId);
            return (
              <li key={character.id}>
                {editingId === character.id ? (
                  <CharacterForm
                    pack={pack}
                    editing={character}
                    onSaved={(saved) => {
                      toast.add({ title: `Zapisano postać ${saved.name}`, tone: 'success' });
                      setEditingId(null);
                      load();
                      focusList();
                    }}
                    onCancel={() => {
                      setEditingId(null);
                      focusList();
                    }}
                  />
                ) : (
                  <>
                    <span>
                      <strong>
                        {character.name}
                        {character.realm && <span className={styles.muted}> ({character.realm})</span>}
                      </strong>
                      <span>
                        <ClassBadge gameClass={gameClass}>{gameClass?.name ?? character.classId}</ClassBadge>{' '}
                        {spec ? `${spec.name} · ${roleLabels[spec.role]}` : character.specId}
                        {character.main ? ' · główna' : ' · alt'}
                      </span>
                    </span>
                    <span className={styles.actions}>
                      <Button variant="secondary" aria-label={`Zmień postać ${character.name}`} onClick={() => setEditingId(character.id)}>
                        Zmień
                      </Button>
                      <ActionButton busyLabel="Usuwanie…" aria-label={`Usuń postać ${character.name}`} action={() => remove(character)}>
                        Usuń
                      </ActionButton>
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CharacterForm
        pack={pack}
        onSaved={(saved) => {
          toast.add({ title: `Dodano postać ${saved.name}`, tone: 'success' });
          load();
        }}
      />
      <importPart.Component onImported={load} />
    </>
  );
}
