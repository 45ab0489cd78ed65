import { describe, expect, it } from 'vitest';
import type { RaidRole } from '../../src/domain/guild-config-types';
import type { RaidApi } from '../../src/data/raids';
import type { SignupInput, SignupStatus } from '../../src/domain';
import {
  contractAccessCode,
  contractPassword,
  contractConfig,
  thursdayRaid,
  tuesdayRaid,
  tuesdayStart,
  type TestClock,
} from './contract-fixture';
import { failure } from './api-failure';
import { contractGuildPerTest, type ContractGuild } from '../kit/contract-guild';

export interface ContractSetup {
  config: typeof contractConfig;
  accessCode: string;
  clock: TestClock;
}

export interface ContractAdapter {
  api: RaidApi;
  /** Makes an existing account admin the way the adapter's guild does it (`npm run admin` on the server). */
  grantAdmin: (nickname: string) => Promise<void> | void;
  close?: () => Promise<void> | void;
}

/** Makes a fresh, empty adapter (its own storage or database) for one test. */
export type ContractFactory = (setup: ContractSetup) => Promise<ContractAdapter>;

const minute = 60_000;
const day = 86_400_000;

/**
 * The behaviour every RaidApi adapter must have. The local adapter runs it in the unit tests; the HTTP
 * adapter runs it against a real server. A rule belongs here when a raider would notice it breaking.
 */
export function describeRaidApiContract(name: string, factory: ContractFactory): void {
  describe(`RaidApi contract: ${name}`, () => {
    let clock: TestClock;
    let api: RaidApi;
    /** Creates the raider's account on first use, signs in with the password afterwards. */
    let signIn: ContractGuild['token'];
    let admin: ContractGuild['admin'];
    let officer: ContractGuild['officer'];

    contractGuildPerTest(factory, (guild) => ({ clock, api, token: signIn, admin, officer } = guild));
    const answer = (token: string, status: SignupStatus, role: RaidRole, extra: Partial<SignupInput> = {}) =>
      api.saveSignup(token, tuesdayRaid, { status, role, ...extra });
    const tuesdayRoster = (token: string) => api.getRoster(token, tuesdayRaid);
    const weekAhead = () => ({ from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 7 * day).toISOString() });

    describe('session', () => {
      it('says the guild asks for an access code', async () => {
        expect(await api.signInOptions()).toEqual({ accessCodeRequired: true, joiningClosed: false });
      });

      it('creates an account with a nickname, a password and the access code, and knows the raider by the token', async () => {
        const session = await api.createAccount({ nickname: '  Łucja-Żółw ', password: contractPassword, accessCode: contractAccessCode });
        expect(session.nickname).toBe('Łucja-Żółw');
        expect(session.role).toBe('raider');
        expect(session.token).toMatch(/^[\w-]{20,}$/);
        expect(Date.parse(session.expiresAt)).toBeGreaterThan(clock.now().getTime());
        expect(await api.currentRaider(session.token)).toEqual({ nickname: 'Łucja-Żółw', role: 'raider' });
      });

      it('gives every sign-in its own token', async () => {
        expect(await signIn('Kasia')).not.toBe(await signIn('Kasia'));
      });

      it('refuses a wrong access code with a clear message', async () => {
        const error = await failure(api.createAccount({ nickname: 'Kasia', password: contractPassword, accessCode: 'zgaduję' }));
        expect(error.code).toBe('unauthorized');
        expect(error.message).toBe('Nieprawidłowy kod dostępu gildii.');
      });

      const withCode = { password: contractPassword, accessCode: contractAccessCode };
      it.each([
        ['missing access code', { nickname: 'Kasia', password: contractPassword }, 'accessCode'],
        ['empty nickname', { ...withCode, nickname: '' }, 'nickname'],
        ['one-letter nickname', { ...withCode, nickname: 'K' }, 'nickname'],
        ['25-letter nickname', { ...withCode, nickname: 'K'.repeat(25) }, 'nickname'],
        ['markup nickname', { ...withCode, nickname: '<img onerror=x>' }, 'nickname'],
        ['number nickname', { ...withCode, nickname: 42 }, 'nickname'],
        ['number access code', { nickname: 'Kasia', password: contractPassword, accessCode: 1234 }, 'accessCode'],
        ['nickname with a right-to-left override', { ...withCode, nickname: 'Kasia\u202e' }, 'nickname'],
        ['nickname with a zero-width space', { ...withCode, nickname: 'Ka\u200bsia' }, 'nickname'],
        ['missing password', { nickname: 'Kasia', accessCode: contractAccessCode }, 'password'],
        ['9-character password', { ...withCode, nickname: 'Kasia', password: 'smok-12345'.slice(0, 9) }, 'password'],
        ['common password', { ...withCode, nickname: 'Kasia', password: 'qwertyuiop' }, 'password'],
        ['password that is the nickname', { ...withCode, nickname: 'Kasia Smoczyca', password: 'kasia smoczyca' }, 'password'],
        ['number password', { ...withCode, nickname: 'Kasia', password: 1234567890 }, 'password'],
      ])('refuses an account with %s, naming the field', async (_case, input, field) => {
        const error = await failure(api.createAccount(input as never));
        expect(error.code).toBe('invalid');
        expect(error.fieldErrors[field]).toMatch(/\S/);
      });

      it('signing out revokes the token', async () => {
        const token = await signIn('Kasia');
        await api.signOut(token);
        expect(await api.currentRaider(token)).toBeNull();
        expect((await failure(api.mySignups(token, weekAhead()))).code).toBe('unauthorized');
        await expect(api.signOut(token)).resolves.toBeUndefined();
      });

      it('refuses a token it never gave out', async () => {
        expect(await api.currentRaider('0123456789abcdef0123456789abcdef')).toBeNull();
        expect((await failure(answer('0123456789abcdef0123456789abcdef', 'accepted', 'tank'))).code).toBe('unauthorized');
      });

      it('lets a session expire after 30 days', async () => {
        const token = await signIn('Kasia');
        clock.advance(29 * day);
        expect(await api.currentRaider(token)).toEqual({ nickname: 'Kasia', role: 'raider' });
        clock.advance(2 * day);
        expect(await api.currentRaider(token)).toBeNull();
        expect((await failure(api.getRoster(token, thursdayRaid))).code).toBe('unauthorized');
      });
    });

    describe('accounts and sign-in', () => {
      const create = (nickname: string, password = contractPassword) =>
        api.createAccount({ nickname, password, accessCode: contractAccessCode });

      it('signs in with the password; a wrong password and an unknown nickname get the same answer', async () => {
        await create('Kasia');
        const session = await api.signIn({ nickname: 'kasia', password: contractPassword });
        expect(session).toMatchObject({ nickname: 'Kasia', role: 'raider' });
        const wrong = await failure(api.signIn({ nickname: 'Kasia', password: 'to nie moje hasło' }));
        const unknown = await failure(api.signIn({ nickname: 'Nieznajomy', password: contractPassword }));
        expect([wrong.code, unknown.code]).toEqual(['unauthorized', 'unauthorized']);
        expect(wrong.message).toBe(
          'Nieprawidłowy nick lub hasło. Nie pamiętasz hasła? Oficer może dać Ci kod resetu – wybierz „Mam kod resetu od oficera”.',
        );
        expect(unknown.message).toBe(wrong.message);
        expect(unknown.fieldErrors).toEqual(wrong.fieldErrors);
      });

      it('refuses a second account for a nickname, in any case or look-alike spelling', async () => {
        await create('Kasia');
        for (const lookalike of ['KASIA', 'Kаsia', 'Ｋａｓｉａ', 'ΚΑΣΙΑ']) {
          const error = await failure(create(lookalike, 'inne hasło smoka'));
          expect(error.code).toBe('taken');
          expect(error.fieldErrors.nickname).toMatch(/ma już konto/);
        }
        expect(await api.signIn({ nickname: 'Kasia', password: contractPassword })).toMatchObject({ nickname: 'Kasia' });
      });

      it("refuses look-alikes by Unicode's confusables and the Latin groups l/I, rn/m, vv/w, cl/d", async () => {
        const taken: Record<string, string[]> = {
          Ola: ['OIa', 'Oǀa', 'Olɑ'],
          Ida: ['lda'],
          Kasia: ['Kɑsia', 'ᴋasia'],
          Piotr: ['Ꮲiotr'],
          Wojtek: ['VVojtek'],
          Adam: ['Aclam'],
        };
        for (const [nickname, lookalikes] of Object.entries(taken)) {
          await create(nickname);
          for (const lookalike of lookalikes) expect((await failure(create(lookalike, 'inne hasło smoka'))).code, lookalike).toBe('taken');
        }
      });

      it('refuses blank, repeated and common passwords (the larger list too) for new accounts and new passwords', async () => {
        for (const [password, message] of [
          [' '.repeat(10), /samych spacji/],
          ['kasiakasia', /powtórzonym/],
          ['basketball', /najczęściej używanych/],
          ['dragon2024!', /dopisanymi cyframi/],
        ] as const) {
          const error = await failure(create('Kasia', password));
          expect([error.code, error.fieldErrors.password]).toEqual(['invalid', expect.stringMatching(message)]);
        }
        const { token } = await create('Kasia');
        const weak = await failure(api.changePassword(token, { currentPassword: contractPassword, newPassword: 'manchester' }));
        expect(weak.fieldErrors.newPassword).toMatch(/najczęściej używanych/);
      });

      it('stores a full-width nickname in its plain form', async () => {
        expect((await create('Ｔｏｍｅｋ')).nickname).toBe('Tomek');
      });

      it('changes the password with the current one and ends every other session', async () => {
        const first = (await create('Kasia')).token;
        const second = (await api.signIn({ nickname: 'Kasia', password: contractPassword })).token;
        const wrong = await failure(api.changePassword(first, { currentPassword: 'nie pamiętam hasła', newPassword: 'nowe hasło smoka' }));
        expect(wrong.code).toBe('unauthorized');
        expect(wrong.fieldErrors.currentPassword).toMatch(/\S/);
        const weak = await failure(api.changePassword(first, { currentPassword: contractPassword, newPassword: 'krótkie' }));
        expect(weak.fieldErrors.newPassword).toMatch(/co najmniej 10 znaków/);
        await api.changePassword(first, { currentPassword: contractPassword, newPassword: 'nowe hasło smoka' });
        expect(await api.currentRaider(first)).toEqual({ nickname: 'Kasia', role: 'raider' });
        expect(await api.currentRaider(second)).toBeNull();
        expect((await failure(api.signIn({ nickname: 'Kasia', password: contractPassword }))).code).toBe('unauthorized');
        expect(await api.signIn({ nickname: 'Kasia', password: 'nowe hasło smoka' })).toMatchObject({ nickname: 'Kasia' });
      });

      it('lists my sessions, marks the current one, and ends one by its id', async () => {
        const first = (await create('Kasia')).token;
        clock.advance(minute);
        const second = (await api.signIn({ nickname: 'Kasia', password: contractPassword })).token;
        await create('Tomek');
        const sessions = await api.mySessions(second);
        expect(sessions.map((session) => session.current)).toEqual([true, false]);
        expect(JSON.stringify(sessions)).not.toContain(first);
        await api.endSession(second, sessions[1]!.id);
        expect(await api.currentRaider(first)).toBeNull();
        expect(await api.currentRaider(second)).not.toBeNull();
        expect((await failure(api.endSession(second, sessions[1]!.id))).code).toBe('not-found');
      });

      it('claims the signups of a nickname with its account', async () => {
        const token = await signIn('Kasia');
        await answer(token, 'accepted', 'tank');
        expect((await api.mySignups(await signIn('KASIA'), weekAhead())).map((signup) => signup.raider)).toEqual(['Kasia']);
      });
    });

    describe('roles, reset codes and the audit log', () => {
      const guild = async () => ({ admin: await admin(), officer: await officer(), raider: await signIn('Kasia') });

      it('answers a raider on officer and admin tools with forbidden', async () => {
        const { raider } = await guild();
        for (const call of [
          () => api.listMembers(raider),
          () => api.setMemberRole(raider, 'Kasia', 'admin'),
          () => api.issueResetCode(raider, 'Oficer'),
          () => api.auditLog(raider),
        ]) {
          const error = await failure(call());
          expect(error.code).toBe('forbidden');
          expect(error.message).toMatch(/Brak dostępu/);
        }
      });

      it('lets officers list members and issue reset codes for raiders, but not set roles or read the audit', async () => {
        const { officer } = await guild();
        const members = await api.listMembers(officer);
        expect(members.map((member) => [member.nickname, member.role])).toEqual([
          ['Kasia', 'raider'],
          ['Mistrz', 'admin'],
          ['Oficer', 'officer'],
        ]);
        expect(Date.parse(members[0]!.createdAt)).toBe(clock.now().getTime());
        expect((await failure(api.setMemberRole(officer, 'Kasia', 'officer'))).code).toBe('forbidden');
        expect((await failure(api.auditLog(officer))).code).toBe('forbidden');
        expect((await failure(api.issueResetCode(officer, 'Mistrz'))).code).toBe('forbidden');
        const code = await api.issueResetCode(officer, 'kasia');
        expect(code.resetCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(Date.parse(code.expiresAt)).toBe(clock.now().getTime() + day);
      });

      it('sets a new password with a reset code once, and every old session ends', async () => {
        const { officer, raider } = await guild();
        const { resetCode } = await api.issueResetCode(officer, 'Kasia');
        await api.resetPassword({ nickname: 'Kasia', resetCode: resetCode.toLowerCase(), newPassword: 'nowe hasło smoka' });
        expect(await api.currentRaider(raider)).toBeNull();
        expect(await api.signIn({ nickname: 'Kasia', password: 'nowe hasło smoka' })).toMatchObject({ nickname: 'Kasia' });
        const used = await failure(api.resetPassword({ nickname: 'Kasia', resetCode, newPassword: 'jeszcze inne hasło' }));
        expect(used.code).toBe('unauthorized');
        expect(used.fieldErrors.resetCode).toMatch(/użyty albo wygasł/);
      });

      it("refuses an expired, a wrong or another raider's reset code", async () => {
        const { officer } = await guild();
        await signIn('Tomek');
        const { resetCode } = await api.issueResetCode(officer, 'Kasia');
        expect((await failure(api.resetPassword({ nickname: 'Tomek', resetCode, newPassword: 'nowe hasło smoka' }))).code).toBe(
          'unauthorized',
        );
        expect(
          (await failure(api.resetPassword({ nickname: 'Kasia', resetCode: 'ABCD-EFGH-JKMN', newPassword: 'nowe hasło smoka' }))).code,
        ).toBe('unauthorized');
        expect((await failure(api.resetPassword({ nickname: 'Kasia', resetCode: 'zły kod', newPassword: 'nowe hasło smoka' }))).code).toBe(
          'invalid',
        );
        clock.advance(day);
        expect((await failure(api.resetPassword({ nickname: 'Kasia', resetCode, newPassword: 'nowe hasło smoka' }))).code).toBe(
          'unauthorized',
        );
      });

      it('lets the admin set roles, keeps the last admin, and writes the audit log newest first', async () => {
        const { admin, officer } = await guild();
        clock.advance(minute);
        expect(await api.setMemberRole(admin, 'kasia', 'officer')).toEqual({ nickname: 'Kasia', role: 'officer' });
        const last = await failure(api.setMemberRole(admin, 'Mistrz', 'raider'));
        expect(last.code).toBe('last-admin');
        expect((await failure(api.setMemberRole(admin, 'Nikt', 'officer'))).code).toBe('not-found');
        expect((await failure(api.setMemberRole(admin, 'Kasia', 'king' as never))).code).toBe('invalid');
        clock.advance(minute);
        await api.issueResetCode(admin, 'Oficer');
        const log = await api.auditLog(admin);
        // How the first admin was made differs by adapter (`npm run admin` writes a line of its own).
        expect(log.slice(0, 3).map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
          ['Mistrz', 'reset-code', 'Oficer'],
          ['Mistrz', 'role-change', 'Kasia'],
          ['Mistrz', 'role-change', 'Oficer'],
        ]);
        expect(log[1]?.detail).toBe('Członek gildii → Oficer');
        expect(await api.auditLog(admin, 1)).toHaveLength(1);
        expect(await api.currentRaider(officer)).toEqual({ nickname: 'Oficer', role: 'officer' });
      });

      it('lets the admin remove a member: their sessions end at once, the removal is audited; never oneself', async () => {
        const { admin, officer, raider } = await guild();
        const otherDevice = (await api.signIn({ nickname: 'Kasia', password: contractPassword })).token;
        expect((await failure(api.removeMember(officer, 'Kasia'))).code).toBe('forbidden');
        expect((await failure(api.removeMember(raider, 'Oficer'))).code).toBe('forbidden');
        const self = await failure(api.removeMember(admin, 'Mistrz'));
        expect(self.code).toBe('forbidden');
        expect(self.message).toBe('Nie możesz usunąć własnego konta – poproś o to innego administratora.');
        expect((await failure(api.removeMember(admin, 'Nikt'))).code).toBe('not-found');

        clock.advance(minute);
        await api.removeMember(admin, 'kasia');
        expect(await api.currentRaider(raider)).toBeNull();
        expect(await api.currentRaider(otherDevice)).toBeNull();
        expect((await failure(api.signIn({ nickname: 'Kasia', password: contractPassword }))).code).toBe('unauthorized');
        expect((await api.listMembers(admin)).map((member) => member.nickname)).toEqual(['Mistrz', 'Oficer']);
        expect((await failure(api.removeMember(admin, 'Kasia'))).code).toBe('not-found');
        const [entry] = await api.auditLog(admin, 1);
        expect(entry).toMatchObject({ actor: 'Mistrz', action: 'member-removed', target: 'Kasia', detail: 'Członek gildii' });
      });
    });

    describe('raids', () => {
      it('lists the raids starting in a range, sorted, without a token', async () => {
        const raids = await api.listRaids({ from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' });
        expect(raids.map((raid) => raid.id)).toEqual([tuesdayRaid, thursdayRaid]);
        expect(raids[0]).toMatchObject({ startUtc: '2026-03-03T19:00:00.000Z', signupsCloseAt: '2026-03-03T18:00:00.000Z', size: 10 });
        expect(raids[0]?.roleTargets).toEqual({ tank: 2, healer: 3, melee: 2, ranged: 3 });
      });

      it('answers an unknown raid with not-found', async () => {
        const token = await signIn('Kasia');
        expect((await failure(api.getRoster(token, 'wtorek-2026-03-04'))).code).toBe('not-found');
        const error = await failure(api.saveSignup(token, 'piatek-2026-03-06', { status: 'accepted', role: 'tank' }));
        expect(error.code).toBe('not-found');
        expect(error.message).toBe('Nie ma takiego rajdu.');
      });

      it("has no night before the guild's first start: none listed, none to answer, look at or record", async () => {
        // The adapter (server or demo) first started now, on Monday 2 March at noon.
        const token = await signIn('Kasia');
        const lastMonth = { from: new Date(clock.now().getTime() - 28 * day).toISOString(), to: clock.now().toISOString() };
        expect(await api.listRaids(lastMonth)).toEqual([]);
        expect(await api.listRosters(token, lastMonth)).toEqual([]);
        expect((await failure(api.getRoster(token, 'czwartek-2026-02-26'))).code).toBe('not-found');
        // Weeks later, the guild's first night is the first of its past.
        clock.set(new Date('2026-03-20T12:00:00Z'));
        const again = await signIn('Kasia');
        const sinceFebruary = { from: '2026-02-01T00:00:00Z', to: clock.now().toISOString() };
        expect((await api.listRaids(sinceFebruary)).map((raid) => raid.id)[0]).toBe(tuesdayRaid);
        expect(await api.attendance(again)).toMatchObject({ raids: 0, unanswered: 0 });
      });

      it('lists exactly the nights the guild published (schedule.weeksAhead) and takes answers for each, none beyond', async () => {
        // The issue's guild: four weeks published. A fresh adapter of its own on the same clock.
        const fourWeeks = { ...contractConfig, schedule: { ...contractConfig.schedule, weeksAhead: 4 } };
        const guild = await factory({ config: fourWeeks, accessCode: contractAccessCode, clock });
        try {
          const token = (await guild.api.createAccount({ nickname: 'Kasia', password: contractPassword, accessCode: contractAccessCode }))
            .token;
          // A panel asking for more (its own idea of the window) gets what the guild published: up to 30 March 12:00 UTC.
          const range = { from: clock.now().toISOString(), to: new Date(clock.now().getTime() + 8 * 7 * day).toISOString() };
          const listed = (await guild.api.listRaids(range)).map((raid) => raid.id);
          expect(listed).toEqual(
            ['03', '05', '10', '12', '17', '19', '24', '26'].map((day, index) => `${index % 2 ? 'czwartek' : 'wtorek'}-2026-03-${day}`),
          );
          expect((await guild.api.listRosters(token, range)).map((roster) => roster.raidId)).toEqual(listed);
          for (const raidId of listed) await guild.api.saveSignup(token, raidId, { status: 'accepted', role: 'tank' });
          expect((await guild.api.mySignups(token, range)).map((signup) => signup.raidId)).toEqual(listed);
          const beyond = await failure(guild.api.saveSignup(token, 'wtorek-2026-03-31', { status: 'accepted', role: 'tank' }));
          expect(beyond.code).toBe('not-found');
          // Two days later the window moved on two days: that Tuesday is published, listed and taken.
          clock.advance(2 * day);
          expect((await guild.api.listRaids(range)).map((raid) => raid.id).at(-1)).toBe('wtorek-2026-03-31');
          await guild.api.saveSignup(token, 'wtorek-2026-03-31', { status: 'accepted', role: 'tank' });
        } finally {
          await guild.close?.();
        }
      });
    });

    describe('signups and the roster', () => {
      it('saves an answer, returns the roster, and lists it among my signups', async () => {
        const token = await signIn('Kasia');
        const lunaria = await api.addCharacter(token, { name: 'Lunaria', classId: 'priest', specId: 'holy' });
        const saved = await answer(token, 'accepted', 'healer', { characterId: lunaria.id, note: 'Biorę mikstury' });
        expect(saved.signup).toMatchObject({
          raidId: tuesdayRaid,
          raider: 'Kasia',
          status: 'accepted',
          role: 'healer',
          characterId: lunaria.id,
          note: 'Biorę mikstury',
        });
        expect(saved.roster.byRole.healer[0]?.character).toEqual({ id: lunaria.id, name: 'Lunaria', classId: 'priest', specId: 'holy' });
        expect(saved.roster.byRole.healer.map((entry) => entry.raider)).toEqual(['Kasia']);
        expect(saved.roster.filled).toBe(1);
        expect(await api.getRoster(token, tuesdayRaid)).toEqual(saved.roster);
        const mine = await api.mySignups(token, weekAhead());
        expect(mine).toHaveLength(1);
        expect(mine[0]).toEqual(saved.signup);
      });

      it('lists the rosters of every raid in a range, in the order of the raids', async () => {
        const token = await signIn('Kasia');
        await answer(token, 'accepted', 'healer');
        const range = { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' };
        const rosters = await api.listRosters(token, range);
        expect(rosters.map((roster) => roster.raidId)).toEqual([tuesdayRaid, thursdayRaid]);
        expect(rosters[0]).toEqual(await tuesdayRoster(token));
        expect(rosters[1]?.filled).toBe(0);
        expect((await failure(api.listRosters('0123456789abcdef0123456789abcdef', range))).code).toBe('unauthorized');
      });

      it('shows only my own signups', async () => {
        const kasia = await signIn('Kasia');
        const tomek = await signIn('Tomek');
        await answer(kasia, 'accepted', 'tank');
        await answer(tomek, 'absent', 'melee');
        expect((await api.mySignups(tomek, weekAhead())).map((signup) => signup.raider)).toEqual(['Tomek']);
      });

      it('treats nicknames that differ only in letter case as one raider', async () => {
        await answer(await signIn('Kasia'), 'accepted', 'tank');
        const again = await signIn('KASIA');
        await answer(again, 'accepted', 'healer');
        const roster = await tuesdayRoster(again);
        expect(roster.byRole.tank).toEqual([]);
        expect(roster.byRole.healer).toHaveLength(1);
      });

      it('fills each role up to its target and puts the rest in the reserve in signup order', async () => {
        const tanks = ['Aron', 'Bruno', 'Cezary', 'Dawid'];
        for (const nickname of tanks) await answer(await signIn(nickname), 'accepted', 'tank');
        const roster = await tuesdayRoster(await signIn('Ewa'));
        expect(roster.byRole.tank.map((entry) => entry.raider)).toEqual(['Aron', 'Bruno']);
        expect(roster.reserve.map((entry) => [entry.raider, entry.position])).toEqual([
          ['Cezary', 1],
          ['Dawid', 2],
        ]);
        expect(roster.filled).toBe(2);
      });

      it('promotes the first reserve raider of the role when someone withdraws', async () => {
        const tokens: Record<string, string> = {};
        for (const nickname of ['Aron', 'Bruno', 'Cezary', 'Dawid']) {
          tokens[nickname] = await signIn(nickname);
          await answer(tokens[nickname]!, 'accepted', 'tank');
        }
        const { roster } = await answer(tokens.Aron!, 'absent', 'tank');
        expect(roster.byRole.tank.map((entry) => entry.raider)).toEqual(['Bruno', 'Cezary']);
        expect(roster.reserve.map((entry) => [entry.raider, entry.position])).toEqual([['Dawid', 1]]);
        expect(roster.absent.map((entry) => entry.raider)).toEqual(['Aron']);
      });

      it('counts "Spóźnię się" as coming and "Może" as not taking a place', async () => {
        await answer(await signIn('Aron'), 'tentative', 'tank');
        await answer(await signIn('Bruno'), 'late', 'tank');
        const roster = await tuesdayRoster(await signIn('Ewa'));
        expect(roster.byRole.tank.map((entry) => [entry.raider, entry.status])).toEqual([['Bruno', 'late']]);
        expect(roster.tentative.map((entry) => entry.raider)).toEqual(['Aron']);
      });

      it('keeps the place when only the note or late/accepted changes, and renews it on a role change', async () => {
        const aron = await signIn('Aron');
        await answer(aron, 'accepted', 'tank');
        for (const nickname of ['Bruno', 'Cezary']) await answer(await signIn(nickname), 'accepted', 'tank');
        let { roster } = await answer(aron, 'late', 'tank', { note: 'Będę 15 minut po czasie' });
        expect(roster.byRole.tank.map((entry) => entry.raider)).toEqual(['Aron', 'Bruno']);
        ({ roster } = await answer(aron, 'late', 'healer'));
        ({ roster } = await answer(aron, 'late', 'tank'));
        // Back as a tank, Aron queues behind Cezary, who was waiting first.
        expect(roster.byRole.tank.map((entry) => entry.raider)).toEqual(['Bruno', 'Cezary']);
        expect(roster.reserve.map((entry) => [entry.raider, entry.position])).toEqual([['Aron', 1]]);
      });

      it('never places more raiders than the raid size', async () => {
        const roles: RaidRole[] = [
          'tank',
          'tank',
          'healer',
          'healer',
          'healer',
          'melee',
          'melee',
          'ranged',
          'ranged',
          'ranged',
          'ranged',
          'melee',
          'healer',
        ];
        for (const [index, role] of roles.entries()) await answer(await signIn(`Rajdowiec ${index + 1}`), 'accepted', role);
        const roster = await tuesdayRoster(await signIn('Ewa'));
        expect(roster.filled).toBe(10);
        expect(roster.reserve.map((entry) => [entry.role, entry.position])).toEqual([
          ['ranged', 1],
          ['melee', 2],
          ['healer', 3],
        ]);
      });

      it('is idempotent: saving the same answer again changes nothing', async () => {
        const aron = await signIn('Aron');
        const first = await answer(aron, 'accepted', 'tank', { note: 'Jestem' });
        await answer(await signIn('Bruno'), 'accepted', 'tank');
        clock.advance(5 * minute);
        const again = await answer(aron, 'accepted', 'tank', { note: '  Jestem  ' });
        expect(again.signup).toEqual(first.signup);
        expect(again.roster.byRole.tank.map((entry) => entry.raider)).toEqual(['Aron', 'Bruno']);
      });
    });

    describe('lock and past raids', () => {
      it('takes answers until 60 minutes before the start, then refuses them with the reason', async () => {
        const token = await signIn('Kasia');
        clock.set(tuesdayStart - 61 * minute);
        await answer(token, 'accepted', 'tank');
        clock.set(tuesdayStart - 60 * minute);
        const error = await failure(answer(token, 'absent', 'tank'));
        expect(error.code).toBe('locked');
        expect(error.message).toContain('60 min przed startem');
        expect((await tuesdayRoster(token)).byRole.tank.map((entry) => entry.raider)).toEqual(['Kasia']);
      });

      it('keeps started and past raids read-only', async () => {
        const token = await signIn('Kasia');
        clock.set(tuesdayStart);
        expect((await failure(answer(token, 'accepted', 'tank'))).code).toBe('past');
        clock.advance(7 * day);
        const error = await failure(answer(token, 'accepted', 'tank'));
        expect(error.code).toBe('past');
        expect(error.message).toMatch(/tylko do odczytu/);
        expect((await tuesdayRoster(token)).filled).toBe(0);
      });
    });

    describe('validation', () => {
      const cases: Array<[string, keyof SignupInput, unknown]> = [
        ['empty raid id', 'raidId', ''],
        ['raid id with markup', 'raidId', '<img src=x onerror=alert(1)>'],
        ['raid id too long', 'raidId', `wtorek-${'x'.repeat(80)}`],
        ['raid id of the wrong type', 'raidId', 17],
        ['empty status', 'status', ''],
        ['unknown status', 'status', 'maybe'],
        ['status of the wrong type', 'status', true],
        ['empty role', 'role', ''],
        ['unknown role', 'role', 'bard'],
        ['role with markup', 'role', '<b>tank</b>'],
        ['role of the wrong type', 'role', ['tank']],
        ['character id that is no id', 'characterId', 'Lunaria'],
        ['character id with markup', 'characterId', '<img onerror=alert(1)>'],
        ['character id of the wrong type', 'characterId', 12],
        ['character id of nobody', 'characterId', '999'],
        ['note too long', 'note', 'ż'.repeat(201)],
        ['note with a control character', 'note', 'linia\u0007dzwonek'],
        ['note with half of a surrogate pair', 'note', 'smok \ud83d bez pary'],
        ['note of the wrong type', 'note', 200],
      ];

      it.each(cases)('refuses %s, naming the field, and stores nothing', async (_case, field, value) => {
        const token = await signIn('Kasia');
        // The raid is named by the call's raid id (the address), every other field by the answer.
        const raidId = field === 'raidId' ? (value as string) : tuesdayRaid;
        const answer = { status: 'accepted', role: 'tank', ...(field === 'raidId' ? {} : { [field]: value }) } as SignupInput;
        const error = await failure(api.saveSignup(token, raidId, answer));
        expect(error.code).toBe('invalid');
        expect(error.fieldErrors[field]).toMatch(/\S/);
        expect(await api.mySignups(token, weekAhead())).toEqual([]);
      });

      it('refuses a raid id in the answer that is not the raid the call names', async () => {
        const token = await signIn('Kasia');
        const answer = { raidId: thursdayRaid, status: 'accepted', role: 'tank' } as SignupInput;
        const error = await failure(api.saveSignup(token, tuesdayRaid, answer));
        expect(error.code).toBe('invalid');
        expect(error.fieldErrors).toEqual({ raidId: 'Rajd w treści żądania nie zgadza się z adresem.' });
        expect(await api.mySignups(token, weekAhead())).toEqual([]);
        const same = { ...answer, raidId: tuesdayRaid };
        expect((await api.saveSignup(token, tuesdayRaid, same)).signup.raidId).toBe(tuesdayRaid);
      });

      it('accepts unicode and keeps markup in a note as plain text', async () => {
        const token = await signIn('Kasia');
        const note = 'Zażółć gęślą jaźń 🐉 <img src=x onerror=alert(1)>';
        const { signup } = await answer(token, 'accepted', 'ranged', { note });
        expect(signup).toMatchObject({ note });
        expect((await tuesdayRoster(token)).byRole.ranged[0]?.note).toBe(note);
      });

      it('accepts a note of exactly 200 characters and drops blank optional fields', async () => {
        const token = await signIn('Kasia');
        const { signup } = await answer(token, 'accepted', 'tank', { note: '🐉'.repeat(200) });
        expect(signup.note).toBe('🐉'.repeat(200));
        expect(signup).not.toHaveProperty('characterId');
        const blank = await answer(token, 'accepted', 'tank', { note: '   ' });
        expect(blank.signup).not.toHaveProperty('note');
      });
    });

    describe('absences', () => {
      const absentNames = (roster: { absent: Array<{ raider: string; note?: string }> }) =>
        roster.absent.map((entry) => `${entry.raider}: ${entry.note ?? ''}`);

      it('counts every night in the range as "Nie będę" with the note, and lists the absence', async () => {
        const token = await signIn('Kasia');
        const absence = await api.addAbsence(token, { from: '2026-03-03', to: '2026-03-05', note: ' Wyjazd ' });
        expect(absence).toMatchObject({ raider: 'Kasia', from: '2026-03-03', to: '2026-03-05', note: 'Wyjazd' });
        expect(typeof absence.id).toBe('string');
        expect(await api.myAbsences(token)).toEqual([absence]);
        expect(absentNames(await tuesdayRoster(token))).toEqual(['Kasia: Urlop: Wyjazd']);
        expect(absentNames(await api.getRoster(token, thursdayRaid))).toEqual(['Kasia: Urlop: Wyjazd']);
        expect(absentNames(await api.getRoster(token, 'wtorek-2026-03-10'))).toEqual([]);
        const rosters = await api.listRosters(token, weekAhead());
        expect(rosters.map(absentNames)).toEqual([['Kasia: Urlop: Wyjazd'], ['Kasia: Urlop: Wyjazd']]);
      });

      it('gives the raider their own absence as their answer, as rosters count it', async () => {
        const token = await signIn('Kasia');
        await api.saveSignup(token, thursdayRaid, { status: 'tentative', role: 'healer' });
        await api.addAbsence(token, { from: '2026-03-03', to: '2026-03-05', note: 'Wyjazd' });
        const mine = await api.mySignups(token, weekAhead());
        expect(mine.map((signup) => [signup.raidId, signup.status, signup.note ?? ''])).toEqual([
          [tuesdayRaid, 'absent', 'Urlop: Wyjazd'],
          [thursdayRaid, 'tentative', ''],
        ]);
        expect(absentNames(await tuesdayRoster(token))).toEqual(['Kasia: Urlop: Wyjazd']);
        // Another raider's absence is not theirs.
        expect(await api.mySignups(await signIn('Tomek'), weekAhead())).toEqual([]);
      });

      it('never overrides an answer the raider gave, before or after the absence', async () => {
        const token = await signIn('Kasia');
        await answer(token, 'accepted', 'healer');
        await api.addAbsence(token, { from: '2026-03-02', to: '2026-03-06' });
        const saved = await api.saveSignup(token, thursdayRaid, { status: 'tentative', role: 'healer' });
        expect(saved.roster.absent).toEqual([]);
        expect(saved.roster.tentative.map((entry) => entry.raider)).toEqual(['Kasia']);
        const tuesday = await tuesdayRoster(token);
        expect(tuesday.byRole.healer.map((entry) => entry.raider)).toEqual(['Kasia']);
        expect(tuesday.absent).toEqual([]);
        expect(await api.mySignups(token, weekAhead())).toHaveLength(2);
      });

      it('refuses impossible, reversed, too long and past ranges with the field to fix', async () => {
        const token = await signIn('Kasia');
        const refused = async (input: { from: string; to: string; note?: string }) =>
          (await failure(api.addAbsence(token, input))).fieldErrors;
        expect(await refused({ from: '2026-02-30', to: '2026-03-05' })).toHaveProperty('from');
        expect(await refused({ from: '2026-03-05', to: '2026-03-04' })).toHaveProperty('to');
        expect(await refused({ from: '2026-03-05', to: '2027-03-06' })).toHaveProperty('to');
        expect(await refused({ from: '2026-02-20', to: '2026-03-01' })).toHaveProperty('to');
        expect(await refused({ from: '2026-03-05', to: '2026-03-06', note: 'x'.repeat(201) })).toHaveProperty('note');
        expect(await api.myAbsences(token)).toEqual([]);
      });

      it('ends an absence early: a coming one is removed, one under way ends yesterday', async () => {
        const token = await signIn('Kasia');
        const later = await api.addAbsence(token, { from: '2026-03-10', to: '2026-03-12' });
        await api.endAbsence(token, later.id);
        expect(await api.myAbsences(token)).toEqual([]);

        const current = await api.addAbsence(token, { from: '2026-03-03', to: '2026-03-12' });
        clock.set(new Date('2026-03-04T12:00:00Z'));
        const again = await signIn('Kasia');
        await api.endAbsence(again, current.id);
        expect(await api.myAbsences(again)).toEqual([]);
        // The night already missed stays excused; the coming ones are open again.
        expect(absentNames(await tuesdayRoster(again))).toEqual(['Kasia: Urlop']);
        expect(absentNames(await api.getRoster(again, thursdayRaid))).toEqual([]);
      });

      it("answers not-found for an unknown id and for another raider's absence", async () => {
        const kasia = await signIn('Kasia');
        const absence = await api.addAbsence(kasia, { from: '2026-03-03', to: '2026-03-05' });
        const tomek = await signIn('Tomek');
        expect((await failure(api.endAbsence(tomek, absence.id))).code).toBe('not-found');
        expect((await failure(api.endAbsence(kasia, '999'))).code).toBe('not-found');
        expect(await api.myAbsences(kasia)).toEqual([absence]);
      });

      it('counts absence nights announced before the raid as excused in attendance', async () => {
        const token = await signIn('Kasia');
        await answer(token, 'accepted', 'tank');
        await api.addAbsence(token, { from: '2026-03-03', to: '2026-03-05' });
        clock.set(new Date('2026-03-06T12:00:00Z'));
        // Tuesday: she answered "Będę" (an explicit answer wins); Thursday: the absence, entered before it.
        expect(await api.attendance(await signIn('Kasia'))).toMatchObject({ raids: 1, present: 1, absent: 0, excused: 1, rate: 1 });
      });
    });

    describe('attendance', () => {
      it('counts the ended raids of the last 4 weeks from the raider answers, from the first raid answered', async () => {
        const token = await signIn('Kasia');
        await answer(token, 'accepted', 'tank');
        await api.saveSignup(token, thursdayRaid, { status: 'absent', role: 'tank' });
        await api.saveSignup(token, 'wtorek-2026-03-10', { status: 'late', role: 'tank' });
        // Wednesday 11 March: three raids have ended since her first answer (3rd, 5th, 10th); the 12th is
        // still ahead. The raids of the weeks before it do not count: she had not joined yet.
        clock.set(new Date('2026-03-11T12:00:00Z'));
        const attendance = await api.attendance(await signIn('Kasia'));
        expect(attendance).toMatchObject({ raids: 3, present: 2, absent: 1, unanswered: 0, excused: 0, weeks: 4 });
        expect(attendance.rate).toBeCloseTo(2 / 3);
      });
    });
  });
}
