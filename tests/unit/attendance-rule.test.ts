import { describe, expect, it } from 'vitest';
import { raidOutcome, suggestedMark, type RaidFacts } from '../../src/domain/raids/attendance';

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
    expect(suggestedMark(unrecorded)).toBe(suggestion);
  });
});
