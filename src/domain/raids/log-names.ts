// How a raid log's names are compared with the raiders' characters, apart from the comparison
// (raid-log.ts), so the rule that gives a character to one raider uses the same without it.

/** WoW names are unique regardless of case: compared lowercased, in one Unicode form. */
export const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('und').trim();
/** Letters Unicode does not split into a base and a mark (ł is not l + a stroke). */
const ownLetters: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ð: 'd', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th' };
/** A second chance for a name typed without its accents (Zoe for Zoë): used only when it names one character. */
export const foldedKey = (name: string) =>
  nameKey(name)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđðæœßþ]/g, (letter) => ownLetters[letter]!);
/** Realms are written with and without spaces and apostrophes (`Argent Dawn`, `ArgentDawn`, `argent-dawn`). */
const realmKey = (realm: string) => foldedKey(realm).replace(/[\s'’-]/g, '');

export const sameRealm = (a: string | null | undefined, b: string | undefined) => !a || !b || realmKey(a) === realmKey(b);

/**
 * Whether two characters are one as the log is matched: the same name regardless of case, on the same
 * realm when both name one. A log character assigned to a raider is refused for anyone else by this.
 */
export const sameLoggedCharacter = (a: { name: string; realm?: string | null }, b: { name: string; realm?: string }): boolean =>
  nameKey(a.name) === nameKey(b.name) && sameRealm(a.realm, b.realm);
