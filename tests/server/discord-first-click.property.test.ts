import fc from 'fast-check';
import { expect, it } from 'vitest';
import { signInAdmin, startInteractionsServer } from '../kit';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { discordNicknameChoices } from '../../src/domain/accounts/discord-nickname';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import { signupStatuses, type SignupStatus } from '../../src/domain/raids/signup-types';
import { contractAccessCode, createTestClock, thursdayRaid, tuesdayRaid } from '../contract/contract-fixture';
import { createInteractionSigner, interactionPayloads as payloads } from '../stand-ins/discord-interactions';
import { callOk } from './helpers/api-client';
import { ephemeralText, interactionClient } from './helpers/interaction-client';

/**
 * Many members click under the raids' posts at once, round after round: some with no account yet, some
 * whose names look alike, and the first of them losing and regaining the raider role between rounds.
 * Whatever the order the server takes the clicks of one round in, every Discord user ends with one
 * account, and the rosters hold exactly the answers the allowed clicks asked for (the model below).
 */
const raiderRole = '720000000000000001';
const raids = [tuesdayRaid, thursdayRaid] as const;
const lookAlikeNames = ['Kasia', 'Kаsia', 'KASIA', 'Ola', 'OIa', 'Wojtek', 'VVojtek', 'kasia.pl', null] as const;

type Click =
  | { member: number; kind: 'select'; raid: (typeof raids)[number]; role: RaidRole }
  | { member: number; kind: 'button'; raid: (typeof raids)[number]; status: SignupStatus };

const memberArbitrary = fc.record({
  nick: fc.constantFrom(...lookAlikeNames),
  globalName: fc.constantFrom(...lookAlikeNames),
});
const clickArbitrary = (member: number): fc.Arbitrary<Click> =>
  fc.oneof(
    fc.record({
      member: fc.constant(member),
      kind: fc.constant('select' as const),
      raid: fc.constantFrom(...raids),
      role: fc.constantFrom(...raidRoles),
    }),
    fc.record({
      member: fc.constant(member),
      kind: fc.constant('button' as const),
      raid: fc.constantFrom(...raids),
      status: fc.constantFrom(...signupStatuses),
    }),
  );

const scenarioArbitrary = fc.array(memberArbitrary, { minLength: 2, maxLength: 6 }).chain((members) =>
  fc.record({
    members: fc.constant(members),
    // A round: who clicks (each member once at most) and whether the first member has the raider role then.
    rounds: fc.array(
      fc.record({
        firstIsRaider: fc.boolean(),
        clicks: fc
          .subarray(
            members.map((_, index) => index),
            { minLength: 1 },
          )
          .chain((who) => fc.tuple(...who.map(clickArbitrary))),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
);

interface ModelMember {
  hasAccount: boolean;
  answers: Map<string, { status: SignupStatus; role: RaidRole }>;
  /** The role of the member's latest saved answer: a first answer to another raid takes it. */
  usualRole?: RaidRole;
}

it('clicks from many members at once leave one account per Discord user and the answers the clicks asked for', async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArbitrary, async ({ members, rounds }) => {
      const clock = createTestClock();
      const signer = createInteractionSigner();
      const running = await startInteractionsServer(clock, signer, { DISCORD_RAIDER_ROLE_IDS: raiderRole });
      try {
        const interact = interactionClient({ api: () => running.api, signer: () => signer, now: () => clock.now() });
        const userId = (index: number) => String(330_000_000_000_000_000n + BigInt(index) * 1_234_567n);
        const profile = (index: number, raider: boolean) => ({
          nick: members[index]!.nick,
          globalName: members[index]!.globalName,
          username: `user${index}`,
          roles: raider ? [raiderRole] : [],
        });
        const model: ModelMember[] = members.map(() => ({ hasAccount: false, answers: new Map() }));

        for (const round of rounds) {
          const raiderNow = (index: number) => index !== 0 || round.firstIsRaider;
          const answers = await Promise.all(
            round.clicks.map((click) => {
              const member = profile(click.member, raiderNow(click.member));
              return interact(
                click.kind === 'select'
                  ? payloads.select(userId(click.member), `role:${click.raid}`, [click.role], member)
                  : payloads.button(userId(click.member), `signup:${click.raid}:${click.status}`, member),
              );
            }),
          );
          for (const answer of answers) ephemeralText(answer);
          for (const click of round.clicks) {
            if (!raiderNow(click.member)) continue;
            const state = model[click.member]!;
            state.hasAccount = true;
            const previous = state.answers.get(click.raid);
            const saved =
              click.kind === 'select'
                ? { status: previous?.status ?? 'accepted', role: click.role }
                : (() => {
                    const role = previous?.role ?? state.usualRole ?? (click.status === 'absent' ? raidRoles[0] : undefined);
                    return role ? { status: click.status, role } : undefined;
                  })();
            if (!saved) continue;
            state.answers.set(click.raid, saved);
            state.usualRole = saved.role;
          }
          // The next round a second later: "most recent" answers are told apart by their time.
          clock.advance(1_000);
        }

        // One account per Discord user, for those who clicked while allowed to raid, named from their names.
        const links = createDiscordLinks(running.server.db).all();
        const nicknameOf = new Map<string, string>();
        for (const link of links) {
          const row = running.server.db.prepare('SELECT nickname FROM accounts WHERE raider_key = ?').get(link.accountKey) as {
            nickname: string;
          };
          nicknameOf.set(link.discordUserId, row.nickname);
        }
        const expectedUsers = members.map((_, index) => index).filter((index) => model[index]!.hasAccount);
        expect(links.map((link) => link.discordUserId).sort()).toEqual(expectedUsers.map(userId).sort());
        expect(new Set(links.map((link) => link.accountKey)).size).toBe(links.length);
        for (const index of expectedUsers) {
          const { nick, globalName } = members[index]!;
          expect(discordNicknameChoices([nick, globalName, `user${index}`], userId(index))).toContain(nicknameOf.get(userId(index)));
        }

        // The rosters: exactly the model's answers.
        const admin = await signInAdmin(running, 'Mistrz', { now: clock.now, accessCode: contractAccessCode });
        for (const raid of raids) {
          const roster = await callOk<
            Record<string, unknown> & { byRole: Record<string, Array<{ raider: string; status: string; role: string }>> }
          >(`${running.api}/raids/${raid}/roster`, 'GET', { token: admin });
          const lists = [...Object.values(roster.byRole), roster.reserve, roster.tentative, roster.absent] as Array<
            Array<{ raider: string; status: string; role: string }>
          >;
          const shown = Object.fromEntries(lists.flat().map((entry) => [entry.raider, `${entry.status}/${entry.role}`]));
          const expected = Object.fromEntries(
            expectedUsers.flatMap((index) => {
              const answer = model[index]!.answers.get(raid);
              return answer ? [[nicknameOf.get(userId(index))!, `${answer.status}/${answer.role}`]] : [];
            }),
          );
          expect(shown).toEqual(expected);
        }
      } finally {
        await running.close();
      }
    }),
    { numRuns: 15 },
  );
}, 240_000);
