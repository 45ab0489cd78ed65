import type { Character, CharacterRef } from './character-types';

/** The character as rosters and the member list show it. */
export const characterRef = ({ id, name, classId, specId }: Character): CharacterRef => ({ id, name, classId, specId });
