import { attendanceMarkLabels, raidPlaceLabels, type AttendanceSheet } from '../raids/attendance-terms';
import { statusLabels } from '../raids/signup-labels';
import type { RaidInstance } from '../schedule/raid-instance';
import { toZoned } from '../schedule/zoned-time';
import { toCsv } from './csv';

export const attendanceCsvHeader = [
  'Data',
  'Godzina',
  'Rajd',
  'Identyfikator rajdu',
  'Osoba',
  'Odpowiedź',
  'Miejsce w składzie',
  'Obecność',
  'Skąd obecność',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * One line per raider per night, night after night: their answer, their place in the roster, and their
 * attendance as the officer recorded it (prefilled from the Warcraft Logs report when one was read), else
 * as the sheet suggests it from the answer and the place (`attendanceSheet`), saying which.
 */
export function attendanceCsv(nights: ReadonlyArray<{ raid: RaidInstance; sheet: AttendanceSheet }>, timeZone: string): string {
  const rows = nights.flatMap(({ raid, sheet }) => {
    const start = toZoned(Date.parse(raid.startUtc), timeZone);
    return sheet.entries.map((entry) => [
      raid.localDate,
      `${twoDigits(start.hour)}:${twoDigits(start.minute)}`,
      raid.title,
      raid.id,
      entry.nickname,
      entry.answer ? statusLabels[entry.answer] : 'brak odpowiedzi',
      entry.place ? raidPlaceLabels[entry.place] : 'poza składem',
      attendanceMarkLabels[entry.attendance],
      entry.recorded ? 'zapisana przez oficera' : 'wynika z odpowiedzi',
    ]);
  });
  return toCsv(attendanceCsvHeader, rows);
}
