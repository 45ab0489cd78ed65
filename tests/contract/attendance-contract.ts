import { describe, expect, it } from 'vitest';
import type { RaidApi } from '../../src/data/raids';
import { attendanceMessages } from '../../src/domain/raids/attendance-terms';
import { thursdayRaid, tuesdayRaid, type TestClock } from './contract-fixture';
import type { ContractFactory } from './raid-api-contract';
import { contractGuildPerTest, type ContractGuild } from '../kit/contract-guild';
import { failure } from './api-failure';

const nextTuesday = 'wtorek-2026-03-10';
/** Half an hour into the Tuesday raid of 3 March (19:00 UTC). */
const duringTuesday = new Date('2026-03-03T19:30:00Z');
/** Wednesday 11 March, noon: the raids of 3, 5 and 10 March have ended. */
const afterThreeRaids = new Date('2026-03-11T12:00:00Z');

/** Real attendance: officers record it, everyone reads the guild table; the same through every adapter. */
export function describeAttendanceContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi attendance contract: ${name}`, () => {
    let clock: TestClock;
    let api: RaidApi;
    let officer: string;
    let token: ContractGuild['token'];
    let answer: ContractGuild['answer'];
    const marks = (sheet: Awaited<ReturnType<RaidApi['attendanceSheet']>>) =>
      Object.fromEntries(sheet.entries.map((entry) => [entry.nickname, `${entry.attendance}${entry.recorded ? ' (zapisane)' : ''}`]));

    contractGuildPerTest(factory, async (guild) => {
      ({ clock, api, token, answer } = guild);
      officer = await guild.officer();
    });

    it('prefills the sheet from the answers, decisions and absences announced in advance', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      await answer('Tomek', tuesdayRaid, 'late');
      await answer('Ola', tuesdayRaid, 'absent');
      await answer('Zosia', tuesdayRaid, 'tentative');
      await answer('Bartek', tuesdayRaid, 'accepted');
      await api.decideRoster(officer, tuesdayRaid, 'Bartek', { decision: 'bench' });
      await api.addAbsence(await token('Ula'), { from: '2026-03-03', to: '2026-03-03' });
      clock.set(duringTuesday);
      const sheet = await api.attendanceSheet(officer, tuesdayRaid);
      expect(sheet.raidId).toBe(tuesdayRaid);
      expect(sheet.entries.map((entry) => entry.nickname)).toEqual(['Bartek', 'Kasia', 'Ola', 'Tomek', 'Ula', 'Zosia']);
      expect(marks(sheet)).toEqual({ Bartek: 'bench', Kasia: 'present', Ola: 'absent', Tomek: 'late', Ula: 'excused', Zosia: 'absent' });
      expect(sheet.entries.find((entry) => entry.nickname === 'Zosia')?.answer).toBe('tentative');
      expect(Object.fromEntries(sheet.entries.map((entry) => [entry.nickname, entry.place ?? null]))).toEqual({
        Bartek: 'bench',
        Kasia: 'roster',
        Ola: null,
        Tomek: 'roster',
        Ula: 'absence',
        Zosia: null,
      });
    });

    it('prefills present only for the roster: the reserve is marked ready but not needed', async () => {
      // Tuesday's raid wants 2 tanks: the third tank who answered "Będę" waits on the reserve.
      for (const nickname of ['Kasia', 'Tomek', 'Ola']) await answer(nickname, tuesdayRaid, 'accepted', 'tank');
      clock.set(duringTuesday);
      const sheet = await api.attendanceSheet(officer, tuesdayRaid);
      expect(sheet.entries.map((entry) => [entry.nickname, entry.place, entry.attendance])).toEqual([
        ['Kasia', 'roster', 'present'],
        ['Ola', 'reserve', 'bench'],
        ['Tomek', 'roster', 'present'],
      ]);
    });

    it('records from the start of the raid until 7 days after, and refuses before and after with the reason', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      const entries = { entries: [{ nickname: 'Kasia', attendance: 'late' }] };
      const early = await failure(api.recordAttendance(officer, tuesdayRaid, entries));
      expect([early.code, early.message]).toEqual(['locked', attendanceMessages.notStarted]);
      clock.set(duringTuesday);
      const sheet = await api.recordAttendance(await token('Oficer'), tuesdayRaid, entries);
      expect(marks(sheet)).toEqual({ Kasia: 'late (zapisane)' });
      clock.set(Date.parse('2026-03-10T19:00:00Z') + 60_000);
      const late = await failure(api.recordAttendance(await token('Oficer'), tuesdayRaid, entries));
      expect([late.code, late.message]).toEqual(['locked', attendanceMessages.closed]);
      expect((await api.auditLog(await token('Mistrz'))).find((entry) => entry.action === 'attendance-recorded')).toMatchObject({
        actor: 'Oficer',
        target: tuesdayRaid,
        detail: 'Kasia: spóźnienie',
      });
    });

    it('refuses a cancelled night, an unknown raider or mark, and writes nothing then', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      await api.updateRaid(officer, thursdayRaid, { status: 'cancelled', cancelReason: 'Serwis' });
      clock.set(duringTuesday);
      const officerNow = await token('Oficer');
      for (const entries of [[{ nickname: 'Nieznany', attendance: 'present' }], [{ nickname: 'Kasia', attendance: 'obecny?' }], []]) {
        expect((await failure(api.recordAttendance(officerNow, tuesdayRaid, { entries }))).code).toBe('invalid');
      }
      expect(marks(await api.attendanceSheet(officerNow, tuesdayRaid))).toEqual({ Kasia: 'present' });
      clock.set(new Date('2026-03-05T19:30:00Z'));
      const cancelled = await failure(api.recordAttendance(await token('Oficer'), thursdayRaid, { entries: [] }));
      expect([cancelled.code, cancelled.message]).toEqual(['locked', attendanceMessages.cancelled]);
    });

    it('records a raider of the guild who played without answering, and counts them like anyone', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      await token('Hania');
      clock.set(duringTuesday);
      const entries = [
        { nickname: 'Kasia', attendance: 'present' },
        { nickname: 'hania', attendance: 'present' },
      ];
      const sheet = await api.recordAttendance(await token('Oficer'), tuesdayRaid, { entries });
      expect(marks(sheet)).toEqual({ Hania: 'present (zapisane)', Kasia: 'present (zapisane)' });
      expect(sheet.entries.find((entry) => entry.nickname === 'Hania')).toEqual({
        nickname: 'Hania',
        attendance: 'present',
        recorded: true,
      });
      clock.set(afterThreeRaids);
      const rows = await api.guildAttendance(await token('Hania'), 4);
      // From the night she played: that one attended, the next Tuesday without an answer counted against.
      expect(rows.find((row) => row.nickname === 'Hania')).toMatchObject({ attended: 1 });
    });

    it('answers raiders with forbidden on sheets and recording, and refuses other windows than 4, 8 or 12 weeks', async () => {
      const kasia = await token('Kasia');
      expect((await failure(api.attendanceSheet(kasia, tuesdayRaid))).code).toBe('forbidden');
      expect((await failure(api.recordAttendance(kasia, tuesdayRaid, { entries: [] }))).code).toBe('forbidden');
      expect((await failure(api.guildAttendance(kasia, 5 as 4))).code).toBe('invalid');
      expect(await api.guildAttendance(kasia, 12)).toEqual([]);
    });

    it('counts recorded attendance where recorded, else the answer; excused and bench count for nobody', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      await answer('Tomek', tuesdayRaid, 'absent');
      await answer('Ola', tuesdayRaid, 'accepted');
      await answer('Zosia', tuesdayRaid, 'accepted');
      for (const nickname of ['Kasia', 'Tomek', 'Ola', 'Zosia']) await answer(nickname, thursdayRaid, 'accepted');
      clock.set(duringTuesday);
      await api.recordAttendance(await token('Oficer'), tuesdayRaid, {
        entries: [
          { nickname: 'Kasia', attendance: 'absent' },
          { nickname: 'Tomek', attendance: 'present' },
          { nickname: 'Ola', attendance: 'excused' },
          { nickname: 'Zosia', attendance: 'bench' },
        ],
      });
      clock.set(afterThreeRaids);
      const rows = await api.guildAttendance(await token('Kasia'), 4);
      const byName = Object.fromEntries(rows.map((row) => [row.nickname, [row.counted, row.attended, row.notCounted]]));
      // Tuesday 3rd: recorded; Thursday 5th: "Będę"; Tuesday 10th: no answer, counted against.
      expect(byName).toEqual({ Kasia: [3, 1, 0], Ola: [2, 1, 1], Tomek: [3, 2, 0], Zosia: [2, 1, 1] });
      expect(rows.find((row) => row.nickname === 'Tomek')?.rate).toBeCloseTo(2 / 3);
    });

    it('starts counting at the first raid a member answered: a late joiner is not at 0 %', async () => {
      await answer('Kasia', tuesdayRaid, 'accepted');
      await answer('Nowy', nextTuesday, 'accepted');
      clock.set(afterThreeRaids);
      const rows = await api.guildAttendance(await token('Nowy'), 8);
      expect(rows.map((row) => [row.nickname, row.counted, row.attended, row.rate])).toEqual([
        ['Kasia', 3, 1, 1 / 3],
        ['Nowy', 1, 1, 1],
      ]);
      expect(await api.attendance(await token('Nowy'))).toMatchObject({ raids: 1, present: 1, rate: 1 });
    });
  });
}
