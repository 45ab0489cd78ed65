import type { Character, CharacterRef } from './character-types';

/** The character as rosters and the member list show it. */
export const characterRef = ({ id, name, classId, specId, itemLevel }: Character): CharacterRef =>
  itemLevel === undefined ? { id, name, classId, specId } : { id, name, classId, specId, itemLevel };
