import type { Validation } from './signup-validation';
import { invisibleFormatting, invisibleFormattingMessage, signupLimits } from './signup-validation';

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

export interface AbsenceInput {
  from: string;
  to: string;
  note?: string;
}

export type AbsenceField = keyof AbsenceInput;

/** Longest absence in days (a year): a typo in the year would otherwise silence a raider for decades. */
export const absenceLimits = { days: 366, note: signupLimits.note } as const;

export const absenceMessages = {
  notFound: 'Nie ma takiej nieobecności.',
  ended: 'Ta nieobecność już się skończyła.',
} as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const day = 86_400_000;

/** Whether `text` is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isLocalDate(text: unknown): text is string {
  if (typeof text !== 'string' || !datePattern.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both counted. */
export const absenceDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day) + 1;

/** The one check of an absence, for the form, the demo store and the server alike. */
export function validateAbsenceInput(value: unknown): Validation<AbsenceInput, AbsenceField> {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const errors: Partial<Record<AbsenceField, string>> = {};
  if (!isLocalDate(input.from)) errors.from = 'Podaj datę początku (RRRR-MM-DD).';
  if (!isLocalDate(input.to)) errors.to = 'Podaj datę końca (RRRR-MM-DD).';
  if (!errors.from && !errors.to) {
    const days = absenceDays(input.from as string, input.to as string);
    if (days < 1) errors.to = 'Koniec nie może być przed początkiem.';
    else if (days > absenceLimits.days) errors.to = `Nieobecność może trwać najwyżej ${absenceLimits.days} dni.`;
  }
  let note: string | undefined;
  if (input.note !== undefined && input.note !== null) {
    if (typeof input.note !== 'string') errors.note = 'Notatka musi być tekstem.';
    else {
      note = input.note.trim() || undefined;
      if (note && [...note].length > absenceLimits.note) errors.note = `Notatka może mieć najwyżej ${absenceLimits.note} znaków.`;
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      else if (note && /[\u0000-\u001f\u007f-\u009f]/u.test(note)) errors.note = 'Notatka musi być jednym wierszem zwykłego tekstu.';
      else if (note && invisibleFormatting.test(note)) errors.note = invisibleFormattingMessage('Notatka');
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const absence: AbsenceInput = { from: input.from as string, to: input.to as string };
  if (note) absence.note = note;
  return { ok: true, value: absence };
}
