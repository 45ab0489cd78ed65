import { assertAdmin } from '../accounts/account-rules';
import type { NicknameSkeleton } from '../accounts/nickname-skeleton';
import { raidHelperActor, raidHelperAnswers, raidHelperRaid, raidHelperRaidId } from '../raid-helper/raid-helper-answers';
import type { RaidHelperEventWithSignUps } from '../raid-helper/raid-helper-event';
import { isComing } from '../raids/signup-types';
import type { Actor, GuildContext } from './guild-context';
import { linkedAccountService } from './linked-account-service';

/** Which Raid-Helper sign-ups came in before (by sign-up id): a second import skips them. */
export interface RaidHelperLedger {
  /** The ids among these that were imported before. */
  imported(signUpIds: readonly string[]): Set<string>;
  record(entry: { signUpId: string; eventId: string; raidId: string; raiderKey: string; importedAt: string }): void;
}

/** Accounts linked to Discord users (the server's `discord_links`); writes inside the caller's write. */
export interface DiscordMemberLinks {
  accountKeyOf(discordUserId: string): string | undefined;
  link(accountKey: string, discordUserId: string, at: string): void;
}

/** What one event brought. */
export interface RaidHelperEventOutcome {
  /** The raid night the event is (`rh-<event id>-<date>`). */
  raidId: string;
  raidCreated: boolean;
  answers: number;
  accountsCreated: number;
}

/**
 * Raid-Helper's history into the guild (server only: it has the links to Discord users): each event a
 * one-off raid, each member's sign-up an answer, a member without an account a passwordless account
 * linked to their Discord user. A raider's own answer in the panel is never overwritten, and a sign-up
 * imported before is skipped, so a re-run imports nothing twice.
 */
export function raidHelperImportService(context: GuildContext, { ledger, links }: { ledger: RaidHelperLedger; links: DiscordMemberLinks }) {
  const { store, now, config, game, schedule, actorWrite } = context;
  const accounts = linkedAccountService(context);

  return {
    /** One event in one write, by an admin (checked again inside it). */
    importEvent(actor: Actor, event: RaidHelperEventWithSignUps, skeletonOf: NicknameSkeleton): RaidHelperEventOutcome {
      const members = raidHelperAnswers(event, event.signUps, game());
      return actorWrite(actor, (current) => {
        assertAdmin(current.role);
        const importedAt = now().toISOString();
        const oneOffId = raidHelperRaidId(event.id);
        const known = schedule().oneOff.find((raid) => raid.id === oneOffId);
        const coming = members.filter(({ answer }) => isComing(answer.status) && !answer.bench).length;
        const raid = known ?? raidHelperRaid(event, config().timezone, coming);
        if (!known) store.schedule.saveOneOff(raid, importedAt);
        const raidId = `${raid.id}-${raid.date}`;
        const done = ledger.imported(members.flatMap((member) => member.signUpIds));
        let answers = 0;
        let accountsCreated = 0;
        for (const { answer, signUpIds } of members) {
          if (signUpIds.every((id) => done.has(id))) continue;
          const account = accounts.accountFromDiscordInWrite(
            {
              discordUserId: answer.userId,
              names: [answer.name],
              role: 'raider',
              linkedTo: () => links.accountKeyOf(answer.userId),
              link: (key) => links.link(key, answer.userId, importedAt),
              byAdmin: true,
            },
            skeletonOf,
          );
          const key = account.key;
          if (account.created) accountsCreated += 1;
          const raider = store.accounts.byKey(key)!.nickname;
          if (!store.signups.find(raidId, key)) {
            store.signups.save(
              {
                raidId,
                raider,
                status: answer.status,
                role: answer.role,
                sequence: store.signups.nextSequence(),
                updatedAt: answer.answeredAt,
              },
              key,
            );
            if (answer.bench) store.decisions.save({ raidId, raider, decision: 'bench' }, key, raidHelperActor, importedAt);
            answers += 1;
          }
          for (const signUpId of signUpIds) {
            if (!done.has(signUpId)) ledger.record({ signUpId, eventId: event.id, raidId, raiderKey: key, importedAt });
          }
        }
        return { raidId, raidCreated: !known, answers, accountsCreated };
      });
    },

    /** The audit entry of a whole import, once it ended. */
    recordImport(actor: Actor, serverId: string, detail: string): void {
      actorWrite(actor, (current) => {
        store.audit.add({ at: now().toISOString(), actor: current.nickname, action: 'raid-helper-import', target: serverId, detail });
      });
    },
  };
}

export type RaidHelperImportService = ReturnType<typeof raidHelperImportService>;
