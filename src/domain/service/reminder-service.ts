import { unansweredMembers } from '../raids/unanswered';
import type { GuildContext } from './guild-context';

/**
 * Whom the guild reminds of a raid: the server's Discord reminders (the demo sends none, so this part
 * stays out of its chunks).
 */
export function reminderService({ store, raidOrThrow, rosterOf }: GuildContext) {
  return {
    /** The guild's members who have not answered the raid now (`unansweredMembers`), alphabetically. */
    unanswered: (raidId: string): string[] =>
      unansweredMembers(
        rosterOf(raidOrThrow(raidId)),
        store.accounts.all().map((account) => account.nickname),
      ),
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
