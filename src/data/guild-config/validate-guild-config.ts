import {
  guildUiLocales,
  raidRoles,
  raidSizes,
  type GuildConfig,
  type RaidDifficulty,
  type RaidSize,
} from '../../domain/guild-config-types';
import { bundledGameIds } from '../../domain/game/game-ids';
import {
  array,
  date,
  fail,
  integer,
  join,
  object,
  oneOf,
  pastMonth,
  pattern,
  text,
  time,
  timezone,
  type ConfigError,
  type Errors,
  type Fields,
} from './checks';

export type GuildConfigResult = { ok: true; config: GuildConfig } | { ok: false; errors: ConfigError[] };

export interface ValidateOptions {
  /** Today, for `memberSince` (not in the future). @default new Date() */
  now?: Date;
}

const difficulties: readonly RaidDifficulty[] = ['normalny', 'heroiczny', 'mityczny'];
const topLevelKeys = [
  'name',
  'tagline',
  'about',
  'timezone',
  'values',
  'manifesto',
  'testimonials',
  'schedule',
  'roleTargets',
  'signupLockMinutes',
  'lateAfterMinutes',
  'lootOnBench',
  'scheduleNote',
  'valuesLead',
  'images',
  'uiLocale',
  'game',
];
const raidKeys = ['id', 'title', 'start', 'durationMinutes', 'size', 'difficulty', 'roleTargets', 'note'];

/** Longest texts accepted: room for real content, but not a pasted novel that breaks the layout. */
const max = { name: 80, line: 200, paragraph: 2000, title: 80, note: 300, nickname: 40, path: 300 } as const;

/**
 * Checks a guild config from outside (a JSON file, the backend) against `GuildConfig` and collects
 * every problem, each naming its field path. Framework-free so the server can run the same check.
 * Strings are kept as written: they are shown as text, never as markup.
 */
export function validateGuildConfig(input: unknown, { now = new Date() }: ValidateOptions = {}): GuildConfigResult {
  const errors: Errors = [];
  const root = object(errors, '', input, topLevelKeys);
  if (root) {
    text(errors, 'name', root.name, max.name);
    text(errors, 'tagline', root.tagline, max.line);
    texts(errors, 'about', root.about, max.paragraph);
    timezone(errors, 'timezone', root.timezone);
    each(errors, 'values', root.values, true, (path, value) => {
      const fields = object(errors, path, value, ['title', 'text']);
      if (!fields) return;
      text(errors, join(path, 'title'), fields.title, max.title);
      text(errors, join(path, 'text'), fields.text, max.paragraph);
    });
    texts(errors, 'manifesto', root.manifesto, max.paragraph);
    each(errors, 'testimonials', root.testimonials, true, (path, value) => {
      const fields = object(errors, path, value, ['quote', 'raider', 'classRole', 'memberSince']);
      if (!fields) return;
      text(errors, join(path, 'quote'), fields.quote, max.paragraph);
      text(errors, join(path, 'raider'), fields.raider, max.nickname);
      text(errors, join(path, 'classRole'), fields.classRole, max.title);
      pastMonth(errors, join(path, 'memberSince'), fields.memberSince, now);
    });
    schedule(errors, root.schedule);
    roleTargetsBySize(errors, root.roleTargets);
    integer(errors, 'signupLockMinutes', root.signupLockMinutes, 0, 1440);
    if (root.lateAfterMinutes !== undefined) integer(errors, 'lateAfterMinutes', root.lateAfterMinutes, 0, 240);
    for (const key of ['scheduleNote', 'valuesLead']) if (root[key] !== undefined) text(errors, key, root[key], max.line);
    images(errors, root.images);
    if (root.uiLocale !== undefined) oneOf(errors, 'uiLocale', root.uiLocale, guildUiLocales);
    // A guild's own pack is checked whole where the config is read from a file (the server:
    // validateGamePack); here, before the first render, only whether it names a pack at all. So is
    // `lootOnBench` (the server: lootOnBenchErrors): here only its name; any value but "tie-breaker" is off.
    if (typeof root.game === 'string') oneOf(errors, 'game', root.game, bundledGameIds);
    else if (root.game !== undefined) object(errors, 'game', root.game, ['id', 'name', 'classes', 'buffs']);
  }
  return errors.length ? { ok: false, errors } : { ok: true, config: input as GuildConfig };
}

function each(errors: Errors, path: string, value: unknown, nonEmpty: boolean, check: (path: string, item: unknown) => void): void {
  array(errors, path, value, nonEmpty)?.forEach((item, index) => check(join(path, index), item));
}

function texts(errors: Errors, path: string, value: unknown, maxLength: number): void {
  each(errors, path, value, true, (itemPath, item) => text(errors, itemPath, item, maxLength));
}

function schedule(errors: Errors, value: unknown): void {
  const fields = object(errors, 'schedule', value, ['weekly', 'oneOff', 'weeksAhead']);
  if (!fields) return;
  const ids = new Map<string, string>();
  // A guild may have only weekly raids or only events, so neither list has to have items.
  each(errors, 'schedule.weekly', fields.weekly, false, (path, item) => {
    const raid = raidDefinition(errors, path, item, ['weekday'], ids);
    if (raid) integer(errors, join(path, 'weekday'), raid.weekday, 1, 7);
  });
  each(errors, 'schedule.oneOff', fields.oneOff, false, (path, item) => {
    const raid = raidDefinition(errors, path, item, ['date'], ids);
    if (raid) date(errors, join(path, 'date'), raid.date);
  });
  integer(errors, 'schedule.weeksAhead', fields.weeksAhead, 1, 12);
}

/** The fields every raid has. `ids` collects ids across both lists: they become calendar UIDs. */
function raidDefinition(errors: Errors, path: string, value: unknown, extraKeys: string[], ids: Map<string, string>): Fields | null {
  const raid = object(errors, path, value, [...raidKeys, ...extraKeys]);
  if (!raid) return null;
  const idPath = join(path, 'id');
  if (text(errors, idPath, raid.id, max.title) && pattern(errors, idPath, raid.id, /^[a-z0-9-]+$/, 'lowercase letters, digits and "-"')) {
    const first = ids.get(raid.id);
    if (first) errors.push({ path: idPath, message: `duplicate id "${raid.id}" (also at ${first})` });
    else ids.set(raid.id, idPath);
  }
  text(errors, join(path, 'title'), raid.title, max.title);
  time(errors, join(path, 'start'), raid.start);
  integer(errors, join(path, 'durationMinutes'), raid.durationMinutes, 15, 720);
  const sizeOk = oneOf(errors, join(path, 'size'), raid.size, raidSizes);
  oneOf(errors, join(path, 'difficulty'), raid.difficulty, difficulties);
  if (raid.roleTargets !== undefined)
    roleTargets(errors, join(path, 'roleTargets'), raid.roleTargets, sizeOk ? (raid.size as RaidSize) : null);
  if (raid.note !== undefined) text(errors, join(path, 'note'), raid.note, max.note);
  return raid;
}

function roleTargetsBySize(errors: Errors, value: unknown): void {
  const fields = object(errors, 'roleTargets', value, raidSizes.map(String));
  if (!fields) return;
  for (const size of raidSizes) roleTargets(errors, join('roleTargets', String(size)), fields[size], size);
}

/** A count per role, summing to the raid size (when the size itself is valid). */
function roleTargets(errors: Errors, path: string, value: unknown, size: RaidSize | null): void {
  const fields = object(errors, path, value, raidRoles);
  if (!fields) return;
  let sum = 0;
  let allValid = true;
  for (const role of raidRoles) {
    if (integer(errors, join(path, role), fields[role], 0)) sum += fields[role] as number;
    else allValid = false;
  }
  if (allValid && size !== null && sum !== size)
    errors.push({ path, message: `expected roles summing to the raid size ${size}, got ${sum}` });
}

function images(errors: Errors, value: unknown): void {
  const fields = object(errors, 'images', value, ['hero']);
  if (!fields) return;
  const hero = object(errors, 'images.hero', fields.hero, ['src', 'alt', 'width', 'height']);
  if (!hero) return;
  // Served through the site's image proxy, so a path under the site root: no URL scheme, no `..`.
  if (text(errors, 'images.hero.src', hero.src, max.path)) {
    pattern(
      errors,
      'images.hero.src',
      hero.src,
      /^\/?(?!.*\.\.)[\w.~-]+(\/[\w.~-]+)*$/,
      'a path under the site root, e.g. "images/hero.svg"',
    );
  }
  // Empty alt is allowed: it marks a decorative image.
  if (typeof hero.alt !== 'string') fail(errors, 'images.hero.alt', 'a string', hero.alt);
  else if (hero.alt.length > max.line)
    errors.push({ path: 'images.hero.alt', message: `expected at most ${max.line} characters, got ${hero.alt.length}` });
  // At most 1024: the 2x variant must stay within the image proxy's 2048 px.
  integer(errors, 'images.hero.width', hero.width, 1, 1024);
  integer(errors, 'images.hero.height', hero.height, 1, 1024);
}
