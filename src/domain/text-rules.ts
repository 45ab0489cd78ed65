/**
 * What every one-line text field of the guild accepts, and the limits raiders see on the forms: shared by
 * each input's schema (answers, absences, accounts, the schedule) without loading any of them.
 */
export const signupLimits = { note: 200, raidId: 80, accessCode: 64 } as const;

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
