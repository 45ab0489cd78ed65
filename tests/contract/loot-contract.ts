import { describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { lootCsv, lootCsvHeader, lootMessages } from '../../src/domain/loot';
import { suggestionRule, suggestionRuleWithLoot } from '../../src/domain/raids/roster-suggestion';
import { rclootcouncilCsv } from '../unit/helpers/rclootcouncil-writer';
import { contractConfig, tuesdayRaid } from './contract-fixture';
import type { ContractFactory } from './raid-api-contract';
import { contractGuildPerTest, openContractGuild, type ContractGuild } from '../kit/contract-guild';
import { failure } from './api-failure';
import { firstRclootcouncilAward, lootFixture as fixture } from '../kit/loot';

/** The guild's loot from the addons' exports (issue 44): the same through every adapter, pasted as text. */
export function describeLootContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi loot contract: ${name}`, () => {
    let guild: ContractGuild;
    let api: RaidApi;
    let officer: string;

    contractGuildPerTest(factory, async (made) => {
      guild = made;
      api = guild.api;
      officer = await guild.officer();
    });

    it("keeps RCLootCouncil's awards once: the same history again, as CSV or JSON, adds nothing", async () => {
      expect(await api.importLoot(officer, { data: fixture('rclootcouncil-history.csv') })).toEqual({
        imported: 5,
        duplicates: 0,
        unmatched: [
          { player: 'Lunaria-ArgentDawn', awards: 2 },
          { player: 'Nowy-BurningLegion', awards: 1 },
          { player: 'Thorgrim-BurningLegion', awards: 1 },
          { player: "Zefir-Quel'Thalas", awards: 1 },
        ],
        skipped: [],
      });
      expect(await api.importLoot(officer, { data: fixture('rclootcouncil-history.csv') })).toMatchObject({ imported: 0, duplicates: 5 });
      expect(await api.importLoot(officer, { data: fixture('rclootcouncil-history.json'), format: 'rclootcouncil-json' })).toMatchObject({
        imported: 0,
        duplicates: 5,
      });
      const loot = await api.loot(officer, {});
      expect(loot).toHaveLength(5);
      expect(loot[0]).toEqual(firstRclootcouncilAward);
    });

    it("reads Gargul's and thatsmybis' exports", async () => {
      expect(await api.importLoot(officer, { data: fixture('gargul-tmb.csv') })).toMatchObject({ imported: 3, duplicates: 0 });
      expect(await api.importLoot(officer, { data: fixture('thatsmybis-loot.csv') })).toMatchObject({ imported: 3, duplicates: 0 });
      expect(await api.importLoot(officer, { data: fixture('thatsmybis-loot.csv') })).toMatchObject({ imported: 0, duplicates: 3 });
      expect((await api.loot(officer, {})).filter((award) => award.offspec).map((award) => award.player)).toEqual(['Lunaria', 'Zefir']);
    });

    it('keeps awards of players with no character; they become the raider’s when the character comes, and follow it', async () => {
      await api.importLoot(officer, { data: fixture('rclootcouncil-history.csv') });
      const kasia = await guild.token('Kasia');
      expect(await api.myLoot(kasia)).toEqual([]);
      const thorgrim = await api.addCharacter(kasia, { name: 'thorgrim', realm: 'Burning Legion', classId: 'warrior', specId: 'fury' });
      expect((await api.myLoot(kasia)).map((award) => [award.id, award.raider, award.characterId])).toEqual([
        ['rclc:1790880067-3', 'Kasia', thorgrim.id],
      ]);
      const ola = await guild.token('Ola');
      await api.addCharacter(ola, { name: 'Lunaria', realm: 'Argent Dawn', classId: 'druid', specId: 'balance' });
      await api.removeCharacter(kasia, thorgrim.id);
      const moved = await api.addCharacter(ola, { name: 'Thorgrim', realm: 'BurningLegion', classId: 'warrior', specId: 'fury' });
      expect(await api.myLoot(kasia)).toEqual([]);
      expect((await api.myLoot(ola)).map((award) => [award.player, award.characterId === moved.id])).toEqual([
        ['Thorgrim-BurningLegion', true],
        ['Lunaria-ArgentDawn', false],
        ['Lunaria-ArgentDawn', false],
      ]);
      expect((await api.importLoot(officer, { data: fixture('rclootcouncil-history.csv') })).unmatched).toEqual([
        { player: 'Nowy-BurningLegion', awards: 1 },
        { player: "Zefir-Quel'Thalas", awards: 1 },
      ]);
    });

    it('filters by local dates and raider for officers; a raider reads only their own', async () => {
      await api.importLoot(officer, { data: fixture('rclootcouncil-history.csv') });
      const ola = await guild.token('Ola');
      await api.addCharacter(ola, { name: 'Lunaria', realm: 'Argent Dawn', classId: 'druid', specId: 'balance' });
      const ids = (awards: Array<{ id: string }>) => awards.map((award) => award.id);
      expect(ids(await api.loot(officer, { from: '2026-10-01', to: '2026-10-01' }))).toEqual(['rclc:1790880067-3', 'rclc:1790881544-7']);
      expect(ids(await api.loot(officer, { from: '2026-10-02' }))).toHaveLength(3);
      expect(ids(await api.loot(officer, { raider: 'ola' }))).toEqual(['rclc:1790881544-7', 'rclc:1791483120-2']);
      expect(ids(await api.loot(ola, {}))).toEqual(['rclc:1790881544-7', 'rclc:1791483120-2']);
      expect(ids(await api.loot(ola, { raider: 'Oficer' }))).toEqual(['rclc:1790881544-7', 'rclc:1791483120-2']);
      const refused = await failure(api.loot(officer, { from: '1.10.2026' }));
      expect(refused).toMatchObject({ code: 'invalid', fieldErrors: { from: lootMessages.fromTo } });
    });

    it('refuses what is not an export, and raiders, keeping nothing', async () => {
      const refused = await failure(api.importLoot(officer, { data: 'name,class\nThorgrim,WARRIOR' }));
      expect(refused).toMatchObject({ code: 'invalid', fieldErrors: { data: lootMessages.unknownFormat } });
      expect(await failure(api.importLoot(officer, { data: fixture('gargul-tmb.csv'), format: 'rclootcouncil-csv' }))).toMatchObject({
        code: 'invalid',
        fieldErrors: { data: expect.stringContaining('player,date,time,id') },
      });
      expect(await failure(api.importLoot(officer, { data: 'x', format: 'excel' }))).toMatchObject({
        code: 'invalid',
        fieldErrors: { format: lootMessages.format },
      });
      expect(await failure(api.importLoot(officer, {}))).toMatchObject({ code: 'invalid', fieldErrors: { data: lootMessages.notText } });
      const kasia = await guild.token('Kasia');
      expect((await failure(api.importLoot(kasia, { data: fixture('gargul-tmb.csv') }))).code).toBe('forbidden');
      expect(await api.loot(officer, {})).toEqual([]);
    });

    it("exports the guild's loot as thatsmybis' CSV, which reads back as the same awards", async () => {
      await api.importLoot(officer, { data: fixture('rclootcouncil-history.csv') });
      const csv = lootCsv(await api.loot(officer, {}), contractConfig.timezone);
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(lootCsvHeader);
      expect(lines[2]).toBe(
        'Lunaria-ArgentDawn,2026-10-01,160679,"Khor, Hammer of the Corrupted",1,"He said ""BiS""",rclc:1790881544-7,Offspec/Greed,Nerub-ar Palace,Rasha\'nan',
      );
      expect(await api.importLoot(officer, { data: csv })).toMatchObject({ imported: 0, duplicates: 5, skipped: [] });
    });

    /** Two items for Lunaria-ArgentDawn in February, within the bench's 8 weeks of 3 March. */
    const februaryLoot = rclootcouncilCsv(
      [1_771_000_000, 1_771_600_000].map((seconds, index) => ({
        player: 'Lunaria-ArgentDawn',
        date: '2026/02/13',
        time: '20:00:00',
        id: `${seconds}-${index + 1}`,
        itemId: 212_394 + index,
        itemName: 'Ring',
        response: 'Mainspec/Need',
        instance: 'Nerub-ar Palace-Heroic',
        boss: 'Ulgrax the Devourer',
      })),
    );

    /** Four ranged raiders for three places, nobody ever benched: only loot or the signup order can decide. */
    async function fourRanged(of: ContractGuild, officerToken: string): Promise<string[]> {
      const on = of.api;
      const tokens: string[] = [];
      for (const nickname of ['Kasia', 'Ola', 'Tomek', 'Zosia']) {
        const token = await of.token(nickname);
        await on.saveSignup(token, tuesdayRaid, { status: 'accepted', role: 'ranged' });
        tokens.push(token);
      }
      await on.addCharacter(tokens[0]!, { name: 'Lunaria', realm: 'Argent Dawn', classId: 'druid', specId: 'balance' });
      await on.importLoot(officerToken, { data: februaryLoot });
      return tokens;
    }

    it('leaves loot out of the bench where the guild does not weigh it', async () => {
      await fourRanged(guild, officer);
      const suggestion = await api.rosterSuggestion(officer, tuesdayRaid);
      expect(suggestion.rule).toBe(suggestionRule);
      expect(suggestion.places.filter((place) => place.place === 'bench').map((place) => place.nickname)).toEqual(['Zosia']);
      expect(suggestion.places.flatMap((place) => place.reasons).join(' ')).not.toContain('przedmiot');
    });

    it('weighs loot as the tie-breaker where the guild turns it on, and names it in every reason', async () => {
      const weighing = await openContractGuild(factory, { ...contractConfig, lootOnBench: 'tie-breaker' });
      try {
        const on = weighing.api;
        const admin = await weighing.admin();
        await fourRanged(weighing, admin);
        const suggestion = await on.rosterSuggestion(admin, tuesdayRaid);
        expect(suggestion.rule).toBe(suggestionRuleWithLoot);
        const reasons = Object.fromEntries(suggestion.places.map((place) => [place.nickname, place]));
        expect(reasons.Kasia).toMatchObject({ place: 'bench' });
        expect(reasons.Kasia!.reasons).toContain('2 przedmioty w ostatnich 8 tygodniach');
        expect(reasons.Zosia).toMatchObject({ place: 'roster' });
        expect(reasons.Zosia!.reasons).toContain('ani jednego przedmiotu w ostatnich 8 tygodniach');
      } finally {
        await weighing.adapter.close?.();
      }
    });
  });
}
