/**
 * Who may create an account: anyone who reaches the panel (`open`), whoever knows the guild's access
 * code (`code`), or nobody new (`closed`). The admin sets it in "Ustawienia gildii" (or the server's
 * `GUILD_ACCESS_CODE` fixes a code); the demo on one device is always open.
 */
export type GuildJoining = { mode: 'open' } | { mode: 'code'; code: string } | { mode: 'closed' };

export type JoiningMode = GuildJoining['mode'];

/** What the sign-in form needs to know, without the code itself. */
export interface SignInOptions {
  accessCodeRequired: boolean;
  /** Nobody new may join: the form offers no "create an account". */
  joiningClosed: boolean;
  /** The guild's server offers "Zaloguj się przez Discord" (the server adds it; the demo never does). */
  discord?: boolean;
}

/** `GET /api/setup`: whether the first-run link works, and whether `GUILD_ACCESS_CODE` fixes the code. */
export interface SetupStatus {
  valid: boolean;
  accessCodeFixed: boolean;
}

/** `POST /api/setup`: the link's token, the first admin's account and the guild's access code. */
export interface SetupInput {
  token: string;
  nickname: string;
  password: string;
  accessCode?: string;
}

export const signInOptionsOf = (joining: GuildJoining): SignInOptions => ({
  accessCodeRequired: joining.mode === 'code',
  joiningClosed: joining.mode === 'closed',
});

export const joiningMessages = {
  closed: 'Gildia nie przyjmuje teraz nowych kont. Jeśli masz do niej dołączyć, napisz do oficera.',
  adminExists: 'Gildia ma już administratora: ten link do pierwszego uruchomienia nie działa.',
  demoHasNoSetup:
    'W wersji demonstracyjnej nie ma pierwszego uruchomienia: pierwsze konto założone na tym urządzeniu jest kontem administratora.',
  setupLinkInvalid: 'Ten link do pierwszego uruchomienia jest nieważny: został użyty, wygasł (po 24 godzinach) albo serwer utworzył nowy.',
} as const;
