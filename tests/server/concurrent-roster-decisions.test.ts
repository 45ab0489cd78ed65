import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../kit';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import {
  buildRoster,
  decideRoster,
  decideSignup,
  type RaidRoster,
  type RosterDecision,
  type Signup,
  type SignupStatus,
} from '../../src/domain';
import { rosterComposition } from '../../src/domain/raids/composition';
import type { BuiltRoster } from '../../src/domain/raids/signup-types';
import { wowPack } from '../../src/domain/game/wow-pack';
import { call, signIn } from './helpers/api-client';
import { crowdServerForFile } from './helpers/crowd-server';

/**
 * 200 concurrent writes to one small raid over a real socket: 30 raiders answer three times each (sign up,
 * change role, withdraw with "Nie będę" or come back; there is no DELETE for an answer), and an officer
 * sends 110 roster decisions (confirm, bench, back to the automatic rule, another role) at the same time.
 * The commit order is read back from what the server records: every answer renews its place, so its
 * `sequence` orders the answers; the audit log orders the decisions; and each decision's returned roster
 * shows which answer of every raider it saw (each answer carries its own note), which places it between
 * two answers. Replaying that order through the pure rules must give every returned roster and the final one.
 */
const raiders = 30;
const answersPerRaider = 3;
const decidedRaiders = 22;
const decisionsPerRaider = 5;
const size = 10;
const roleTargets: Record<RaidRole, number> = { tank: 2, healer: 2, melee: 3, ranged: 3 };

interface Answer {
  status: SignupStatus;
  role: RaidRole;
  note: string;
}

interface Decision {
  decision: 'confirmed' | 'bench' | 'auto';
  role?: RaidRole;
}

/** The audit's words for a decision and a role (the panel's, lower case). */
const decisionWords = { confirmed: 'miejsce potwierdzone', bench: 'na ławce', auto: 'automatycznie' } as const;
const roleWords: Record<RaidRole, string> = { tank: 'tank', healer: 'uzdrowiciel', melee: 'wręcz', ranged: 'z dystansu' };
const nicknameOf = (index: number) => `Rajdowiec ${index + 1}`;

/** Every answer changes the role, so every one takes a new place in the signup order. */
function answersOf(index: number): Answer[] {
  const role = (offset: number) => raidRoles[(index + offset) % raidRoles.length]!;
  const last: SignupStatus[] = ['absent', 'accepted', 'late', 'tentative'];
  return [
    { status: 'accepted', role: role(0), note: `${nicknameOf(index)} odpowiedź 1` },
    { status: index % 2 ? 'late' : 'accepted', role: role(1), note: `${nicknameOf(index)} odpowiedź 2` },
    { status: last[index % last.length]!, role: role(2 + (index % 2)), note: `${nicknameOf(index)} odpowiedź 3` },
  ];
}

function decisionsOf(index: number): Decision[] {
  const kinds: Decision['decision'][] = ['confirmed', 'bench', 'auto'];
  return Array.from({ length: decisionsPerRaider }, (_, step) => {
    const decision = kinds[(index + step) % kinds.length]!;
    return (index + step) % 4 === 0 ? { decision, role: raidRoles[(index * 3 + step) % raidRoles.length]! } : { decision };
  });
}

interface Done<T> {
  nickname: string;
  step: number;
  input: T;
  roster: RaidRoster;
}

interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
}

const shared = crowdServerForFile('concurrent-decisions');

/** The answer (by its note) each raider had when `roster` was built. */
function notesIn(roster: RaidRoster): Map<string, string> {
  const entries = [...Object.values(roster.byRole).flat(), ...roster.reserve, ...roster.tentative, ...roster.absent];
  return new Map(entries.map((entry) => [entry.raider, entry.note ?? '']));
}

describe('200 concurrent answers and roster decisions on one raid', () => {
  it('loses no write, keeps size and targets, and equals a sequential replay in commit order', async () => {
    const { api } = shared.server;
    const officer = await signInAdmin({ api, dataDir: shared.dataDir }, 'Oficer');

    // A small one-off raid a week ahead, so the caps bite and the signups stay open for the whole test.
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const created = await call(`${api}/raids`, 'POST', {
      token: officer,
      body: { title: 'Próba współbieżności', date, start: '20:00', durationMinutes: 120, size, difficulty: 'normalny', roleTargets },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const raid = created.body as RaidInstance;
    expect(raid).toMatchObject({ size, roleTargets });

    const nicknames = Array.from({ length: raiders }, (_, index) => nicknameOf(index));
    const tokens = await Promise.all(nicknames.map((nickname) => signIn(api, nickname)));

    const answered: Array<Done<Answer> & { signup: Signup }> = [];
    const decided: Array<Done<Decision>> = [];
    // A decision needs an answer to decide about: each raider's decisions start once their first answer is in.
    const firstAnswers = nicknames.map(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    await Promise.all([
      ...nicknames.map(async (nickname, index) => {
        for (const [step, input] of answersOf(index).entries()) {
          const answer = await call(`${api}/raids/${raid.id}/signup`, 'PUT', { token: tokens[index], body: input });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          answered.push({ nickname, step, input, signup: answer.body.signup, roster: answer.body.roster });
          if (step === 0) firstAnswers[index]!.resolve();
        }
      }),
      ...nicknames.slice(0, decidedRaiders).map(async (nickname, index) => {
        await firstAnswers[index]!.promise;
        for (const [step, input] of decisionsOf(index).entries()) {
          const path = `${api}/raids/${raid.id}/roster/${encodeURIComponent(nickname)}`;
          const answer = await call(path, 'PUT', { token: officer, body: input });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          decided.push({ nickname, step, input, roster: answer.body });
        }
      }),
    ]);
    expect(answered).toHaveLength(raiders * answersPerRaider);
    expect(decided).toHaveLength(decidedRaiders * decisionsPerRaider);
    expect(answered.length + decided.length).toBe(200);

    // The answers in commit order: each took a fresh place, and places are given inside the write.
    const answersInOrder = [...answered].sort((a, b) => a.signup.sequence - b.signup.sequence);
    expect(new Set(answersInOrder.map((done) => done.signup.sequence)).size).toBe(answered.length);
    for (const done of answersInOrder) expect(done.signup).toMatchObject({ raider: done.nickname, ...done.input });
    const sequenceOfNote = new Map(answersInOrder.map((done) => [done.input.note, done.signup.sequence]));

    // The decisions in commit order: the audit log, oldest first, matched to each raider's n-th decision.
    const audit = (await call(`${api}/audit?limit=500`, 'GET', { token: officer })).body as AuditEntry[];
    const decisionEntries = audit.filter((entry) => entry.action === 'roster-decision').reverse();
    expect(decisionEntries).toHaveLength(decided.length);
    const seen = new Map<string, number>();
    const decisionsInOrder = decisionEntries.map((entry) => {
      expect(entry.target?.startsWith(`${raid.id} `)).toBe(true);
      const nickname = entry.target!.slice(raid.id.length + 1);
      const step = seen.get(nickname) ?? 0;
      seen.set(nickname, step + 1);
      const done = decided.find((one) => one.nickname === nickname && one.step === step)!;
      expect(done, `${nickname} decision ${step + 1}`).toBeDefined();
      // The last answer each decision saw, by the notes in the roster it returned.
      const after = Math.max(...[...notesIn(done.roster).values()].map((note) => sequenceOfNote.get(note)!));
      return { ...done, after, detail: entry.detail };
    });
    for (const [earlier, later] of decisionsInOrder.slice(0, -1).map((one, index) => [one, decisionsInOrder[index + 1]!] as const)) {
      expect(earlier.after, 'the audit order and the answers each decision saw agree').toBeLessThanOrEqual(later.after);
    }

    // One commit order: every answer, and each decision right after the last answer it saw.
    type Operation = { kind: 'answer'; done: (typeof answered)[number] } | { kind: 'decision'; done: (typeof decisionsInOrder)[number] };
    const order: Operation[] = [];
    let nextDecision = 0;
    const decisionsUpTo = (sequence: number) => {
      while (nextDecision < decisionsInOrder.length && decisionsInOrder[nextDecision]!.after <= sequence)
        order.push({ kind: 'decision', done: decisionsInOrder[nextDecision++]! });
    };
    for (const done of answersInOrder) {
      decisionsUpTo(done.signup.sequence - 1);
      order.push({ kind: 'answer', done });
    }
    decisionsUpTo(Number.POSITIVE_INFINITY);
    expect(order).toHaveLength(200);
    // The mix really interleaved: decisions fell between answers, not all before or after them.
    const lastSequence = answersInOrder.at(-1)!.signup.sequence;
    expect(decisionsInOrder.filter((one) => one.after < lastSequence).length).toBeGreaterThan(0);
    expect(order.filter((operation) => operation.kind === 'decision').length).toBe(decidedRaiders * decisionsPerRaider);

    // The sequential replay through the pure rules: every roster the server returned, in that order,
    // with its make-up (nobody names a character here: the counts by role, every buff missing).
    const withMakeUp = (built: BuiltRoster): RaidRoster => ({ ...built, composition: rosterComposition(wowPack, built) });
    let signups: Signup[] = [];
    let decisions: RosterDecision[] = [];
    let sequence = 0;
    const at = new Date(Date.parse(raid.startUtc) - 86_400_000);
    for (const operation of order) {
      if (operation.kind === 'answer') {
        const { nickname, input, roster } = operation.done;
        const previous = signups.find((signup) => signup.raider === nickname);
        const { signup } = decideSignup(raid, previous, nickname, { raidId: raid.id, ...input }, () => ++sequence, at);
        signups = [...signups.filter((one) => one !== previous), signup];
        expect(withMakeUp(buildRoster(raid, signups, decisions)), `answer ${input.note}`).toEqual(roster);
      } else {
        const { nickname, input, step, roster, detail } = operation.done;
        const { stored, roster: replayed } = decideRoster(raid, signups, decisions, nickname, input, at, () => ++sequence);
        // "auto" in the raider's own role stores nothing, and the audit says just "automatycznie".
        expect(detail).toBe(
          stored?.role ? `${decisionWords[stored.decision]}, rola: ${roleWords[stored.role]}` : decisionWords[input.decision],
        );
        decisions = [...decisions.filter((one) => one.raider !== nickname), ...(stored ? [stored] : [])];
        expect(withMakeUp(replayed), `decision ${step + 1} about ${nickname}`).toEqual(roster);
      }
    }

    // No lost write: the stored roster is the replay's, with every raider's last answer and last decision.
    const final = (await call(`${api}/raids/${raid.id}/roster`, 'GET', { token: tokens[0] })).body as RaidRoster;
    expect(final).toEqual(withMakeUp(buildRoster(raid, signups, decisions)));
    const finalNotes = notesIn(final);
    nicknames.forEach((nickname, index) => expect(finalNotes.get(nickname)).toBe(answersOf(index).at(-1)!.note));
    for (const entry of [...Object.values(final.byRole).flat(), ...final.reserve]) {
      const index = nicknames.indexOf(entry.raider);
      const last = index < decidedRaiders ? decisionsOf(index).at(-1)! : undefined;
      expect(entry.decision, entry.raider).toBe(last && last.decision !== 'auto' ? last.decision : undefined);
    }

    // Caps and targets exact: never past the size; the automatic rule never past a role's target (confirmed
    // raiders count where they stand in the order, and may go past it: a confirmation never takes a place
    // held before), and it fills every place it can (a coming raider waits only when their role or the raid is full).
    expect(final.filled).toBe(Object.values(final.byRole).flat().length);
    expect(final.filled).toBeLessThanOrEqual(size);
    for (const role of raidRoles) {
      const automatic = final.byRole[role].filter((entry) => entry.decision !== 'confirmed');
      expect(automatic.length, role).toBeLessThanOrEqual(roleTargets[role]);
    }
    for (const waiting of final.reserve.filter((entry) => entry.decision === undefined)) {
      expect(final.filled === size || final.byRole[waiting.role].length >= roleTargets[waiting.role], waiting.raider).toBe(true);
    }
    expect(final.reserve.length).toBeGreaterThan(0);
    expect(final.reserve.map((entry) => entry.position)).toEqual(final.reserve.map((_, index) => index + 1));
    const counted = Object.values(final.byRole).flat().length + final.reserve.length + final.tentative.length + final.absent.length;
    expect(counted).toBe(raiders);
    expect(shared.server.errors()).toBe('');
  });
});
