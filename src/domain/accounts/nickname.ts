import { characterCount } from '../counted-phrases';
/** Letters (Polish ones included, any script), digits, space and hyphen; 2–24 characters. */
const nicknamePattern = /^[\p{L}\p{N} -]+$/u;

/**
 * Characters that change how text around them is shown without being shown themselves: bidi controls
 * (which can reverse a nickname on screen) and zero-width characters (which make two nicknames that
 * look the same differ). Named separately from the pattern so the raider is told what is wrong.
 */
const invisibleCharacters = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u180e]/u;

export const nicknameLimits = { min: 2, max: 24 } as const;

/** The nickname as stored: NFKC (full-width and compatibility forms become plain letters), trimmed. */
export const normalizeNickname = (nickname: string): string => nickname.normalize('NFKC').trim();

/** Why a nickname is refused, in Polish, or `null` when it is fine. Leading/trailing spaces are ignored. */
export function validateNickname(input: unknown): string | null {
  if (typeof input !== 'string') return 'Podaj swój nick.';
  if (invisibleCharacters.test(input)) return 'Nick nie może zawierać niewidocznych znaków ani znaków zmiany kierunku tekstu.';
  const nickname = normalizeNickname(input);
  if (!nickname) return 'Podaj swój nick.';
  const length = [...nickname].length;
  if (length < nicknameLimits.min) return `Nick musi mieć co najmniej ${characterCount(nicknameLimits.min)}.`;
  if (length > nicknameLimits.max) return `Nick może mieć najwyżej ${characterCount(nicknameLimits.max)}.`;
  if (!nicknamePattern.test(nickname)) return 'Nick może zawierać tylko litery, cyfry, spację i łącznik.';
  return null;
}

/**
 * A nickname the panel can take made from a name given elsewhere (a Discord server nickname such as
 * `Bartek | Heal` or `Ryś 🐾`): what the pattern refuses becomes a space, spaces collapse, and it is cut to
 * the longest allowed; `''` when too little is left. Offered to the raider, never taken unasked.
 */
export function nicknameSuggestion(name: string): string {
  const kept = normalizeNickname(name)
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...kept].slice(0, nicknameLimits.max).join('').trim();
  return [...cut].length >= nicknameLimits.min ? cut : '';
}
