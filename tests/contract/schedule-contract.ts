import { describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { thursdayRaid, tuesdayRaid, type TestClock } from './contract-fixture';
import type { ContractFactory } from './raid-api-contract';
import { contractGuildPerTest, type ContractGuild } from '../kit/contract-guild';
import { failure } from './api-failure';

const march = { from: '2026-03-02T00:00:00Z', to: '2026-03-30T00:00:00Z' };
const fridaySeries = { title: 'Piątkowe wyzwanie', weekday: 5, start: '21:00', durationMinutes: 120, size: 10, difficulty: 'mityczny' };

/** The raid leader's schedule tools, the same through every adapter (the demo store in officer mode too). */
export function describeScheduleContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi schedule contract: ${name}`, () => {
    let clock: TestClock;
    let api: RaidApi;
    let officer: string;
    let raider: string;
    let admin: string;
    let token: ContractGuild['token'];

    contractGuildPerTest(factory, async (guild) => {
      ({ clock, api, token } = guild);
      admin = await guild.admin();
      officer = await guild.officer();
      raider = await guild.token('Kasia');
    });

    it('lists the seeded series and marks every night scheduled with its series', async () => {
      expect((await api.listSeries()).map((series) => series.id)).toEqual(['wtorek', 'czwartek']);
      const raids = await api.listRaids(march);
      expect(raids.every((raid) => raid.status === 'scheduled' && raid.cancelReason === undefined)).toBe(true);
      expect(raids.find((raid) => raid.id === tuesdayRaid)?.seriesId).toBe('wtorek');
    });

    it('answers a raider on every schedule tool with forbidden', async () => {
      for (const call of [
        () => api.createSeries(raider, fridaySeries),
        () => api.updateSeries(raider, 'wtorek', { title: 'Nowy' }),
        () =>
          api.createRaid(raider, {
            title: 'Bonus',
            date: '2026-03-07',
            start: '20:00',
            durationMinutes: 120,
            size: 10,
            difficulty: 'normalny',
          }),
        () => api.updateRaid(raider, tuesdayRaid, { status: 'cancelled', cancelReason: 'Nie' }),
      ]) {
        const error = await failure(call());
        expect(error.code).toBe('forbidden');
      }
      expect((await api.listRaids(march)).every((raid) => raid.status === 'scheduled')).toBe(true);
    });

    it('cancels a night with its reason, keeps its answers, refuses new ones, and restores it', async () => {
      await api.saveSignup(raider, tuesdayRaid, { status: 'accepted', role: 'tank' });
      const noReason = await failure(api.updateRaid(officer, tuesdayRaid, { status: 'cancelled' }));
      expect(noReason.code).toBe('invalid');
      expect(noReason.fieldErrors.cancelReason).toMatch(/powód/);

      const cancelled = await api.updateRaid(officer, tuesdayRaid, { status: 'cancelled', cancelReason: 'Wigilia – nie gramy' });
      expect(cancelled).toMatchObject({ id: tuesdayRaid, status: 'cancelled', cancelReason: 'Wigilia – nie gramy' });
      const listed = (await api.listRaids(march)).find((raid) => raid.id === tuesdayRaid);
      expect(listed).toMatchObject({ status: 'cancelled', cancelReason: 'Wigilia – nie gramy' });
      expect((await api.getRoster(raider, tuesdayRaid)).byRole.tank.map((entry) => entry.raider)).toEqual(['Kasia']);
      const refused = await failure(api.saveSignup(await token('Kasia'), tuesdayRaid, { status: 'late', role: 'tank' }));
      expect(refused.code).toBe('locked');
      expect(refused.message).toMatch(/odwołany/);

      const restored = await api.updateRaid(officer, tuesdayRaid, { status: 'scheduled' });
      expect(restored.status).toBe('scheduled');
      expect(restored.cancelReason).toBeUndefined();
      expect((await api.mySignups(raider, march)).map((signup) => [signup.raidId, signup.status])).toEqual([[tuesdayRaid, 'accepted']]);
    });

    it('moves a night under the same id with its answers, never into the past and never once started', async () => {
      await api.saveSignup(raider, thursdayRaid, { status: 'accepted', role: 'healer' });
      const moved = await api.updateRaid(officer, thursdayRaid, { date: '2026-03-06', start: '19:30' });
      expect(moved).toMatchObject({
        id: thursdayRaid,
        localDate: '2026-03-06',
        startUtc: '2026-03-06T18:30:00.000Z',
        endUtc: '2026-03-06T21:30:00.000Z',
      });
      expect(moved.signupsCloseAt).toBe('2026-03-06T17:30:00.000Z');
      expect((await api.getRoster(raider, thursdayRaid)).filled).toBe(1);
      const pastMove = await failure(api.updateRaid(officer, thursdayRaid, { date: '2026-03-01' }));
      expect(pastMove.code).toBe('invalid');
      expect(pastMove.fieldErrors.date).toMatch(/minął/);

      clock.set(new Date('2026-03-03T19:30:00Z'));
      const started = await failure(api.updateRaid(await token('Oficer'), tuesdayRaid, { status: 'cancelled', cancelReason: 'Za późno' }));
      expect(started.code).toBe('past');
    });

    it('adds a one-off raid in the future and refuses one in the past', async () => {
      const raid = await api.createRaid(officer, {
        title: 'Sobotni maraton',
        date: '2026-03-07',
        start: '18:00',
        durationMinutes: 240,
        size: 20,
        difficulty: 'heroiczny',
        note: 'Cały dodatek',
      });
      expect(raid).toMatchObject({
        id: 'sobotni-maraton-2026-03-07',
        kind: 'one-off',
        status: 'scheduled',
        startUtc: '2026-03-07T17:00:00.000Z',
      });
      expect(raid.seriesId).toBeUndefined();
      expect((await api.listRaids(march)).map((one) => one.id)).toContain(raid.id);
      await api.saveSignup(raider, raid.id, { status: 'accepted', role: 'ranged' });
      const past = await failure(
        api.createRaid(officer, {
          title: 'Wczoraj',
          date: '2026-03-01',
          start: '20:00',
          durationMinutes: 60,
          size: 10,
          difficulty: 'normalny',
        }),
      );
      expect(past.code).toBe('invalid');
      const bad = await failure(api.createRaid(officer, { title: '', date: '2026-02-30', start: '25:00', durationMinutes: 5, size: 11 }));
      expect(Object.keys(bad.fieldErrors).sort()).toEqual(['date', 'difficulty', 'durationMinutes', 'size', 'start', 'title']);
    });

    it('creates a series from today on, edits it from the next night only and ends it', async () => {
      const created = await api.createSeries(officer, fridaySeries);
      expect(created).toMatchObject({ id: 'piatkowe-wyzwanie', ...fridaySeries, startsOn: '2026-03-02' });
      expect((await api.listSeries()).map((series) => series.id)).toContain('piatkowe-wyzwanie');
      const fridays = async () => (await api.listRaids(march)).filter((raid) => raid.seriesId === 'piatkowe-wyzwanie');
      expect((await fridays()).map((raid) => raid.localDate)).toEqual(['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27']);

      // Friday 6 March, 21:30 Warsaw: that night has started, so the edit applies from the next one.
      clock.set(new Date('2026-03-06T20:30:00Z'));
      const edited = await api.updateSeries(await token('Oficer'), 'piatkowe-wyzwanie', { start: '20:00', title: 'Piątek' });
      expect(edited).toMatchObject({ start: '20:00', title: 'Piątek' });
      const nights = await fridays();
      expect(nights.map((raid) => [raid.localDate, raid.title, raid.startUtc])).toEqual([
        ['2026-03-06', 'Piątkowe wyzwanie', '2026-03-06T20:00:00.000Z'],
        ['2026-03-13', 'Piątek', '2026-03-13T19:00:00.000Z'],
        ['2026-03-20', 'Piątek', '2026-03-20T19:00:00.000Z'],
        ['2026-03-27', 'Piątek', '2026-03-27T19:00:00.000Z'],
      ]);

      const ended = await api.updateSeries(await token('Oficer'), 'piatkowe-wyzwanie', { endsOn: '2026-03-13' });
      expect(ended.endsOn).toBe('2026-03-13');
      expect((await fridays()).map((raid) => raid.localDate)).toEqual(['2026-03-06', '2026-03-13']);
      const tooEarly = await failure(api.updateSeries(await token('Oficer'), 'piatkowe-wyzwanie', { endsOn: '2026-03-01' }));
      expect(tooEarly.code).toBe('invalid');
      expect((await failure(api.updateSeries(await token('Oficer'), 'nie-ma', { title: 'X' }))).code).toBe('not-found');
    });

    it("edits a series across the DST change: the guild's wall clock holds, past nights and answers stay", async () => {
      await api.createSeries(officer, fridaySeries);
      // Friday 3 April is after the clocks go forward (29 March): 21:00 in Warsaw is 19:00 UTC there.
      await api.saveSignup(raider, 'piatkowe-wyzwanie-2026-04-03', { status: 'accepted', role: 'tank' });
      clock.set(new Date('2026-03-21T12:00:00Z'));
      await api.updateSeries(await token('Oficer'), 'piatkowe-wyzwanie', { start: '19:30' });
      const spring = { from: '2026-03-16T00:00:00Z', to: '2026-04-11T00:00:00Z' };
      const nights = (await api.listRaids(spring)).filter((raid) => raid.seriesId === 'piatkowe-wyzwanie');
      expect(nights.map((raid) => [raid.localDate, raid.startUtc])).toEqual([
        ['2026-03-20', '2026-03-20T20:00:00.000Z'],
        ['2026-03-27', '2026-03-27T18:30:00.000Z'],
        ['2026-04-03', '2026-04-03T17:30:00.000Z'],
        ['2026-04-10', '2026-04-10T17:30:00.000Z'],
      ]);
      const answers = await api.mySignups(await token('Kasia'), spring);
      expect(answers.map((signup) => [signup.raidId, signup.status])).toEqual([['piatkowe-wyzwanie-2026-04-03', 'accepted']]);
    });

    it('writes every officer change to the audit log', async () => {
      await api.updateRaid(officer, tuesdayRaid, { status: 'cancelled', cancelReason: 'Wigilia – nie gramy' });
      await api.updateRaid(officer, tuesdayRaid, { status: 'scheduled' });
      await api.createSeries(officer, fridaySeries);
      const log = await api.auditLog(admin, 3);
      expect(log.map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
        ['Oficer', 'series-created', 'piatkowe-wyzwanie'],
        ['Oficer', 'raid-changed', tuesdayRaid],
        ['Oficer', 'raid-changed', tuesdayRaid],
      ]);
      expect(log[2]?.detail).toBe('odwołany: Wigilia – nie gramy');
      expect(log[1]?.detail).toBe('przywrócony');
    });

    it('names in Polish only the fields of a series an edit changed', async () => {
      await api.createSeries(officer, fridaySeries);
      // The officer's form sends every field; only the title and the start differ.
      await api.updateSeries(officer, 'piatkowe-wyzwanie', { ...fridaySeries, title: 'Piątek', start: '20:00' });
      await api.updateSeries(officer, 'piatkowe-wyzwanie', { ...fridaySeries, title: 'Piątek', start: '20:00', endsOn: '2026-03-27' });
      await api.updateSeries(officer, 'piatkowe-wyzwanie', { title: 'Piątek' });
      const log = await api.auditLog(admin, 3);
      expect(log.map((entry) => [entry.action, entry.detail])).toEqual([
        ['series-changed', 'bez zmian'],
        ['series-changed', 'zmienione: ostatni wieczór'],
        ['series-changed', 'zmienione: nazwa, godzina startu'],
      ]);
    });

    describe('roster decisions', () => {
      const tanks = async () => {
        // Tuesday's raid wants 2 tanks: three answer as tanks, the third waits in the reserve.
        const tokens: string[] = [];
        for (const nickname of ['Ala', 'Bartek', 'Celina']) {
          const own = await token(nickname);
          await api.saveSignup(own, tuesdayRaid, { status: 'accepted', role: 'tank' });
          tokens.push(own);
        }
        return tokens;
      };

      it('confirms a raider from the reserve into a free place, benches one, and returns them to the rule', async () => {
        await tanks();
        const confirmed = await api.decideRoster(officer, tuesdayRaid, 'Celina', { decision: 'confirmed' });
        // The raid has room: the confirmation takes a free place past the 2 tank places, nobody moves out.
        expect(confirmed.byRole.tank.map((entry) => [entry.raider, entry.decision])).toEqual([
          ['Ala', undefined],
          ['Bartek', undefined],
          ['Celina', 'confirmed'],
        ]);
        expect(confirmed.reserve).toEqual([]);
        const benched = await api.decideRoster(officer, tuesdayRaid, 'Ala', { decision: 'bench' });
        expect(benched.byRole.tank.map((entry) => entry.raider)).toEqual(['Bartek', 'Celina']);
        expect(benched.reserve).toEqual([expect.objectContaining({ raider: 'Ala', decision: 'bench', position: 1, reason: 'bench' })]);
        const back = await api.decideRoster(officer, tuesdayRaid, 'Ala', { decision: 'auto' });
        expect(back.byRole.tank.map((entry) => entry.raider)).toEqual(['Ala', 'Bartek', 'Celina']);
        expect(back.reserve).toEqual([]);
        expect(await api.getRoster(raider, tuesdayRaid)).toEqual(back);
      });

      it('saves several decisions at once, one audit entry each; a preview or one unknown raider saves nothing', async () => {
        await tanks();
        const input = {
          decisions: [
            { nickname: 'ala', decision: 'bench' },
            { nickname: 'Celina', decision: 'confirmed', role: 'healer' },
          ],
        };
        const preview = await api.decideRosters(officer, tuesdayRaid, { ...input, preview: true });
        expect(preview.saved).toBe(false);
        expect(preview.roster.byRole.healer.map((entry) => entry.raider)).toEqual(['Celina']);
        expect(await api.getRoster(officer, tuesdayRaid)).toEqual(
          expect.objectContaining({ reserve: [expect.objectContaining({ raider: 'Celina' })] }),
        );

        const refused = await failure(
          api.decideRosters(officer, tuesdayRaid, { decisions: [...input.decisions, { nickname: 'Nikt', decision: 'bench' }] }),
        );
        expect(refused.code).toBe('not-found');
        expect((await api.getRoster(officer, tuesdayRaid)).byRole.healer).toEqual([]);
        const wrong = await failure(api.decideRosters(officer, tuesdayRaid, { decisions: [{ nickname: 'Ala', decision: 'maybe' }] }));
        expect(Object.keys(wrong.fieldErrors)).toEqual(['decisions.0.decision']);
        expect((await failure(api.decideRosters(officer, tuesdayRaid, { decisions: [] }))).code).toBe('invalid');
        expect((await failure(api.decideRosters(raider, tuesdayRaid, input))).code).toBe('forbidden');

        const saved = await api.decideRosters(officer, tuesdayRaid, input);
        expect(saved).toEqual({ ...preview, saved: true });
        expect(saved.movedOut).toEqual([]);
        expect(await api.getRoster(officer, tuesdayRaid)).toEqual(saved.roster);
        const log = await api.auditLog(admin, 2);
        expect(log.map((entry) => [entry.action, entry.target, entry.detail])).toEqual([
          ['roster-decision', `${tuesdayRaid} Celina`, 'miejsce potwierdzone, rola: uzdrowiciel'],
          ['roster-decision', `${tuesdayRaid} Ala`, 'na ławce'],
        ]);
      });

      it('takes a raider in another role, and answers a raider, a stranger and a started raid with errors', async () => {
        const [ala] = await tanks();
        const healer = await api.decideRoster(officer, tuesdayRaid, 'Celina', { decision: 'auto', role: 'healer' });
        expect(healer.byRole.healer.map((entry) => entry.raider)).toEqual(['Celina']);
        expect(healer.reserve).toEqual([]);
        expect((await failure(api.decideRoster(ala!, tuesdayRaid, 'Celina', { decision: 'confirmed' }))).code).toBe('forbidden');
        expect((await failure(api.decideRoster(officer, tuesdayRaid, 'Nikt', { decision: 'confirmed' }))).code).toBe('not-found');
        const wrong = await failure(api.decideRoster(officer, tuesdayRaid, 'Ala', { decision: 'maybe' as never, role: 'bard' as never }));
        expect(Object.keys(wrong.fieldErrors).sort()).toEqual(['decision', 'role']);
        clock.set(new Date('2026-03-03T19:00:00Z'));
        const started = await failure(api.decideRoster(await token('Oficer'), tuesdayRaid, 'Ala', { decision: 'bench' }));
        expect(started.code).toBe('past');
        const log = await api.auditLog(await token('Mistrz'), 1);
        expect(log[0]).toMatchObject({
          actor: 'Oficer',
          action: 'roster-decision',
          target: `${tuesdayRaid} Celina`,
          detail: 'automatycznie, rola: uzdrowiciel',
        });
      });
    });
  });
}
