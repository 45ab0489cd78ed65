import { accessAndAddressesPlace } from '../../domain/settings-places';

/** What the panel says when the guild's server cannot take answers from this page (Polish for raiders, English for the console). */
export const backendMessages = {
  unavailable: 'Serwer gildii chwilowo niedostępny. Odpowiedzi nie są teraz zapisywane – spróbuj ponownie za chwilę.',
  refusedOrigin: `Ta strona nie jest dopuszczona przez serwer gildii, więc zapisy na rajdy tu nie działają. Administrator dopisze jej adres w panelu (${accessAndAddressesPlace}) lub ALLOWED_ORIGINS.`,
  /** The one console line for whoever set the page up. */
  refusedOriginWarning: (origin: string, api: string) =>
    `[raider-panel] the guild's server at ${api} does not allow this page's origin ${origin}: add it in the panel (${accessAndAddressesPlace}) or ALLOWED_ORIGINS`,
} as const;
