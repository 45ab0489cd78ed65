import { assertOfficer } from '../accounts/account-rules';
import type { AuditAction, MemberRole } from '../accounts/account-types';
import { RaidApiError, raidApiMessages } from '../raid-api-error';
import { effectiveAnswers } from '../raids/absences';
import { findRaid } from '../raids/find-raids';
import { buildRoster } from '../raids/roster';
import type { Signup } from '../raids/signup-types';
import { scheduleFromConfig, type GuildSchedule, type RaidInstance, type ScheduleConfig } from '../schedule';
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
  /** The guild's access code, asked for when an account is created; none: anyone may join. */
  accessCode?: string;
  /** The first account becomes admin (the demo on one device, so every page can be tried). @default false */
  firstAccountAdmin?: boolean;
  /** Where officers' changes are announced, inside their write. @default nowhere */
  events?: RaidEventSink;
}

/** Who acts: the signed-in account. */
export interface Actor {
  key: string;
  nickname: string;
  role: MemberRole;
}

/** What one officer change records besides its result: its audit entry. */
export interface OfficerOutcome<T> {
  result: T;
  action: AuditAction;
  target: string;
  detail: string | null;
}

/** The reads and writes every part of the guild service shares; one per service. */
export function guildContext(options: GuildServiceOptions) {
  const { store, config, now } = options;

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

  /** The answers rosters count for these raids: their signups plus the absences covering them. */
  const answersFor = (raids: readonly RaidInstance[]): Signup[] =>
    effectiveAnswers(raids, store.signups.forRaids(raids.map((raid) => raid.id)), absencesFor(raids));

  const rosterOf = (raid: RaidInstance) => buildRoster(raid, answersFor([raid]), store.decisions.forRaids([raid.id]));

  /** One officer change and its audit entry, in one write; the clock is read once, inside it. */
  function officerWrite<T>(actor: Actor, work: (at: Date) => OfficerOutcome<T>): T {
    assertOfficer(actor.role);
    return store.write(() => {
      const at = now();
      const { result, action, target, detail } = work(at);
      store.audit.add({ at: at.toISOString(), actor: actor.nickname, action, target, detail });
      return result;
    });
  }

  return { ...options, schedule, raidOrThrow, absencesFor, answersFor, rosterOf, officerWrite };
}

export type GuildContext = ReturnType<typeof guildContext>;
