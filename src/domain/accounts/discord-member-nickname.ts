import { nicknameLimits, normalizeNickname, validateNickname } from './nickname';

/** What a name from Discord becomes when nothing of it fits the nickname rules. */
const nameless = 'Gracz';

/**
 * A Discord name as far as the nickname rules take it: compatibility forms folded (NFKC), characters the
 * rules refuse (emoji, punctuation, invisible ones) turned into spaces, spaces collapsed, cut to length.
 */
function nicknameBase(discordName: string): string {
  const cleaned = normalizeNickname(discordName)
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...cleaned].slice(0, nicknameLimits.max).join('').trim();
  return validateNickname(cut) === null ? cut : nameless;
}

/**
 * The nickname an account made for a Discord member gets: their Discord name through the nickname
 * rules; when that (or a look-alike) is taken, the name with the end of their Discord user id
 * (`Kasia 4821`, then more digits): visible, so nobody passes for someone else, and stable, so the same
 * member gets the same nickname on every server and every run. `isFree` says whether a nickname, look-alikes
 * included, has no account yet.
 */
export function discordMemberNickname(discordName: string, discordUserId: string, isFree: (nickname: string) => boolean): string {
  const base = nicknameBase(discordName);
  const candidates = [base];
  for (let digits = 4; digits <= discordUserId.length; digits += 2) {
    const suffix = ` ${discordUserId.slice(-digits)}`;
    candidates.push(
      `${[...base]
        .slice(0, nicknameLimits.max - suffix.length)
        .join('')
        .trim()}${suffix}`,
    );
  }
  const free = candidates.find((candidate) => validateNickname(candidate) === null && isFree(candidate));
  // Only a user id whose every ending is taken (by design, never) gets here: refused, not guessed.
  if (free === undefined) throw new Error(`no free nickname for Discord user ${discordUserId}`);
  return free;
}
