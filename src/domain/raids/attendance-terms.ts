import { lastWeeks, upToDays } from '../counted-phrases';
import type { SignupStatus } from './signup-types';

// The words and shapes of attendance, apart from the rule that computes it (attendance.ts), so the
// pages and the local store's validation can use them without bundling the rule.

/**
 * What an officer records for a raider on a raid that took place: `present` (obecność), `late`
 * (spóźnienie), `absent` (nieobecność), `excused` (usprawiedliwienie), `bench` (ławka: ready, not needed).
 * The labels name the state, not the person, so they read the same beside every raider's name.
 */
export type AttendanceMark = 'present' | 'late' | 'absent' | 'excused' | 'bench';

export const attendanceMarks: readonly AttendanceMark[] = ['present', 'late', 'absent', 'excused', 'bench'];

/** The marks as nouns, so they read the same for every raider (never "obecny" for a raider who is not a he). */
export const attendanceMarkLabels: Record<AttendanceMark, string> = {
  present: 'Obecność',
  late: 'Spóźnienie',
  absent: 'Nieobecność',
  excused: 'Usprawiedliwienie',
  bench: 'Ławka (gotowość, bez gry)',
};

/** Recorded marks in the audit log: `Kasia: spóźnienie, Ola: obecność`. */
export const attendanceDetail = (entries: ReadonlyArray<{ nickname: string; attendance: AttendanceMark }>): string =>
  entries.map((entry) => `${entry.nickname}: ${attendanceMarkLabels[entry.attendance].toLocaleLowerCase('pl')}`).join(', ');

/** A recorded mark: one per raid and raider, replaced when an officer records again. */
export interface AttendanceRecord {
  raidId: string;
  raider: string;
  attendance: AttendanceMark;
  recordedBy: string;
  /** ISO instant. */
  recordedAt: string;
}

/** How long after a raid's start an officer may still record (or correct) its attendance. */
export const attendanceRecordDays = 7;

/** Weeks the guild table can look back over; the first is the panel's default. */
export const attendanceWindows = [4, 8, 12] as const;
export type AttendanceWeeks = (typeof attendanceWindows)[number];

/** A period's name on its own (a radio button): `Ostatnie 4 tygodnie`, `Ostatnich 8 tygodni`. */
export const attendanceWindowLabel = (weeks: number): string => lastWeeks(weeks);

/** How far back the raider's own figure on the overview looks. */
export const attendanceWeeks: AttendanceWeeks = 4;

export const attendanceRule =
  'Frekwencja liczy rajdy, które już się odbyły (odwołane się nie liczą), od pierwszego rajdu, na który dana osoba ' +
  'odpowiedziała. Gdy lider zapisał obecność, liczy się jego wpis: „obecność” i „spóźnienie” liczą się jako obecność, ' +
  '„nieobecność” – jako nieobecność. Gdy wpisu nie ma, liczy się odpowiedź: „Będę” i „Spóźnię się” (także z listy rezerwowej) to ' +
  'obecność, „Nie będę”, „Może” i brak odpowiedzi – nie. „Usprawiedliwienie”, „ławka” (także ławka z decyzji lidera) ' +
  'i urlop zgłoszony przed rajdem nie liczą się ani na plus, ani na minus.';

export const attendanceMessages = {
  notStarted: 'Obecność zapisuje się od startu rajdu.',
  closed: `Obecność można zapisać ${upToDays(attendanceRecordDays)} po starcie rajdu.`,
  cancelled: 'Ten rajd był odwołany – nie ma obecności do zapisania.',
  badMark: 'Wybierz: obecność, spóźnienie, nieobecność, usprawiedliwienie albo ławka.',
  badNickname: 'Nie ma w gildii osoby o tym nicku.',
  noEntries: 'Zapisz obecność co najmniej jednej osoby.',
  badWeeks: `Wybierz okres: ${attendanceWindows.map(lastWeeks).join(', ').toLowerCase()}.`,
} as const;

/** One raider's row of the guild table. */
export interface AttendanceRow {
  nickname: string;
  /** Raids that count (see the rule). */
  counted: number;
  /** Of them, the raids the raider came to. */
  attended: number;
  /** `attended / counted`, 0 when nothing counts yet. */
  rate: number;
  /** Raids left out as excused or benched (an absence announced in advance included). */
  notCounted: number;
}

/**
 * Where a raider stood for a raid when it started: in the roster, waiting on the reserve, benched by the
 * leader, or away on an absence ("urlop"); none of these for a raider who answered "Może" or "Nie będę".
 */
export type RaidPlace = 'roster' | 'reserve' | 'bench' | 'absence';

export const raidPlaceLabels: Record<RaidPlace, string> = {
  roster: 'w składzie',
  reserve: 'rezerwa',
  bench: 'ławka',
  absence: 'urlop',
};

/** One line of an officer's attendance sheet. */
export interface AttendanceSheetEntry {
  nickname: string;
  /** The recorded mark, else the one suggested from the answer and the place. */
  attendance: AttendanceMark;
  recorded: boolean;
  /** The raider's own answer, when they gave one. */
  answer?: SignupStatus;
  /** Where the raider stood in the raid's roster, when anywhere. */
  place?: RaidPlace;
}

export interface AttendanceSheet {
  raidId: string;
  entries: AttendanceSheetEntry[];
}
