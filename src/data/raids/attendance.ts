import type { RaidInstance } from '../schedule';
import { isComing, type Attendance, type Signup } from './signup-types';

/** How far back attendance looks. Stated to raiders in words (see `attendanceRule`). */
export const attendanceWeeks = 4;

export const attendanceRule =
  `Liczymy rajdy z ostatnich ${attendanceWeeks} tygodni, które już się odbyły. Obecność to odpowiedź „Będę” albo ` +
  '„Spóźnię się” (także z listy rezerwowej – gotowość do gry się liczy). „Może” i brak odpowiedzi liczą się jako brak odpowiedzi.';

/** Attendance over the ended raids in `raids` (the caller passes the window), from the raider's answers. */
export function computeAttendance(raids: readonly RaidInstance[], signups: readonly Signup[], now: Date): Attendance {
  const ended = raids.filter((raid) => Date.parse(raid.endUtc) <= now.getTime());
  const answers = new Map(signups.map((signup) => [signup.raidId, signup.status]));
  let present = 0;
  let absent = 0;
  for (const raid of ended) {
    const status = answers.get(raid.id);
    if (status && isComing(status)) present += 1;
    else if (status === 'absent') absent += 1;
  }
  const raidCount = ended.length;
  return {
    raids: raidCount,
    present,
    absent,
    unanswered: raidCount - present - absent,
    rate: raidCount ? present / raidCount : 0,
    weeks: attendanceWeeks,
  };
}

/** The range attendance looks at, ending at `now`. */
export function attendanceRange(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - attendanceWeeks * 7 * 86_400_000), to: now };
}
