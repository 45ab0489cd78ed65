import * as v from 'valibot';
import { normalizeNickname, validateNickname } from './nickname';
import { memberRoles } from './account-types';
import { commonPasswordMessages, commonPasswords } from './common-passwords';
import { crossCheck, inputObject, refusedBy, validate } from '../input-schema';
import { invisibleFormatting, invisibleFormattingMessage, signupLimits } from '../text-rules';
import { characterCount } from '../counted-phrases';

/**
 * The one rule set for accounts, used by the forms, the local store and the server: the same Polish
 * message wherever a value is refused. Passwords are never trimmed or changed (a space is a character).
 */
export const passwordLimits = { min: 10, max: 200 } as const;

/** Reset codes: 12 letters and digits a raider can read out (no 0/O, 1/I/L), grouped by hyphens. */
export const resetCodePattern = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/** The code as typed (lower case, spaces, no hyphens) in its canonical form. */
export function normalizeResetCode(code: string): string {
  const plain = code.toUpperCase().replace(/[\s-]/g, '');
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : plain;
}

/** One piece typed again and again: `kasiakasia`, `abcabcabcabc`, `xxxxxxxxxx`. */
const repeatedPiece = /^([\s\S]+?)\1+$/u;

/**
 * The checks a form makes at once: blanks only, one piece repeated, the short list of the commonest
 * passwords (common-passwords.ts), the nickname. The larger list is the guild service's
 * (common-password-check.ts), loaded when needed.
 */
const commonPassword = (password: string, nickname?: string): string | null => {
  const lower = password.toLocaleLowerCase('pl');
  if (!password.trim()) return 'Hasło nie może składać się z samych spacji.';
  if (repeatedPiece.test(lower)) return 'Hasło nie może być jednym kawałkiem powtórzonym kilka razy (jak „kasiakasia”).';
  if (commonPasswords.has(lower)) return commonPasswordMessages.listed;
  return nickname && lower.trim() === normalizeNickname(nickname).toLocaleLowerCase('pl') ? 'Hasło nie może być takie jak nick.' : null;
};

/** A new password on its own; one that is the nickname is refused by the schemas that have both. */
const newPassword = v.pipe(
  v.string('Podaj hasło.'),
  v.nonEmpty('Podaj hasło.'),
  v.minCodePoints(passwordLimits.min, `Hasło musi mieć co najmniej ${characterCount(passwordLimits.min)}.`),
  v.maxCodePoints(passwordLimits.max, `Hasło może mieć najwyżej ${characterCount(passwordLimits.max)}.`),
  refusedBy((password: string) => commonPassword(password)),
);

/** Why a new password is refused, or `null`. */
export function validateNewPassword(value: unknown, nickname?: string): string | null {
  const result = v.safeParse(newPassword, value);
  return result.success ? commonPassword(result.output, nickname) : result.issues[0].message;
}

/** A password given to prove who someone is: only its presence and size are checked. */
const givenPassword = (missing = 'Podaj hasło.') =>
  v.pipe(v.string(missing), v.nonEmpty(missing), v.maxLength(passwordLimits.max * 2, 'Hasło jest za długie.'));

const nickname = v.pipe(
  v.unknown(),
  refusedBy(validateNickname),
  v.transform((name) => normalizeNickname(name as string)),
);

/** The nickname's owner may not use it as the password. */
const notTheNickname = <Input extends { nickname?: string }>(field: keyof Input & string) =>
  crossCheck<Input>(field, (fields) =>
    !validateNickname(fields.nickname) && typeof fields[field] === 'string'
      ? commonPassword(fields[field] as string, fields.nickname)
      : null,
  );

const accessCode = (required: boolean) =>
  v.pipe(
    v.nullish(v.string('Nieprawidłowa wartość – oczekiwano tekstu.')),
    v.check((code) => !code || code.length <= signupLimits.accessCode, 'Kod dostępu jest za długi.'),
    v.check((code) => !code || !invisibleFormatting.test(code), invisibleFormattingMessage('Kod dostępu')),
    v.check((code) => !required || !!code?.trim(), 'Podaj kod dostępu gildii.'),
    v.transform((code) => code?.trim() || undefined),
  );

export const createAccountSchema = (accessCodeRequired: boolean) =>
  v.pipe(inputObject({ nickname, password: newPassword, accessCode: accessCode(accessCodeRequired) }), notTheNickname('password'));

/** Longest device token accepted (accounts/device-token.ts): a device id and a signature with room to spare. */
export const deviceTokenMaxLength = 200;

/**
 * A device token is a hint, never a reason to refuse a sign-in: one that is not text or too long is
 * dropped, and the attempt counts as one from an untrusted device.
 */
const deviceToken = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((token) => (typeof token === 'string' && token.length <= deviceTokenMaxLength ? token : undefined)),
  ),
);

export const passwordSignInSchema = inputObject({ nickname, password: givenPassword(), deviceToken });

export const changePasswordSchema = (nickname?: string) =>
  v.pipe(
    inputObject({ currentPassword: givenPassword('Podaj obecne hasło.'), newPassword }),
    crossCheck('newPassword', ({ currentPassword, newPassword }) =>
      typeof newPassword !== 'string'
        ? null
        : (commonPassword(newPassword, nickname) ?? (newPassword === currentPassword ? 'Nowe hasło musi różnić się od obecnego.' : null)),
    ),
  );

/** The first password of an account made through Discord (it has none to give as the current one). */
export const firstPasswordSchema = (nickname?: string) =>
  inputObject({
    newPassword: v.pipe(
      newPassword,
      refusedBy((password: string) => commonPassword(password, nickname)),
    ),
  });

export const resetPasswordSchema = v.pipe(
  inputObject({
    nickname,
    resetCode: v.pipe(
      v.custom<string>((code) => typeof code === 'string' && !!code.trim(), 'Podaj kod resetu od oficera.'),
      v.transform(normalizeResetCode),
      v.regex(resetCodePattern, 'Kod resetu ma 12 liter i cyfr, np. ABCD-EFGH-JKMN.'),
    ),
    newPassword,
  }),
  notTheNickname('newPassword'),
);

export const roleInputSchema = inputObject({ role: v.picklist(memberRoles, 'Wybierz rolę: członek gildii, oficer albo administrator.') });

export type CreateAccountInput = v.InferOutput<ReturnType<typeof createAccountSchema>>;
export type PasswordSignInInput = v.InferOutput<typeof passwordSignInSchema>;
export type ChangePasswordInput = v.InferOutput<ReturnType<typeof changePasswordSchema>>;
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

export const validateCreateAccountInput = (input: unknown, accessCodeRequired: boolean) =>
  validate(createAccountSchema(accessCodeRequired), input, 'nickname');
export const validatePasswordSignInInput = (input: unknown) => validate(passwordSignInSchema, input, 'nickname');
export const validateChangePasswordInput = (input: unknown, nickname?: string) =>
  validate(changePasswordSchema(nickname), input, 'currentPassword');
export const validateResetPasswordInput = (input: unknown) => validate(resetPasswordSchema, input, 'nickname');
export const validateRoleInput = (input: unknown) => validate(roleInputSchema, input, 'role');

/** A nickname in a path (`/members/:nickname`): the same rules as everywhere, one Polish message. */
export const validateMemberNickname = (name: unknown) => validate(nickname, name, 'nickname');
