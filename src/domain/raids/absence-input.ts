import * as v from 'valibot';
import { inputObject, validate, type Validation } from '../input-schema';
import { controlCharacters, invisibleFormatting, invisibleFormattingMessage, signupLimits } from '../text-rules';
import { characterCount, dayCount } from '../counted-phrases';

// The absence form's checks, apart from the rules of covered nights (absences.ts): the "Konto" page
// loads only these.

/** A raider's planned absence ("Urlop"): every raid night whose local date is in `[from, to]` counts as "Nie będę". */
export interface Absence {
  id: string;
  raider: string;
  /** Local dates in the guild's zone, `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  note?: string;
  /** ISO instant it was entered: before a night's start, it excuses that night. */
  createdAt: string;
}

/** Longest absence in days (a year): a typo in the year would otherwise silence a raider for decades. */
export const absenceLimits = { days: 366, note: signupLimits.note } as const;

export const absenceMessages = {
  notFound: 'Nie ma takiej nieobecności.',
  ended: 'Ta nieobecność już się skończyła.',
} as const;

const day = 86_400_000;

/** Whether `text` is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isLocalDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both counted. */
export const absenceDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day) + 1;

const noteText = v.pipe(
  v.nullish(v.string('Notatka musi być tekstem.')),
  v.transform((note) => note?.trim() || undefined),
  v.optional(
    v.pipe(
      v.string(),
      v.maxCodePoints(absenceLimits.note, `Notatka może mieć najwyżej ${characterCount(absenceLimits.note)}.`),
      v.check((note) => !controlCharacters.test(note), 'Notatka musi być jednym wierszem zwykłego tekstu.'),
      v.check((note) => !invisibleFormatting.test(note), invisibleFormattingMessage('Notatka')),
    ),
  ),
);

/** The one check of an absence, for the form, the demo store and the server alike. */
export const absenceInputSchema = v.pipe(
  inputObject({
    from: v.custom<string>(isLocalDate, 'Podaj datę początku (RRRR-MM-DD).'),
    to: v.custom<string>(isLocalDate, 'Podaj datę końca (RRRR-MM-DD).'),
    note: noteText,
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => absenceDays(from, to) >= 1, 'Koniec nie może być przed początkiem.'),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => absenceDays(from, to) <= absenceLimits.days,
      `Nieobecność może trwać najwyżej ${dayCount(absenceLimits.days)}.`,
    ),
    ['to'],
  ),
);

export type AbsenceInput = v.InferOutput<typeof absenceInputSchema>;
export type AbsenceField = keyof AbsenceInput;

export const validateAbsenceInput = (value: unknown): Validation<AbsenceInput, AbsenceField> => validate(absenceInputSchema, value, 'from');
