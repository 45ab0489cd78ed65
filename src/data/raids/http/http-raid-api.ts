import type { RaidInstance, SeriesView } from '../../../domain/schedule';
import type { AuditEntry, Member, MemberRole, ResetCode, SessionInfo } from '../../../domain/accounts/account-types';
import type { DiscordLinkState, RaidApi } from '../raid-api';
import type { SetupStatus, SignInOptions } from '../../../domain/accounts/guild-joining';
import type { Attendance, RaidRoster, RaiderSession, RosterBatchAnswer, Signup } from '../../../domain/raids/signup-types';
import { invalidFields, isRaidApiError } from '../../../domain/raid-api-error';
import type { AttendanceRow, AttendanceSheet } from '../../../domain/raids/attendance-terms';
import type { RaidLogComparison } from '../../../domain/raids/raid-log';
import type { Absence } from '../../../domain/raids/absences';
import type { RosterSuggestion } from '../../../domain/raids/roster-suggestion';
import type { StandingAnswer } from '../../../domain/raids/standing-answers';
import type { Character } from '../../../domain/characters/character-types';
import type { GamePack } from '../../../domain/game/game-pack-types';
import type { DeliveryView, DiscordCommandsRegistration, GuildSettingsView } from '../../../domain/raids/guild-settings-types';
import { createHttpRequest } from './http-request';

export interface HttpRaidApiOptions {
  /** Base URL of the guild's API, e.g. `https://guild.example/api`. */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one request, answer included. @default 10000 */
  timeoutMs?: number;
  /** The signal of the app using the adapter now: its reads still out are cancelled when it aborts (`HttpRequestOptions.signal`). */
  signal?: () => AbortSignal | undefined;
  /** Where focus and same-page change events are heard. @default window */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  /** Whose `visibilitychange` says the raider came back to the tab. @default document */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface HttpRaidApi extends RaidApi {
  readonly kind: 'http';
  /** The API's base URL, for the parts that talk to the server beyond the port (the guild's move, downloads). */
  readonly baseUrl: string;
}

const samePageChange = 'raider-panel:http-change';
/** Focus and visibility usually fire together when a raider comes back to the tab: one refresh is enough. */
const coalesceMs = 1000;

/**
 * The RaidApi on the guild's server (the REST API in docs/api.md). The server checks every input with the
 * same service the demo runs (the panel's forms check theirs before calling); every failure is a
 * RaidApiError.
 */
export function createHttpRaidApi(options: HttpRaidApiOptions): HttpRaidApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const request = createHttpRequest({
    baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    signal: options.signal,
  });
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const page = options.page ?? (typeof document === 'undefined' ? undefined : document);
  const source = {};
  const raidPath = (raidId: string) => `/raids/${encodeURIComponent(raidId)}`;
  /** Tells the other widgets on this page that a write to the same server succeeded. */
  const changed = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    events?.dispatchEvent(new CustomEvent(samePageChange, { detail: { baseUrl, source } }));
    return result;
  };
  const memberPath = (nickname: string) => `/members/${encodeURIComponent(nickname.trim())}`;

  return {
    kind: 'http',
    baseUrl,
    // The server keeps every answer; nothing to warn about.
    storageNotice: () => null,
    signInOptions: () => request<SignInOptions>('GET', '/sign-in-options'),
    // In the body: an address with the token would land in proxies' access logs.
    setupStatus: (token) => request<SetupStatus>('POST', '/setup/status', { body: { token } }),
    completeSetup: (input) => request<RaiderSession & { accessCode?: string }>('POST', '/setup', { body: input }),
    createAccount: (input) => request<RaiderSession>('POST', '/accounts', { body: input }),
    signIn: (input) => request<RaiderSession>('POST', '/session', { body: input }),
    discordSignInUrl: () => `${baseUrl}/auth/discord`,
    signInWithDiscordTicket: (ticket) => request<RaiderSession>('POST', '/session', { body: { discordTicket: ticket } }),
    discordLink: (token) => request<DiscordLinkState>('GET', '/me/discord', { token }),
    async discordLinkUrl(token) {
      const { linkTicket } = await request<{ linkTicket: string }>('POST', '/auth/discord/link-intent', { token });
      return `${baseUrl}/auth/discord?link=${encodeURIComponent(linkTicket)}`;
    },
    confirmDiscordLink: (token, confirmation) =>
      request<DiscordLinkState>('POST', '/me/discord', { token, body: { linkConfirmation: confirmation } }),
    setDiscordReminders: (token, on) => request<DiscordLinkState>('PUT', '/me/discord', { token, body: { dmReminders: on } }),
    unlinkDiscord: (token) => request<void>('DELETE', '/me/discord', { token }),
    setFirstPassword: (token, newPassword) => request<void>('POST', '/me/password', { token, body: { newPassword } }),
    async signOut(token) {
      try {
        await request<void>('DELETE', '/session', { token });
      } catch (error) {
        // Already signed out (expired, revoked, unknown): the token does not work either way.
        if (!(isRaidApiError(error) && error.code === 'unauthorized')) throw error;
      }
    },
    async currentRaider(token) {
      try {
        const { nickname, role } = await request<{ nickname: string; role: MemberRole }>('GET', '/session', { token });
        return { nickname, role };
      } catch (error) {
        if (isRaidApiError(error) && error.code === 'unauthorized') return null;
        throw error;
      }
    },
    changePassword: (token, input) => request<void>('PUT', '/me/password', { token, body: input }),
    resetPassword: (input) => request<void>('POST', '/accounts/reset', { body: input }),
    mySessions: (token) => request<SessionInfo[]>('GET', '/me/sessions', { token }),
    endSession: (token, sessionId) => request<void>('DELETE', `/me/sessions/${encodeURIComponent(sessionId)}`, { token }),
    listMembers: (token) => request<Member[]>('GET', '/members', { token }),
    setMemberRole: (token, nickname, role) =>
      request<{ nickname: string; role: MemberRole }>('PUT', `${memberPath(nickname)}/role`, { token, body: { role } }),
    issueResetCode: (token, nickname) => request<ResetCode>('POST', `${memberPath(nickname)}/reset-code`, { token }),
    removeMember: (token, nickname) => request<void>('DELETE', memberPath(nickname), { token }),
    auditLog: (token, limit) =>
      request<AuditEntry[]>('GET', '/audit', { token, query: limit === undefined ? undefined : { limit: String(limit) } }),
    listRaids: (range) => request<RaidInstance[]>('GET', '/raids', { query: { from: range.from, to: range.to } }),
    listSeries: () => request<SeriesView[]>('GET', '/series'),
    createSeries: (token, input) => changed(request<SeriesView>('POST', '/series', { token, body: input })),
    updateSeries: (token, seriesId, patch) =>
      changed(request<SeriesView>('PATCH', `/series/${encodeURIComponent(seriesId)}`, { token, body: patch })),
    createRaid: (token, input) => changed(request<RaidInstance>('POST', '/raids', { token, body: input })),
    updateRaid: (token, raidId, patch) => changed(request<RaidInstance>('PATCH', raidPath(raidId), { token, body: patch })),
    decideRoster: (token, raidId, nickname, input) =>
      changed(request<RaidRoster>('PUT', `${raidPath(raidId)}/roster/${encodeURIComponent(nickname.trim())}`, { token, body: input })),
    async decideRosters(token, raidId, input) {
      const answer = request<RosterBatchAnswer>('POST', `${raidPath(raidId)}/roster`, { token, body: input });
      // A preview saves nothing: the other widgets have nothing to reload.
      return (await answer).saved ? changed(answer) : answer;
    },
    rosterSuggestion: (token, raidId) => request<RosterSuggestion>('GET', `${raidPath(raidId)}/suggestion`, { token }),
    applyRosterSuggestion: (token, raidId) =>
      changed(request<RosterBatchAnswer>('POST', `${raidPath(raidId)}/suggestion/apply`, { token })),
    getRoster: (token, raidId) => request<RaidRoster>('GET', `${raidPath(raidId)}/roster`, { token }),
    listRosters: (token, range) => request<RaidRoster[]>('GET', '/rosters', { token, query: { from: range.from, to: range.to } }),
    mySignups: (token, range) => request<Signup[]>('GET', '/me/signups', { token, query: { from: range.from, to: range.to } }),
    async saveSignup(token, rawInput) {
      // A valid answer goes out as the schema writes it; a bad one too, for the server to refuse after
      // the token, as the demo does. Only a missing raid is refused here: the path needs it.
      // Loaded with the answer form already (it checks with the same schema): no request of its own.
      const { validateSignupInput } = await import('../../../domain/raids/signup-validation');
      const checked = validateSignupInput(rawInput);
      const input = checked.ok ? checked.value : (typeof rawInput === 'object' && rawInput) || {};
      const { raidId, ...answer } = input as Record<string, unknown>;
      if (typeof raidId !== 'string' || !raidId) throw invalidFields(checked.ok ? {} : checked.errors);
      return changed(request<{ signup: Signup; roster: RaidRoster }>('PUT', `${raidPath(String(raidId))}/signup`, { token, body: answer }));
    },
    saveSignups: (token, answers) => changed(request<Signup[]>('PUT', '/me/signups', { token, body: { answers } })),
    myStanding: (token) => request<StandingAnswer[]>('GET', '/me/standing', { token }),
    setStanding: (token, seriesId, input) =>
      changed(request<StandingAnswer>('PUT', `/me/standing/${encodeURIComponent(seriesId)}`, { token, body: input })),
    removeStanding: (token, seriesId) => changed(request<void>('DELETE', `/me/standing/${encodeURIComponent(seriesId)}`, { token })),
    attendance: (token) => request<Attendance>('GET', '/me/attendance', { token }),
    guildAttendance: (token, weeks) => request<AttendanceRow[]>('GET', '/attendance', { token, query: { weeks: String(weeks) } }),
    attendanceSheet: (token, raidId) => request<AttendanceSheet>('GET', `${raidPath(raidId)}/attendance`, { token }),
    importAttendanceLog: (token, raidId, report) =>
      request<RaidLogComparison>('POST', `${raidPath(raidId)}/attendance/import`, { token, body: { report } }),
    recordAttendance: (token, raidId, input) =>
      changed(request<AttendanceSheet>('PUT', `${raidPath(raidId)}/attendance`, { token, body: input })),
    myAbsences: (token) => request<Absence[]>('GET', '/me/absences', { token }),
    // Checked by the form and by the server; the adapter does not carry the date rules a second time.
    async addAbsence(token, input) {
      const absence = await request<Absence>('POST', '/me/absences', { token, body: input });
      events?.dispatchEvent(new CustomEvent(samePageChange, { detail: { baseUrl, source } }));
      return absence;
    },
    async endAbsence(token, absenceId) {
      await request<void>('DELETE', `/me/absences/${encodeURIComponent(absenceId)}`, { token });
      events?.dispatchEvent(new CustomEvent(samePageChange, { detail: { baseUrl, source } }));
    },
    gamePack: () => request<GamePack>('GET', '/game'),
    myCharacters: (token) => request<Character[]>('GET', '/me/characters', { token }),
    addCharacter: (token, input) => changed(request<Character>('POST', '/me/characters', { token, body: input })),
    updateCharacter: (token, characterId, patch) =>
      changed(request<Character>('PATCH', `/me/characters/${encodeURIComponent(characterId)}`, { token, body: patch })),
    importCharacter: (token, input) => request<Character>('POST', '/me/characters/import', { token, body: input }),
    removeCharacter: (token, characterId) =>
      changed(request<void>('DELETE', `/me/characters/${encodeURIComponent(characterId)}`, { token })),
    myCalendarFeed: (token) => request<{ url: string }>('GET', '/me/calendar', { token }),
    regenerateCalendarFeed: (token) => request<{ url: string }>('POST', '/me/calendar', { token }),
    guildSettings: (token) => request<GuildSettingsView>('GET', '/settings', { token }),
    saveGuildSettings: (token, input) => request<GuildSettingsView>('PUT', '/settings', { token, body: input }),
    registerDiscordCommands: (token) => request<DiscordCommandsRegistration>('POST', '/settings/discord-commands', { token }),
    deliveries: (token) => request<DeliveryView[]>('GET', '/deliveries', { token }),
    onExternalChange(listener) {
      if (!events) return () => {};
      let lastCall = -Infinity;
      const notify = () => {
        const at = Date.now();
        if (at - lastCall < coalesceMs) return;
        lastCall = at;
        listener();
      };
      const onVisibility = () => {
        if (page?.visibilityState === 'visible') notify();
      };
      // Another widget on this page saved to the same server: its roster may have changed ours.
      const onSamePage = (event: Event) => {
        const detail = (event as CustomEvent<{ baseUrl: string; source: object }>).detail;
        if (detail?.baseUrl === baseUrl && detail.source !== source) listener();
      };
      events.addEventListener('focus', notify);
      page?.addEventListener('visibilitychange', onVisibility);
      events.addEventListener(samePageChange, onSamePage);
      return () => {
        events.removeEventListener('focus', notify);
        page?.removeEventListener('visibilitychange', onVisibility);
        events.removeEventListener(samePageChange, onSamePage);
      };
    },
  };
}
