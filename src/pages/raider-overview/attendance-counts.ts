import { pluralPl } from '../../domain/plural-pl';
import type { Attendance } from '../../domain/raids/signup-types';

/** The sentence under the raider's attendance figure: what was counted, and what was left out. */
export function attendanceCountsText(attendance: Attendance): string {
  const left = attendance.excused
    ? ` Nie liczone (usprawiedliwienie, ławka, urlop): ${attendance.excused} ${pluralPl(attendance.excused, ['rajd', 'rajdy', 'rajdów'])}.`
    : '';
  if (!attendance.raids) {
    return (
      `W ostatnich ${attendance.weeks} tygodniach nie ma jeszcze rajdu, który by się liczył – liczymy od pierwszego ` +
      `rajdu, na który odpowiesz.${left}`
    );
  }
  const raids = pluralPl(attendance.raids, ['rajdu', 'rajdów', 'rajdów']);
  return (
    `Obecność na ${attendance.present} z ${attendance.raids} ${raids} z ostatnich ${attendance.weeks} tygodni; ` +
    `nieobecność: ${attendance.absent}, bez odpowiedzi: ${attendance.unanswered}.${left}`
  );
}
