import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signupOf } from '../kit/answers';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import { raiderKey } from '../../src/domain/accounts/raider-key';
import { buildRoster } from '../../src/domain/raids/roster';
import { decideRosterBatch } from '../../src/domain/raids/roster-decision-rules';
import {
  answerTimeReason,
  attendanceReason,
  benchReason,
  suggestionDecisions,
  suggestionRule,
  suggestionRuleWithLoot,
  suggestRoster,
  type SuggestionInput,
} from '../../src/domain/raids/roster-suggestion';
import type { AttendanceRow } from '../../src/domain/raids/attendance-terms';
import type { RosterDecision, Signup, SignupStatus } from '../../src/domain/raids/signup-types';
import type { RaidInstance } from '../../src/domain/schedule';

/**
 * The fair-bench suggestion (issue 35) is a pure function of the raid's state: it never fills the roster
 * past the size or a role past its target (only the leader's own confirmations may be), it answers the
 * same for the same state whatever order the data comes in, a raider benched more often is never placed
 * behind one benched less when all else is equal, confirmations are always in, and applying it as
 * decisions makes the roster equal to it.
 */
const at = new Date('2026-03-01T12:00:00Z');
const names = ['Ala', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Franek', 'Gosia', 'Henryk', 'Iza', 'Jacek', 'Kasia', 'Leon', 'Marta', 'Nina'];
const role = fc.constantFrom(...raidRoles);
const status = fc.constantFrom<SignupStatus>('accepted', 'accepted', 'accepted', 'late', 'tentative', 'absent');

const world = fc.record({
  size: fc.integer({ min: 2, max: 10 }),
  targets: fc.record({ tank: fc.nat(4), healer: fc.nat(4), melee: fc.nat(4), ranged: fc.nat(4) }),
  answers: fc.array(
    fc.record({
      role,
      status,
      // Few values, so ties (all else equal) happen often.
      benched: fc.nat(3),
      attended: fc.nat(2),
      counted: fc.constantFrom(0, 2),
      minute: fc.nat(600),
      items: fc.nat(2),
    }),
    { minLength: 1, maxLength: names.length },
  ),
  decisions: fc.array(
    fc.record({
      pick: fc.nat(),
      decision: fc.constantFrom<RosterDecision['decision']>('confirmed', 'bench', 'auto'),
      role: fc.option(role, { nil: undefined }),
      sequence: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
    }),
    { maxLength: 6 },
  ),
  seed: fc.nat(),
  // Whether the guild weighs loot (`lootOnBench: "tie-breaker"`).
  weighLoot: fc.boolean(),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

function inputOf({ size, targets, answers, decisions, weighLoot }: World): SuggestionInput {
  const raid = { id: 'r-2026-03-03', size, roleTargets: targets, startUtc: '2026-03-03T19:00:00Z' } as RaidInstance;
  const signups: Signup[] = answers.map((answer, index) =>
    signupOf(raid.id, names[index]!, answer.role, index + 1, answer.status, new Date(at.getTime() + answer.minute * 60_000).toISOString()),
  );
  const decided = new Map<string, RosterDecision>();
  for (const one of decisions) {
    const raider = names[one.pick % signups.length]!;
    decided.set(raider, {
      raidId: raid.id,
      raider,
      decision: one.decision,
      ...(one.role ? { role: one.role } : {}),
      ...(one.sequence ? { sequence: one.sequence } : {}),
    });
  }
  const attendance: AttendanceRow[] = answers.map((answer, index) => {
    const attended = Math.min(answer.attended, answer.counted);
    return {
      nickname: names[index]!,
      counted: answer.counted,
      attended,
      rate: answer.counted ? attended / answer.counted : 0,
      notCounted: 0,
    };
  });
  return {
    raid,
    answers: signups,
    decisions: [...decided.values()],
    benched: new Map(answers.map((answer, index) => [raiderKey(names[index]!), answer.benched])),
    attendance,
    timeZone: 'Europe/Warsaw',
    ...(weighLoot ? { loot: new Map(answers.map((answer, index) => [raiderKey(names[index]!), answer.items])) } : {}),
  };
}

/** The same items in another order, picked by `seed`. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed + 1;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The leader's confirmed raiders who are coming, in the roster's order, the first `size` of them. */
function confirmedIn(input: SuggestionInput): Set<string> {
  const roster = buildRoster(
    input.raid,
    input.answers,
    input.decisions.filter((one) => one.decision === 'confirmed'),
  );
  return new Set(
    raidRoles
      .flatMap((one) => roster.byRole[one])
      .filter((entry) => entry.decision === 'confirmed')
      .map((entry) => entry.raider),
  );
}

/**
 * The suggestion's order between two raiders of one role whom the leader did not confirm: wherever
 * `first(a, b)` says a goes before b, a stands before b, and holds a roster place whenever b does.
 */
function expectFirst(input: SuggestionInput, first: (a: string, b: string) => boolean): void {
  const { places } = suggestRoster(input);
  const confirmed = confirmedIn(input);
  places.forEach((a, aIndex) => {
    places.forEach((b, bIndex) => {
      if (a.role !== b.role || confirmed.has(a.nickname) || confirmed.has(b.nickname) || !first(a.nickname, b.nickname)) return;
      expect(aIndex).toBeLessThan(bIndex);
      if (b.place === 'roster') expect(a.place).toBe('roster');
    });
  });
}

const runs = { numRuns: 300 };

describe('the fair-bench suggestion', () => {
  it('never puts more than the size in the roster, nor more than a role’s target beyond the leader’s confirmations', () => {
    fc.assert(
      fc.property(world, (state) => {
        const input = inputOf(state);
        const { places } = suggestRoster(input);
        const roster = places.filter((one) => one.place === 'roster');
        expect(roster.length).toBeLessThanOrEqual(input.raid.size);
        const confirmed = confirmedIn(input);
        for (const one of raidRoles) {
          const inRole = roster.filter((place) => place.role === one);
          const confirmedInRole = inRole.filter((place) => confirmed.has(place.nickname)).length;
          expect(inRole.length).toBeLessThanOrEqual(Math.max(input.raid.roleTargets[one], confirmedInRole));
        }
        // Every coming raider has a place and at least one reason; nobody else is named.
        const coming = input.answers.filter((one) => one.status === 'accepted' || one.status === 'late').map((one) => one.raider);
        expect(places.map((one) => one.nickname).sort()).toEqual([...coming].sort());
        for (const place of places) expect(place.reasons.length).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  it('is the same for the same state, whatever order the data comes in', () => {
    fc.assert(
      fc.property(world, (state) => {
        const input = inputOf(state);
        const again: SuggestionInput = {
          ...input,
          answers: shuffled(input.answers, state.seed),
          decisions: shuffled(input.decisions, state.seed + 7),
          attendance: shuffled(input.attendance, state.seed + 13),
          benched: new Map(shuffled([...input.benched], state.seed + 21)),
          ...(input.loot ? { loot: new Map(shuffled([...input.loot], state.seed + 29)) } : {}),
        };
        expect(suggestRoster(again)).toEqual(suggestRoster(input));
        expect(suggestRoster(input).rule).toBe(state.weighLoot ? suggestionRuleWithLoot : suggestionRule);
      }),
      runs,
    );
  });

  it('never places a raider benched more often behind one benched less when all else is equal', () => {
    fc.assert(
      fc.property(world, (state) => {
        const input = inputOf(state);
        const facts = (nickname: string) => {
          const signup = input.answers.find((one) => one.raider === nickname)!;
          const row = input.attendance.find((one) => one.nickname === nickname)!;
          return { late: signup.status === 'late', rate: row.counted ? row.rate : 0, benched: input.benched.get(raiderKey(nickname))! };
        };
        expectFirst(input, (more, less) => {
          const [a, b] = [facts(more), facts(less)];
          return a.late === b.late && a.rate === b.rate && a.benched > b.benched;
        });
      }),
      runs,
    );
  });

  it('where loot is weighed, never places a raider with fewer items behind one with more when benched equally often', () => {
    fc.assert(
      fc.property(
        world.filter((state) => state.weighLoot),
        (state) => {
          const input = inputOf(state);
          const { places } = suggestRoster(input);
          const facts = (nickname: string) => ({
            late: input.answers.find((one) => one.raider === nickname)!.status === 'late',
            benched: input.benched.get(raiderKey(nickname))!,
            items: input.loot!.get(raiderKey(nickname))!,
          });
          expectFirst(input, (fewer, more) => {
            const [a, b] = [facts(fewer), facts(more)];
            return a.late === b.late && a.benched === b.benched && a.items < b.items;
          });
          // Every raider's reasons name the items, the same phrase beside every name.
          for (const place of places)
            expect(place.reasons.some((reason) => reason.endsWith('w ostatnich 8 tygodniach') && /przedmiot/.test(reason))).toBe(true);
        },
      ),
      runs,
    );
  });

  it('always has the leader’s confirmations in the roster (up to the size)', () => {
    fc.assert(
      fc.property(world, (state) => {
        const input = inputOf(state);
        const { places } = suggestRoster(input);
        for (const nickname of confirmedIn(input)) {
          const place = places.find((one) => one.nickname === nickname)!;
          expect(place.place).toBe('roster');
          expect(place.reasons).toContain('potwierdzenie lidera');
        }
      }),
      runs,
    );
  });

  it('makes the roster equal to itself once recorded as decisions', () => {
    fc.assert(
      fc.property(world, (state) => {
        const input = inputOf(state);
        const suggestion = suggestRoster(input);
        fc.pre(suggestion.places.length > 0);
        let counter = 100;
        const batch = decideRosterBatch(
          input.raid as RaidInstance,
          input.answers,
          input.decisions,
          { decisions: suggestionDecisions(suggestion) },
          at,
          () => (counter += 1),
        );
        const kept = batch.changes.flatMap((one) => (one.stored ? [one.stored] : []));
        const changed = new Set(batch.changes.map((one) => one.key));
        const decisions = [...input.decisions.filter((one) => !changed.has(raiderKey(one.raider))), ...kept];
        const roster = buildRoster(input.raid, input.answers, decisions);
        const placed = raidRoles.flatMap((one) => roster.byRole[one].map((entry) => `${entry.raider} ${entry.role}`));
        const suggested = suggestion.places.filter((one) => one.place === 'roster').map((one) => `${one.nickname} ${one.role}`);
        expect(placed.sort()).toEqual(suggested.sort());
        expect(roster.reserve.map((entry) => entry.raider).sort()).toEqual(
          suggestion.places
            .filter((one) => one.place === 'bench')
            .map((one) => one.nickname)
            .sort(),
        );
        // And suggesting again proposes the same roster: applying is a fixed point.
        const again = suggestRoster({ ...input, decisions });
        expect(again.places.map((one) => [one.nickname, one.place, one.role]).sort()).toEqual(
          suggestion.places.map((one) => [one.nickname, one.place, one.role]).sort(),
        );
      }),
      runs,
    );
  });
});

describe('the suggestion’s reasons', () => {
  it('reads in plain Polish, counted phrases in the right form', () => {
    expect(benchReason(0)).toBe('ani razu na ławce w ostatnich 8 tygodniach');
    expect(benchReason(2)).toBe('2× na ławce w ostatnich 8 tygodniach');
    expect(attendanceReason({ counted: 13, attended: 12, rate: 12 / 13 })).toBe('frekwencja 92% (12 z 13 rajdów)');
    expect(attendanceReason({ counted: 1, attended: 1, rate: 1 })).toBe('frekwencja 100% (1 z 1 rajdu)');
    expect(attendanceReason({ counted: 0, attended: 0, rate: 0 })).toBe('frekwencja: brak rajdów do policzenia w ostatnich 8 tygodniach');
    // In the guild's zone: 18:02 UTC is 19:02 in Warsaw in winter, 20:02 in summer.
    expect(answerTimeReason('2026-03-02T18:02:00Z', 'Europe/Warsaw')).toBe('zapis o 19:02 (2 marca)');
    expect(answerTimeReason('2026-07-02T18:02:00Z', 'Europe/Warsaw')).toBe('zapis o 20:02 (2 lipca)');
  });

  it('says why a raider sits: the role has its target or the raid is full', () => {
    const raid = { id: 'r', size: 2, roleTargets: { tank: 1, healer: 1, melee: 1, ranged: 1 } } as unknown as RaidInstance;
    const answer = (raider: string, roleOf: RaidRole, sequence: number): Signup => ({
      raidId: 'r',
      raider,
      role: roleOf,
      status: 'accepted',
      sequence,
      updatedAt: '2026-03-02T18:02:00Z',
    });
    const { places } = suggestRoster({
      raid,
      answers: [answer('Ala', 'tank', 1), answer('Bartek', 'tank', 2), answer('Celina', 'healer', 3), answer('Darek', 'melee', 4)],
      decisions: [],
      benched: new Map([['bartek', 1]]),
      attendance: [],
      timeZone: 'Europe/Warsaw',
    });
    expect(places.map((one) => [one.nickname, one.place, one.reasons.at(-1)])).toEqual([
      ['Bartek', 'roster', 'zapis o 19:02 (2 marca)'],
      ['Ala', 'bench', 'rola „Tank” ma komplet (1 z 1)'],
      ['Celina', 'roster', 'zapis o 19:02 (2 marca)'],
      ['Darek', 'bench', 'skład pełny (2 z 2)'],
    ]);
    expect(places[0]!.reasons).toEqual([
      '1× na ławce w ostatnich 8 tygodniach',
      'frekwencja: brak rajdów do policzenia w ostatnich 8 tygodniach',
      'zapis o 19:02 (2 marca)',
    ]);
  });

  it('names the character a raider answered with, when the answer carries one', () => {
    const raid = { id: 'r', size: 10, roleTargets: { tank: 2, healer: 2, melee: 3, ranged: 3 } } as unknown as RaidInstance;
    const withCharacter = { raidId: 'r', raider: 'Ala', role: 'tank', status: 'accepted', sequence: 1, updatedAt: at.toISOString() };
    const { places } = suggestRoster({
      raid,
      answers: [{ ...withCharacter, characterId: 'ch-1' } as Signup, { ...withCharacter, raider: 'Ola', sequence: 2 } as Signup],
      decisions: [],
      benched: new Map(),
      attendance: [],
      timeZone: 'Europe/Warsaw',
    });
    expect(places.map((one) => one.characterId ?? null)).toEqual(['ch-1', null]);
    expect('characterId' in places[1]!).toBe(false);
  });
});
