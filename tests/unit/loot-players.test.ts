import { describe, expect, it } from 'vitest';
import { playerMatcher, realmKey, splitPlayer } from '../../src/domain/loot';

const owned = (raiderKey: string, id: string, name: string, realm?: string) => ({
  raiderKey,
  character: realm === undefined ? { id, name } : { id, name, realm },
});

const guild = [
  owned('ola', '1', 'Thorgrim', 'Burning Legion'),
  owned('ola', '2', 'Lunaria', "Quel'Thalas"),
  owned('jan', '3', 'Zefir'),
  owned('jan', '4', 'Bliźniak', 'Argent Dawn'),
  owned('ewa', '5', 'Bliźniak', 'Silvermoon'),
  owned('ewa', '6', 'Ostrze'),
  owned('kuba', '7', 'ostrze'),
];

describe('matching an export player to a character', () => {
  const match = playerMatcher(guild);

  it.each([
    ['Thorgrim-BurningLegion', '1'],
    ['thorgrim-burning legion', '1'],
    ['THORGRIM-Burning-Legion', '1'],
    ['Thorgrim', '1'],
    ['Lunaria-QuelThalas', '2'],
    ["Lunaria-Quel'thalas", '2'],
    ['Lunaria-Quel\u2019Thalas', '2'],
    ['Zefir-Silvermoon', '3'],
    ['Zefir', '3'],
    ['Bliźniak-ArgentDawn', '4'],
    ['bliźniak-silvermoon', '5'],
    ['Bliźniak', undefined],
    ['Bliźniak-Draenor', undefined],
    ['Thorgrim-Draenor', undefined],
    ['Ostrze', undefined],
    ['Nowy-BurningLegion', undefined],
    ['', undefined],
  ])('%s → %s', (player, characterId) => {
    expect(match(player)?.character.id).toBe(characterId);
  });

  it('follows the character: the same player matches whoever has it now', () => {
    expect(playerMatcher([owned('jan', '1', 'Thorgrim', 'Burning Legion')])('Thorgrim-BurningLegion')?.raiderKey).toBe('jan');
  });
});

describe('names and realms', () => {
  it.each([
    ['Thorgrim-BurningLegion', { name: 'Thorgrim', realm: 'BurningLegion' }],
    ['Thorgrim-Azjol-Nerub', { name: 'Thorgrim', realm: 'Azjol-Nerub' }],
    ['Thorgrim', { name: 'Thorgrim' }],
    ['Thorgrim-', { name: 'Thorgrim' }],
  ])('%s', (player, split) => {
    expect(splitPlayer(player)).toEqual(split);
  });

  it('ignores case, spaces, apostrophes and dashes in a realm', () => {
    expect(new Set(['Burning Legion', 'BurningLegion', 'burning-legion', "Burning'Legion"].map(realmKey)).size).toBe(1);
  });
});
