import { raiderKey } from '../accounts/raider-key';
import { characterRef } from '../characters/character-ref';
import type { CharacterRef } from '../characters/character-types';
import type { GamePack } from '../game/game-pack-types';
import { raidRoles } from '../guild-config-types';
import { rosterComposition } from '../raids/composition';
import type { BuiltRoster, RaidRoster, RosterEntry, Signup } from '../raids/signup-types';
import type { GuildStore } from './guild-store';

/** Turns a roster as `buildRoster` makes it into the one raiders and leaders see. */
export type RosterDresser = (built: BuiltRoster, answers: readonly Signup[]) => RaidRoster;

/**
 * The roster as raiders and leaders see it: each entry with the character its answer named (when it
 * is still the raider's), and what the roster is made of by the guild's game pack. Apart from the
 * service's context so the demo loads it with the pack, not with its first screen.
 */
export function createRosterDresser(store: GuildStore, game: () => GamePack): RosterDresser {
  return (built, answers) => {
    const named = answers.filter((answer) => answer.raidId === built.raidId && answer.characterId !== undefined);
    const owned = new Map(store.characters.byIds(named.map((answer) => answer.characterId!)).map((one) => [one.character.id, one]));
    const refs = new Map<string, CharacterRef>();
    for (const answer of named) {
      const found = owned.get(answer.characterId!);
      if (found && found.raiderKey === raiderKey(answer.raider)) refs.set(raiderKey(answer.raider), characterRef(found.character));
    }
    const dress = <Entry extends RosterEntry>(entry: Entry): Entry => {
      const character = refs.get(raiderKey(entry.raider));
      return character ? { ...entry, character } : entry;
    };
    const byRole = Object.fromEntries(raidRoles.map((role) => [role, built.byRole[role].map(dress)])) as RaidRoster['byRole'];
    const roster = {
      ...built,
      byRole,
      reserve: built.reserve.map(dress),
      tentative: built.tentative.map(dress),
      absent: built.absent.map(dress),
    };
    return { ...roster, composition: rosterComposition(game(), roster) };
  };
}
