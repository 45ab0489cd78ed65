import { nicknameLimits, normalizeNickname, validateNickname } from './nickname';

/** What a nickname from Discord is called when none of the member's names can be one. */
const fallbackNickname = 'Discord';

/**
 * A Discord name as a nickname of ours, or `undefined` when nothing of it is left: Discord allows what
 * our nicknames do not (`kasia.pl`, `_ola_`, emoji, symbols). `_` and `.` become hyphens, other
 * characters a space, marks and invisible characters go; then the nickname rules apply as to any other.
 */
export function nicknameFromDiscordName(name: string | null | undefined): string | undefined {
  if (typeof name !== 'string') return undefined;
  const mapped = Array.from(normalizeNickname(name), (character) => {
    if (/[\p{L}\p{N} -]/u.test(character)) return character;
    if (character === '_' || character === '.') return '-';
    return /[\p{M}\p{Cf}]/u.test(character) ? '' : ' ';
  }).join('');
  const tidy = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/-{2,}/g, '-')
      .replace(/^[\s-]+|[\s-]+$/g, '');
  const nickname = tidy(Array.from(tidy(mapped)).slice(0, nicknameLimits.max).join(''));
  return validateNickname(nickname) === null && /[\p{L}\p{N}]/u.test(nickname) ? nickname : undefined;
}

/**
 * The nicknames a member of the guild's Discord server is offered, in order: the first of their server
 * nickname, global name and username that can be a nickname, then its variants, each with the end of
 * their Discord user id (`Kasia-7392`, `Kasia-807392`, then the whole id), shortened to fit. A variant
 * depends only on who the member is, never on who clicked first: the same member gets the same one.
 */
export function discordNicknameChoices(names: ReadonlyArray<string | null | undefined>, discordUserId: string): string[] {
  const base = names.map(nicknameFromDiscordName).find((name) => name !== undefined) ?? fallbackNickname;
  const digits = discordUserId.replace(/\D/g, '') || '0';
  const suffixes = [...new Set([digits.slice(-4), digits.slice(-6), digits])];
  const variants = suffixes.map((suffix) => {
    const room = nicknameLimits.max - suffix.length - 1;
    const start = Array.from(base)
      .slice(0, Math.max(room, 0))
      .join('')
      .replace(/[\s-]+$/, '');
    return start ? `${start}-${suffix}` : suffix;
  });
  return [base, ...variants].filter((nickname) => validateNickname(nickname) === null);
}
