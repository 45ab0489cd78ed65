import type { RaidRole } from '../guild-config-types';

/**
 * What a game brings to the roster: its classes, their specialisations and the raid buffs and utilities
 * each specialisation brings. The guild config names its game (`game`, default the bundled `wow` pack)
 * or defines a pack of its own. Class and role names are Polish as raiders say them; buff and spell names
 * stay as players know them from the game (it has no Polish client).
 */
export interface GamePack {
  /** Stable id, e.g. `wow`. */
  id: string;
  /** The game's name as shown, e.g. `World of Warcraft`. */
  name: string;
  classes: readonly GameClass[];
  /** Every buff or utility a roster may miss, in the order the roster's make-up lists what is missing. */
  buffs: readonly RaidBuff[];
}

export interface GameClass {
  /** Stable id, lowercase with hyphens, e.g. `death-knight`. */
  id: string;
  /** Polish name as raiders say it, e.g. `rycerz śmierci`. */
  name: string;
  /** The class colour, `#rrggbb`; never the only sign of the class (its icon and name go with it). */
  colour: string;
  /** The class icon: SVG path data drawn in a 24×24 view box with `currentColor`. */
  icon: string;
  specs: readonly GameSpec[];
}

export interface GameSpec {
  /** Stable id within its class, e.g. `frost`. */
  id: string;
  /** Polish name, e.g. `mróz`. */
  name: string;
  role: RaidRole;
  /** Ids of the buffs and utilities (`GamePack.buffs`) this spec brings. */
  brings: readonly string[];
}

export interface RaidBuff {
  /** Stable id, e.g. `bloodlust`. */
  id: string;
  /** As players know it, e.g. `Bloodlust/Heroism`. */
  name: string;
}
