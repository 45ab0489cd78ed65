import * as v from 'valibot';
import { inputObject, validate, type Validation } from '../input-schema';
import { characterName, realm } from './character-input';

/** Raider.IO's regions, as its API names them. */
export const characterImportRegions = ['eu', 'us', 'kr', 'tw'] as const;
export type CharacterImportRegion = (typeof characterImportRegions)[number];

export const characterImportMessages = {
  region: 'Wybierz region: eu, us, kr albo tw.',
  realm: 'Podaj serwer postaci.',
  unknownGame: 'Raider.IO podaje klasę lub specjalizację, której gra gildii nie zna – dodaj postać ręcznie.',
} as const;

/** `{region, realm, name}` of a character to read from Raider.IO: the name and realm as a character's own. */
export const characterImportSchema = inputObject(
  {
    region: v.picklist(characterImportRegions, characterImportMessages.region),
    realm: v.pipe(
      realm,
      v.check((text) => text !== undefined, characterImportMessages.realm),
    ),
    name: characterName,
  },
  'Wyślij postać jako obiekt JSON.',
  'Nieznane pole.',
);

export type CharacterImportInput = v.InferOutput<typeof characterImportSchema>;
export type CharacterImportField = 'input' | 'region' | 'realm' | 'name';

export const validateCharacterImport = (input: unknown): Validation<CharacterImportInput, CharacterImportField> =>
  validate(characterImportSchema, input, 'input');

/** A character as an import (Raider.IO) read it, with the pack's class and spec ids. */
export interface ImportedCharacter {
  name: string;
  realm: string;
  classId: string;
  specId: string;
  itemLevel?: number;
}
