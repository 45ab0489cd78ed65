/**
 * Why a RaidApi call failed. Every adapter maps its failures onto these codes, so the panel reacts the
 * same way to the local store and to the server.
 * - `invalid` (HTTP 400): a field is wrong; `fieldErrors` names each one in Polish.
 * - `unauthorized` (401): wrong access code, wrong nickname or password, a wrong/used/expired reset code,
 *   or the session expired or was revoked.
 * - `forbidden` (403): the raider's role does not allow it (officer and admin tools).
 * - `not-found` (404): no such raid.
 * - `locked` / `past` (409): signups for the raid are closed (or the night is cancelled) / the raid has started.
 * - `taken` (409): the nickname (or one that looks the same) already has an account.
 * - `last-admin` (409): the change would leave the guild without an admin.
 * - `rate-limited` (429): a limit was reached (failed sign-ins, sign-ins from one address, an outside
 *   service's); the message says which and when to try again.
 * - `unavailable`: the backend did not answer (network, timeout, 5xx) or storage failed.
 */
export type RaidApiErrorCode =
  'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'locked' | 'past' | 'taken' | 'last-admin' | 'rate-limited' | 'unavailable';

export class RaidApiError extends Error {
  readonly code: RaidApiErrorCode;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(code: RaidApiErrorCode, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'RaidApiError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const isRaidApiError = (error: unknown): error is RaidApiError => error instanceof RaidApiError;

/** The Polish messages both adapters (and the server) use for the same failure. */
export const raidApiMessages = {
  invalid: 'Popraw zaznaczone pola.',
  wrongAccessCode: 'Nieprawidłowy kod dostępu gildii.',
  sessionExpired: 'Sesja wygasła – zaloguj się ponownie.',
  notFound: 'Nie ma takiego rajdu.',
  locked: (minutes: number) => `Zapisy na ten rajd są zamknięte – zamykamy je ${minutes} min przed startem.`,
  past: 'Ten rajd już się rozpoczął – zapisy są tylko do odczytu.',
  cancelled: 'Ten rajd jest odwołany – odpowiedzi są wstrzymane.',
  rateLimited: (seconds: number) => `Za dużo nieudanych prób logowania. Spróbuj ponownie za ${seconds} s.`,
  tooManyRequests: (seconds: number) => `Za dużo żądań naraz. Spróbuj ponownie za ${seconds} s.`,
  unavailable: 'Nie udało się połączyć z serwerem gildii. Spróbuj ponownie.',
} as const;

/** What a page tells the raider about a failed call: the API's own Polish message, else `unavailable`. */
export const failureMessage = (error: unknown): string => (isRaidApiError(error) ? error.message : raidApiMessages.unavailable);

/** For a call asking whether a token still signs someone in: `unauthorized` means nobody; any other failure stays one. */
export function nobodyWhenUnauthorized(error: unknown): null {
  if (isRaidApiError(error) && error.code === 'unauthorized') return null;
  throw error;
}

/** The one `invalid` failure: the fields to fix, each with its Polish message. */
export const invalidFields = (errors: Readonly<Record<string, string | undefined>>): RaidApiError =>
  new RaidApiError(
    'invalid',
    raidApiMessages.invalid,
    Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );

/** A checked input's value, or the `invalid` failure naming its fields. */
export function validOrThrow<Value>(
  checked: { ok: true; value: Value } | { ok: false; errors: Readonly<Record<string, string | undefined>> },
): Value {
  if (!checked.ok) throw invalidFields(checked.errors);
  return checked.value;
}
