export { createGuildService, type GuildService } from './guild-service';
export {
  guildContext,
  type Actor,
  type GuildContext,
  type GuildSecrets,
  type GuildServiceOptions,
  type OfficerOutcome,
} from './guild-context';
export type { GuildStore, OwnedCharacter, RaidTouch, StoredAccount, StoredSession } from './guild-store';
export type { RaidEvent, RaidEventSink, SeriesFields } from './raid-events';
export { accountService, type AccountService, type SignedIn } from './account-service';
export { linkedAccountService, type LinkedAccountService } from './linked-account-service';
export { signupService, type SignupService } from './signup-service';
export { answerService, type AnswerService } from './answer-service';
export { officerService, type OfficerService } from './officer-service';
export { rosterService, type RosterService } from './roster-service';
export { reminderService, type ReminderService } from './reminder-service';
export { suggestionService, type SuggestionService } from './suggestion-service';
export { attendanceService, type AttendanceService } from './attendance-service';
export { attendanceLogService, type AttendanceLogService } from './attendance-log-service';
export { absenceService, type AbsenceService } from './absence-service';
export { standingService, type StandingService } from './standing-service';
export { characterService, type CharacterService } from './character-service';
export { characterImportService, type CharacterImportService } from './character-import-service';
export {
  raidHelperImportService,
  type DiscordMemberLinks,
  type RaidHelperEventOutcome,
  type RaidHelperImportService,
  type RaidHelperLedger,
} from './raid-helper-import-service';
export { attendanceExportService, type AttendanceExportService } from './attendance-export-service';
export { lootService, type LootService } from './loot-service';
