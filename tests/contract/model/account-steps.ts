import fc from 'fast-check';
import { raiderKey } from '../../../src/domain';
import type { MemberRole } from '../../../src/domain/accounts/account-types';
import type { SessionInfo } from '../../../src/domain/accounts/account-types';
import { both, ownerOf, tokenOf, type Pair, type Side } from './pair';
import { Step, type Agreed } from './step';
import { session, sessionCall } from './session-steps';
import { accessCode, nicknames, passwords } from './world';

const nickname = fc.constantFrom(...nicknames);
const password = fc.constantFrom(...passwords);
/** Mostly a password the guild takes, so most new accounts are made and go on to answer raids. */
const accountPassword = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(passwords[0], passwords[1]) }, { weight: 1, arbitrary: password });
/** Mostly the right access code. */
const accessCodePick = fc.oneof({ weight: 8, arbitrary: fc.constant('right') }, { weight: 1, arbitrary: fc.constantFrom('wrong', 'none') });
const memberRole = fc.constantFrom<MemberRole>('raider', 'officer', 'admin');

/** `undefined` (the usual case the command names) three times in four, else a value. */
export const mostlyUndefined = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });

const keepSession = (side: Side, value: { token: string; nickname: string }) =>
  void side.sessions.push({ token: value.token, nickname: value.nickname });

/** Signs a new account or a sign-in up for later commands, on both sides and in what they agreed. */
export async function createAccount(agreed: Agreed, pair: Pair, name: string, pass: string, code: string | undefined): Promise<void> {
  const input = code === undefined ? { nickname: name, password: pass } : { nickname: name, password: pass, accessCode: code };
  const { local } = await both(pair, `createAccount ${name}`, (side) => side.api.createAccount(input), { remember: keepSession });
  if (local.ok) agreed.passwords.set(raiderKey(local.value.nickname), { nickname: local.value.nickname, password: pass });
}

export async function signIn(pair: Pair, name: string, pass: string): Promise<void> {
  await both(pair, `signIn ${name}`, (side) => side.api.signIn({ nickname: name, password: pass }), { remember: keepSession });
}

/** Sessions newest first; among sessions made at the same instant the contract sets no order. */
const sessionsComparable = (sessions: SessionInfo[]) =>
  sessions
    .map(({ createdAt, expiresAt, current }) => ({ createdAt, expiresAt, current }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.current) - Number(a.current));

/** The side's session ids in the order `sessionsComparable` shows them, so a pick names the same session on both. */
const sessionIdsInOrder = (sessions: SessionInfo[]) =>
  [...sessions].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.current) - Number(a.current)).map((one) => one.id);

const createAccountStep = fc
  .record({ name: nickname, pass: accountPassword, code: accessCodePick })
  .map(
    ({ name, pass, code }) =>
      new Step(`createAccount(${name}, ${pass}, code ${code})`, (agreed, pair) =>
        createAccount(agreed, pair, name, pass, code === 'right' ? accessCode : code === 'wrong' ? 'zgaduję' : undefined),
      ),
  );

/** Commands the sequences should hold more of. */
export const frequentAccountSteps = [createAccountStep];

export const accountSteps: Array<fc.Arbitrary<Step>> = [
  createAccountStep,
  fc.record({ name: nickname, pass: password, lowerCase: fc.boolean() }).map(({ name, pass, lowerCase }) => {
    const typed = lowerCase ? name.toLowerCase() : name;
    return new Step(`signIn(${typed}, ${pass})`, (_agreed, pair) => signIn(pair, typed, pass));
  }),
  sessionCall('signOut'),
  sessionCall('currentRaider'),
  fc.record({ held: session, current: password, next: password }).map(
    ({ held, current, next }) =>
      new Step(`changePassword(session ${held}, ${current} → ${next})`, async (agreed, pair) => {
        const input = { currentPassword: current, newPassword: next };
        const { local } = await both(pair, 'changePassword', (side) => side.api.changePassword(tokenOf(side, held), input));
        const owner = pair.local.sessions.length > 0 && held >= 0 ? pair.local.sessions[held % pair.local.sessions.length]! : undefined;
        if (local.ok && owner) agreed.passwords.set(raiderKey(owner.nickname), { nickname: owner.nickname, password: next });
      }),
  ),
  fc.record({ held: session, who: fc.oneof(nickname, session) }).map(
    ({ held, who }) =>
      new Step(
        `issueResetCode(session ${held}, ${typeof who === 'string' ? who : `the raider of session ${who}`})`,
        async (_agreed, pair) => {
          const name = typeof who === 'string' ? who : ownerOf(pair, who);
          await both(pair, 'issueResetCode', (side) => side.api.issueResetCode(tokenOf(side, held), name), {
            remember: (side, code) => void side.resetCodes.push({ code: code.resetCode, nickname: name }),
          });
        },
      ),
  ),
  // Mostly by the raider the code was issued for (`name` undefined), sometimes by any nickname.
  fc
    .record({
      name: mostlyUndefined(nickname),
      code: fc.integer({ min: -1, max: 3 }),
      next: password,
      lowerCase: fc.boolean(),
    })
    .map(
      ({ name, code, next, lowerCase }) =>
        new Step(
          `resetPassword(${name ?? 'its raider'}, code ${code}${lowerCase ? ' in lower case' : ''}, ${next})`,
          async (agreed, pair) => {
            const issuedOn = (side: Side) =>
              code < 0 || side.resetCodes.length === 0 ? undefined : side.resetCodes[code % side.resetCodes.length];
            const codeOf = (side: Side) => {
              const issued = issuedOn(side)?.code ?? 'ABCD-EFGH-JKMN';
              return lowerCase ? issued.toLowerCase() : issued;
            };
            const nicknameFor = name ?? issuedOn(pair.local)?.nickname ?? 'Kasia';
            const { local } = await both(pair, 'resetPassword', (side) =>
              side.api.resetPassword({ nickname: nicknameFor, resetCode: codeOf(side), newPassword: next }),
            );
            const account = agreed.passwords.get(raiderKey(nicknameFor));
            if (local.ok && account) account.password = next;
          },
        ),
    ),
  fc.record({ held: session, pick: fc.nat(3) }).map(
    ({ held, pick }) =>
      new Step(`endSession(session ${held}, its session ${pick})`, async (_agreed, pair) => {
        const listed = await both(pair, 'mySessions', (side) => side.api.mySessions(tokenOf(side, held)), {
          comparable: sessionsComparable,
        });
        const idOf = (side: Side) => {
          const outcome = listed[side.name];
          const ids = outcome.ok ? sessionIdsInOrder(outcome.value) : [];
          return ids.length > 0 ? ids[pick % ids.length]! : 'nie-ma-takiej-sesji';
        };
        await both(pair, 'endSession', (side) => side.api.endSession(tokenOf(side, held), idOf(side)));
      }),
  ),
  sessionCall('listMembers'),
  fc.record({ held: session, name: nickname, role: memberRole }).map(
    ({ held, name, role }) =>
      new Step(`setMemberRole(session ${held}, ${name}, ${role})`, async (_agreed, pair) => {
        await both(pair, 'setMemberRole', (side) => side.api.setMemberRole(tokenOf(side, held), name, role));
      }),
  ),
  fc.record({ held: session, limit: fc.constantFrom(1, 3, 100, 0, 501) }).map(
    ({ held, limit }) =>
      new Step(`auditLog(session ${held}, ${limit})`, async (_agreed, pair) => {
        await both(pair, 'auditLog', (side) => auditLog(side, tokenOf(side, held), limit));
      }),
  ),
  // The console is handed nicknames as typed in their plain form: how it reads a full-width one is the
  // console's own business (the demo's stand-in only folds letter case), not the panel's contract.
  fc.constantFrom(...nicknames.filter((name) => name === name.normalize('NFKC'))).map(
    (name) =>
      new Step(`grantAdmin(${name}) from the console`, async (_agreed, pair) => {
        // Not a RaidApi call: each adapter's own way (`npm run admin`, the demo's storage). Only whether it
        // worked is compared; the messages are the console's, not the panel's.
        await both(pair, 'grantAdmin', async (side) => {
          try {
            await side.adapter.grantAdmin(name);
            return 'granted';
          } catch {
            return 'no such account';
          }
        });
      }),
  ),
];

/**
 * The audit log without the lines `grantAdmin` wrote: how the console makes an admin is the adapter's
 * own (the contract says so; the demo writes no line). A valid limit is applied after leaving them out,
 * so it counts the same lines on both sides; an invalid one goes to the store as it is.
 */
export async function auditLog(side: Side, token: string, limit: number) {
  const valid = Number.isInteger(limit) && limit >= 1 && limit <= 500;
  const entries = await side.api.auditLog(token, valid ? 500 : limit);
  return entries.filter((entry) => entry.action !== 'admin-granted').slice(0, limit);
}
