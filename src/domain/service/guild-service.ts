import { absenceService } from './absence-service';
import { accountService } from './account-service';
import { answerService } from './answer-service';
import { attendanceService, benchHistoryReader } from './attendance-service';
import { attendanceLogService } from './attendance-log-service';
import { attendanceExportService } from './attendance-export-service';
import { characterService } from './character-service';
import { characterImportService } from './character-import-service';
import { guildContext, type GuildServiceOptions } from './guild-context';
import { linkedAccountService } from './linked-account-service';
import { lootService } from './loot-service';
import { officerService } from './officer-service';
import { raidHelperImportService, type DiscordMemberLinks, type RaidHelperLedger } from './raid-helper-import-service';
import { reminderService } from './reminder-service';
import { rosterBatchWriter, rosterService } from './roster-service';
import { signupService } from './signup-service';
import { suggestionService } from './suggestion-service';
import { standingService } from './standing-service';

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
    reminders: reminderService(context),
    suggestions: suggestionService(context, { history: benchHistoryReader(context), writeBatch: rosterBatchWriter(context) }),
    attendance: attendanceService(context),
    attendanceLog: attendanceLogService(context),
    attendanceExport: attendanceExportService(context),
    absences: absenceService(context),
    standing: standingService(context),
    characters: characterService(context),
    characterImport: characterImportService(context),
    /** Raid-Helper's history in, over the server's ledger of imported sign-ups and its links to Discord users. */
    raidHelperImport: (ports: { ledger: RaidHelperLedger; links: DiscordMemberLinks }) => raidHelperImportService(context, ports),
    loot: lootService(context),
  };
}

export type GuildService = ReturnType<typeof createGuildService>;
