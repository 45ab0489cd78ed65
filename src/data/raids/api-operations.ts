import type { RaidRole } from '../../domain/guild-config-types';
import type { Character } from '../../domain/characters/character-types';
import type { GamePack } from '../../domain/game/game-pack-types';
import type { RaidInstance, SeriesView } from '../../domain/schedule';
import { publicReads } from './public-reads';
import type {
  AuditEntry,
  ChangePasswordInput,
  CreateAccountInput,
  Member,
  MemberRole,
  PasswordSignInInput,
  ResetCode,
  ResetPasswordInput,
  SessionInfo,
} from '../../domain/accounts/account-types';
import type { SetupInput, SetupStatus, SignInOptions } from '../../domain/accounts/guild-joining';
import type { Absence, AbsenceInput } from '../../domain/raids/absences';
import type { StandingAnswer } from '../../domain/raids/standing-answers';
import type { StandingInput } from '../../domain/raids/standing-input';
import type { AttendanceRow, AttendanceSheet, AttendanceWeeks } from '../../domain/raids/attendance-terms';
import type { RaidLogComparison } from '../../domain/raids/raid-log';
import type {
  DeliveryView,
  DiscordCommandsRegistration,
  GuildSettingsInput,
  GuildSettingsView,
} from '../../domain/raids/guild-settings-types';
import type { RaidRange } from '../../domain/raids/find-raids';
import type { RosterSuggestion } from '../../domain/raids/roster-suggestion';
import type {
  Attendance,
  RaidRoster,
  RaiderSession,
  RosterBatchAnswer,
  SaveSignupResult,
  Signup,
  SignupInput,
} from '../../domain/raids/signup-types';
import { maxLootImportMegabytes, type LootAwardView, type LootImportResult } from '../../domain/loot/loot-types';
import type { GuildImportSummary } from '../../domain/guild-export/guild-export-terms';
import type { RaidHelperImportInput, RaidHelperProgress } from '../../domain/raid-helper/raid-helper-import-input';
import { operation as o, type Download } from './operation-spec';

/** `GET /api/me/discord`: whether the account is linked, its reminders by DM, and whether it has a password. */
export interface DiscordLinkState {
  linked: boolean;
  dmReminders: boolean;
  hasPassword: boolean;
}

/**
 * Every JSON operation of the guild's API but the public reads (public-reads.ts), declared once: `METHOD /path access [input] [201]`, with its
 * input and answer types. The browser's HTTP calls (http/), the demo's dispatch onto the service (local/)
 * and the server's routes, docs/api.md and `GET /api/openapi.json` (server/api/) are all made from it.
 * - access (operation-spec.ts): `public`, `token`, `session`, `bearer`, `officer`, `admin`;
 * - input: `{}` a JSON body, `{name}` a body of one field given as its value, `?name` or `?a&b` the query;
 * - `201`: the success status of a creation, `202` of work that runs on (else `200`, or `204` when there is no answer);
 * - `file=name`: the answer is a file to save (`{date}` the server's day), a `Download` in the browser;
 * - `5MB`: the body may be that large (every other body is a few kilobytes).
 * Grouped by the service part (the guild service's, `GuildService`, or the server's own: settings,
 * set-up, the move, Discord) whose method of the same name the server and the demo call with the raider
 * (unless public), the path's parameters and the input, in that order; what needs the request itself
 * (limits by address, the roster's bytes) is answered by handlers the server registers by operation name.
 * The JSON Schemas and the prose of the reference sit beside the routes (server/api/operation-docs.ts),
 * so the browser does not download them; and the browser loads this table when the panel first calls
 * one of them, not with the home page.
 */
export const apiOperations = {
  accounts: {
    signInOptions: o<SignInOptions>()('GET /sign-in-options public'),
    createAccount: o<RaiderSession, CreateAccountInput>()('POST /accounts public {} 201'),
    signIn: o<RaiderSession, PasswordSignInInput | { discordTicket: string }>()('POST /session public {} 201'),
    resetPassword: o<void, ResetPasswordInput>()('POST /accounts/reset public {}'),
    changePassword: o<void, ChangePasswordInput>()('PUT /me/password session {}'),
    mySessions: o<SessionInfo[]>()('GET /me/sessions session'),
    endSession: o<void>()('DELETE /me/sessions/:sessionId session'),
    listMembers: o<Member[]>()('GET /members officer'),
    setMemberRole: o<{ nickname: string; role: MemberRole }, MemberRole>()('PUT /members/:nickname/role admin {role}'),
    removeMember: o<void>()('DELETE /members/:nickname admin'),
    issueResetCode: o<ResetCode>()('POST /members/:nickname/reset-code officer 201'),
    auditLog: o<AuditEntry[], number | undefined>()('GET /audit admin ?limit'),
    currentRaider: o<{ nickname: string; role: MemberRole } | null>()('GET /session token'),
    signOut: o<void>()('DELETE /session bearer'),
  },
  signups: {
    getRoster: o<RaidRoster>()('GET /raids/:raidId/roster token'),
    listRosters: o<RaidRoster[], RaidRange>()('GET /rosters token ?from&to'),
    mySignups: o<Signup[], RaidRange>()('GET /me/signups token ?from&to'),
  },
  officers: {
    createSeries: o<SeriesView, unknown>()('POST /series officer {} 201'),
    updateSeries: o<SeriesView, unknown>()('PATCH /series/:seriesId officer {}'),
    createRaid: o<RaidInstance, unknown>()('POST /raids officer {} 201'),
    updateRaid: o<RaidInstance, unknown>()('PATCH /raids/:raidId officer {}'),
  },
  rosters: {
    decideRoster: o<RaidRoster, { decision: 'confirmed' | 'bench' | 'auto'; role?: RaidRole }>()(
      'PUT /raids/:raidId/roster/:nickname officer {}',
    ),
    decideRosters: o<RosterBatchAnswer, unknown>()('POST /raids/:raidId/roster officer {}'),
  },
  answers: {
    saveSignup: o<SaveSignupResult, Omit<SignupInput, 'raidId'>>()('PUT /raids/:raidId/signup token {}'),
    saveSignups: o<Signup[], readonly SignupInput[]>()('PUT /me/signups token {answers}'),
  },
  attendance: {
    attendance: o<Attendance>()('GET /me/attendance token'),
    guildAttendance: o<AttendanceRow[], AttendanceWeeks>()('GET /attendance token ?weeks'),
    attendanceSheet: o<AttendanceSheet>()('GET /raids/:raidId/attendance officer'),
    recordAttendance: o<AttendanceSheet, unknown>()('PUT /raids/:raidId/attendance officer {}'),
  },
  attendanceLog: {
    importAttendanceLog: o<RaidLogComparison, string>()('POST /raids/:raidId/attendance/import officer {report}'),
  },
  suggestions: {
    rosterSuggestion: o<RosterSuggestion>()('GET /raids/:raidId/suggestion officer'),
    applyRosterSuggestion: o<RosterBatchAnswer>()('POST /raids/:raidId/suggestion/apply officer'),
  },
  absences: {
    myAbsences: o<Absence[]>()('GET /me/absences token'),
    addAbsence: o<Absence, AbsenceInput>()('POST /me/absences token {} 201'),
    endAbsence: o<void>()('DELETE /me/absences/:absenceId token'),
  },
  standing: {
    myStanding: o<StandingAnswer[]>()('GET /me/standing token'),
    setStanding: o<StandingAnswer, StandingInput>()('PUT /me/standing/:seriesId token {}'),
    removeStanding: o<void>()('DELETE /me/standing/:seriesId token'),
  },
  characters: {
    gamePack: o<GamePack>()('GET /game public'),
    myCharacters: o<Character[]>()('GET /me/characters token'),
    addCharacter: o<Character, unknown>()('POST /me/characters token {} 201'),
    updateCharacter: o<Character, unknown>()('PATCH /me/characters/:characterId token {}'),
    removeCharacter: o<void>()('DELETE /me/characters/:characterId token'),
    assignCharacter: o<Character, unknown>()('POST /members/:nickname/characters officer {}'),
  },
  loot: {
    importLoot: o<LootImportResult, unknown>()(`POST /loot/import officer {} ${maxLootImportMegabytes}MB`),
    loot: o<LootAwardView[], { from?: string; to?: string; raider?: string }>()('GET /loot token ?from&to&raider'),
    myLoot: o<LootAwardView[]>()('GET /me/loot token'),
    // thatsmybis' import format; the spreadsheet one is `lootCsv`.
    thatsmybisCsv: o<Download>()('GET /loot/export.csv officer file=lupy.csv'),
  },
  attendanceExport: {
    attendanceCsv: o<Download>()('GET /export/attendance.csv officer file=obecnosc-{date}.csv'),
    lootCsv: o<Download>()('GET /export/loot.csv officer file=lupy-{date}.csv'),
  },
  // The guild's move (Przeprowadzka): only the guild's server has it.
  guildMove: {
    exportGuild: o<Download>()('GET /export admin file=raider-panel-{date}.json'),
    exportSchema: o<unknown>()('GET /export-schema.json public'),
    // A guild of years is a few megabytes.
    importGuild: o<GuildImportSummary, unknown>()('POST /import admin {} 50MB'),
    startRaidHelperImport: o<RaidHelperProgress, Partial<RaidHelperImportInput>>()('POST /import/raid-helper admin {} 202'),
    raidHelperImportProgress: o<RaidHelperProgress>()('GET /import/raid-helper admin'),
  },
  characterImport: {
    importCharacter: o<Character, unknown>()('POST /me/characters/import token {}'),
  },
  setup: {
    // The token in the body: an address with it would land in proxies' access logs.
    setupStatus: o<SetupStatus | null, string>()('POST /setup/status public {token}'),
    completeSetup: o<RaiderSession & { accessCode?: string }, SetupInput>()('POST /setup public {} 201'),
  },
  settings: {
    guildSettings: o<GuildSettingsView | null>()('GET /settings admin'),
    saveGuildSettings: o<GuildSettingsView, GuildSettingsInput>()('PUT /settings admin {}'),
    registerDiscordCommands: o<DiscordCommandsRegistration>()('POST /settings/discord-commands admin'),
    deliveries: o<DeliveryView[]>()('GET /deliveries admin'),
  },
  discord: {
    linkIntent: o<{ linkTicket: string; expiresInSeconds: number }>()('POST /auth/discord/link-intent token 201'),
    discordLink: o<DiscordLinkState>()('GET /me/discord token'),
    confirmDiscordLink: o<DiscordLinkState, string>()('POST /me/discord token {linkConfirmation}'),
    setDiscordReminders: o<DiscordLinkState, boolean>()('PUT /me/discord token {dmReminders}'),
    unlinkDiscord: o<void>()('DELETE /me/discord token'),
    setFirstPassword: o<void, string>()('POST /me/password session {newPassword}'),
  },
  calendar: {
    myCalendarFeed: o<{ url: string } | null>()('GET /me/calendar token'),
    regenerateCalendarFeed: o<{ url: string } | null>()('POST /me/calendar token'),
  },
};

/** Every declared operation: the public reads (public-reads.ts) and the rest. */
export type ApiOperations = typeof publicReads & typeof apiOperations;

/** The tables of every declared operation, for those that serve them all (the server, the demo). */
export const operationTables = [publicReads, apiOperations];
