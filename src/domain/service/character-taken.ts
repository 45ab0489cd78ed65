import { characterAssignmentMessages, otherHolder } from '../characters/character-assignment';
import type { Character } from '../characters/character-types';
import { RaidApiError } from '../raid-api-error';
import type { GuildStore } from './guild-store';

/** `taken` naming who has the character, on the field `name`: one character is one raider's attendance. */
export function takenCharacter(store: GuildStore, ownerKey: string, name: string): RaidApiError {
  const holder = store.accounts.byKey(ownerKey)?.nickname ?? ownerKey;
  const message = characterAssignmentMessages.taken(name, holder);
  return new RaidApiError('taken', message, { name: message });
}

/**
 * Refuses (`taken`) a character for `raiderKey` that another raider has as a raid log matches names,
 * so the log never finds two people by it; `before` is the character being renamed (`otherHolder`).
 */
export function refuseTakenCharacter(
  store: GuildStore,
  raiderKey: string,
  wanted: Pick<Character, 'name' | 'realm'>,
  before?: Pick<Character, 'name' | 'realm'>,
): void {
  const ownerKey = otherHolder(store.characters.all(), raiderKey, wanted, before);
  if (ownerKey !== undefined) throw takenCharacter(store, ownerKey, wanted.name);
}
