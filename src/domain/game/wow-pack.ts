import type { GamePack, GameSpec } from './game-pack-types';

// The bundled World of Warcraft pack (the guild config's default `game`). Class names are Polish as
// raiders say them; buff and spell names stay English (the game has no Polish client). Class colours
// are the game's own; the icons are simple glyphs of ours in a 24×24 view box. Loaded only where a
// pack is read (the server, the characters and roster parts of the demo), never in the widget's core.

const spec = (id: string, name: string, role: GameSpec['role'], brings: readonly string[] = []): GameSpec => ({ id, name, role, brings });

export const wowPack: GamePack = {
  id: 'wow',
  name: 'World of Warcraft',
  buffs: [
    { id: 'bloodlust', name: 'Bloodlust/Heroism' },
    { id: 'battle-res', name: 'Battle res' },
    { id: 'arcane-intellect', name: 'Arcane Intellect' },
    { id: 'battle-shout', name: 'Battle Shout' },
    { id: 'mark-of-the-wild', name: 'Mark of the Wild' },
    { id: 'power-word-fortitude', name: 'Power Word: Fortitude' },
    { id: 'skyfury', name: 'Skyfury' },
    { id: 'mystic-touch', name: 'Mystic Touch' },
    { id: 'chaos-brand', name: 'Chaos Brand' },
    { id: 'hunters-mark', name: "Hunter's Mark" },
    { id: 'devotion-aura', name: 'Devotion Aura' },
    { id: 'blessing-of-the-bronze', name: 'Blessing of the Bronze' },
    { id: 'atrophic-poison', name: 'Atrophic Poison' },
    { id: 'windfury-totem', name: 'Windfury Totem' },
    { id: 'rallying-cry', name: 'Rallying Cry' },
    { id: 'darkness', name: 'Darkness' },
    { id: 'anti-magic-zone', name: 'Anti-Magic Zone' },
    { id: 'power-infusion', name: 'Power Infusion' },
    { id: 'innervate', name: 'Innervate' },
    { id: 'healthstone', name: 'Healthstone' },
    { id: 'mass-dispel', name: 'Mass Dispel' },
  ],
  classes: [
    {
      id: 'warrior',
      name: 'wojownik',
      colour: '#c69b6d',
      // Crossed swords.
      icon: 'M4 3l7 7-1.5 1.5L3 4.5V3h1zm16 0h1v1.5l-6.5 6.5L13 9.5 20 3zM7 14l3 3-3 3-1.5-1.5L7 17l-1-1-2 2-1-1 2-2-1-1 1.5-1.5L7 14zm10 0l1.5-1.5L20 14l-1 1 2 2-1 1-2-2-1 1 1.5 1.5L18 20l-3-3 2-3zM9 13l2-2 6 6-2 2-6-6z',
      specs: [
        spec('arms', 'uzbrojenie', 'melee', ['battle-shout', 'rallying-cry']),
        spec('fury', 'furia', 'melee', ['battle-shout', 'rallying-cry']),
        spec('protection', 'ochrona', 'tank', ['battle-shout', 'rallying-cry']),
      ],
    },
    {
      id: 'paladin',
      name: 'paladyn',
      colour: '#f48cba',
      // A hammer.
      icon: 'M5 3h9v6H5V3zm3 6h3v12H8V9zM14 4h3l2 2-2 2h-3V4z',
      specs: [
        spec('holy', 'światło', 'healer', ['devotion-aura', 'battle-res']),
        spec('protection', 'ochrona', 'tank', ['devotion-aura', 'battle-res']),
        spec('retribution', 'odpłata', 'melee', ['devotion-aura', 'battle-res']),
      ],
    },
    {
      id: 'hunter',
      name: 'łowca',
      colour: '#aad372',
      // A bow and an arrow.
      icon: 'M6 2c6 3 9 7 9 10s-3 7-9 10l-1-1.5c5-3 7.5-6 7.5-8.5S10 6.5 5 3.5L6 2zM5 11h12l-2-2 1-1 4 4-4 4-1-1 2-2H5v-2z',
      specs: [
        spec('beast-mastery', 'władanie zwierzętami', 'ranged', ['hunters-mark', 'bloodlust']),
        spec('marksmanship', 'celność', 'ranged', ['hunters-mark', 'bloodlust']),
        spec('survival', 'przetrwanie', 'melee', ['hunters-mark', 'bloodlust']),
      ],
    },
    {
      id: 'rogue',
      name: 'łotrzyk',
      colour: '#fff468',
      // A dagger.
      icon: 'M17 2l3 1 1 3-9 9-4-4 9-9zM7 12l5 5-1.5 1.5-1.5-1.5-3 3 1 1-1.5 1.5L2 19l1.5-1.5 1 1 3-3-1.5-1.5L7 12z',
      specs: [
        spec('assassination', 'skrytobójstwo', 'melee', ['atrophic-poison']),
        spec('outlaw', 'banita', 'melee', ['atrophic-poison']),
        spec('subtlety', 'subtelność', 'melee', ['atrophic-poison']),
      ],
    },
    {
      id: 'priest',
      name: 'kapłan',
      colour: '#ffffff',
      // A cross in a circle of light.
      icon: 'M12 2a10 10 0 100 20 10 10 0 000-20zm0 2a8 8 0 110 16 8 8 0 010-16zm-1.5 2h3v4h4v3h-4v5h-3v-5h-4v-3h4V6z',
      specs: [
        spec('discipline', 'dyscyplina', 'healer', ['power-word-fortitude', 'power-infusion', 'mass-dispel']),
        spec('holy', 'światło', 'healer', ['power-word-fortitude', 'power-infusion', 'mass-dispel']),
        spec('shadow', 'cień', 'ranged', ['power-word-fortitude', 'power-infusion', 'mass-dispel']),
      ],
    },
    {
      id: 'shaman',
      name: 'szaman',
      colour: '#0070dd',
      // A totem.
      icon: 'M8 2h8v5H8V2zm-3 6h14v3h-3v3h-2v8h-4v-8H8v-3H5V8zm5-4v1h4V4h-4z',
      specs: [
        spec('elemental', 'żywioły', 'ranged', ['bloodlust', 'skyfury']),
        spec('enhancement', 'wzmocnienie', 'melee', ['bloodlust', 'skyfury', 'windfury-totem']),
        spec('restoration', 'odnowa', 'healer', ['bloodlust', 'skyfury']),
      ],
    },
    {
      id: 'mage',
      name: 'mag',
      colour: '#3fc7eb',
      // A four-pointed star of arcane.
      icon: 'M12 1l2.5 8.5L23 12l-8.5 2.5L12 23l-2.5-8.5L1 12l8.5-2.5L12 1z',
      specs: [
        spec('arcane', 'arkana', 'ranged', ['arcane-intellect', 'bloodlust']),
        spec('fire', 'ogień', 'ranged', ['arcane-intellect', 'bloodlust']),
        spec('frost', 'mróz', 'ranged', ['arcane-intellect', 'bloodlust']),
      ],
    },
    {
      id: 'warlock',
      name: 'czarnoksiężnik',
      colour: '#8788ee',
      // A horned skull.
      icon: 'M3 2l4 5a7 7 0 0110 0l4-5-1 8a7 7 0 01-3 8v4H7v-4a7 7 0 01-3-8L3 2zm6 9a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm6 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
      specs: [
        spec('affliction', 'niedola', 'ranged', ['healthstone', 'battle-res']),
        spec('demonology', 'demonologia', 'ranged', ['healthstone', 'battle-res']),
        spec('destruction', 'zniszczenie', 'ranged', ['healthstone', 'battle-res']),
      ],
    },
    {
      id: 'monk',
      name: 'mnich',
      colour: '#00ff98',
      // Yin and yang.
      icon: 'M12 2a10 10 0 100 20 10 10 0 000-20zm0 2a4 4 0 010 8 4 4 0 000 8 8 8 0 010-16zm0 3a1 1 0 100 2 1 1 0 000-2zm0 8a1 1 0 110 2 1 1 0 010-2z',
      specs: [
        spec('brewmaster', 'piwowar', 'tank', ['mystic-touch']),
        spec('mistweaver', 'tkacz mgieł', 'healer', ['mystic-touch']),
        spec('windwalker', 'wędrowiec wiatru', 'melee', ['mystic-touch']),
      ],
    },
    {
      id: 'druid',
      name: 'druid',
      colour: '#ff7c0a',
      // A leaf.
      icon: 'M20 3C9 3 4 8 4 15c0 2 .5 3.5 1.5 4.5L3 22l1.5 1.5L7 21c1 .7 2.5 1 4 1 7 0 11-6 9-19zM8 17c2-4 5-7 9-9-3 3-5.5 6-7.5 10L8 17z',
      specs: [
        spec('balance', 'równowaga', 'ranged', ['mark-of-the-wild', 'battle-res', 'innervate']),
        spec('feral', 'dzikość', 'melee', ['mark-of-the-wild', 'battle-res']),
        spec('guardian', 'strażnik', 'tank', ['mark-of-the-wild', 'battle-res']),
        spec('restoration', 'odnowa', 'healer', ['mark-of-the-wild', 'battle-res', 'innervate']),
      ],
    },
    {
      id: 'demon-hunter',
      name: 'łowca demonów',
      colour: '#a330c9',
      // Two curved blades.
      icon: 'M3 4c5 0 8 3 9 8-2-3-5-4-8-4l1 3-3-2V4zm18 0v5l-3 2 1-3c-3 0-6 1-8 4 1-5 4-8 10-8zM12 13l2 3-2 6-2-6 2-3z',
      specs: [
        spec('havoc', 'spustoszenie', 'melee', ['chaos-brand', 'darkness']),
        spec('vengeance', 'zemsta', 'tank', ['chaos-brand', 'darkness']),
      ],
    },
    {
      id: 'death-knight',
      name: 'rycerz śmierci',
      colour: '#c41e3a',
      // A rune-marked shield.
      icon: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5l8-3zm-1 5v4H8v2h3v5h2v-5h3v-2h-3V7h-2z',
      specs: [
        spec('blood', 'krew', 'tank', ['battle-res', 'anti-magic-zone']),
        spec('frost', 'mróz', 'melee', ['battle-res', 'anti-magic-zone']),
        spec('unholy', 'nieczystość', 'melee', ['battle-res', 'anti-magic-zone']),
      ],
    },
    {
      id: 'evoker',
      name: 'przywoływacz',
      colour: '#33937f',
      // A dragon's head in profile.
      icon: 'M3 12l6-8h6l6 4-3 2 3 3-6 1-2 6-4-4-3 2 1-4-4-2zm10-5a1 1 0 100 2 1 1 0 000-2z',
      specs: [
        spec('devastation', 'dewastacja', 'ranged', ['blessing-of-the-bronze', 'bloodlust']),
        spec('preservation', 'zachowanie', 'healer', ['blessing-of-the-bronze', 'bloodlust']),
        spec('augmentation', 'wzmocnienie', 'ranged', ['blessing-of-the-bronze', 'bloodlust']),
      ],
    },
  ],
};
