/**
 * The Polish messages of accounts and roles, the same in every adapter and the server. Apart from
 * `raidApiMessages` so the raider pages that never touch accounts do not download them.
 */
export const accountMessages = {
  /** The same for an unknown nickname and a wrong password: nobody learns which nicknames have accounts. */
  wrongCredentials:
    'Nieprawidłowy nick lub hasło. Nie pamiętasz hasła? Oficer może dać Ci kod resetu – wybierz „Mam kod resetu od oficera”.',
  wrongCurrentPassword: 'Obecne hasło jest nieprawidłowe.',
  wrongResetCode: 'Kod resetu jest nieprawidłowy, został już użyty albo wygasł. Poproś oficera o nowy.',
  taken: 'Ten nick ma już konto (albo nick, który wygląda tak samo). Zaloguj się albo wybierz inny.',
  officersOnly: 'Brak dostępu: to mogą tylko oficerowie i administratorzy gildii.',
  adminsOnly: 'Brak dostępu: to może tylko administrator gildii.',
  resetForRaidersOnly:
    'Oficer może wydać kod resetu tylko członkom gildii bez roli oficera – kod dla oficera lub administratora wydaje administrator.',
  lastAdmin: 'To ostatni administrator gildii – najpierw nadaj rolę administratora komuś innemu.',
  memberNotFound: 'Nie ma członka gildii o takim nicku.',
  removeSelf: 'Nie możesz usunąć własnego konta – poproś o to innego administratora.',
  sessionNotFound: 'Nie ma takiej sesji – mogła już wygasnąć.',
  accountsRateLimited: (seconds: number) => `Za dużo prób zakładania kont z tego adresu. Spróbuj ponownie za ${seconds} s.`,
} as const;
