import { absenceService } from './absence-service';
import { accountService } from './account-service';
import { answerService } from './answer-service';
import { attendanceService } from './attendance-service';
import { guildContext, type GuildServiceOptions } from './guild-context';
import { linkedAccountService } from './linked-account-service';
import { officerService } from './officer-service';
import { rosterService } from './roster-service';
import { signupService } from './signup-service';

/**
 * The guild service, whole: every rule a raider, a raid leader or an admin meets, written once over a
 * store port. The server runs it on SQLite; the demo runs its parts on browser storage, each part a
 * chunk loaded when first needed (src/data/raids/local).
 */
export function createGuildService(options: GuildServiceOptions) {
  const context = guildContext(options);
  return {
    accounts: accountService(context),
    linkedAccounts: linkedAccountService(context),
    signups: signupService(context),
    answers: answerService(context),
    officers: officerService(context),
    rosters: rosterService(context),
    attendance: attendanceService(context),
    absences: absenceService(context),
  };
}

export type GuildService = ReturnType<typeof createGuildService>;
