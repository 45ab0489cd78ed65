import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discordNicknameChoices, nicknameFromDiscordName } from '../../src/domain/accounts/discord-nickname';
import { validateNickname } from '../../src/domain/accounts/nickname';

describe('nicknames from Discord names', () => {
  it.each<[string | null, string | undefined]>([
    ['Kasia', 'Kasia'],
    ['  Ola   Wielka ', 'Ola Wielka'],
    ['zbyszek_99.pl', 'zbyszek-99-pl'],
    ['__ola__', 'ola'],
    ['Ｋａｓｉａ', 'Kasia'],
    ['Ka\u200bsia', 'Kasia'],
    ['Żółw ✨ 🐢', 'Żółw'],
    ['🛡️⚔️', undefined],
    ['x', undefined],
    ['bardzo długi nick kogoś kto lubi pisać', 'bardzo długi nick kogoś k'.slice(0, 24).trim()],
    [null, undefined],
  ])('%j becomes %j', (name, nickname) => {
    expect(nicknameFromDiscordName(name)).toBe(nickname);
  });

  it('offers the first usable name, then variants ending with the Discord id, each a valid nickname of at most 24 characters', () => {
    expect(discordNicknameChoices([null, '🐉', 'kasia.w'], '320000000000007392')).toEqual([
      'kasia-w',
      'kasia-w-7392',
      'kasia-w-007392',
      'kasia-320000000000007392',
    ]);
    expect(discordNicknameChoices(['🐉'], '320000000000007392')[0]).toBe('Discord');
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string({ maxLength: 40, unit: 'grapheme' }), { nil: null }), { maxLength: 3 }),
        fc.bigInt({ min: 10n ** 16n, max: 2n ** 64n - 1n }),
        (names, id) => {
          const choices = discordNicknameChoices(names, String(id));
          expect(choices.length).toBeGreaterThanOrEqual(2);
          for (const choice of choices) expect(validateNickname(choice)).toBeNull();
          expect(choices.at(-1)!.endsWith(String(id).slice(-4))).toBe(true);
          // Stable: the same member gets the same choices.
          expect(discordNicknameChoices(names, String(id))).toEqual(choices);
        },
      ),
    );
  });
});
