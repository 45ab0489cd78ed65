import { assertOfficer } from '../accounts/account-rules';
import type { AuditAction, MemberRole } from '../accounts/account-types';
import type { GuildJoining } from '../accounts/guild-joining';
import { RaidApiError, raidApiMessages } from '../raid-api-error';
import { effectiveAnswers } from '../raids/effective-answers';
import { findRaid } from '../raids/find-raids';
import { buildRoster } from '../raids/roster';
import type { Signup } from '../raids/signup-types';
import type { RosterDresser } from './roster-dresser';
import { scheduleFromConfig, type GuildSchedule, type RaidInstance, type ScheduleConfig } from '../schedule';
import type { GamePack } from '../game/game-pack-types';
import type { GuildStore } from './guild-store';
import type { RaidEventSink } from './raid-events';

/**
 * What differs between the server and the demo in keeping secrets: the server hashes with scrypt and
 * SHA-256 from node:crypto; the demo, with no real security, keeps a light digest in the browser.
 */
export interface GuildSecrets {
  newSessionToken(): string;
  newSessionId(): string;
  /** What a store keeps instead of the session token. */
  hashToken(token: string): string;
  hashResetCode(code: string): string;
  hashPassword(password: string): Promise<string>;
  /** Takes as long for an unknown account (`hash` undefined) as for a known one. */
  verifyPassword(password: string, hash: string | undefined): Promise<boolean>;
  /** Compares a given secret with the expected one without telling how much matched. */
  sameSecret(given: string, expected: string): boolean;
  /** The signature of a device token's payload with a key that outlives restarts (`accounts/device-token.ts`). */
  signDevice(payload: string): string;
}

export interface GuildServiceOptions {
  store: GuildStore;
  /** The guild's schedule settings, read on every call (a config that loads later applies at once). */
  config: () => ScheduleConfig;
  /** The service's only clock. */
  now: () => Date;
  secrets: GuildSecrets;
  /** Who may create an account, read on every creation (the admin changes it while the server runs). @default open */
  joining?: () => GuildJoining;
  /** The first account becomes admin (the demo on one device, so every page can be tried). @default false */
  firstAccountAdmin?: boolean;
  /** Where officers' changes are announced, inside their write. @default nowhere */
  events?: RaidEventSink;
  /**
   * The guild's game pack (the config's `game`, resolved: `resolveGamePack`), read on every call. The
   * demo loads the bundled packs with the parts that read them. @default a game with no classes
   */
  game?: () => GamePack;
  /**
   * What a roster shows beyond its answers (each entry's character, the make-up by the pack):
   * `createRosterDresser(store, game)`. The demo loads it with the pack. @default the roster as built
   */
  dressRoster?: RosterDresser;
}

/** Who acts: the signed-in account. */
export interface Actor {
  key: string;
  nickname: string;
  role: MemberRole;
  /**
   * The hash of the session token the actor came with: a write checks that this session still exists.
   * Absent for callers without a session (the console's `npm run admin`, tests): then only the account.
   */
  tokenHash?: string;
}

/** One audit entry of an officer change. */
export interface AuditItem {
  action: AuditAction;
  target: string;
  detail: string | null;
}

/** What one officer change records besides its result: its audit entry, or one per part of a batch. */
export type OfficerOutcome<T> = ({ result: T } & AuditItem) | { result: T; audit: readonly AuditItem[] };

/** The game of a service not given one (or before its pack loaded): no class, so no character can be added. */
export const noGamePack: GamePack = { id: 'none', name: '', classes: [], buffs: [] };

/** The reads and writes every part of the guild service shares; one per service. */
export function guildContext(options: GuildServiceOptions) {
  const { store, config, now } = options;

  const game = options.game ?? ((): GamePack => noGamePack);

  const schedule = (): GuildSchedule => store.schedule.load() ?? scheduleFromConfig(config());

  function raidOrThrow(raidId: string): RaidInstance {
    const raid = findRaid(config(), raidId, schedule());
    if (!raid) throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  /** The absences touching any of the raids' nights (by local date). */
  function absencesFor(raids: readonly RaidInstance[]) {
    if (raids.length === 0) return [];
    const dates = raids.map((raid) => raid.localDate).sort();
    return store.absences.overlapping(dates[0]!, dates.at(-1)!);
  }

  /** The standing answers of the series these raids belong to. */
  function standingFor(raids: readonly RaidInstance[]) {
    const seriesIds = [...new Set(raids.flatMap((raid) => (raid.seriesId ? [raid.seriesId] : [])))];
    return seriesIds.length === 0 ? [] : store.standing.forSeries(seriesIds);
  }

  /**
   * The answers rosters, feeds, Discord posts and `mySignups` count for these raids: their signups, the
   * absences covering them and the standing answers standing for them (`effectiveAnswers`, the one
   * rule of precedence).
   */
  const answersFor = (raids: readonly RaidInstance[]): Signup[] =>
    effectiveAnswers(raids, store.signups.forRaids(raids.map((raid) => raid.id)), absencesFor(raids), standingFor(raids));

  // Undressed only in a demo whose pack has not loaded yet: it loads it before any roster is read.
  const dressRoster: RosterDresser = options.dressRoster ?? ((built) => built);

  const rosterOf = (raid: RaidInstance) => {
    const answers = answersFor([raid]);
    return dressRoster(buildRoster(raid, answers, store.decisions.forRaids([raid.id])), answers);
  };

  /**
   * Inside a write: the actor as the store knows them now. A request is checked when it arrives, but its
   * body may take a while to come (and a password a while to hash): a session ended or a role taken away
   * meanwhile must not still act. `unauthorized` when the session (or the account) is gone.
   */
  function actorNow(actor: Actor): Actor {
    const account = store.accounts.byKey(actor.key);
    const session = actor.tokenHash === undefined ? undefined : store.sessions.find(actor.tokenHash, now().toISOString());
    if (!account || (actor.tokenHash !== undefined && session?.accountKey !== actor.key)) {
      throw new RaidApiError('unauthorized', raidApiMessages.sessionExpired);
    }
    return { key: account.key, nickname: account.nickname, role: account.role, tokenHash: actor.tokenHash };
  }

  /** One write made by `actor`, who is checked again inside it (`actorNow`); `work` gets them as they are now. */
  function actorWrite<T>(actor: Actor, work: (current: Actor) => T): T {
    return store.write(() => work(actorNow(actor)));
  }

  /** One officer change and its audit entry, in one write; the clock is read once, inside it. */
  function officerWrite<T>(actor: Actor, work: (at: Date) => OfficerOutcome<T>): T {
    assertOfficer(actor.role);
    return actorWrite(actor, (current) => {
      // The role as it is now: an officer demoted while the request was on its way no longer acts as one.
      assertOfficer(current.role);
      const at = now();
      const outcome = work(at);
      for (const { action, target, detail } of 'audit' in outcome ? outcome.audit : [outcome]) {
        store.audit.add({ at: at.toISOString(), actor: current.nickname, action, target, detail });
      }
      return outcome.result;
    });
  }

  return { ...options, game, schedule, dressRoster, raidOrThrow, absencesFor, answersFor, rosterOf, actorNow, actorWrite, officerWrite };
}

export type GuildContext = ReturnType<typeof guildContext>;
