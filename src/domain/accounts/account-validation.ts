import { normalizeNickname, validateNickname } from './nickname';
import {
  memberRoles,
  type ChangePasswordInput,
  type CreateAccountInput,
  type MemberRole,
  type PasswordSignInInput,
  type ResetPasswordInput,
} from './account-types';
import { commonPasswords } from './common-passwords';
import {
  invisibleFormatting,
  invisibleFormattingMessage,
  signupLimits,
  type FieldErrors,
  type Validation,
} from '../raids/signup-validation';

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldsOf = (input: unknown): Record<string, unknown> => (isObject(input) ? input : {});

/** Why a new password is refused, or `null`. */
export function validateNewPassword(value: unknown, nickname?: string): string | null {
  if (typeof value !== 'string' || value === '') return 'Podaj hasło.';
  const length = [...value].length;
  if (length < passwordLimits.min) return `Hasło musi mieć co najmniej ${passwordLimits.min} znaków.`;
  if (length > passwordLimits.max) return `Hasło może mieć najwyżej ${passwordLimits.max} znaków.`;
  const lower = value.toLocaleLowerCase('pl');
  if (commonPasswords.has(lower)) return 'To hasło jest na liście najczęściej używanych – wymyśl inne.';
  if (nickname && lower.trim() === normalizeNickname(nickname).toLocaleLowerCase('pl')) return 'Hasło nie może być takie jak nick.';
  return null;
}

/** A password given to prove who someone is: only its presence and size are checked. */
function checkGivenPassword(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return 'Podaj hasło.';
  return value.length > passwordLimits.max * 2 ? 'Hasło jest za długie.' : null;
}

function checkAccessCode(accessCode: unknown, required: boolean): string | null {
  if (accessCode !== undefined && accessCode !== null && typeof accessCode !== 'string')
    return 'Nieprawidłowa wartość – oczekiwano tekstu.';
  if (typeof accessCode === 'string' && accessCode.length > signupLimits.accessCode) return 'Kod dostępu jest za długi.';
  if (typeof accessCode === 'string' && invisibleFormatting.test(accessCode)) return invisibleFormattingMessage('Kod dostępu');
  if (required && !(typeof accessCode === 'string' && accessCode.trim())) return 'Podaj kod dostępu gildii.';
  return null;
}

function result<Value, Field extends string>(errors: FieldErrors<Field>, value: () => Value): Validation<Value, Field> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value() };
}

export function validateCreateAccountInput(
  input: unknown,
  accessCodeRequired: boolean,
): Validation<CreateAccountInput, keyof CreateAccountInput> {
  const { nickname, password, accessCode } = fieldsOf(input);
  const errors: FieldErrors<keyof CreateAccountInput> = {};
  const nicknameError = validateNickname(nickname);
  if (nicknameError) errors.nickname = nicknameError;
  const passwordError = validateNewPassword(password, nicknameError ? undefined : (nickname as string));
  if (passwordError) errors.password = passwordError;
  const accessCodeError = checkAccessCode(accessCode, accessCodeRequired);
  if (accessCodeError) errors.accessCode = accessCodeError;
  return result(errors, () => {
    const value: CreateAccountInput = { nickname: normalizeNickname(nickname as string), password: password as string };
    if (typeof accessCode === 'string' && accessCode.trim()) value.accessCode = accessCode.trim();
    return value;
  });
}

export function validatePasswordSignInInput(input: unknown): Validation<PasswordSignInInput, keyof PasswordSignInInput> {
  const { nickname, password } = fieldsOf(input);
  const errors: FieldErrors<keyof PasswordSignInInput> = {};
  const nicknameError = validateNickname(nickname);
  if (nicknameError) errors.nickname = nicknameError;
  const passwordError = checkGivenPassword(password);
  if (passwordError) errors.password = passwordError;
  return result(errors, () => ({ nickname: normalizeNickname(nickname as string), password: password as string }));
}

export function validateChangePasswordInput(input: unknown, nickname?: string): Validation<ChangePasswordInput, keyof ChangePasswordInput> {
  const { currentPassword, newPassword } = fieldsOf(input);
  const errors: FieldErrors<keyof ChangePasswordInput> = {};
  const currentError = checkGivenPassword(currentPassword);
  if (currentError) errors.currentPassword = currentError === 'Podaj hasło.' ? 'Podaj obecne hasło.' : currentError;
  const newError = validateNewPassword(newPassword, nickname);
  if (newError) errors.newPassword = newError;
  else if (newPassword === currentPassword) errors.newPassword = 'Nowe hasło musi różnić się od obecnego.';
  return result(errors, () => ({ currentPassword: currentPassword as string, newPassword: newPassword as string }));
}

export function validateResetPasswordInput(input: unknown): Validation<ResetPasswordInput, keyof ResetPasswordInput> {
  const { nickname, resetCode, newPassword } = fieldsOf(input);
  const errors: FieldErrors<keyof ResetPasswordInput> = {};
  const nicknameError = validateNickname(nickname);
  if (nicknameError) errors.nickname = nicknameError;
  if (typeof resetCode !== 'string' || !resetCode.trim()) errors.resetCode = 'Podaj kod resetu od oficera.';
  else if (!resetCodePattern.test(normalizeResetCode(resetCode))) errors.resetCode = 'Kod resetu ma 12 liter i cyfr, np. ABCD-EFGH-JKMN.';
  const passwordError = validateNewPassword(newPassword, nicknameError ? undefined : (nickname as string));
  if (passwordError) errors.newPassword = passwordError;
  return result(errors, () => ({
    nickname: normalizeNickname(nickname as string),
    resetCode: normalizeResetCode(resetCode as string),
    newPassword: newPassword as string,
  }));
}

export function validateRoleInput(input: unknown): Validation<{ role: MemberRole }, 'role'> {
  const { role } = fieldsOf(input);
  const errors: FieldErrors<'role'> = {};
  if (!memberRoles.includes(role as MemberRole)) errors.role = 'Wybierz rolę: rajdowiec, oficer albo administrator.';
  return result(errors, () => ({ role: role as MemberRole }));
}

/** A nickname in a path (`/members/:nickname`): the same rules as everywhere, one Polish message. */
export function validateMemberNickname(nickname: unknown): Validation<string, 'nickname'> {
  const error = validateNickname(nickname);
  return error ? { ok: false, errors: { nickname: error } } : { ok: true, value: normalizeNickname(nickname as string) };
}
