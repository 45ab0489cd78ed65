import { describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { raidRoles } from '../../src/domain/guild-config-types';
import { raidApiMessages } from '../../src/domain/raid-api-error';
import { suggestionMessages, suggestionRule } from '../../src/domain/raids/roster-suggestion';
import type { RaidRoster } from '../../src/domain/raids/signup-types';
import { tuesdayRaid, type TestClock } from './contract-fixture';
import type { ContractFactory } from './raid-api-contract';
import { contractGuildPerTest, type ContractGuild } from '../kit/contract-guild';
import { failure } from './api-failure';

const nextTuesday = 'wtorek-2026-03-10';
/** Wednesday 4 March, 13:00 in Warsaw: the Tuesday raid of 3 March has ended. */
const afterTuesday = new Date('2026-03-04T12:00:00Z');

const placed = (roster: RaidRoster) =>
  raidRoles.flatMap((role) => roster.byRole[role].map((entry) => `${entry.raider} ${entry.role}`)).sort();

/** The fair-bench suggestion (issue 35): the same through every adapter, on SQLite and on the demo's store. */
export function describeSuggestionContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi suggestion contract: ${name}`, () => {
    let clock: TestClock;
    let api: RaidApi;
    let token: ContractGuild['token'];
    let answer: ContractGuild['answer'];

    contractGuildPerTest(factory, async (guild) => {
      ({ clock, api, token, answer } = guild);
      await guild.officer();
    });

    /** Tuesday 3 March: four ranged raiders for three places, so Zosia waits on the reserve; then the raid ends. */
    async function zosiaBenchedOnce() {
      for (const nickname of ['Kasia', 'Ola', 'Tomek', 'Zosia']) await answer(nickname, tuesdayRaid, 'accepted');
      clock.set(afterTuesday);
      for (const nickname of ['Kasia', 'Ola', 'Tomek', 'Zosia']) await answer(nickname, nextTuesday, 'accepted');
      await answer('Bartek', nextTuesday, 'late');
    }

    it('proposes the raider benched before first, with the rule and reasons in Polish', async () => {
      await zosiaBenchedOnce();
      const suggestion = await api.rosterSuggestion(await token('Oficer'), nextTuesday);
      expect(suggestion.rule).toBe(suggestionRule);
      expect(suggestion.places.map((one) => [one.nickname, one.role, one.place])).toEqual([
        ['Zosia', 'ranged', 'roster'],
        ['Kasia', 'ranged', 'roster'],
        ['Ola', 'ranged', 'roster'],
        ['Tomek', 'ranged', 'bench'],
        ['Bartek', 'ranged', 'bench'],
      ]);
      expect(suggestion.places[0]!.reasons).toEqual([
        '1× na ławce w ostatnich 8 tygodniach',
        'frekwencja 100% (1 z 1 rajdu)',
        'zapis o 13:00 (4 marca)',
      ]);
      expect(suggestion.places[3]!.reasons).toEqual([
        'ani razu na ławce w ostatnich 8 tygodniach',
        'frekwencja 100% (1 z 1 rajdu)',
        'zapis o 13:00 (4 marca)',
        'rola „Z dystansu” ma komplet (3 z 3)',
      ]);
      expect(suggestion.places[4]!.reasons).toEqual([
        'odpowiedź „Spóźnię się” – po osobach, które będą na czas',
        'ani razu na ławce w ostatnich 8 tygodniach',
        'frekwencja: brak rajdów do policzenia w ostatnich 8 tygodniach',
        'zapis o 13:00 (4 marca)',
        'rola „Z dystansu” ma komplet (3 z 3)',
      ]);
    });

    it('keeps the leader’s confirmation first, and applying it makes the roster equal the suggestion, audited', async () => {
      await zosiaBenchedOnce();
      await api.decideRoster(await token('Oficer'), nextTuesday, 'Tomek', { decision: 'confirmed' });
      const officer = await token('Oficer');
      const suggestion = await api.rosterSuggestion(officer, nextTuesday);
      expect(suggestion.places.map((one) => [one.nickname, one.place])).toEqual([
        ['Tomek', 'roster'],
        ['Zosia', 'roster'],
        ['Kasia', 'roster'],
        ['Ola', 'bench'],
        ['Bartek', 'bench'],
      ]);
      expect(suggestion.places[0]!.reasons[0]).toBe('potwierdzenie lidera');
      // Before applying, the automatic rule has Ola in and Zosia waiting.
      expect(placed(await api.getRoster(officer, nextTuesday))).toEqual(['Kasia ranged', 'Ola ranged', 'Tomek ranged']);

      const applied = await api.applyRosterSuggestion(officer, nextTuesday);
      expect(applied.saved).toBe(true);
      const roster = await api.getRoster(officer, nextTuesday);
      expect(applied.roster).toEqual(roster);
      const suggested = suggestion.places.filter((one) => one.place === 'roster').map((one) => `${one.nickname} ${one.role}`);
      expect(placed(roster)).toEqual(suggested.sort());
      expect(roster.reserve.map((entry) => [entry.raider, entry.decision])).toEqual([
        ['Ola', 'bench'],
        ['Bartek', 'bench'],
      ]);
      // Suggesting again proposes what is now the roster (every place now the leader's decision).
      const again = await api.rosterSuggestion(officer, nextTuesday);
      expect(again.places.map((one) => `${one.nickname} ${one.place}`).sort()).toEqual(
        suggestion.places.map((one) => `${one.nickname} ${one.place}`).sort(),
      );
      const audit = (await api.auditLog(await token('Mistrz'))).filter((entry) => entry.action === 'roster-decision');
      expect(
        audit
          .slice(0, 5)
          .map((entry) => [entry.actor, entry.target, entry.detail])
          .sort(),
      ).toEqual(
        [
          ['Oficer', `${nextTuesday} Bartek`, 'na ławce, rola: z dystansu'],
          ['Oficer', `${nextTuesday} Kasia`, 'miejsce potwierdzone, rola: z dystansu'],
          ['Oficer', `${nextTuesday} Ola`, 'na ławce, rola: z dystansu'],
          ['Oficer', `${nextTuesday} Tomek`, 'miejsce potwierdzone, rola: z dystansu'],
          ['Oficer', `${nextTuesday} Zosia`, 'miejsce potwierdzone, rola: z dystansu'],
        ].sort(),
      );
    });

    it('is for officers, answers not-found for an unknown raid, and refuses a started, cancelled or empty raid in Polish', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      const kasia = await token('Kasia');
      expect((await failure(api.rosterSuggestion(kasia, tuesdayRaid))).code).toBe('forbidden');
      expect((await failure(api.applyRosterSuggestion(kasia, tuesdayRaid))).code).toBe('forbidden');
      const officer = await token('Oficer');
      expect((await failure(api.rosterSuggestion(officer, 'wtorek-2026-03-04'))).code).toBe('not-found');
      expect((await failure(api.applyRosterSuggestion(officer, 'wtorek-2026-03-04'))).code).toBe('not-found');

      const nobody = await failure(api.applyRosterSuggestion(officer, nextTuesday));
      expect([nobody.code, nobody.message]).toEqual(['locked', suggestionMessages.nobody]);
      await answer('Kasia', nextTuesday, 'accepted');
      await api.updateRaid(officer, nextTuesday, { status: 'cancelled', cancelReason: 'Serwis' });
      const cancelled = await failure(api.applyRosterSuggestion(officer, nextTuesday));
      expect([cancelled.code, cancelled.message]).toEqual(['locked', suggestionMessages.cancelled]);

      clock.set(new Date('2026-03-03T19:30:00Z'));
      const officerLater = await token('Oficer');
      expect((await api.rosterSuggestion(officerLater, tuesdayRaid)).places.map((one) => one.place)).toEqual(['roster']);
      const started = await failure(api.applyRosterSuggestion(officerLater, tuesdayRaid));
      expect([started.code, started.message]).toEqual(['past', raidApiMessages.past]);
      expect((await api.getRoster(officerLater, tuesdayRaid)).byRole.ranged.map((entry) => entry.decision)).toEqual([undefined]);
    });
  });
}
