import { raidRoles, raidSizes, type RaidDifficulty, type RaidSize, type RoleTargets } from '../guild-config-types';
import { invisibleFormatting } from './signup-validation';
import { raidDifficulties, scheduleLimits } from './schedule-terms';

/**
 * The one schema for what officers send about the schedule (series, one-off raids, single nights), used
 * by the form, the demo store and the server alike. Messages are Polish and name the field.
 */
export { raidDifficulties, scheduleLimits };

export interface RaidFields {
  title: string;
  start: string;
  durationMinutes: number;
  size: RaidSize;
  difficulty: RaidDifficulty;
  roleTargets?: RoleTargets;
  note?: string;
}

export interface SeriesInput extends RaidFields {
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

export interface OneOffInput extends RaidFields {
  date: string;
}

/** A series edit: any of its fields (from the next night on), or the date of its last night. */
export type SeriesPatch = Partial<SeriesInput> & { endsOn?: string };

/** A change of one night; `status: 'cancelled'` needs `cancelReason`, `'scheduled'` restores the night. */
export interface NightPatch {
  date?: string;
  start?: string;
  title?: string;
  note?: string;
  status?: 'scheduled' | 'cancelled';
  cancelReason?: string;
}

type Errors = Record<string, string>;
type Result<T> = { ok: true; value: T } | { ok: false; errors: Errors };

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/u;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A real calendar date `YYYY-MM-DD`. */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !datePattern.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkText(errors: Errors, field: string, label: string, value: unknown, max: number, required: boolean): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    if (required) errors[field] = `Wpisz ${label}.`;
    return required ? undefined : '';
  }
  if (typeof value !== 'string') {
    errors[field] = 'Nieprawidłowa wartość – oczekiwano tekstu.';
    return undefined;
  }
  const text = value.trim();
  if ([...text].length > max) errors[field] = `Najwyżej ${max} znaków (teraz ${[...text].length}).`;
  else if (controlCharacters.test(text) || invisibleFormatting.test(text) || /\p{Cs}/u.test(text))
    errors[field] = 'Tekst zawiera niedozwolone znaki (sterujące albo niewidoczne).';
  return text;
}

type FieldCheck = (errors: Errors, value: unknown) => unknown;

const fieldChecks: Record<string, FieldCheck> = {
  title: (errors, value) => checkText(errors, 'title', 'nazwę rajdu', value, scheduleLimits.title, true),
  note: (errors, value) => checkText(errors, 'note', 'notatkę', value, scheduleLimits.note, false),
  start: (errors, value) => {
    if (typeof value === 'string' && timePattern.test(value)) return value;
    errors.start = 'Podaj godzinę startu w formacie GG:MM, np. 20:00.';
  },
  date: (errors, value) => {
    if (isLocalDate(value)) return value;
    errors.date = 'Podaj datę w formacie RRRR-MM-DD.';
  },
  endsOn: (errors, value) => {
    if (isLocalDate(value)) return value;
    errors.endsOn = 'Podaj datę ostatniego wieczoru w formacie RRRR-MM-DD.';
  },
  weekday: (errors, value) => {
    if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 7) return value;
    errors.weekday = 'Wybierz dzień tygodnia.';
  },
  durationMinutes: (errors, value) => {
    if (Number.isInteger(value) && (value as number) >= 30 && (value as number) <= scheduleLimits.maxDurationMinutes) return value;
    errors.durationMinutes = `Czas trwania: od 30 do ${scheduleLimits.maxDurationMinutes} minut.`;
  },
  size: (errors, value) => {
    if (raidSizes.includes(value as RaidSize)) return value;
    errors.size = `Wybierz rozmiar rajdu: ${raidSizes.join(', ')}.`;
  },
  difficulty: (errors, value) => {
    if (raidDifficulties.includes(value as RaidDifficulty)) return value;
    errors.difficulty = 'Wybierz poziom: normalny, heroiczny albo mityczny.';
  },
  roleTargets: (errors, value) => {
    if (value === undefined || value === null) return undefined;
    const valid =
      isObject(value) &&
      Object.keys(value).every((key) => raidRoles.includes(key as never)) &&
      raidRoles.every((role) => Number.isInteger(value[role]) && (value[role] as number) >= 0 && (value[role] as number) <= 30);
    if (valid) return { tank: value.tank, healer: value.healer, melee: value.melee, ranged: value.ranged };
    errors.roleTargets = 'Podaj liczbę miejsc dla każdej roli (tank, healer, melee, ranged), od 0 do 30.';
  },
};

function checkFields(input: unknown, required: readonly string[], optional: readonly string[]): Result<Record<string, unknown>> {
  if (!isObject(input)) return { ok: false, errors: { title: 'Nieprawidłowe dane rajdu.' } };
  const errors: Errors = {};
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (![...required, ...optional].includes(key)) errors[key] = 'Nieznane pole.';
  }
  for (const field of [...required, ...optional]) {
    if (!required.includes(field) && input[field] === undefined) continue;
    const checked = fieldChecks[field]!(errors, input[field]);
    if (checked !== undefined) value[field] = checked;
  }
  // Targets must fill the raid exactly, or the automatic roster could never be full.
  const targets = value.roleTargets as RoleTargets | undefined;
  if (targets && typeof value.size === 'number' && raidRoles.reduce((sum, role) => sum + targets[role], 0) !== value.size) {
    errors.roleTargets = `Miejsca dla ról muszą dać razem rozmiar rajdu (${value.size}).`;
  }
  if (value.note === '') delete value.note;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

const raidFields = ['title', 'start', 'durationMinutes', 'size', 'difficulty'] as const;
const optionalRaidFields = ['roleTargets', 'note'] as const;

export const validateSeriesInput = (input: unknown) =>
  checkFields(input, [...raidFields, 'weekday'], optionalRaidFields) as Result<SeriesInput>;

export const validateOneOffInput = (input: unknown) =>
  checkFields(input, [...raidFields, 'date'], optionalRaidFields) as Result<OneOffInput>;

export function validateSeriesPatch(input: unknown): Result<SeriesPatch> {
  const checked = checkFields(input, [], [...raidFields, 'weekday', ...optionalRaidFields, 'endsOn']);
  if (checked.ok && Object.keys(checked.value).length === 0 && !(isObject(input) && 'note' in input)) {
    return { ok: false, errors: { title: 'Podaj, co zmienić w serii.' } };
  }
  if (checked.ok && isObject(input) && 'note' in input && checked.value.note === undefined) checked.value.note = '';
  return checked as Result<SeriesPatch>;
}

export function validateNightPatch(input: unknown): Result<NightPatch> {
  const errors: Errors = {};
  const value: NightPatch = {};
  const { status: _status, cancelReason: _reason, ...fields } = isObject(input) ? input : {};
  const base = checkFields(isObject(input) ? fields : input, [], ['date', 'start', 'title', 'note']);
  if (!base.ok) Object.assign(errors, base.errors);
  else Object.assign(value, base.value);
  if (isObject(input) && 'note' in input && value.note === undefined && !errors.note) value.note = '';
  if (isObject(input)) {
    if (input.status !== undefined) {
      if (input.status === 'scheduled' || input.status === 'cancelled') value.status = input.status;
      else errors.status = 'Status: scheduled albo cancelled.';
    }
    if (input.cancelReason !== undefined) {
      const reason = checkText(errors, 'cancelReason', 'powód odwołania', input.cancelReason, scheduleLimits.cancelReason, false);
      if (reason) value.cancelReason = reason;
    }
    if (value.status === 'cancelled' && !value.cancelReason && !errors.cancelReason)
      errors.cancelReason = 'Wpisz powód odwołania, np. „Wigilia – nie gramy”.';
    if (value.cancelReason && value.status !== 'cancelled')
      errors.cancelReason = 'Powód podaje się tylko przy odwołaniu (status cancelled).';
    if (Object.keys(errors).length === 0 && Object.keys(value).length === 0) errors.status = 'Podaj, co zmienić w tym wieczorze.';
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
