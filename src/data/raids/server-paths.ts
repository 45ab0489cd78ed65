/**
 * The guild server's addresses under its API that are not JSON operations of the declarations
 * (api-operations.ts): the browser asks for them and the server registers them, both from here. An
 * enum because esbuild writes its values where they are used: the loader and the core pay nothing.
 */
export enum ServerPath {
  /** The health check the panel recognises the server by. */
  health = '/health',
  /** The guild config the server runs with. */
  config = '/config',
  /** What the first screen needs, in the one request the script-tag loader starts with the core. */
  firstScreen = '/first-screen',
  /** Where "Zaloguj się przez Discord" sends the browser: a page of the server, not a JSON operation. */
  discordSignIn = '/auth/discord',
  /** Where Discord sends the browser back (the redirect URI an admin enters in Discord's portal). */
  discordCallback = '/auth/discord/callback',
  /** Where the page asking for another nickname sends its form. */
  discordNickname = '/auth/discord/nickname',
}
