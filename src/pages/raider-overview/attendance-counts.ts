import { capitalised, fromLastWeeks, inLastWeeks, ofRaids, raidCount } from '../../domain/counted-phrases';
import type { Attendance } from '../../domain/raids/signup-types';

/** The sentence under the raider's attendance figure: what was counted, and what was left out. */
export function attendanceCountsText(attendance: Attendance): string {
  const left = attendance.excused ? ` Nie liczone (usprawiedliwienie, ławka, urlop): ${raidCount(attendance.excused)}.` : '';
  if (!attendance.raids) {
    return (
      `${capitalised(inLastWeeks(attendance.weeks))} nie ma jeszcze rajdu, który by się liczył – liczymy od pierwszego ` +
      `rajdu, na który odpowiesz.${left}`
    );
  }
  return (
    `Obecność na ${attendance.present} ${ofRaids(attendance.raids)} ${fromLastWeeks(attendance.weeks)}; ` +
    `nieobecność: ${attendance.absent}, bez odpowiedzi: ${attendance.unanswered}.${left}`
  );
}
