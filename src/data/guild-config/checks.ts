/**
 * Small field checks for the guild config validator. Each one records an error at its path and returns
 * whether the value passed, so the caller can skip checks that only make sense on a valid value.
 */

export interface ConfigError {
  /** Where the bad value is, e.g. `schedule.weekly[1].start`. */
  path: string;
  /** What was expected and what was found, e.g. `expected HH:MM (24 h), got "25:00"`. */
  message: string;
}

export type Errors = ConfigError[];

export type Fields = Record<string, unknown>;

/** The value as a short, readable quote for a message: strings quoted and cut, other types named. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

export function fail(errors: Errors, path: string, expected: string, value: unknown): false {
  // A field left out is named as such: "got undefined" reads like a bug to a guild admin editing JSON.
  errors.push({ path, message: value === undefined ? `missing (expected ${expected})` : `expected ${expected}, got ${describe(value)}` });
  return false;
}

export function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/**
 * A plain object whose keys are all in `allowed` (an unknown key is usually a typo of an optional
 * field that would otherwise be ignored without a word). Returns the object, or `null` after an error.
 */
export function object(errors: Errors, path: string, value: unknown, allowed: readonly string[]): Fields | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(errors, path || '(root)', 'an object', value);
    return null;
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) errors.push({ path: join(path, key), message: `unknown field (allowed: ${allowed.join(', ')})` });
  }
  return value as Fields;
}

/** An array, with at least one item when `nonEmpty`. Returns it, or `null` after an error. */
export function array(errors: Errors, path: string, value: unknown, nonEmpty: boolean): unknown[] | null {
  if (!Array.isArray(value)) {
    fail(errors, path, 'an array', value);
    return null;
  }
  if (nonEmpty && value.length === 0) {
    fail(errors, path, 'at least one item', value);
    return null;
  }
  return value;
}

/** A string with visible text, at most `max` characters. */
export function text(errors: Errors, path: string, value: unknown, max: number): value is string {
  if (typeof value !== 'string') return fail(errors, path, 'a string', value);
  if (!value.trim()) return fail(errors, path, 'a non-empty string', value);
  if (value.length > max) {
    errors.push({ path, message: `expected at most ${max} characters, got ${value.length}` });
    return false;
  }
  return true;
}

/** A string matching `pattern`, described to the reader as `expected`. */
export function pattern(errors: Errors, path: string, value: unknown, regex: RegExp, expected: string): value is string {
  if (typeof value === 'string' && regex.test(value)) return true;
  return fail(errors, path, expected, value);
}

/** An integer in `[min, max]`. */
export function integer(errors: Errors, path: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return true;
  const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `${min}–${max}`;
  return fail(errors, path, `an integer ${range}`, value);
}

/** One of a fixed list of values. */
export function oneOf<T>(errors: Errors, path: string, value: unknown, options: readonly T[]): value is T {
  if (options.includes(value as T)) return true;
  return fail(errors, path, `one of ${options.map((option) => JSON.stringify(option)).join(', ')}`, value);
}

/** An IANA timezone the runtime knows (`Intl.DateTimeFormat` throws a RangeError for others). */
export function timezone(errors: Errors, path: string, value: unknown): value is string {
  if (typeof value === 'string' && value.trim()) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      // Falls through to the error below.
    }
  }
  return fail(errors, path, 'an IANA timezone such as "Europe/Warsaw"', value);
}

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

export function time(errors: Errors, path: string, value: unknown): value is string {
  return pattern(errors, path, value, hhmm, 'HH:MM (24 h)');
}

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function date(errors: Errors, path: string, value: unknown): value is string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const parsed = new Date(Date.UTC(year, month - 1, day));
    if (parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day) return true;
  }
  return fail(errors, path, 'a real date YYYY-MM-DD', value);
}

/** `YYYY-MM`, not after the month of `now`. */
export function pastMonth(errors: Errors, path: string, value: unknown, now: Date): value is string {
  const match = typeof value === 'string' ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value) : null;
  if (!match) return fail(errors, path, 'a month YYYY-MM', value);
  const months = Number(match[1]) * 12 + Number(match[2]) - 1;
  if (months > now.getFullYear() * 12 + now.getMonth()) return fail(errors, path, 'a month not in the future', value);
  return true;
}
