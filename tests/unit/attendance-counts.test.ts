import { describe, expect, it } from 'vitest';
import type { Attendance } from '../../src/domain/raids/signup-types';
import { attendanceCountsText } from '../../src/pages/raider-overview/attendance-counts';

const none: Attendance = { raids: 0, present: 0, absent: 0, unanswered: 0, excused: 0, rate: 0, weeks: 4 };

describe('attendanceCountsText', () => {
  it('says counting starts at the first raid answered when nothing counts yet', () => {
    expect(attendanceCountsText(none)).toBe(
      'W ostatnich 4 tygodniach nie ma jeszcze rajdu, który by się liczył – liczymy od pierwszego rajdu, na który odpowiesz.',
    );
  });

  it('names what counted and, only when there is some, what was left out', () => {
    const counted: Attendance = { ...none, raids: 5, present: 3, absent: 1, unanswered: 1, rate: 0.6 };
    expect(attendanceCountsText(counted)).toBe('Obecność na 3 z 5 rajdów z ostatnich 4 tygodni; nieobecność: 1, bez odpowiedzi: 1.');
    expect(attendanceCountsText({ ...counted, raids: 1, present: 1, absent: 0, unanswered: 0, excused: 2 })).toBe(
      'Obecność na 1 z 1 rajdu z ostatnich 4 tygodni; nieobecność: 0, bez odpowiedzi: 0. ' +
        'Nie liczone (usprawiedliwienie, ławka, urlop): 2 rajdy.',
    );
  });

  it('mentions raids left out even when none counts', () => {
    expect(attendanceCountsText({ ...none, excused: 1 })).toContain('Nie liczone (usprawiedliwienie, ławka, urlop): 1 rajd.');
  });
});
