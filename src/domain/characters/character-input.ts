import * as v from 'valibot';
import { inputObject, refusedBy, validate, type Validation } from '../input-schema';
import { characterLimits, characterMessages } from './character-messages';
import { characterCount } from '../counted-phrases';
import { controlCharacters, invisibleFormatting, invisibleFormattingMessage, loneSurrogate } from '../text-rules';

export { characterLimits, characterMessages } from './character-messages';

const namePattern = /^[\p{L}\p{M}\p{N}' .-]+$/u;
const allowed = 'litery, cyfry, spację, kropkę, łącznik i apostrof';

/** What is wrong with a one-line name (of a character or a realm), or `null`. */
const textProblem = (field: string, max: number) => (text: string) => {
  if ([...text].length > max) return `${field} może mieć najwyżej ${characterCount(max)}.`;
  if (controlCharacters.test(text) || loneSurrogate.test(text)) return `${field} musi być jednym wierszem zwykłego tekstu.`;
  if (invisibleFormatting.test(text)) return invisibleFormattingMessage(field);
  return namePattern.test(text) ? null : `${field} może zawierać tylko ${allowed}.`;
};

// Only valibot's functions the other schemas use: the shared valibot chunk every form loads stays as it was.
export const characterName = v.pipe(
  v.string('Imię postaci musi być tekstem.'),
  v.trim(),
  v.minLength(1, 'Podaj imię postaci.'),
  refusedBy(textProblem('Imię postaci', characterLimits.name)),
);
/** Absent, `null` or blank: no realm (a change removes it: `''`). */
const realmText = v.pipe(
  v.nullish(v.string('Serwer musi być tekstem.')),
  v.transform((text) => text?.trim() ?? ''),
  refusedBy((text: string) => (text ? textProblem('Serwer', characterLimits.realm)(text) : null)),
);
export const realm = v.optional(
  v.pipe(
    realmText,
    v.transform((text) => text || undefined),
  ),
);
export const classId = v.pipe(v.string(characterMessages.unknownClass), v.minLength(1, characterMessages.unknownClass));
export const specId = v.pipe(v.string(characterMessages.unknownSpec), v.minLength(1, characterMessages.unknownSpec));
const main = v.boolean('Główna postać to tak albo nie.');
export const notObject = 'Wyślij postać jako obiekt JSON.';
export const unknownField = 'Nieznane pole.';

/** A new character: `{name, realm?, classId, specId, main?}`; whether class and spec exist is the service's check (the pack). */
export const characterInputSchema = inputObject(
  { name: characterName, realm, classId, specId, main: v.optional(main) },
  notObject,
  unknownField,
);
export type CharacterInput = v.InferOutput<typeof characterInputSchema>;

/** A change: any of the fields; `realm: null` (or empty) removes the realm. */
export const characterPatchSchema = inputObject(
  {
    name: v.optional(characterName),
    realm: v.optional(realmText),
    classId: v.optional(classId),
    specId: v.optional(specId),
    main: v.optional(main),
  },
  notObject,
  unknownField,
);
export type CharacterPatch = v.InferOutput<typeof characterPatchSchema>;

export type CharacterField = 'input' | 'name' | 'realm' | 'classId' | 'specId' | 'main';

export const validateCharacterInput = (input: unknown): Validation<CharacterInput, CharacterField> =>
  validate(characterInputSchema, input, 'input');
export const validateCharacterPatch = (input: unknown): Validation<CharacterPatch, CharacterField> =>
  validate(characterPatchSchema, input, 'input');
