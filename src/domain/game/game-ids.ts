/**
 * The ids of the bundled game packs a guild config may name in `game`, apart from the packs themselves:
 * the config's checker loads before the app's first render and must not carry the packs' data.
 */
export const bundledGameIds = ['wow'] as const;
