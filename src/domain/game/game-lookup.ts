import type { GameClass, GamePack, GameSpec } from './game-pack-types';

// Apart from the bundled packs (game-pack.ts), so a part that only looks a class up carries no pack.

export const findClass = (pack: GamePack, classId: string): GameClass | undefined => pack.classes.find((one) => one.id === classId);

export const findSpec = (pack: GamePack, classId: string, specId: string): GameSpec | undefined =>
  findClass(pack, classId)?.specs.find((one) => one.id === specId);
