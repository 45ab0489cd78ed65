/** Letters (Polish ones included, any script), digits, space and hyphen; 2–24 characters. */
const nicknamePattern = /^[\p{L}\p{N} -]+$/u;

export const nicknameLimits = { min: 2, max: 24 } as const;

/** Why a nickname is refused, in Polish, or `null` when it is fine. Leading/trailing spaces are ignored. */
export function validateNickname(input: unknown): string | null {
  if (typeof input !== 'string') return 'Podaj swój nick.';
  const nickname = input.trim();
  if (!nickname) return 'Podaj swój nick.';
  const length = [...nickname].length;
  if (length < nicknameLimits.min) return `Nick musi mieć co najmniej ${nicknameLimits.min} znaki.`;
  if (length > nicknameLimits.max) return `Nick może mieć najwyżej ${nicknameLimits.max} znaki.`;
  if (!nicknamePattern.test(nickname)) return 'Nick może zawierać tylko litery, cyfry, spację i łącznik.';
  return null;
}
