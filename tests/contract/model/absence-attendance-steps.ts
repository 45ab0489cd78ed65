import fc from 'fast-check';
import type { AttendanceWeeks } from '../../../src/domain/raids/attendance-terms';
import { mostlyUndefined } from './account-steps';
import { session, sessionCall, sessionRaidCall } from './session-steps';
import { answerOf, both, ownerOf, tokenOf, type Side } from './pair';
import { raidId, resolveRaid } from './raid-pick';
import { Step } from './step';
import { attendanceMarks, dateAfterStart, nicknames, notes, shown } from './world';

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
      return new Step(`addAbsence(session ${held}, ${shown(input)})`, async (_agreed, pair) => {
        await both(pair, 'addAbsence', (side) => side.api.addAbsence(tokenOf(side, held), input), {
          // A fresh name even when a store reuses the id of an absence it deleted.
          remember: (side, absence) => {
            side.absences.push({ id: absence.id, token: tokenOf(side, held) });
            side.names.fresh('absence', absence.id);
          },
        });
      });
    }),
  // Mostly by the session that added it (`held` undefined), sometimes by any session.
  fc.record({ held: mostlyUndefined(session), pick: fc.integer({ min: -1, max: 3 }) }).map(
    ({ held, pick }) =>
      new Step(`endAbsence(session ${held ?? 'that added it'}, absence ${pick})`, async (_agreed, pair) => {
        const added = (side: Side) => (pick < 0 || side.absences.length === 0 ? undefined : side.absences[pick % side.absences.length]);
        const tokenFor = (side: Side) => (held === undefined ? (added(side)?.token ?? tokenOf(side, 0)) : tokenOf(side, held));
        await both(pair, 'endAbsence', (side) => side.api.endAbsence(tokenFor(side), added(side)?.id ?? '999'));
      }),
  ),
  sessionCall('myAbsences'),
];

/** A mark for a raider: mostly a session's owner (who may have answered), sometimes any nickname. */
const entry = fc.record({ name: fc.oneof(session, fc.constantFrom(...nicknames)), mark: fc.constantFrom(...attendanceMarks) });

export const attendanceSteps: Array<fc.Arbitrary<Step>> = [
  fc.record({ held: session, raid: raidId, entries: fc.array(entry, { maxLength: 3 }) }).map(({ held, raid, entries }) => {
    const shownEntries = entries.map(({ name, mark }) => `${typeof name === 'string' ? name : `session ${name}`}: ${mark}`).join(', ');
    return new Step(`recordAttendance(session ${held}, ${raid}, [${shownEntries}])`, async (_agreed, pair) => {
      const id = await resolveRaid(pair, raid);
      const input = {
        entries: entries.map(({ name, mark }) => ({ nickname: typeof name === 'string' ? name : ownerOf(pair, name), attendance: mark })),
      };
      await both(pair, `recordAttendance(${id}, ${shown(input)})`, (side) => side.api.recordAttendance(tokenOf(side, held), id, input));
    });
  }),
  // The mark of a raider on a night they answered (recorded once it started, within the week after).
  fc.record({ held: session, answer: fc.nat(20), mark: fc.constantFrom(...attendanceMarks) }).map(
    ({ held, answer, mark }) =>
      new Step(`recordAttendance(session ${held}, answer ${answer}: ${mark})`, async (_agreed, pair) => {
        const { raidId: id, nickname } = answerOf(pair, answer);
        const input = { entries: [{ nickname, attendance: mark }] };
        await both(pair, `recordAttendance(${id}, ${shown(input)})`, (side) => side.api.recordAttendance(tokenOf(side, held), id, input));
      }),
  ),
  sessionRaidCall('attendanceSheet'),
  sessionCall('attendance'),
  fc.record({ held: session, weeks: fc.constantFrom(4, 8, 12, 5) }).map(
    ({ held, weeks }) =>
      new Step(`guildAttendance(session ${held}, ${weeks})`, async (_agreed, pair) => {
        await both(pair, 'guildAttendance', (side) => side.api.guildAttendance(tokenOf(side, held), weeks as AttendanceWeeks));
      }),
  ),
];
