import type { GamePack } from '../../src/domain/game/game-pack-types';

/** A guild's own game pack, not World of Warcraft: one class, with a tank spec that brings its one buff. */
export const ownGamePack = (): GamePack => ({
  id: 'gwiezdna-flota',
  name: 'Gwiezdna flota',
  buffs: [{ id: 'shield-link', name: 'Shield Link' }],
  classes: [
    {
      id: 'pilot',
      name: 'pilot',
      colour: '#336699',
      icon: 'M2 12l10-10 10 10-10 10z',
      specs: [{ id: 'escort', name: 'eskorta', role: 'tank', brings: ['shield-link'] }],
    },
  ],
});
