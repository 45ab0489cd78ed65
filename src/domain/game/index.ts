export type { GamePack, GameClass, GameSpec, RaidBuff } from './game-pack-types';
export { bundledGamePacks, defaultGameId, findClass, findSpec, resolveGamePack } from './game-pack';
