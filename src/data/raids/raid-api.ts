import type { RaiderSession } from '../../domain/raids/signup-types';
import type { ApiOperations } from './api-operations';
import type { OperationCalls } from './operation-spec';

/** One call per declared operation (api-operations.ts): the token unless public, the path's parameters, the input. */
type OperationCallsOfApi = OperationCalls<ApiOperations>;

/** What only the guild's server answers (Discord): the demo leaves them out, and the panel hides what needs them. */
export const serverOnly = [
  'linkIntent',
  'discordLink',
  'confirmDiscordLink',
  'setDiscordReminders',
  'unlinkDiscord',
  'setFirstPassword',
  'discordSignInUrl',
  'signInWithDiscordTicket',
  'discordLinkUrl',
] as const;
type ServerOnly = Extract<(typeof serverOnly)[number], keyof OperationCallsOfApi>;

/**
 * The raider panel's data port. Framework-free; adapters: `local` (this device's storage, a demo) and
 * `http` (the guild's server). Its operations are declared once in api-operations.ts (what each does is
 * in docs/api.md, generated from them); every failure is a `RaidApiError`; every adapter passes the same
 * contract test suite (tests/contract).
 */
export interface RaidApi extends Omit<OperationCallsOfApi, ServerOnly>, Partial<Pick<OperationCallsOfApi, ServerOnly>> {
  /** `local` data lives on this device only; the panel shows a demo badge for it. */
  readonly kind: 'local' | 'http';
  /**
   * Where "Zaloguj się przez Discord" sends the browser (`GET /api/auth/discord`). Only the guild's server
   * has it, and it offers it when `signInOptions().discord` says so.
   */
  discordSignInUrl?(): string;
  /** Signs in with the one-time ticket sign-in with Discord handed over (`#/raider?discordTicket=…`); `unauthorized` when it expired or was used. */
  signInWithDiscordTicket?(ticket: string): Promise<RaiderSession>;
  /**
   * Where "Połącz z Discordem" sends the browser: `GET /api/auth/discord?link=<one-time link ticket>`,
   * the ticket asked for with the token first, so the token itself never travels in an address.
   */
  discordLinkUrl?(token: string): Promise<string>;
  /**
   * Calls `listener` when data changed outside this instance (another tab, another widget on the page),
   * so a panel can refresh without reload. Returns the unsubscribe function.
   */
  onExternalChange(listener: () => void): () => void;
  /** A Polish sentence when answers cannot be kept as promised (storage refused or reset), else `null`. */
  storageNotice(): string | null;
}
