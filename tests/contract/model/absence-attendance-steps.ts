import fc from 'fast-check';
import type { AttendanceWeeks } from '../../../src/domain/raids/attendance-terms';
import { session } from './account-steps';
import { both, tokenOf, type Side } from './pair';
import { raidId } from './raid-pick';
import { Step } from './step';
import { attendanceMarks, dateAfterStart, nicknames, notes } from './world';

export const absenceSteps: Array<fc.Arbitrary<Step>> = [
  fc
    .record({
      held: session,
      from: fc.integer({ min: -3, max: 30 }),
      length: fc.integer({ min: -1, max: 12 }),
      note: fc.nat(notes.length - 1),
    })
    .map(({ held, from, length, note }) => {
      const input: { from: string; to: string; note?: string } = { from: dateAfterStart(from), to: dateAfterStart(from + length) };
      if (notes[note] !== undefined) input.note = notes[note];
      return new Step(`addAbsence(session ${held}, ${JSON.stringify(input)})`, async (_agreed, pair) => {
        await both(pair, 'addAbsence', (side) => side.api.addAbsence(tokenOf(side, held), input), {
          // A fresh name even when a store reuses the id of an absence it deleted.
          remember: (side, absence) => {
            side.absenceIds.push(absence.id);
            side.names.fresh('absence', absence.id);
          },
        });
      });
    }),
  fc.record({ held: session, pick: fc.integer({ min: -1, max: 3 }) }).map(
    ({ held, pick }) =>
      new Step(`endAbsence(session ${held}, absence ${pick})`, async (_agreed, pair) => {
        const idOf = (side: Side) => (pick < 0 || side.absenceIds.length === 0 ? '999' : side.absenceIds[pick % side.absenceIds.length]!);
        await both(pair, 'endAbsence', (side) => side.api.endAbsence(tokenOf(side, held), idOf(side)));
      }),
  ),
  session.map(
    (held) =>
      new Step(`myAbsences(session ${held})`, async (_agreed, pair) => {
        await both(pair, 'myAbsences', (side) => side.api.myAbsences(tokenOf(side, held)));
      }),
  ),
];

const entry = fc.record({ name: fc.constantFrom(...nicknames), mark: fc.nat(attendanceMarks.length - 1) });

export const attendanceSteps: Array<fc.Arbitrary<Step>> = [
  fc.record({ held: session, raid: raidId, entries: fc.array(entry, { maxLength: 3 }) }).map(({ held, raid, entries }) => {
    const input = { entries: entries.map(({ name, mark }) => ({ nickname: name, attendance: attendanceMarks[mark] })) };
    return new Step(`recordAttendance(session ${held}, ${raid}, ${JSON.stringify(input)})`, async (_agreed, pair) => {
      await both(pair, 'recordAttendance', (side) => side.api.recordAttendance(tokenOf(side, held), raid, input));
    });
  }),
  fc.record({ held: session, raid: raidId }).map(
    ({ held, raid }) =>
      new Step(`attendanceSheet(session ${held}, ${raid})`, async (_agreed, pair) => {
        await both(pair, 'attendanceSheet', (side) => side.api.attendanceSheet(tokenOf(side, held), raid));
      }),
  ),
  session.map(
    (held) =>
      new Step(`attendance(session ${held})`, async (_agreed, pair) => {
        await both(pair, 'attendance', (side) => side.api.attendance(tokenOf(side, held)));
      }),
  ),
  fc.record({ held: session, weeks: fc.constantFrom(4, 8, 12, 5) }).map(
    ({ held, weeks }) =>
      new Step(`guildAttendance(session ${held}, ${weeks})`, async (_agreed, pair) => {
        await both(pair, 'guildAttendance', (side) => side.api.guildAttendance(tokenOf(side, held), weeks as AttendanceWeeks));
      }),
  ),
];
