import * as v from 'valibot';
import { raidRoles } from '../guild-config-types';
import { inputObject, refusedBy, validate, type Validation } from '../input-schema';
import { signupStatuses, type SignupInput } from './signup-types';
import { roleChoiceMessage, roleLabels, statusLabels } from './signup-labels';
import { controlCharacters, invisibleFormatting, invisibleFormattingMessage, loneSurrogate, signupLimits } from '../text-rules';

export { signupLimits };

// Re-exported for the form and the server, which name the choices and check them together.
export { roleLabels, statusLabels };

export type SignupField = keyof SignupInput;
export type { FieldErrors, Validation } from '../input-schema';

const raidIdPattern = /^[a-z0-9-]+$/i;
const length = (text: string) => [...text].length;

type TextCheck = (text: string) => string | null;

/** An optional one-line text: absent, `null` or blank means "not given"; anything but a string is refused. */
const optionalText = (check: TextCheck) =>
  v.pipe(
    v.nullish(v.string('Nieprawidłowa wartość – oczekiwano tekstu.')),
    v.transform((text) => text?.trim() || undefined),
    v.optional(v.pipe(v.string(), refusedBy(check))),
  );

const checkNote: TextCheck = (text) => {
  if (length(text) > signupLimits.note) return `Notatka może mieć najwyżej ${signupLimits.note} znaków (teraz ${length(text)}).`;
  if (controlCharacters.test(text)) return 'Notatka nie może zawierać znaków sterujących.';
  if (invisibleFormatting.test(text)) return invisibleFormattingMessage('Notatka');
  return loneSurrogate.test(text) ? 'Notatka zawiera uszkodzony znak – usuń go albo wpisz ponownie.' : null;
};

const characterMessage = 'Wybierz jedną ze swoich postaci.';

/** A raider's note on an answer (or a standing answer): optional, one line, at most 200 characters. */
export const signupNoteSchema = optionalText(checkNote);

const isRaidId = (raidId: unknown): raidId is string =>
  typeof raidId === 'string' && raidId.length > 0 && raidId.length <= signupLimits.raidId && raidIdPattern.test(raidId);

/** The one schema of an answer, for the form, the demo store and the server alike. Text is trimmed. */
export const signupInputSchema = inputObject(
  {
    raidId: v.custom<string>(isRaidId, 'Nieznany rajd.'),
    status: v.picklist(signupStatuses, 'Wybierz odpowiedź: Będę, Spóźnię się, Może albo Nie będę.'),
    // Absent with a character: the role its spec plays (the service finds it).
    role: v.optional(v.picklist(raidRoles, roleChoiceMessage)),
    characterId: v.optional(v.pipe(v.string(characterMessage), v.regex(/^\d{1,15}$/, characterMessage))),
    note: signupNoteSchema,
  },
  'Nieprawidłowe dane zapisu.',
);

/** Checks an answer from anywhere (a form, JSON from the network or storage). */
export const validateSignupInput = (input: unknown): Validation<SignupInput, SignupField> => validate(signupInputSchema, input, 'raidId');
