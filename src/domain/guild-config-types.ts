import type { GamePack } from './game/game-pack-types';

/**
 * The shape of a guild's config: one JSON document a guild writes to make the site its own. The bundled
 * sample guild is one value of this type; a guild's own file is validated against it at the boundary.
 */

/** The four raid roles. Damage is split into melee and ranged so a leader can balance the two. */
export type RaidRole = 'tank' | 'healer' | 'melee' | 'ranged';

export const raidRoles: readonly RaidRole[] = ['tank', 'healer', 'melee', 'ranged'];

/** Raid sizes the game offers. */
export type RaidSize = 10 | 20 | 25 | 30;

export const raidSizes: readonly RaidSize[] = [10, 20, 25, 30];

/** How many raiders of each role a raid wants; the sum is the raid size. */
export type RoleTargets = Record<RaidRole, number>;

export type RaidDifficulty = 'normalny' | 'heroiczny' | 'mityczny';

/** What every raid has, recurring or one-off. */
export interface RaidDefinition {
  /** Stable id (letters, digits, hyphen): part of each raid instance's id and calendar UID. */
  id: string;
  title: string;
  /** Local start time in the guild's timezone, `HH:MM` (24 h). */
  start: string;
  durationMinutes: number;
  size: RaidSize;
  difficulty: RaidDifficulty;
  /** Overrides the guild's default targets for this size. */
  roleTargets?: RoleTargets;
  /** Short note shown with the raid (what is planned). */
  note?: string;
}

/** A raid on the same weekday every week. */
export interface WeeklyRaid extends RaidDefinition {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

/** A raid on one date only (an event, a bonus night). */
export interface OneOffRaid extends RaidDefinition {
  /** Local date in the guild's timezone, `YYYY-MM-DD`. */
  date: string;
}

export interface GuildValue {
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  /** The raider's nickname. */
  raider: string;
  /** Class and role in words, e.g. `Kapłanka · leczenie`. */
  classRole: string;
  /** Month the raider joined, `YYYY-MM`; the time in the guild is computed from it. */
  memberSince: string;
}

export interface GuildImage {
  /** Path under the site root, e.g. `images/hero-dawn.svg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface GuildConfig {
  name: string;
  tagline: string;
  /** Paragraphs of the home page's "who we are". */
  about: string[];
  /** IANA timezone the guild plays in; raid times are written in it. */
  timezone: string;
  values: GuildValue[];
  /** Paragraphs (points) of the manifesto. */
  manifesto: string[];
  testimonials: Testimonial[];
  schedule: {
    weekly: WeeklyRaid[];
    oneOff: OneOffRaid[];
    /** How far ahead raid instances are generated. @default 6 */
    weeksAhead: number;
  };
  /** Default role targets for each raid size. */
  roleTargets: Record<`${RaidSize}`, RoleTargets>;
  /** Signups close this many minutes before a raid starts. @default 60 */
  signupLockMinutes: number;
  /**
   * Minutes after a raid's first pull within which a raider first seen in its Warcraft Logs report still
   * counts as present; later is late. @default 15
   */
  lateAfterMinutes?: number;
  /**
   * What the fair bench does with the loot raiders received in its weeks (from the imported addon
   * exports): `off` leaves it out; `tie-breaker` names it in every raider's reasons and, among raiders
   * benched equally often, takes the one with fewer items first. @default "off"
   */
  lootOnBench?: LootOnBench;
  /** The guild's own words after the schedule page's first sentence (e.g. when invitations go out). Absent: none. */
  scheduleNote?: string;
  /** The words under the values page's title (what the values are for to this guild). Absent: a neutral sentence. */
  valuesLead?: string;
  images: {
    hero: GuildImage;
  };
  /**
   * Language of the UI components' own words (toasts, error page) on the standalone site and in every
   * widget, unless an element's `ui-locale` says otherwise. Absent: the components' default, `en`.
   */
  uiLocale?: GuildUiLocale;
  /**
   * The game the guild plays: the id of a bundled pack (`wow`) or the guild's own pack (classes, specs,
   * buffs; docs/configuration.md). @default "wow"
   */
  game?: string | GamePack;
}

/** What `lootOnBench` can say. */
export const lootOnBenchModes = ['off', 'tie-breaker'] as const;
export type LootOnBench = (typeof lootOnBenchModes)[number];

/** The languages `uiLocale` can name. */
export const guildUiLocales = ['en', 'pl'] as const;
export type GuildUiLocale = (typeof guildUiLocales)[number];
