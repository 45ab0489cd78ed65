import { describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { characterMessages } from '../../src/domain/characters/character-input';
import { characterAssignmentMessages } from '../../src/domain/characters/character-assignment';
import { tuesdayRaid } from './contract-fixture';
import type { ContractFactory } from './raid-api-contract';
import { contractGuildPerTest, type ContractGuild } from '../kit/contract-guild';
import { failure } from './api-failure';

/** The guild's game pack and raiders' characters: the same rules through every adapter. */
export function describeCharacterContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi character contract: ${name}`, () => {
    let api: RaidApi;
    let adapter: ContractGuild['adapter'];
    let token: ContractGuild['token'];

    contractGuildPerTest(factory, (guild) => ({ api, adapter, token } = guild));

    it('answers the bundled World of Warcraft pack when the config names no game', async () => {
      const pack = await api.gamePack();
      expect(pack.id).toBe('wow');
      expect(pack.classes.map((one) => one.name)).toEqual([
        'wojownik',
        'paladyn',
        'łowca',
        'łotrzyk',
        'kapłan',
        'szaman',
        'mag',
        'czarnoksiężnik',
        'mnich',
        'druid',
        'łowca demonów',
        'rycerz śmierci',
        'przywoływacz',
      ]);
      expect(pack.buffs.map((buff) => buff.name)).toContain('Bloodlust/Heroism');
    });

    it('adds characters: the first is main, the name is trimmed, the realm optional', async () => {
      const kasia = await token('Kasia');
      expect(await api.myCharacters(kasia)).toEqual([]);
      const first = await api.addCharacter(kasia, { name: ' Lunaria ', realm: 'Burning Legion', classId: 'druid', specId: 'restoration' });
      expect(first).toEqual({
        id: first.id,
        name: 'Lunaria',
        realm: 'Burning Legion',
        classId: 'druid',
        specId: 'restoration',
        main: true,
      });
      expect(typeof first.id).toBe('string');
      const alt = await api.addCharacter(kasia, { name: 'Kasiamag', classId: 'mage', specId: 'frost' });
      expect(alt).toEqual({ id: alt.id, name: 'Kasiamag', classId: 'mage', specId: 'frost', main: false });
      expect(await api.myCharacters(kasia)).toEqual([first, alt]);
    });

    it('keeps one main: a new main or a changed one makes the old an alt', async () => {
      const kasia = await token('Kasia');
      const first = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'balance' });
      const second = await api.addCharacter(kasia, { name: 'Kasiawar', classId: 'warrior', specId: 'protection', main: true });
      expect(second.main).toBe(true);
      expect((await api.myCharacters(kasia)).map((one) => [one.name, one.main])).toEqual([
        ['Kasiawar', true],
        ['Lunaria', false],
      ]);
      const changed = await api.updateCharacter(kasia, first.id, { main: true, specId: 'feral' });
      expect(changed).toMatchObject({ id: first.id, main: true, specId: 'feral' });
      expect((await api.myCharacters(kasia)).map((one) => [one.name, one.main])).toEqual([
        ['Lunaria', true],
        ['Kasiawar', false],
      ]);
      const refused = await failure(api.updateCharacter(kasia, first.id, { main: false }));
      expect(refused.code).toBe('invalid');
      expect(refused.fieldErrors).toEqual({ main: characterMessages.keepMain });
    });

    it('removes a character; removing the main makes the oldest other one main', async () => {
      const kasia = await token('Kasia');
      const first = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'balance' });
      const second = await api.addCharacter(kasia, { name: 'Kasiamag', classId: 'mage', specId: 'fire' });
      await api.addCharacter(kasia, { name: 'Kasiawar', classId: 'warrior', specId: 'fury' });
      await api.removeCharacter(kasia, first.id);
      expect((await api.myCharacters(kasia)).map((one) => [one.id, one.main])).toEqual([
        [second.id, true],
        [expect.any(String), false],
      ]);
    });

    it('checks class, spec and name, each with its Polish message', async () => {
      const kasia = await token('Kasia');
      const refused = async (input: unknown) => {
        const error = await failure(api.addCharacter(kasia, input));
        expect(error.code).toBe('invalid');
        return error.fieldErrors;
      };
      expect(await refused({ name: 'Lunaria', classId: 'bard', specId: 'lute' })).toEqual({ classId: characterMessages.unknownClass });
      // A spec of another class: frost is a mage's and a death knight's, never a druid's.
      expect(await refused({ name: 'Lunaria', classId: 'druid', specId: 'frost' })).toEqual({ specId: characterMessages.unknownSpec });
      expect((await refused({ name: '   ', classId: 'druid', specId: 'feral' })).name).toBe('Podaj imię postaci.');
      expect((await refused({ name: 'x'.repeat(25), classId: 'druid', specId: 'feral' })).name).toMatch(/najwyżej 24/);
      expect((await refused({ name: '<b>Luna</b>', classId: 'druid', specId: 'feral' })).name).toMatch(/tylko litery/);
      await api.addCharacter(kasia, { name: 'Lunaria', realm: 'Argent Dawn', classId: 'druid', specId: 'feral' });
      expect(await refused({ name: 'lunaria', realm: 'argent dawn', classId: 'mage', specId: 'fire' })).toEqual({
        name: characterMessages.duplicate,
      });
      // The same name on another realm is another character.
      await api.addCharacter(kasia, { name: 'Lunaria', realm: 'Silvermoon', classId: 'mage', specId: 'fire' });
      // A class change needs a spec of the new class.
      const [main] = await api.myCharacters(kasia);
      expect((await failure(api.updateCharacter(kasia, main!.id, { classId: 'warrior' }))).fieldErrors).toEqual({
        specId: characterMessages.unknownSpec,
      });
    });

    it("answers not-found for another raider's character and an unknown id, and changes nothing", async () => {
      const kasia = await token('Kasia');
      const tomek = await token('Tomek');
      const lunaria = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'balance' });
      expect((await failure(api.updateCharacter(tomek, lunaria.id, { name: 'Kradzione' }))).code).toBe('not-found');
      expect((await failure(api.removeCharacter(tomek, lunaria.id))).code).toBe('not-found');
      expect((await failure(api.removeCharacter(kasia, '999'))).code).toBe('not-found');
      expect((await failure(api.updateCharacter(kasia, 'abc', { name: 'X' }))).code).toBe('not-found');
      expect(await api.myCharacters(kasia)).toEqual([lunaria]);
      expect(await api.myCharacters(tomek)).toEqual([]);
    });

    it("answers with a character: its spec's role when none is given, the main when none is named", async () => {
      const kasia = await token('Kasia');
      const lunaria = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'restoration' });
      const tank = await api.addCharacter(kasia, { name: 'Kasiawar', classId: 'warrior', specId: 'protection' });
      const withTank = await api.saveSignup(kasia, tuesdayRaid, { status: 'accepted', characterId: tank.id });
      expect(withTank.signup).toMatchObject({ role: 'tank', characterId: tank.id });
      expect(withTank.roster.byRole.tank).toEqual([
        {
          raider: 'Kasia',
          status: 'accepted',
          role: 'tank',
          character: { id: tank.id, name: 'Kasiawar', classId: 'warrior', specId: 'protection' },
        },
      ]);
      // A role given wins over the spec's.
      const asMelee = await api.saveSignup(kasia, tuesdayRaid, { status: 'accepted', role: 'melee', characterId: tank.id });
      expect(asMelee.signup.role).toBe('melee');
      // No character named: the main, with its spec's role.
      const byMain = await api.saveSignup(kasia, tuesdayRaid, { status: 'late' });
      expect(byMain.signup).toMatchObject({ role: 'healer', characterId: lunaria.id });
      expect(byMain.roster.byRole.healer[0]?.character?.name).toBe('Lunaria');
    });

    it("refuses another raider's character and an answer with neither a role nor a character", async () => {
      const kasia = await token('Kasia');
      const tomek = await token('Tomek');
      const lunaria = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'restoration' });
      const stolen = await failure(api.saveSignup(tomek, tuesdayRaid, { status: 'accepted', role: 'tank', characterId: lunaria.id }));
      expect([stolen.code, stolen.fieldErrors]).toEqual(['invalid', { characterId: characterMessages.notYours }]);
      const roleless = await failure(api.saveSignup(tomek, tuesdayRaid, { status: 'accepted' }));
      expect([roleless.code, Object.keys(roleless.fieldErrors)]).toEqual(['invalid', ['role']]);
      expect(await api.mySignups(tomek, { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' })).toEqual([]);
    });

    it("counts the roster's make-up: roles, classes, and the buffs nobody with a place brings", async () => {
      const kasia = await token('Kasia');
      const tomek = await token('Tomek');
      const ola = await token('Ola');
      await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'restoration' });
      await api.addCharacter(tomek, { name: 'Burza', classId: 'shaman', specId: 'elemental' });
      await api.saveSignup(kasia, tuesdayRaid, { status: 'accepted' });
      await api.saveSignup(tomek, tuesdayRaid, { status: 'accepted' });
      // Without a character: a place, and nothing brought.
      await api.saveSignup(ola, tuesdayRaid, { status: 'accepted', role: 'tank' });
      const roster = await api.getRoster(kasia, tuesdayRaid);
      expect(roster.composition?.byRole).toEqual({ tank: 1, healer: 1, melee: 0, ranged: 1 });
      expect(roster.composition?.byClass).toEqual({ druid: 1, shaman: 1 });
      // Ola's class is unknown: counted apart, her buffs neither brought nor missing.
      expect(roster.composition?.withoutCharacter).toBe(1);
      const missing = roster.composition?.missing.map((buff) => buff.id) ?? [];
      expect(missing).not.toContain('bloodlust');
      expect(missing).not.toContain('mark-of-the-wild');
      expect(missing).not.toContain('battle-res');
      expect(missing).toContain('arcane-intellect');
      expect(missing).toContain('power-word-fortitude');
      expect((await api.listRosters(kasia, { from: '2026-03-03T00:00:00Z', to: '2026-03-04T00:00:00Z' }))[0]?.composition).toEqual(
        roster.composition,
      );
    });

    it("lists each member's main character", async () => {
      const kasia = await token('Kasia');
      await token('Tomek');
      await adapter.grantAdmin('Kasia');
      const admin = await token('Kasia');
      await api.addCharacter(kasia, { name: 'Kasiamag', classId: 'mage', specId: 'frost' });
      const main = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'balance', main: true });
      const members = await api.listMembers(admin);
      expect(members.map((member) => [member.nickname, member.character])).toEqual([
        ['Kasia', { id: main.id, name: 'Lunaria', classId: 'druid', specId: 'balance' }],
        ['Tomek', undefined],
      ]);
    });

    it("gives a raid log's character to a raider: theirs once, nobody else's, officers only", async () => {
      const kasia = await token('Kasia');
      const tomek = await token('Tomek');
      await adapter.grantAdmin('Kasia');
      const officer = await token('Kasia');
      const gromek = { name: 'Gromek', realm: 'Tarren Mill', classId: 'warrior', specId: 'fury' };
      expect((await failure(api.assignCharacter(tomek, 'Tomek', gromek))).code).toBe('forbidden');
      const nobody = await failure(api.assignCharacter(officer, 'Nikt', gromek));
      expect([nobody.code, nobody.message]).toEqual(['not-found', characterAssignmentMessages.noMember('Nikt')]);
      expect((await failure(api.assignCharacter(officer, 'Tomek', { ...gromek, specId: 'holy' }))).fieldErrors).toEqual({
        specId: characterMessages.unknownSpec,
      });

      const given = await api.assignCharacter(officer, 'tomek', gromek);
      expect(given).toEqual({ id: given.id, ...gromek, main: true });
      expect(await api.myCharacters(tomek)).toEqual([given]);
      expect(await api.assignCharacter(officer, 'Tomek', { ...gromek, name: 'gromek' })).toEqual(given);
      const taken = await failure(api.assignCharacter(officer, 'Kasia', gromek));
      expect([taken.code, taken.fieldErrors]).toEqual(['taken', { name: characterAssignmentMessages.taken('Gromek', 'Tomek') }]);
      expect(await api.myCharacters(kasia)).toEqual([]);
      const audit = (await api.auditLog(officer)).filter((entry) => entry.action === 'character-assigned');
      expect(audit).toMatchObject([{ actor: 'Kasia', target: 'Tomek', detail: 'Gromek (Tarren Mill)' }]);
    });

    it('refuses adding or renaming to a character another raider has (taken, naming them), as the log matches names', async () => {
      const kasia = await token('Kasia');
      const tomek = await token('Tomek');
      const fury = { classId: 'warrior', specId: 'fury' };
      const gromek = await api.addCharacter(tomek, { name: 'Gromek', realm: 'Tarren Mill', ...fury });
      const lucja = await api.addCharacter(tomek, { name: 'Łucja', ...fury });
      const refusedAdd = async (input: { name: string; realm?: string }) => {
        const error = await failure(api.addCharacter(kasia, { ...input, classId: 'mage', specId: 'fire' }));
        return [error.code, error.fieldErrors];
      };
      const takenBy = (name: string) => ['taken', { name: characterAssignmentMessages.taken(name, 'Tomek') }];
      // Any letter case, the realm however it is written, no realm (the log would take either raider's).
      expect(await refusedAdd({ name: 'gromek', realm: 'tarren mill' })).toEqual(takenBy('gromek'));
      expect(await refusedAdd({ name: 'GROMEK', realm: 'TarrenMill' })).toEqual(takenBy('GROMEK'));
      expect(await refusedAdd({ name: 'Gromek' })).toEqual(takenBy('Gromek'));
      expect(await refusedAdd({ name: 'łUCJA', realm: 'Silvermoon' })).toEqual(takenBy('łUCJA'));
      expect(await api.myCharacters(kasia)).toEqual([]);

      // Another realm, or a name without its accent, is another character in the game.
      const ownGromek = await api.addCharacter(kasia, { name: 'Gromek', realm: 'Silvermoon', ...fury });
      const plainLucja = await api.addCharacter(kasia, { name: 'Lucja', ...fury });
      const refusedChange = async (id: string, patch: object) => {
        const error = await failure(api.updateCharacter(kasia, id, patch));
        return [error.code, error.fieldErrors];
      };
      expect(await refusedChange(plainLucja.id, { name: 'Gromek', realm: 'Tarren Mill' })).toEqual(takenBy('Gromek'));
      expect(await refusedChange(plainLucja.id, { name: 'ŁUCJA' })).toEqual(takenBy('ŁUCJA'));
      // Without its realm, Kasia's Gromek would be the log's match for Tomek's too.
      expect(await refusedChange(ownGromek.id, { realm: null })).toEqual(takenBy('Gromek'));
      expect(await api.myCharacters(kasia)).toEqual([ownGromek, plainLucja]);

      // A raider's own character: changed and re-added as before.
      expect(await api.updateCharacter(kasia, ownGromek.id, { name: 'GROMEK', specId: 'arms' })).toEqual({
        ...ownGromek,
        name: 'GROMEK',
        specId: 'arms',
      });
      expect(await api.updateCharacter(tomek, gromek.id, { name: 'gromek' })).toEqual({ ...gromek, name: 'gromek' });
      const again = await failure(api.addCharacter(tomek, { name: 'łucja', ...fury }));
      expect([again.code, again.fieldErrors]).toEqual(['invalid', { name: characterMessages.duplicate }]);
      expect(await api.myCharacters(tomek)).toEqual([{ ...gromek, name: 'gromek' }, lucja]);
    });

    it('needs a session', async () => {
      expect((await failure(api.myCharacters('no-such-token'))).code).toBe('unauthorized');
      expect((await failure(api.addCharacter('no-such-token', { name: 'X', classId: 'mage', specId: 'fire' }))).code).toBe('unauthorized');
    });
  });
}
