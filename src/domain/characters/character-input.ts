import * as v from 'valibot';
import { inputObject, validate, type Validation } from '../input-schema';
import { controlCharacters, invisibleFormatting, invisibleFormattingMessage, loneSurrogate } from '../text-rules';

/** What a character's name and realm may be: a game's names are short, and realms a little longer. */
export const characterLimits = { name: 24, realm: 40, perRaider: 20 } as const;

export const characterMessages = {
  notFound: 'Nie ma takiej postaci.',
  unknownClass: 'Wybierz klasę z listy.',
  unknownSpec: 'Wybierz specjalizację tej klasy.',
  duplicate: 'Masz już postać o tym imieniu na tym serwerze.',
  tooMany: `Można mieć najwyżej ${characterLimits.perRaider} postaci.`,
  keepMain: 'Jedna postać musi być główna – oznacz inną jako główną.',
  notYours: 'Wybierz jedną ze swoich postaci.',
} as const;

const namePattern = /^[\p{L}\p{M}\p{N}' .-]+$/u;

const oneLine = (field: string, max: number, pattern: RegExp, allowed: string) =>
  v.pipe(
    v.string(`${field} musi być tekstem.`),
    v.trim(),
    v.minLength(1, `Podaj ${field === 'Imię postaci' ? 'imię postaci' : 'serwer'}.`),
    v.maxGraphemes(max, `${field} może mieć najwyżej ${max} znaków.`),
    v.check((text) => !controlCharacters.test(text) && !loneSurrogate.test(text), `${field} musi być jednym wierszem zwykłego tekstu.`),
    v.check((text) => !invisibleFormatting.test(text), invisibleFormattingMessage(field)),
    v.regex(pattern, `${field} może zawierać tylko ${allowed}.`),
  );

export const characterName = oneLine(
  'Imię postaci',
  characterLimits.name,
  namePattern,
  'litery, cyfry, spację, kropkę, łącznik i apostrof',
);
export const realm = v.optional(
  v.pipe(
    v.nullable(v.string('Serwer musi być tekstem.')),
    v.transform((text) => text?.trim() || undefined),
    v.optional(oneLine('Serwer', characterLimits.realm, namePattern, 'litery, cyfry, spację, kropkę, łącznik i apostrof')),
  ),
);
const classId = v.pipe(v.string(characterMessages.unknownClass), v.minLength(1, characterMessages.unknownClass));
const specId = v.pipe(v.string(characterMessages.unknownSpec), v.minLength(1, characterMessages.unknownSpec));
const main = v.boolean('Główna postać to tak albo nie.');
const notObject = 'Wyślij postać jako obiekt JSON.';
const unknownField = 'Nieznane pole.';

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
    realm: v.optional(
      v.pipe(
        v.nullable(v.string('Serwer musi być tekstem.')),
        v.transform((text) => text?.trim() ?? ''),
        v.union([
          v.literal(''),
          oneLine('Serwer', characterLimits.realm, namePattern, 'litery, cyfry, spację, kropkę, łącznik i apostrof'),
        ]),
      ),
    ),
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
