import { describe, expect, it } from 'vitest';
import { raidOutcome, suggestedMark, type RaidFacts } from '../../src/domain/raids/attendance';
import type { RaidPlace } from '../../src/domain/raids/attendance-terms';

/** The attendance rule as one table: what one raid counts as for one raider, and what the sheet suggests. */
const table: Array<[string, RaidFacts, ReturnType<typeof raidOutcome>, ReturnType<typeof suggestedMark>]> = [
  ['recorded present, answered "Nie będę"', { recorded: 'present', answer: 'absent' }, 'attended', 'absent'],
  ['recorded late', { recorded: 'late' }, 'attended', 'absent'],
  ['recorded absent, answered "Będę"', { recorded: 'absent', answer: 'accepted' }, 'missed', 'present'],
  ['recorded excused', { recorded: 'excused', answer: 'absent' }, 'not-counted', 'absent'],
  ['recorded bench', { recorded: 'bench', answer: 'accepted' }, 'not-counted', 'present'],
  ['answered "Będę"', { answer: 'accepted' }, 'attended', 'present'],
  ['answered "Spóźnię się"', { answer: 'late' }, 'attended', 'late'],
  ['answered "Będę", benched by the leader', { answer: 'accepted', benched: true }, 'not-counted', 'bench'],
  ['answered "Może"', { answer: 'tentative' }, 'missed', 'absent'],
  ['answered "Nie będę"', { answer: 'absent' }, 'missed', 'absent'],
  ['no answer', {}, 'missed', 'absent'],
  ['no answer, absence entered before the raid', { excusedByAbsence: true }, 'not-counted', 'excused'],
];

describe('the attendance rule', () => {
  it.each(table)('%s', (_, facts, outcome, suggestion) => {
    expect(raidOutcome(facts)).toBe(outcome);
    const { recorded: _recorded, ...unrecorded } = facts;
    // Where a coming raider stood: in the roster here; the reserve and the bench below.
    const place: RaidPlace | undefined = facts.benched
      ? 'bench'
      : facts.answer === 'accepted' || facts.answer === 'late'
        ? 'roster'
        : undefined;
    expect(suggestedMark(unrecorded, place)).toBe(suggestion);
  });
});

describe('the sheet’s suggestion by place (issue 29)', () => {
  it.each<[string, RaidFacts, RaidPlace | undefined, ReturnType<typeof suggestedMark>]>([
    ['"Będę" in the roster', { answer: 'accepted' }, 'roster', 'present'],
    ['"Spóźnię się" in the roster', { answer: 'late' }, 'roster', 'late'],
    ['"Będę" on the reserve: ready, not needed', { answer: 'accepted' }, 'reserve', 'bench'],
    ['"Spóźnię się" on the reserve', { answer: 'late' }, 'reserve', 'bench'],
    ['"Będę" on the bench', { answer: 'accepted', benched: true }, 'bench', 'bench'],
    ['no answer, on an absence', { excusedByAbsence: true }, 'absence', 'excused'],
  ])('%s', (_, facts, place, suggestion) => {
    expect(suggestedMark(facts, place)).toBe(suggestion);
  });
});
