import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { characterMessages } from '../../src/domain/characters/character-input';
import { contractAccessCode, contractConfig, contractPassword, createTestClock } from './contract-fixture';
import type { ContractAdapter, ContractFactory } from './raid-api-contract';
import { failure } from './api-failure';

/** The guild's game pack and raiders' characters: the same rules through every adapter. */
export function describeCharacterContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi character contract: ${name}`, () => {
    let adapter: ContractAdapter;
    let api: RaidApi;

    const create = async (nickname: string) =>
      (await api.createAccount({ nickname, password: contractPassword, accessCode: contractAccessCode })).token;

    beforeEach(async () => {
      adapter = await factory({ config: contractConfig, accessCode: contractAccessCode, clock: createTestClock() });
      api = adapter.api;
    });
    afterEach(async () => {
      await adapter.close?.();
    });

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
      const kasia = await create('Kasia');
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
      const kasia = await create('Kasia');
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
      const kasia = await create('Kasia');
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
      const kasia = await create('Kasia');
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
      const kasia = await create('Kasia');
      const tomek = await create('Tomek');
      const lunaria = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'balance' });
      expect((await failure(api.updateCharacter(tomek, lunaria.id, { name: 'Kradzione' }))).code).toBe('not-found');
      expect((await failure(api.removeCharacter(tomek, lunaria.id))).code).toBe('not-found');
      expect((await failure(api.removeCharacter(kasia, '999'))).code).toBe('not-found');
      expect((await failure(api.updateCharacter(kasia, 'abc', { name: 'X' }))).code).toBe('not-found');
      expect(await api.myCharacters(kasia)).toEqual([lunaria]);
      expect(await api.myCharacters(tomek)).toEqual([]);
    });

    it('needs a session', async () => {
      expect((await failure(api.myCharacters('no-such-token'))).code).toBe('unauthorized');
      expect((await failure(api.addCharacter('no-such-token', { name: 'X', classId: 'mage', specId: 'fire' }))).code).toBe('unauthorized');
    });
  });
}
