import { accessAndAddressesPlace } from '../../domain/settings-places';

/** What the panel says when the guild's server cannot take answers from this page (Polish for raiders, English for the console). */
export const backendMessages = {
  unavailable: 'Serwer gildii chwilowo niedostępny. Odpowiedzi nie są teraz zapisywane – spróbuj ponownie za chwilę.',
  refusedOrigin: `Ta strona nie jest dopuszczona przez serwer gildii, więc zapisy na rajdy tu nie działają. Administrator gildii dopisze jej adres w panelu (${accessAndAddressesPlace}), a gdy serwer ustala listę zmienną ALLOWED_ORIGINS – w niej.`,
  /** The one console line for whoever set the page up. */
  refusedOriginWarning: (origin: string, api: string) =>
    `[raider-panel] the guild's server at ${api} does not allow this page's origin ${origin}: add ${origin} in the panel (${accessAndAddressesPlace}), or to ALLOWED_ORIGINS when the server sets the list with it (signups are not possible until then)`,
} as const;
