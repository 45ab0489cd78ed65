import * as v from 'valibot';
import { raidRoles, raidSizes, type RaidSize, type RoleTargets } from '../guild-config-types';
import { crossCheck, inputObject, validate } from '../input-schema';
import { controlCharacters, invisibleFormatting, loneSurrogate } from '../text-rules';
import { raidDifficulties, scheduleLimits } from './schedule-terms';
import { characterCount, upToMinutes } from '../counted-phrases';

/**
 * The one schema for what officers send about the schedule (series, one-off raids, single nights), used
 * by the form, the demo store and the server alike. Messages are Polish and name the field.
 */
export { raidDifficulties, scheduleLimits };

type Result<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** A real calendar date `YYYY-MM-DD`. */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const integerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

const cleanText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxCodePoints(max, (issue) => `Najwyżej ${characterCount(max)} (teraz ${issue.received}).`),
    v.check(
      (text) => !controlCharacters.test(text) && !invisibleFormatting.test(text) && !loneSurrogate.test(text),
      'Tekst zawiera niedozwolone znaki (sterujące albo niewidoczne).',
    ),
  );

/** A text that must be given: blank, `null` or missing get `Wpisz <label>.` */
const requiredText = (label: string, max: number) =>
  v.pipe(
    v.unknown(),
    v.check((value) => !isBlank(value), `Wpisz ${label}.`),
    v.string('Nieprawidłowa wartość – oczekiwano tekstu.'),
    v.trim(),
    cleanText(max),
  );

/** A text that may be cleared: missing stays missing, `null` or blank becomes `''`. */
const clearableText = (max: number) =>
  v.pipe(
    v.nullish(v.string('Nieprawidłowa wartość – oczekiwano tekstu.')),
    v.transform((text) => (text === undefined ? text : (text ?? '').trim())),
    v.optional(cleanText(max)),
  );

type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const durationMessage = `Czas trwania: od 30 ${upToMinutes(scheduleLimits.maxDurationMinutes)}.`;
const roleTargetsMessage = 'Podaj liczbę miejsc dla każdej roli (tank, healer, melee, ranged), od 0 do 30.';

const isRoleTargets = (value: unknown): value is RoleTargets =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => raidRoles.includes(key as never)) &&
  raidRoles.every((role) => integerIn((value as RoleTargets)[role], 0, 30));

const fields = {
  title: requiredText('nazwę rajdu', scheduleLimits.title),
  start: v.custom<string>(
    (value) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    'Podaj godzinę startu w formacie GG:MM, np. 20:00.',
  ),
  durationMinutes: v.custom<number>((value) => integerIn(value, 30, scheduleLimits.maxDurationMinutes), durationMessage),
  size: v.picklist(raidSizes, `Wybierz rozmiar rajdu: ${raidSizes.join(', ')}.`),
  difficulty: v.picklist(raidDifficulties, 'Wybierz poziom: normalny, heroiczny albo mityczny.'),
  roleTargets: v.pipe(
    v.nullish(v.custom<RoleTargets>(isRoleTargets, roleTargetsMessage)),
    v.transform((targets) => (targets ? (Object.fromEntries(raidRoles.map((role) => [role, targets[role]])) as RoleTargets) : undefined)),
  ),
  note: clearableText(scheduleLimits.note),
  weekday: v.custom<Weekday>((value) => integerIn(value, 1, 7), 'Wybierz dzień tygodnia.'),
  date: v.custom<string>(isLocalDate, 'Podaj datę w formacie RRRR-MM-DD.'),
  endsOn: v.custom<string>(isLocalDate, 'Podaj datę ostatniego wieczoru w formacie RRRR-MM-DD.'),
};

const notRaid = 'Nieprawidłowe dane rajdu.';
const unknownField = 'Nieznane pole.';

type Targets = { roleTargets?: RoleTargets; size?: number };

/** Targets must fill the raid exactly, or the automatic roster could never be full. */
const fillsTheRaid = <Raid extends Targets>(schema: v.GenericSchema<unknown, Raid>) =>
  v.pipe(
    schema,
    crossCheck<Raid>('roleTargets', ({ roleTargets, size }) =>
      roleTargets && raidSizes.includes(size as RaidSize) && raidRoles.reduce((sum, role) => sum + roleTargets[role], 0) !== size
        ? `Miejsca dla ról muszą dać razem rozmiar rajdu (${size}).`
        : null,
    ),
  );

const { title, start, durationMinutes, size, difficulty, roleTargets, note, weekday, date, endsOn } = fields;
const raidFields = { title, start, durationMinutes, size, difficulty, roleTargets, note };

/** A new raid: an empty note is no note. */
const newRaid = <Entries extends typeof raidFields & v.ObjectEntries>(entries: Entries) =>
  v.pipe(
    fillsTheRaid(inputObject(entries, notRaid, unknownField)),
    v.transform(({ note, ...raid }) => (note ? { ...raid, note } : raid)),
  );

export const seriesInputSchema = newRaid({ ...raidFields, weekday });
export const oneOffInputSchema = newRaid({ ...raidFields, date });

const optionalFields = <Entries extends v.ObjectEntries>(entries: Entries) =>
  Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, v.optional(schema)])) as {
    [Key in keyof Entries]: v.OptionalSchema<Entries[Key], undefined>;
  };

/** A series edit: any of its fields (from the next night on), or the date of its last night; an empty note clears it. */
export const seriesPatchSchema = v.pipe(
  fillsTheRaid(
    inputObject(
      {
        ...optionalFields({ start, durationMinutes, size, difficulty, weekday, endsOn }),
        title: v.optional(title),
        roleTargets,
        note,
      },
      notRaid,
      unknownField,
    ),
  ),
  v.forward(
    v.check((patch) => Object.keys(patch).length > 0, 'Podaj, co zmienić w serii.'),
    ['title'],
  ),
);

/** A change of one night; `status: 'cancelled'` needs `cancelReason`, `'scheduled'` restores the night. */
export const nightPatchSchema = v.pipe(
  inputObject(
    {
      ...optionalFields({ date, start }),
      title: v.optional(title),
      note,
      status: v.optional(v.picklist(['scheduled', 'cancelled'], 'Status: scheduled albo cancelled.')),
      cancelReason: v.pipe(
        clearableText(scheduleLimits.cancelReason),
        v.transform((reason) => reason || undefined),
      ),
    },
    notRaid,
    unknownField,
  ),
  crossCheck('cancelReason', ({ status, cancelReason }) => {
    if (status === 'cancelled' && !cancelReason) return 'Wpisz powód odwołania, np. „Wigilia – nie gramy”.';
    return cancelReason && status !== 'cancelled' ? 'Powód podaje się tylko przy odwołaniu (status cancelled).' : null;
  }),
  v.forward(
    v.check((patch) => Object.keys(patch).length > 0, 'Podaj, co zmienić w tym wieczorze.'),
    ['status'],
  ),
);

export type SeriesInput = v.InferOutput<typeof seriesInputSchema>;
export type OneOffInput = v.InferOutput<typeof oneOffInputSchema>;
export type RaidFields = Omit<SeriesInput, 'weekday'>;
export type SeriesPatch = v.InferOutput<typeof seriesPatchSchema>;
export type NightPatch = v.InferOutput<typeof nightPatchSchema>;

export const validateSeriesInput = (input: unknown): Result<SeriesInput> =>
  validate(seriesInputSchema, input, 'title') as Result<SeriesInput>;
export const validateOneOffInput = (input: unknown): Result<OneOffInput> =>
  validate(oneOffInputSchema, input, 'title') as Result<OneOffInput>;
export const validateSeriesPatch = (input: unknown): Result<SeriesPatch> =>
  validate(seriesPatchSchema, input, 'title') as Result<SeriesPatch>;
export const validateNightPatch = (input: unknown): Result<NightPatch> => validate(nightPatchSchema, input, 'title') as Result<NightPatch>;
