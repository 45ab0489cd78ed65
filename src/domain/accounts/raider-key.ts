/** Nicknames are one raider whatever their letter case: `Kasia` and `kasia` share one signup. */
export const raiderKey = (nickname: string): string => nickname.trim().toLocaleLowerCase('pl');
