import { raidRoles, type RaidRole } from '../guild-config-types';
import { signupStatuses, type SignupInput, type SignupStatus } from './signup-types';
import { roleLabels, statusLabels } from './signup-labels';
import type { FieldErrors, Validation } from '../input-schema';

// Re-exported for the form and the server, which name the choices and check them together.
export { roleLabels, statusLabels };

/**
 * The one schema for answers, used by the form, the local store and the server alike, so
 * a raider gets the same Polish message wherever a value is refused.
 */
export const signupLimits = { note: 200, characterName: 24, characterClass: 30, raidId: 80, accessCode: 64 } as const;

export type SignupField = keyof SignupInput;
export type { FieldErrors, Validation } from '../input-schema';

const raidIdPattern = /^[a-z0-9-]+$/i;
/** Game names: letters of any script, digits, space, hyphen and apostrophe. No markup can pass. */
const characterNamePattern = /^[\p{L}\p{M}\p{N}' -]+$/u;
const characterClassPattern = /^[\p{L}\p{M} -]+$/u;
/** Control characters (C0, DEL, C1): never part of a one-line note. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/u;
/**
 * Half of a surrogate pair: not text in any encoding. Storage that speaks UTF-8 (the server's database)
 * would silently turn it into U+FFFD, so the raider would read back another note than they sent.
 */
export const loneSurrogate = /\p{Cs}/u;
/**
 * Bidi embeddings, overrides and isolates (which reorder how the rest of a line reads, e.g. a note that
 * shows another raider's name backwards) and zero-width characters (which make two texts that look the
 * same differ): neither has a place in a one-line field.
 */
export const invisibleFormatting = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
export const invisibleFormattingMessage = (field: string) =>
  `${field} nie może zawierać niewidocznych znaków (zmiany kierunku tekstu ani znaków o zerowej szerokości).`;

const length = (text: string) => [...text].length;

type TextCheck = (text: string) => string | null;

/** An optional one-line text: absent, `null` or blank means "not given"; anything but a string is refused. */
function optionalText(value: unknown, check: TextCheck): { value?: string; error?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') return { error: 'Nieprawidłowa wartość – oczekiwano tekstu.' };
  const text = value.trim();
  if (!text) return {};
  const error = check(text);
  return error ? { error } : { value: text };
}

const checkCharacterName: TextCheck = (text) => {
  if (length(text) < 2) return 'Imię postaci musi mieć co najmniej 2 znaki.';
  if (length(text) > signupLimits.characterName) return `Imię postaci może mieć najwyżej ${signupLimits.characterName} znaki.`;
  return characterNamePattern.test(text) ? null : 'Imię postaci może zawierać tylko litery, cyfry, spację, łącznik i apostrof.';
};

const checkCharacterClass: TextCheck = (text) => {
  if (length(text) > signupLimits.characterClass) return `Klasa może mieć najwyżej ${signupLimits.characterClass} znaków.`;
  return characterClassPattern.test(text) ? null : 'Klasa może zawierać tylko litery, spację i łącznik.';
};

const checkNote: TextCheck = (text) => {
  if (length(text) > signupLimits.note) return `Notatka może mieć najwyżej ${signupLimits.note} znaków (teraz ${length(text)}).`;
  if (controlCharacters.test(text)) return 'Notatka nie może zawierać znaków sterujących.';
  if (invisibleFormatting.test(text)) return invisibleFormattingMessage('Notatka');
  return loneSurrogate.test(text) ? 'Notatka zawiera uszkodzony znak – usuń go albo wpisz ponownie.' : null;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks an answer from anywhere (a form, JSON from the network or storage). Text is trimmed. */
export function validateSignupInput(input: unknown): Validation<SignupInput, SignupField> {
  if (!isObject(input)) return { ok: false, errors: { raidId: 'Nieprawidłowe dane zapisu.' } };
  const errors: FieldErrors<SignupField> = {};
  const { raidId, status, role } = input;
  if (typeof raidId !== 'string' || !raidId || raidId.length > signupLimits.raidId || !raidIdPattern.test(raidId)) {
    errors.raidId = 'Nieznany rajd.';
  }
  if (!signupStatuses.includes(status as SignupStatus)) errors.status = 'Wybierz odpowiedź: Będę, Spóźnię się, Może albo Nie będę.';
  if (!raidRoles.includes(role as RaidRole)) errors.role = 'Wybierz rolę: tank, healer, melee albo ranged.';
  const characterName = optionalText(input.characterName, checkCharacterName);
  const characterClass = optionalText(input.characterClass, checkCharacterClass);
  const note = optionalText(input.note, checkNote);
  if (characterName.error) errors.characterName = characterName.error;
  if (characterClass.error) errors.characterClass = characterClass.error;
  if (note.error) errors.note = note.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value: SignupInput = { raidId: raidId as string, status: status as SignupStatus, role: role as RaidRole };
  if (characterName.value) value.characterName = characterName.value;
  if (characterClass.value) value.characterClass = characterClass.value;
  if (note.value) value.note = note.value;
  return { ok: true, value };
}
