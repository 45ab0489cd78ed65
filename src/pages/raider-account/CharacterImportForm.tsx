import { useState, type FormEvent } from 'react';
import {
  characterImportRegions,
  validateCharacterImport,
  type CharacterImportField,
  type CharacterImportRegion,
} from '../../domain/characters/character-import';
import type { Character } from '../../domain/characters/character-types';
import { createStyles, useToast } from '../../ui';
import { compactFieldCss } from '../../ui/panel-css';
import { SubmitButton } from '../../ui/SubmitButton';
import { SignInField, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { FormFailure } from '../sign-in/FormFailure';
import { useCheckedSubmit } from '../sign-in/use-checked-submit';
import { useSignedInCall } from './use-signed-in-call';
import { LabelledOptions } from '../../ui/LabelledOptions';

const useStyles = createStyles(({ css }) => ({
  region: css`
    display: grid;
    gap: 4px;
    label {
      font-weight: 700;
    }
    select {
      ${compactFieldCss}
      justify-self: start;
    }
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

const regionLabels: Record<CharacterImportRegion, string> = {
  eu: 'Europa (eu)',
  us: 'Ameryki (us)',
  kr: 'Korea (kr)',
  tw: 'Tajwan (tw)',
};

const fieldText: Record<'realm' | 'name', FieldText> = {
  realm: { id: 'rp-import-realm', label: 'Serwer', hint: 'Jak w grze, np. Tarren Mill.', autoComplete: 'off' },
  name: { id: 'rp-import-name', label: 'Imię postaci', hint: 'Bez serwera, np. Lodowa.', autoComplete: 'off' },
};

/**
 * "Wczytaj z Raider.IO" (in the Postacie section): the raider names a character (region, realm, name) and the guild's server reads
 * its class, active spec and item level from Raider.IO, adding it or updating the one already kept.
 */
export default function CharacterImportForm({ onImported }: { onImported?: (character: Character) => void }) {
  const styles = useStyles();
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [region, setRegion] = useState<CharacterImportRegion>('eu');
  const fields = useFieldValues<'realm' | 'name'>({ realm: '', name: '' });
  const { errors, failure, busy, submit } = useCheckedSubmit<CharacterImportField>();

  function read(event: FormEvent) {
    event.preventDefault();
    void submit(
      () => validateCharacterImport({ region, ...fields.values }),
      async (input) => {
        const character = await call((api, token) => api.importCharacter(token, input));
        fields.reset();
        const itemLevel = character.itemLevel === undefined ? '' : `, poziom przedmiotów ${character.itemLevel}`;
        toast.add({
          title: 'Wczytano postać z Raider.IO',
          description: `${character.name} (${character.realm})${itemLevel}`,
          tone: 'success',
        });
        onImported?.(character);
      },
    );
  }

  return (
    <form className={form.form} onSubmit={read} noValidate aria-labelledby="rp-import-form">
      <h3 id="rp-import-form">Wczytaj postać z Raider.IO</h3>
      <p className={styles.muted}>
        Klasa, aktywna specjalizacja i poziom przedmiotów z publicznego profilu. Postać o tym imieniu na tym serwerze zostanie
        zaktualizowana.
      </p>
      <div className={styles.region}>
        <label htmlFor="rp-import-region">Region</label>
        <select
          id="rp-import-region"
          value={region}
          onChange={(event) => setRegion(event.target.value as CharacterImportRegion)}
          aria-invalid={errors.region ? true : undefined}
        >
          <LabelledOptions values={characterImportRegions} labels={regionLabels} />
        </select>
      </div>
      <SignInField {...fieldText.realm} error={errors.realm} {...fields.bind('realm')} />
      <SignInField {...fieldText.name} error={errors.name} {...fields.bind('name')} />
      <FormFailure message={failure ?? errors.input ?? errors.region ?? null} />
      <SubmitButton busy={busy}>Wczytaj z Raider.IO</SubmitButton>
    </form>
  );
}
