import { map, type MapStore } from 'nanostores';
import type { RaidInstance } from '../../domain/schedule';
import { publishedUntil } from '../../domain/schedule/published';
import { fromAbsence } from '../../domain/raids/absences';
import type { RaidApi } from '../../data/raids/raid-api';
import { RaidApiError, raidApiMessages } from '../../domain/raid-api-error';
import type { Attendance, RaidRoster, Signup, SignupInput } from '../../domain/raids/signup-types';

/** Why the last save of a raid failed: the message for the toast and each refused field. */
export interface SaveFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

export interface RaidRow {
  raid: RaidInstance;
  /**
   * The raider's answer as rosters count it: their own (shown at once while a save is on its way,
   * optimistic), else the "Nie będę" of their absence (`fromAbsence`).
   */
  mine: Signup | null;
  roster: RaidRoster | null;
  saving: boolean;
  failure: SaveFailure | null;
}

export interface RaiderBoardState {
  phase: 'loading' | 'ready' | 'error';
  /** Why loading failed (Polish). */
  message: string;
  rows: RaidRow[];
  attendance: Attendance | null;
}

export interface RaiderBoardOptions {
  api: RaidApi;
  token: string;
  nickname: string;
  /** @default () => new Date() */
  now?: () => Date;
  /** How many days of past raids to show read-only. @default 7 */
  pastDays?: number;
  /** The guild's `schedule.weeksAhead`: the board shows what the guild published (`publishedUntil`). */
  weeksAhead: number;
  /** The session ended (expired, revoked): the panel signs the raider out. */
  onUnauthorized: () => void;
}

export interface RaiderBoard {
  $state: MapStore<RaiderBoardState>;
  /** Loads (or reloads) raids, the raider's answers, rosters and attendance. */
  load(): Promise<void>;
  /**
   * Saves an answer optimistically: the raider's status shows at once; on failure it rolls back and the
   * failure is kept on the row (the form keeps what was typed). Resolves with the result, never throws.
   */
  save(input: SignupInput): Promise<{ ok: true; signup: Signup; roster: RaidRoster } | { ok: false; failure: SaveFailure }>;
}

const day = 86_400_000;

/** The answer the raider gave themselves (a new answer starts from it), not one their absence makes. */
export const givenAnswer = (mine: Signup | null): Signup | null => (mine && !fromAbsence(mine) ? mine : null);

function failureOf(error: unknown): SaveFailure {
  if (error instanceof RaidApiError) return { message: error.message, fieldErrors: { ...error.fieldErrors } };
  return { message: raidApiMessages.unavailable, fieldErrors: {} };
}

/** A new answer's place until the backend gives it one: after every answer given, yet not an absence's mark. */
const pendingSequence = Number.MAX_SAFE_INTEGER - 1;

/** What the raider's answer looks like until the backend confirms it. */
function optimistic(previous: Signup | null, nickname: string, input: SignupInput, now: Date): Signup {
  // The forms always send a role; an answer without one takes its character's, which only the backend knows.
  const role = input.role ?? givenAnswer(previous)?.role ?? 'melee';
  return { ...input, role, raider: nickname, sequence: givenAnswer(previous)?.sequence ?? pendingSequence, updatedAt: now.toISOString() };
}

/**
 * The raider panel's data for one page of one app instance: framework-free, so the rules of loading,
 * optimistic saves and rollback are tested without a view.
 */
export function createRaiderBoard(options: RaiderBoardOptions): RaiderBoard {
  const { api, token, nickname } = options;
  const now = options.now ?? (() => new Date());
  const $state = map<RaiderBoardState>({ phase: 'loading', message: '', rows: [], attendance: null });
  /** Per raid, the latest save: an older save's late answer must not overwrite a newer one. */
  const saveVersions = new Map<string, number>();
  let loadVersion = 0;

  function patchRow(raidId: string, patch: Partial<RaidRow>): void {
    $state.setKey(
      'rows',
      $state.get().rows.map((row) => (row.raid.id === raidId ? { ...row, ...patch } : row)),
    );
  }

  function unauthorized(error: unknown): boolean {
    if (error instanceof RaidApiError && error.code === 'unauthorized') {
      options.onUnauthorized();
      return true;
    }
    return false;
  }

  async function load(): Promise<void> {
    const version = ++loadVersion;
    const at = now();
    const range = {
      from: new Date(at.getTime() - (options.pastDays ?? 7) * day).toISOString(),
      to: publishedUntil({ schedule: { weeksAhead: options.weeksAhead } }, at).toISOString(),
    };
    try {
      const [raids, rosters, mine, attendance] = await Promise.all([
        api.listRaids(range),
        api.listRosters(token, range),
        api.mySignups(token, range),
        api.attendance(token),
      ]);
      if (version !== loadVersion) return;
      const mineById = new Map(mine.map((signup) => [signup.raidId, signup]));
      const rosterById = new Map(rosters.map((roster) => [roster.raidId, roster]));
      const previous = new Map($state.get().rows.map((row) => [row.raid.id, row]));
      const rows = raids.map((raid): RaidRow => {
        const kept = previous.get(raid.id);
        // A save still on its way keeps its optimistic answer; the reload after it lands shows the truth.
        if (kept?.saving) return { ...kept, raid };
        return {
          raid,
          mine: mineById.get(raid.id) ?? null,
          roster: rosterById.get(raid.id) ?? null,
          saving: false,
          failure: kept?.failure ?? null,
        };
      });
      $state.set({ phase: 'ready', message: '', rows, attendance });
    } catch (error) {
      if (version !== loadVersion || unauthorized(error)) return;
      // Data already shown stays; only a first load turns into the error state.
      if ($state.get().phase !== 'ready') $state.set({ ...$state.get(), phase: 'error', message: failureOf(error).message });
    }
  }

  async function save(input: SignupInput) {
    const version = (saveVersions.get(input.raidId) ?? 0) + 1;
    saveVersions.set(input.raidId, version);
    const before = $state.get().rows.find((row) => row.raid.id === input.raidId);
    patchRow(input.raidId, { mine: optimistic(before?.mine ?? null, nickname, input, now()), saving: true, failure: null });
    try {
      const { raidId, ...answer } = input;
      const result = await api.saveSignup(token, raidId, answer);
      if (saveVersions.get(input.raidId) === version) patchRow(input.raidId, { mine: result.signup, roster: result.roster, saving: false });
      return { ok: true as const, signup: result.signup, roster: result.roster };
    } catch (error) {
      const failure = failureOf(error);
      if (saveVersions.get(input.raidId) === version) patchRow(input.raidId, { mine: before?.mine ?? null, saving: false, failure });
      unauthorized(error);
      return { ok: false as const, failure };
    }
  }

  return { $state, load, save };
}
