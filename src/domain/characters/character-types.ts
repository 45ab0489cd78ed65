/** A raider's character in the game: what rosters show and raid logs name. */
export interface Character {
  id: string;
  name: string;
  /** The game's realm (server), when the raider gave it; matched with raid logs when present. */
  realm?: string;
  /** `GameClass.id` of the guild's game pack. */
  classId: string;
  /** `GameSpec.id` within that class. */
  specId: string;
  /** The raider's main character (one per raider); the others are alts. */
  main: boolean;
  /** Equipped item level, when an import (Raider.IO) read it. */
  itemLevel?: number;
}

/** A character as rosters and the member list show it (Skład shows the item level an import read). */
export type CharacterRef = Pick<Character, 'id' | 'name' | 'classId' | 'specId' | 'itemLevel'>;
