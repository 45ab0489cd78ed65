import type { RouteDoc } from './route-doc';

/**
 * The reference's words for the endpoints that are not JSON operations of the declarations (the health
 * check, the config, Discord's calls and pages, the calendar feeds), kept beside operation-docs.ts:
 * docs/api.md and `GET /api/openapi.json` are made from them with the routes that use them.
 */
export const routeDocs = {
  health: {
    access: 'public',
    answers:
      '`200 {"service":"raider-panel","status":"ok"}`; with an `Origin` header also `"origin"` and `"originAllowed": true/false`. ' +
      'Readable from any origin (`Access-Control-Allow-Origin: *` for an unlisted one)',
    errors:
      '`503 {"service":"raider-panel","status":"database-unavailable"}` when the database cannot be read or the last write failed on storage',
  },
  config: { access: 'public', answers: '`200` the guild config the server runs with; public, readable from any origin' },
  openApi: {
    access: 'public',
    answers:
      '`200` the OpenAPI 3.1 document of this API, made from the same registrations as this table (bodies as the JSON Schema of ' +
      'the schemas the server validates them with); public, readable from any origin',
  },
  firstScreen: {
    access: 'public',
    answers:
      '`200 {"config","signInOptions","health","screen"}`: the config, the sign-in options and the health answer\'s body in one ' +
      'request, with the guild\'s first screen rendered ahead of time (`screen: {"route","html","css"}`; absent when the build has ' +
      "no renderer) (the loader asks for it with the core; see [First frame: the guild's own](configuration.md#first-frame-the-guilds-own)); " +
      'public, readable from any origin',
  },
  discordInteractions: {
    access: 'public',
    request: '{}',
    accessNote: 'Discord (signed)',
    body:
      "an interaction as Discord sends it, signed: `X-Signature-Ed25519` over `X-Signature-Timestamp` + the raw body with the application's key " +
      '(`DISCORD_PUBLIC_KEY`); up to 64 KB',
    answers:
      '`200 {"type":1}` to a PING; to a raid button, the role select, `/rajdy` or `/urlop`: `200 {"type":4,"data":{"content","flags":64}}`, ' +
      'an ephemeral Polish message (a refusal too)',
    errors:
      '`400` not an interaction, `401` signature missing or wrong, its timestamp more than 5 minutes off, or an interaction id already ' +
      'answered (a replay: Discord sends each once), `503` Discord not configured',
  },
  discordAuthorize: {
    access: 'public',
    request: '?link',
    body: '`?link`: a link ticket from `POST /auth/discord/link-intent` (links that account instead of signing in)',
    answers:
      "`302` to Discord's authorization page (`response_type=code`, `client_id`, `scope=identify guilds.members.read`, `state`, PKCE `S256`, " +
      '`redirect_uri` = the public URL + `/api/auth/discord/callback`), with the cookie `__Host-raider-panel-discord` (`raider-panel-discord` ' +
      'when the public URL is plain HTTP) holding the `state`: the callback goes on only in this browser',
    errors: '`503` a Polish page when Discord sign-in or the public URL is not set, `401` a Polish page for an expired link ticket',
  },
  discordCallback: {
    access: 'public',
    request: '?code&state&error',
    body: "`?code&state` (or `?error`) from Discord, and the state's cookie set by `GET /auth/discord` in the same browser",
    answers:
      "`302 {public URL}/#/raider?discordTicket=…` (a one-time ticket, 60 s) for a member of the guild's Discord server, signed in to the " +
      'account linked to them or a new one (role from their Discord roles); when linking, ' +
      '`302 {public URL}/#/raider/account?discordLink=…&discordName=…` (the account confirms it with `POST /me/discord`, 10 min) or ' +
      '`?discordLinked=1` when it already is; `409` a Polish page to choose another nickname when theirs is taken',
    errors:
      "`400` expired or used state, started in another browser (no or another state cookie), cancelled; `403` not a member of the guild's " +
      'server (or the guild takes no new accounts); `502` Discord refused the code',
  },
  discordNickname: {
    access: 'public',
    body: 'a form: `choice` (the one-time id of the choice page), `nickname`',
    answers: '`302` as the callback does, or the choice page again (`409`) with the reason',
    errors: '`400` an expired or used choice',
  },
  // One route serves both feeds: the file name says which.
  calendarFeeds: [
    {
      access: 'public',
      accessNote: 'the token in the path',
      shownPath: '/calendar/<feedToken>.ics',
      body: '`If-None-Match`',
      answers: "`200 text/calendar` (the raider's feed, below), `304` when the ETag matches",
      errors: '`404` for a token that is unknown, malformed or regenerated (one answer for all)',
    },
    {
      access: 'public',
      shownPath: '/calendar/guild.ics',
      body: '`If-None-Match`',
      answers: "`200 text/calendar`: the guild's feed without anyone's answers (for the public site); `304` when the ETag matches",
    },
  ],
} satisfies Record<string, RouteDoc | RouteDoc[]>;
