import { describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import type { Signup } from '../../src/domain';
import { standingMessages } from '../../src/domain/raids/standing-input';
import { signupBatchMessages } from '../../src/domain/raids/signup-batch';
import { thursdayRaid, tuesdayRaid, type TestClock } from './contract-fixture';
import type { ContractFactory } from './raid-api-contract';
import { contractGuildPerTest, type ContractGuild } from '../kit/contract-guild';
import { failure } from './api-failure';

const day = 86_400_000;
const nextTuesday = 'wtorek-2026-03-10';
const tuesdayAfter = 'wtorek-2026-03-17';
/** Tuesday 3 March 18:30 UTC: the Tuesday raid is locked (signups close 60 minutes before 19:00). */
const tuesdayLocked = new Date('2026-03-03T18:30:00Z');
/** Wednesday 4 March, noon: the Tuesday raid of 3 March is over. */
const afterTuesday = new Date('2026-03-04T12:00:00Z');

/**
 * Standing answers ("zawsze tak w czwartki") and answering many nights at once: the same through every
 * adapter. The precedence on a night: the raider's explicit answer, else an absence, else the standing answer.
 */
export function describeStandingContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi standing answers contract: ${name}`, () => {
    let clock: TestClock;
    let api: RaidApi;
    let token: ContractGuild['token'];
    /** An admin's token (admins act as officers). */
    let officer: ContractGuild['admin'];
    const weeks = (count: number) => ({
      from: clock.now().toISOString(),
      to: new Date(clock.now().getTime() + count * 7 * day).toISOString(),
    });
    const answers = (list: readonly Signup[]) =>
      list.map((one) => `${one.raidId} ${one.status} ${one.role}${one.standing ? ' (stała)' : ''}${one.note ? ` ${one.note}` : ''}`);
    const inRoster = async (raidId: string) => {
      const roster = await api.getRoster(await token('Obserwator'), raidId);
      return {
        healer: roster.byRole.healer.map((entry) => entry.raider),
        tentative: roster.tentative.map((entry) => entry.raider),
        absent: roster.absent.map((entry) => `${entry.raider}${entry.note ? `: ${entry.note}` : ''}`),
      };
    };

    contractGuildPerTest(factory, (guild) => ({ clock, api, token, admin: officer } = guild));

    it("stands for every open night of the series the raider did not answer, in rosters and the raider's answers", async () => {
      const kasia = await token('Kasia');
      const set = await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer', note: ' Zawsze ' });
      expect(set).toMatchObject({ seriesId: 'wtorek', raider: 'Kasia', status: 'accepted', role: 'healer', note: 'Zawsze' });
      expect(await api.myStanding(kasia)).toEqual([set]);
      expect(answers(await api.mySignups(kasia, weeks(2)))).toEqual([
        `${tuesdayRaid} accepted healer (stała) Zawsze`,
        `${nextTuesday} accepted healer (stała) Zawsze`,
      ]);
      expect((await inRoster(tuesdayRaid)).healer).toEqual(['Kasia']);
      expect((await inRoster(thursdayRaid)).healer).toEqual([]);
      const rosters = await api.listRosters(kasia, weeks(2));
      expect(rosters.map((roster) => `${roster.raidId}: ${roster.byRole.healer.map((entry) => entry.raider).join()}`)).toEqual([
        `${tuesdayRaid}: Kasia`,
        `${thursdayRaid}: `,
        `${nextTuesday}: Kasia`,
        'czwartek-2026-03-12: ',
      ]);
      // Nobody else's.
      expect(await api.mySignups(await token('Tomek'), weeks(2))).toEqual([]);
    });

    it('gives way to an explicit answer, and to an absence; an explicit answer beats the absence too', async () => {
      const kasia = await token('Kasia');
      await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer' });
      await api.saveSignup(kasia, tuesdayRaid, { status: 'tentative', role: 'healer' });
      await api.addAbsence(kasia, { from: '2026-03-09', to: '2026-03-11', note: 'Wyjazd' });
      await api.addAbsence(kasia, { from: '2026-03-23', to: '2026-03-25' });
      await api.saveSignup(kasia, 'wtorek-2026-03-24', { status: 'late', role: 'healer' });
      expect(answers(await api.mySignups(kasia, weeks(4)).then((list) => list.filter((one) => one.raidId.startsWith('wtorek'))))).toEqual([
        `${tuesdayRaid} tentative healer`,
        `${nextTuesday} absent healer Urlop: Wyjazd`,
        `${tuesdayAfter} accepted healer (stała)`,
        'wtorek-2026-03-24 late healer',
      ]);
      expect(await inRoster(tuesdayRaid)).toEqual({ healer: [], tentative: ['Kasia'], absent: [] });
      expect(await inRoster(nextTuesday)).toEqual({ healer: [], tentative: [], absent: ['Kasia: Urlop: Wyjazd'] });
      expect((await inRoster(tuesdayAfter)).healer).toEqual(['Kasia']);
    });

    it('stands only for nights still open when it was set: not a locked or past night', async () => {
      clock.set(tuesdayLocked);
      const kasia = await token('Kasia');
      await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer' });
      expect((await inRoster(tuesdayRaid)).healer).toEqual([]);
      expect((await inRoster(nextTuesday)).healer).toEqual(['Kasia']);
    });

    it('never rewrites a night already decided when it changes or goes', async () => {
      const kasia = await token('Kasia');
      await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer' });
      clock.set(afterTuesday);
      const again = await token('Kasia');
      await api.setStanding(again, 'wtorek', { status: 'absent' });
      expect((await api.myStanding(again)).map((one) => `${one.status} ${one.role}`)).toEqual(['absent healer']);
      expect((await inRoster(tuesdayRaid)).healer).toEqual(['Kasia']);
      expect((await inRoster(nextTuesday)).absent).toEqual(['Kasia']);

      await api.setStanding(again, 'wtorek', { status: 'accepted', role: 'healer' });
      await api.removeStanding(again, 'wtorek');
      expect(await api.myStanding(again)).toEqual([]);
      expect((await inRoster(tuesdayRaid)).healer).toEqual(['Kasia']);
      expect(await inRoster(nextTuesday)).toEqual({ healer: [], tentative: [], absent: [] });
      // Removing it again is not an error.
      await api.removeStanding(again, 'wtorek');
    });

    it('leaves out a cancelled night, and follows the series when an officer edits it', async () => {
      const kasia = await token('Kasia');
      await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer' });
      const leader = await officer();
      await api.updateRaid(leader, nextTuesday, { status: 'cancelled', cancelReason: 'Święto' });
      expect((await inRoster(nextTuesday)).healer).toEqual([]);
      expect((await api.mySignups(kasia, weeks(2))).map((one) => one.raidId)).toEqual([tuesdayRaid]);
      await api.updateRaid(leader, nextTuesday, { status: 'scheduled' });
      expect((await inRoster(nextTuesday)).healer).toEqual(['Kasia']);

      // The series moves to Wednesdays: its new nights are the standing answer's.
      await api.updateSeries(leader, 'wtorek', { weekday: 3 });
      const nights = (await api.mySignups(kasia, weeks(3))).filter((one) => one.standing);
      expect(nights.length).toBeGreaterThan(0);
      for (const night of nights) expect(new Date(`${night.raidId.slice(-10)}T12:00:00Z`).getUTCDay()).toBe(3);
    });

    it("holds the place it took in the signup order; the raider's own same answer keeps it", async () => {
      const kasia = await token('Kasia');
      await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer' });
      await api.saveSignup(await token('Tomek'), tuesdayRaid, { status: 'accepted', role: 'healer' });
      expect((await inRoster(tuesdayRaid)).healer).toEqual(['Kasia', 'Tomek']);
      const saved = await api.saveSignup(kasia, tuesdayRaid, { status: 'accepted', role: 'healer' });
      expect(saved.signup.standing).toBeUndefined();
      expect(saved.roster.byRole.healer.map((entry) => entry.raider)).toEqual(['Kasia', 'Tomek']);
      // Now her own: removing the standing answer leaves it.
      await api.removeStanding(kasia, 'wtorek');
      expect((await inRoster(tuesdayRaid)).healer).toEqual(['Kasia', 'Tomek']);
    });

    it('counts in the attendance sheet like an answer', async () => {
      const kasia = await token('Kasia');
      await api.setStanding(kasia, 'wtorek', { status: 'accepted', role: 'healer' });
      await officer();
      clock.set(new Date('2026-03-03T19:30:00Z'));
      const sheet = await api.attendanceSheet(await token('Mistrz'), tuesdayRaid);
      expect(sheet.entries.find((entry) => entry.nickname === 'Kasia')).toMatchObject({ attendance: 'present' });
    });

    it("counts in the raider's attendance from the first night it stood for", async () => {
      await api.setStanding(await token('Kasia'), 'wtorek', { status: 'accepted', role: 'healer' });
      clock.set(afterTuesday);
      expect(await api.attendance(await token('Kasia'))).toMatchObject({ raids: 1, present: 1, rate: 1 });
    });

    it('refuses an unknown series, a bad answer and a coming answer without any role', async () => {
      const kasia = await token('Kasia');
      const unknown = await failure(api.setStanding(kasia, 'nie-ma', { status: 'accepted', role: 'tank' }));
      expect(unknown).toMatchObject({ code: 'not-found', message: standingMessages.unknownSeries });
      expect((await failure(api.removeStanding(kasia, 'nie-ma'))).code).toBe('not-found');
      const bad = await failure(api.setStanding(kasia, 'wtorek', { status: 'maybe' } as never));
      expect(bad.fieldErrors).toHaveProperty('status');
      const noRole = await failure(api.setStanding(kasia, 'wtorek', { status: 'accepted' }));
      expect(noRole.fieldErrors).toEqual({ role: standingMessages.roleNeeded });
      // Not coming needs no role; a later coming one takes the raider's latest answer's role.
      await api.saveSignup(kasia, thursdayRaid, { status: 'accepted', role: 'ranged' });
      expect(await api.setStanding(kasia, 'czwartek', { status: 'accepted' })).toMatchObject({ role: 'ranged' });
      expect(await api.myStanding(kasia)).toHaveLength(1);
    });

    it("names a character only of the raider's own: its spec gives the role, and the rosters show it", async () => {
      const kasia = await token('Kasia');
      const tomek = await token('Tomek');
      const tomeks = await api.addCharacter(tomek, { name: 'Tomaszek', classId: 'warrior', specId: 'protection' });
      const notHers = await failure(api.setStanding(kasia, 'wtorek', { status: 'accepted', characterId: tomeks.id }));
      expect(notHers.fieldErrors).toEqual({ characterId: 'Wybierz jedną ze swoich postaci.' });
      expect(await api.myStanding(kasia)).toEqual([]);

      const druid = await api.addCharacter(kasia, { name: 'Lunaria', classId: 'druid', specId: 'restoration' });
      const set = await api.setStanding(kasia, 'wtorek', { status: 'accepted', characterId: druid.id });
      expect(set).toMatchObject({ role: 'healer', characterId: druid.id });
      const roster = await api.getRoster(await token('Obserwator'), tuesdayRaid);
      expect(roster.byRole.healer.map((entry) => [entry.raider, entry.character?.name])).toEqual([['Kasia', 'Lunaria']]);
    });

    it('answers many nights in one write, all or none, naming each refused night', async () => {
      const kasia = await token('Kasia');
      const four = [tuesdayRaid, thursdayRaid, nextTuesday, 'czwartek-2026-03-12'].map((raidId) => ({
        raidId,
        status: 'accepted' as const,
        role: 'melee' as const,
      }));
      const saved = await api.saveSignups(kasia, four);
      expect(saved.map((one) => `${one.raidId} ${one.status}`)).toEqual(four.map((one) => `${one.raidId} accepted`));
      expect(answers(await api.mySignups(kasia, weeks(2)))).toEqual(four.map((one) => `${one.raidId} accepted melee`));

      clock.set(tuesdayLocked);
      const later = await token('Kasia');
      const refused = await failure(
        api.saveSignups(
          later,
          four.map((one) => ({ ...one, status: 'absent' as const })),
        ),
      );
      expect(refused.code).toBe('invalid');
      expect(refused.message).toBe(signupBatchMessages.refused);
      expect(Object.keys(refused.fieldErrors)).toEqual([tuesdayRaid]);
      expect(refused.fieldErrors[tuesdayRaid]).toMatch(/zamknięte/);
      // Nothing was saved.
      expect((await api.mySignups(later, weeks(2))).map((one) => one.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
      expect((await failure(api.saveSignups(later, []))).code).toBe('invalid');
    });
  });
}
