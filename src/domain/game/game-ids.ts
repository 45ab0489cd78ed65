import type { GamePack } from './game-pack-types';

/**
 * The ids of the bundled game packs a guild config may name in `game`, apart from the packs themselves:
 * the config's checker loads before the app's first render and must not carry the packs' data.
 */
export const bundledGameIds = ['wow'] as const;

/** The game of a service not given one (or before its pack loaded): no class, so no character can be added. */
export const noGamePack = { id: 'none', name: '', classes: [], buffs: [] } as const satisfies GamePack;
