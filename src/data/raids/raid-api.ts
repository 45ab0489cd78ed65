import type { RaidRole } from '../../domain/guild-config-types';
import type { Character } from '../../domain/characters/character-types';
import type { GamePack } from '../../domain/game/game-pack-types';
import type { RaidInstance, SeriesView } from '../../domain/schedule';
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

/**
 * The raider panel's data port. Framework-free; adapters: `local` (this device's storage, a demo) and
 * `http` (the guild's server). Every failure is a `RaidApiError`; every adapter passes the same contract
 * test suite (tests/contract).
 */
/** `GET /api/me/discord`: whether the account is linked, its reminders by DM, and whether it has a password. */
export interface DiscordLinkState {
  linked: boolean;
  dmReminders: boolean;
  hasPassword: boolean;
}

export interface RaidApi {
  /** `local` data lives on this device only; the panel shows a demo badge for it. */
  readonly kind: 'local' | 'http';
  /** Whether the guild asks for its access code when an account is created, or takes no new accounts. */
  signInOptions(): Promise<SignInOptions>;
  /**
   * The first-run link (`/#/setup?token=…`): whether `token` is live, and whether a server variable fixes
   * the access code. `null` where there is no such link (the demo: its first account is the admin).
   */
  setupStatus(token: string): Promise<SetupStatus | null>;
  /** Creates the guild's first admin with the first-run link, signed in, and answers the access code this once. */
  completeSetup(input: SetupInput): Promise<RaiderSession & { accessCode?: string }>;
  /**
   * Creates the raider's account (role `raider`) and signs them in. `taken` when the nickname, or one
   * that looks the same, has an account; a nickname with signups but no account is claimed by it.
   */
  createAccount(input: CreateAccountInput): Promise<RaiderSession>;
  /** `unauthorized` with one message for an unknown nickname and a wrong password alike. */
  signIn(input: PasswordSignInInput): Promise<RaiderSession>;
  /**
   * Where "Zaloguj się przez Discord" sends the browser (`GET /api/auth/discord`). Only the guild's server
   * has it, and it offers it when `signInOptions().discord` says so.
   */
  discordSignInUrl?(): string;
  /** Signs in with the one-time ticket sign-in with Discord handed over (`#/raider?discordTicket=…`); `unauthorized` when it expired or was used. */
  signInWithDiscordTicket?(ticket: string): Promise<RaiderSession>;
  /** The raider's link to Discord (the guild's server only). */
  discordLink?(token: string): Promise<DiscordLinkState>;
  /**
   * Where "Połącz z Discordem" sends the browser: `GET /api/auth/discord?link=<one-time link ticket>`,
   * the ticket asked for with the token first, so the token itself never travels in an address.
   */
  discordLinkUrl?(token: string): Promise<string>;
  /**
   * Confirms the link Discord's answer proposed (`#/raider/account?discordLink=…`): only the account that
   * started it may; `forbidden` for another, `invalid` once it lapsed or was used.
   */
  confirmDiscordLink?(token: string, confirmation: string): Promise<DiscordLinkState>;
  /** Reminders by direct message on Discord, on or off. */
  setDiscordReminders?(token: string, on: boolean): Promise<DiscordLinkState>;
  /** Unlinks Discord; `forbidden` while the account has no password. */
  unlinkDiscord?(token: string): Promise<void>;
  /** The first password of an account made by signing in with Discord. */
  setFirstPassword?(token: string, newPassword: string): Promise<void>;
  /** Ends the session (the token stops working). Signing out of an ended session is fine. */
  signOut(token: string): Promise<void>;
  /** The raider a token belongs to, or `null` when it expired or was revoked. */
  currentRaider(token: string): Promise<{ nickname: string; role: MemberRole } | null>;
  /** Needs the current password; every other session of the raider ends. */
  changePassword(token: string, input: ChangePasswordInput): Promise<void>;
  /** Sets a new password with a reset code from an officer (single use); every old session ends. */
  resetPassword(input: ResetPasswordInput): Promise<void>;
  /** The raider's own live sessions, newest first. */
  mySessions(token: string): Promise<SessionInfo[]>;
  /** Ends one of the raider's own sessions (the current one too: that signs out). */
  endSession(token: string, sessionId: string): Promise<void>;
  /** Officers and admins: every account, by nickname. */
  listMembers(token: string): Promise<Member[]>;
  /** Admins: sets a member's role; `last-admin` when it would leave no admin. */
  setMemberRole(token: string, nickname: string, role: MemberRole): Promise<{ nickname: string; role: MemberRole }>;
  /** Officers (for raiders) and admins (for anyone): a one-time code valid 24 hours, shown once. */
  issueResetCode(token: string, nickname: string): Promise<ResetCode>;
  /** Admins: removes a member (not themselves); their sessions end at once. Audited. */
  removeMember(token: string, nickname: string): Promise<void>;
  /** Admins: the audit log, newest first (`limit` entries, 100 by default, at most 500). */
  auditLog(token: string, limit?: number): Promise<AuditEntry[]>;
  /** Raids starting in the range, sorted by start. Public: no token. */
  listRaids(range: RaidRange): Promise<RaidInstance[]>;
  /** The guild's weekly series, current fields and bounds. Public: no token. */
  listSeries(): Promise<SeriesView[]>;
  /** Officers: a new weekly series, from today's (or, when tonight's already started, tomorrow's) night on. */
  createSeries(token: string, input: unknown): Promise<SeriesView>;
  /** Officers: changes a series from its next night that has not started (or sets `endsOn`, its last night). */
  updateSeries(token: string, seriesId: string, patch: unknown): Promise<SeriesView>;
  /** Officers: a one-off raid in the future. */
  createRaid(token: string, input: unknown): Promise<RaidInstance>;
  /** Officers: moves, renames, cancels (with a reason) or restores a night that has not started; answers stay. */
  updateRaid(token: string, raidId: string, patch: unknown): Promise<RaidInstance>;
  /**
   * Officers: confirms a raider who answered into the roster, benches them, or returns them to the
   * automatic rule (`auto`), optionally in another role. Answers the raid's roster after it.
   */
  decideRoster(
    token: string,
    raidId: string,
    nickname: string,
    input: { decision: 'confirmed' | 'bench' | 'auto'; role?: RaidRole },
  ): Promise<RaidRoster>;
  /**
   * Officers: several decisions about one raid, `{decisions: [{nickname, decision, role?}], preview?}`,
   * saved together (one audit entry each). Answers the roster after them and who they move out of it;
   * with `preview: true` nothing is saved, so the leader sees who would move out before saving.
   */
  decideRosters(token: string, raidId: string, input: unknown): Promise<RosterBatchAnswer>;
  /**
   * Officers: the fair-bench suggestion for a raid: the rule it follows and every coming raider's place
   * (`roster` or `bench`) with the reasons, in Polish.
   */
  rosterSuggestion(token: string, raidId: string): Promise<RosterSuggestion>;
  /** Officers: records the suggestion as the leader's decisions (audited); the roster after it equals it. */
  applyRosterSuggestion(token: string, raidId: string): Promise<RosterBatchAnswer>;
  getRoster(token: string, raidId: string): Promise<RaidRoster>;
  /** The rosters of the raids starting in the range, in the order of `listRaids` (one request for a page). */
  listRosters(token: string, range: RaidRange): Promise<RaidRoster[]>;
  /** The raider's own answers for raids starting in the range. */
  mySignups(token: string, range: RaidRange): Promise<Signup[]>;
  /** Saves the raider's answer; saving the same answer again changes nothing. */
  saveSignup(token: string, input: SignupInput): Promise<SaveSignupResult>;
  /**
   * Several answers at once, `{answers: [SignupInput, …]}`, all saved or none: when a night refuses its
   * answer, `invalid` names each refused night (by raid id) with its reason. Answers the saved answers.
   */
  saveSignups(token: string, answers: readonly SignupInput[]): Promise<Signup[]>;
  /** The raider's standing answers ("zawsze tak w czwartki"), by series id. */
  myStanding(token: string): Promise<StandingAnswer[]>;
  /** Sets the raider's standing answer for a weekly series; `not-found` for an unknown series. */
  setStanding(token: string, seriesId: string, input: StandingInput): Promise<StandingAnswer>;
  /** Removes it; the nights it stood for that no longer take answers keep it. */
  removeStanding(token: string, seriesId: string): Promise<void>;
  /** The raider's own attendance over the last weeks, by the rule in `attendanceRule`. */
  attendance(token: string): Promise<Attendance>;
  /** Signed-in members: every raider's attendance over the last `weeks` weeks (4, 8 or 12), by nickname. */
  guildAttendance(token: string, weeks: AttendanceWeeks): Promise<AttendanceRow[]>;
  /** Officers: a raid's attendance sheet, each raider's recorded mark or the one suggested from the answers. */
  attendanceSheet(token: string, raidId: string): Promise<AttendanceSheet>;
  /**
   * Officers: records `{entries: [{nickname, attendance}]}` for a raid, from its start until 7 days after
   * (`locked` otherwise). Answers the sheet after it.
   */
  recordAttendance(token: string, raidId: string, input: unknown): Promise<AttendanceSheet>;
  /**
   * Officers: the raid's plan against its Warcraft Logs report (`report`: its address or code), as the
   * sheet's time allows; nothing is saved. The demo has no server to ask Warcraft Logs: `unavailable`.
   */
  importAttendanceLog(token: string, raidId: string, report: string): Promise<RaidLogComparison>;
  /** The raider's absences ("Urlop") that have not ended yet, by start. */
  myAbsences(token: string): Promise<Absence[]>;
  /** Every raid night in `[from, to]` counts as "Nie będę" unless answered otherwise; `invalid` for bad or past dates. */
  addAbsence(token: string, input: AbsenceInput): Promise<Absence>;
  /** Ends an absence early: removed before it starts, ends yesterday when under way; `not-found` for an unknown id. */
  endAbsence(token: string, absenceId: string): Promise<void>;
  /** The guild's game: classes with their colours and icons, specs with roles, the buffs they bring. Public. */
  gamePack(): Promise<GamePack>;
  /** The raider's characters, main first. */
  myCharacters(token: string): Promise<Character[]>;
  /** Adds a character `{name, realm?, classId, specId, main?}`; the first is main. `invalid` names the fields to fix. */
  addCharacter(token: string, input: unknown): Promise<Character>;
  /** Changes the raider's own character; `not-found` for another's. `main: true` makes it the only main. */
  updateCharacter(token: string, characterId: string, patch: unknown): Promise<Character>;
  /** Removes the raider's own character (`not-found` for another's); the oldest other one becomes main. */
  removeCharacter(token: string, characterId: string): Promise<void>;
  /**
   * Reads `{region, realm, name}` from Raider.IO on the guild's server and adds the character, or updates
   * the raider's one with that name and realm (class, active spec, item level). The demo has no server:
   * `unavailable`.
   */
  importCharacter(token: string, input: unknown): Promise<Character>;
  /**
   * The raider's secret calendar-feed URL (made on first ask), or `null` where there is no server to
   * serve one (the demo on this device).
   */
  myCalendarFeed(token: string): Promise<{ url: string } | null>;
  /** A new feed URL; the previous one stops working. `null` like `myCalendarFeed`. */
  regenerateCalendarFeed(token: string): Promise<{ url: string } | null>;
  /** Admins: the guild's Discord settings, or `null` where there is no server to announce from (the demo). */
  guildSettings(token: string): Promise<GuildSettingsView | null>;
  /** Admins: changes them; `invalid` with the fields to fix. */
  saveGuildSettings(token: string, input: GuildSettingsInput): Promise<GuildSettingsView>;
  /** Admins: registers the slash commands in the guild's Discord server; how it went, in Polish. */
  registerDiscordCommands(token: string): Promise<DiscordCommandsRegistration>;
  /** Admins: the last Discord deliveries, newest first (none in the demo). */
  deliveries(token: string): Promise<DeliveryView[]>;
  /**
   * Calls `listener` when data changed outside this instance (another tab, another widget on the page),
   * so a panel can refresh without reload. Returns the unsubscribe function.
   */
  onExternalChange(listener: () => void): () => void;
  /** A Polish sentence when answers cannot be kept as promised (storage refused or reset), else `null`. */
  storageNotice(): string | null;
}
