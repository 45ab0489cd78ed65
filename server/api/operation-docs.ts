import * as v from 'valibot';
import {
  createAccountSchema,
  changePasswordSchema,
  firstPasswordSchema,
  passwordSignInSchema,
  resetPasswordSchema,
  roleInputSchema,
} from '../../src/domain/accounts/account-validation';
import { characterImportSchema } from '../../src/domain/characters/character-import';
import { raidHelperImportSchema } from '../../src/domain/raid-helper/raid-helper-import-input';
import { guildExportSchema } from '../guild-export/guild-export';
import { characterInputSchema, characterPatchSchema } from '../../src/domain/characters/character-input';
import { characterAssignmentSchema } from '../../src/domain/characters/character-assignment';
import { lootImportSchema, lootQuerySchema } from '../../src/domain/loot/loot-import-input';
import { absenceInputSchema } from '../../src/domain/raids/absence-input';
import { attendanceEntriesSchema, attendanceWeeksSchema } from '../../src/domain/raids/attendance';
import { reportInputSchema } from '../../src/domain/raids/report-input';
import { setupStatusSchema } from '../accounts/setup-service';
import { discordTicketSchema } from '../discord/discord-sign-in';
import { dmRemindersSchema, linkConfirmationSchema } from '../discord/discord-link-service';
import { rosterBatchSchema, rosterDecisionSchema } from '../../src/domain/raids/roster-decision-rules';
import { nightPatchSchema, oneOffInputSchema, seriesInputSchema, seriesPatchSchema } from '../../src/domain/raids/schedule-validation';
import { signupBatchSchema } from '../../src/domain/raids/signup-batch';
import { signupInputSchema } from '../../src/domain/raids/signup-validation';
import { standingInputSchema } from '../../src/domain/raids/standing-input';
import type { OperationName } from './operation-routes';
import type { RouteDoc } from './route-doc';

/** What the reference says of an operation beyond its declaration: its body, its answers, its errors, in prose. */
export type OperationDoc = Omit<RouteDoc, 'access' | 'shownPath' | 'request' | 'created' | 'operationId'>;

/** What `GET /import/raid-helper` answers, and `POST` as it starts. */
const raidHelperProgress =
  '`{"state","pagesRead","pages","events","eventsWritten","raidsCreated","answers","accountsCreated","error"?}`: `state` is `idle`, ' +
  '`fetching` (pages of events being read), `writing` (events being written, one transaction each), `done` or `failed` ' +
  '(`error: {"code","message","fields"?}` in Polish: `invalid` with `apiKey` for a key Raid-Helper refuses or `serverId` for a server it ' +
  'does not know, `rate-limited` for its 429 (the message says when to try again), `unavailable` when it cannot be reached or answers too ' +
  'much or in another shape; nothing is written before every page was read)';

/**
 * The reference's words for every declared operation (src/data/raids/api-operations.ts), kept on the
 * server so the browser never downloads them: docs/api.md and `GET /api/openapi.json` are made from
 * them with the declarations. The type asks for one per operation. `input` is the schema the guild
 * service validates the operation's body (or query) with, shown as JSON Schema; an operation whose
 * body passes several checks in an order that decides the answer (the settings, the set-up) has none.
 */
export const operationDocs: Record<OperationName, OperationDoc> = {
  signInOptions: {
    answers:
      '`200 {"accessCodeRequired": boolean, "joiningClosed": boolean, "discord"?: true}`: whether creating an ' +
      'account asks for the access code, or the guild takes no new accounts, and (`discord: true`) whether the form ' +
      'offers "Zaloguj się przez Discord"',
  },
  createAccount: {
    // As a guild open to everyone checks it; a guild joined by code also requires `accessCode`.
    input: createAccountSchema(false),
    body: '`accessCode` required when the guild is joined by its access code',
    answers: '`201 {"nickname","role","token","expiresAt","deviceToken"}`: created and signed in',
    errors:
      '`400` (fields `nickname`, `password`, `accessCode`), `401` wrong access code, `409 taken` the nickname (or a ' +
      'look-alike) has an account, `429`',
  },
  signIn: {
    input: v.union([passwordSignInSchema, discordTicketSchema]),
    body:
      '`deviceToken` from an earlier sign-in on this device; or `discordTicket`: the one-time ticket sign-in with Discord ' +
      'handed over (`#/raider?discordTicket=…`)',
    answers:
      '`201 {"nickname","role","token","expiresAt","deviceToken"}`: keep `deviceToken` after the session ends; an account linked to Discord gets the role its Discord roles give now',
    errors:
      "`400` (fields `nickname`, `password`), `401` wrong password or unknown nickname (one message: `Nieprawidłowy nick lub hasło.`), an account made with Discord that has no password yet (a hint to sign in with Discord), an expired or used `discordTicket` (field `discordTicket`), `403` an account linked to Discord whose member left the guild's Discord server (its sessions end), `429`, `503`",
  },
  resetPassword: {
    input: resetPasswordSchema,
    answers: '`204`; every session of the raider ends',
    errors: '`400` (fields), `401` wrong, used or expired code (field `resetCode`), `429`',
  },
  changePassword: {
    input: changePasswordSchema(),
    answers: '`204`; every other session of the raider ends',
    errors: '`400`, `401` (field `currentPassword`: wrong current password), `429`',
  },
  mySessions: {
    answers: '`200 [{"id","createdAt","expiresAt","current"}]`: the raider\'s live sessions, newest first',
    errors: '`401`',
  },
  endSession: {
    answers: '`204`; that session ends',
    errors: "`401`, `404` not one of the raider's live sessions",
  },
  listMembers: {
    answers:
      '`200 [{"nickname","role","createdAt","lastSeenAt","character"?}]` by nickname; `character` ' +
      '(`{"id","name","classId","specId"}`): the main',
    errors: '`401`, `403 forbidden`',
  },
  setMemberRole: {
    input: roleInputSchema,
    answers: '`200 {"nickname","role"}`',
    errors: '`400`, `401`, `403 forbidden`, `404`, `409 last-admin`',
  },
  removeMember: {
    answers: "`204`: the account is removed, its sessions end at once (its answers stay in the raids' history); audited `member-removed`",
    errors: '`400`, `401`, `403 forbidden` (also for removing oneself), `404`',
  },
  issueResetCode: {
    accessNote: 'officer (for raiders), admin',
    answers: '`201 {"resetCode","expiresAt"}`: 24 h, single use; a new code replaces the member\'s earlier one',
    errors: '`400`, `401`, `403 forbidden`, `404`',
  },
  auditLog: {
    body: '`?limit`: 1–500, default 100',
    answers:
      '`200 [{"at","actor","action","target","detail"}]` newest first; actions `role-change`, `reset-code`, `password-reset`, `admin-granted` (detail e.g. `Członek gildii → Oficer`), and the raid leader\'s `series-created`, `series-changed`, `raid-created`, `raid-changed` (target: series or raid id; detail: what changed, in Polish, e.g. `zmienione: nazwa, godzina startu`, `odwołany: Wigilia – nie gramy`) `roster-decision` (target `<raid id> <nickname>`, detail e.g. `automatycznie, rola: uzdrowiciel`), `attendance-recorded` (target: raid id; detail e.g. `Kasia: obecność, Ola: nieobecność`) `character-assigned` (target: nickname, detail: the character from the log and its realm), the admin\'s `member-removed` (target: nickname, detail: the role they had) and `settings-changed` (detail e.g. `webhook Discorda zmieniony; skład na Discordzie 5 h przed rajdem (było 3 h)`; never the webhook\'s address nor the access code). Entries stored before the details were Polish keep their English detail here; the panel shows them in Polish',
    errors: '`400`, `401`, `403 forbidden`',
  },
  currentRaider: {
    answers: '`200 {"nickname","role"}`',
    errors: '`401` expired, revoked or unknown token',
  },
  signOut: {
    accessNote: 'token',
    answers: '`204`; the token stops working (also `204` when it already had)',
    errors: '`401` without a token',
  },
  listRaids: {
    body: '`?from&to`: ISO 8601 instants with a zone, at most 366 days apart',
    answers:
      '`200 RaidInstance[]` starting in `[from, to)` and published (before `schedule.weeksAhead` weeks from now), by ' +
      'start, each with `status` (`scheduled`/`cancelled`), `cancelReason` (while cancelled) and `seriesId` (nights ' +
      'of a weekly series)',
    errors: '`400` (fields `from`, `to`)',
  },
  listSeries: {
    answers:
      '`200 ' +
      '[{"id","title","weekday","start","durationMinutes","size","difficulty","roleTargets"?,"note"?,"startsOn"?,"endsOn"?}]`: each series\' current fields',
  },
  getRoster: {
    answers: '`200 RaidRoster`',
    errors: '`401`, `404`',
  },
  listRosters: {
    body: '`?from&to` as above',
    answers:
      '`200 RaidRoster[]`: one per raid starting in the range, in the order of `GET /api/raids` (gzipped for clients ' + 'that accept it)',
    errors: '`400`, `401`',
  },
  mySignups: {
    body: '`?from&to` as above',
    answers:
      "`200 Signup[]`: the raider's answers for the range's raids (as `GET /raids`), by start; an absence's \"Nie " +
      'będę" where they gave none, else their standing answer for the series (marked `"standing": true`)',
    errors: '`400`, `401`',
  },
  createSeries: {
    input: seriesInputSchema,
    body:
      'weekday 1–7 from ' +
      "Monday, start `HH:MM` in the guild's zone, 30–720 minutes, size 10/20/25/30, difficulty " +
      '`normalny`/`heroiczny`/`mityczny`, role targets summing to the size',
    answers: '`201` the series, with its `id` (from the title) and `startsOn`',
    errors: '`400` (fields), `401`, `403 forbidden`',
  },
  updateSeries: {
    input: seriesPatchSchema,
    body: 'any of the series fields (from the next night that has not started), and/or `endsOn` (`YYYY-MM-DD`: the last night)',
    answers: '`200` the series',
    errors: '`400` (fields; `endsOn` before the last night played), `401`, `403 forbidden`, `404`',
  },
  createRaid: {
    input: oneOffInputSchema,
    body: 'a one-off raid, in the future',
    answers: '`201 RaidInstance` (id `<id from the title>-<date>`)',
    errors: '`400` (fields; `date` in the past), `401`, `403 forbidden`',
  },
  updateRaid: {
    input: nightPatchSchema,
    body:
      'move or rename a night; `status: ' + '"cancelled"` needs `cancelReason` (at most 120 characters), `status: "scheduled"` restores it',
    answers: '`200 RaidInstance`',
    errors: '`400` (fields; a move into the past), `401`, `403 forbidden`, `404`, `409 past` (the night has started)',
  },
  decideRoster: {
    input: rosterDecisionSchema,
    body: 'about a raider who answered',
    answers:
      '`200 RaidRoster` after the decision (entries carry `decision`: `confirmed` or `bench`; `role` is the role ' + 'they are taken in)',
    errors:
      '`400` (fields `decision`, `role`), `401`, `403 forbidden`, `404` (no such raid, or the raider did not ' +
      'answer), `409 past` (the raid has started)',
  },
  decideRosters: {
    input: rosterBatchSchema,
    body: 'up to ' + '100 decisions about raiders who answered, saved together (one audit entry each); `preview` saves nothing',
    answers:
      '`200 {"roster": RaidRoster, "movedOut": [nickname], "saved"}`: the roster after them and who they move from a ' +
      'place to the reserve (a confirmation in a full raid)',
    errors:
      '`400` (fields `decisions…`, `preview`), `401`, `403 forbidden`, `404` (no such raid, or one raider did not ' +
      'answer: nothing saved), `409 past`',
  },
  saveSignup: {
    input: signupInputSchema,
    body:
      'a `raidId` in the body must match the path; `characterId` one ' +
      "of the raider's own characters (`400` otherwise), absent: the raider's main, if any; `role` absent: the " +
      "character's spec's role",
    answers: '`200 {"signup": Signup, "roster": RaidRoster}`; the same answer again changes nothing',
    errors:
      '`400`, `401`, `404` (also a raid not published yet: `schedule.weeksAhead` weeks from now or later), `409`, ' + '`413`, `415`, `503`',
  },
  saveSignups: {
    input: signupBatchSchema,
    body: '1–100 answers, one per raid, each as `PUT /api/raids/:raidId/signup` takes it',
    answers: '`200 Signup[]`: the answers saved, in the order sent; all are saved in one write, or none',
    errors:
      '`400` (also when any raid refuses its answer: `fields` names each refused raid id with its reason; nothing is ' +
      'saved), `401`, `413`, `415`, `503`',
  },
  attendance: {
    answers: '`200 Attendance` over the last 4 weeks (`{"raids","present","absent","unanswered","excused","rate","weeks"}`)',
    errors: '`401`',
  },
  guildAttendance: {
    input: attendanceWeeksSchema,
    body: 'default 4',
    answers:
      '`200 [{"nickname","counted","attended","rate","notCounted"}]`: every raider with a raid that counts or was ' +
      'left out, by nickname',
    errors: '`400` (field `weeks`), `401`',
  },
  attendanceSheet: {
    answers:
      '`200 {"raidId","entries":[{"nickname","attendance","recorded","answer"?,"place"?}]}`: the sheet, by nickname; ' +
      '`attendance` is the recorded mark, else the suggested one (`recorded: false`: `present`/`late` only for the ' +
      'roster); `place` is where the raider stood: `roster`, `reserve`, `bench` or `absence`',
    errors: '`401`, `403 forbidden`, `404`',
  },
  recordAttendance: {
    input: attendanceEntriesSchema(),
    body: 'raiders of the sheet or of the guild (someone who played without answering joins the sheet)',
    answers: '`200` the sheet after saving',
    errors:
      '`400` (field `entries`), `401`, `403 forbidden`, `404`, `409 locked` (before the start, more than 7 days ' +
      'after it, or a cancelled night; the message says which)',
  },
  importAttendanceLog: {
    input: reportInputSchema,
    body:
      "the raid's Warcraft Logs report, its address on any Warcraft Logs site (`https://www.warcraftlogs.com/reports/<code>#fight=…`, " +
      '`classic.`, `fresh.`, `sod.`: asked on that site) or its code (a retail report)',
    answers:
      '`200 {"rows":[{"nickname","character","planned","seen","firstSeenAt"?,"suggested"}],"unmatched":[names],' +
      '"unassigned":[{"name","realm"?,"classId"?,"specId"?,"seen","firstSeenAt"}]}`: ' +
      'the plan against the log; `planned` `roster`/`bench`/`absence`/`none`, `seen` `present`/`late`/`absent` ' +
      "(late: first seen more than the guild's `lateAfterMinutes`, default 15, after the first pull), `suggested` a " +
      'mark for the sheet; `unassigned` the characters of no raider, with the class and spec the log names (for ' +
      '`assignCharacter`); matched against every character of every raider; nothing is saved',
    errors:
      "`400` (field `report`: not a report, unknown to Warcraft Logs, of another day, without fights), `401`, `403 forbidden`, `404`, `409 locked` (as the sheet), `429` with `Retry-After` (Warcraft Logs limits its requests: its wait, from the header or the body's `retry_after`), `502 bad-gateway` (an answer no raid report is: over 1 MB, more than 200 fights, 40 players in a fight or 80 in the report, or fields of the wrong kind), `503` (Warcraft Logs not set up on the server or unreachable)",
  },
  rosterSuggestion: {
    answers:
      '`200 {"rule", "places": [{"nickname", "characterId"?, "role", "place": "roster" | "bench", "reasons": ' +
      "[string]}]}`: every coming raider in the order the rule (stated in Polish in `rule`) takes them: the leader's " +
      'confirmations, then per role and up to the size the raiders benched more often in the last 8 weeks, higher ' +
      'attendance, earlier answer; "late" after on time',
    errors: '`401`, `403 forbidden`, `404`',
  },
  applyRosterSuggestion: {
    answers:
      '`200 {"roster": RaidRoster, "movedOut": [], "saved": true}`: the suggestion recorded as the leader\'s ' +
      'decisions (a place confirmed, the rest benched; one audit entry each); the roster equals the suggestion',
    errors: '`401`, `403 forbidden`, `404`, `409 locked` (a cancelled night, or nobody coming), `409 past` (the raid has ' + 'started)',
  },
  myAbsences: {
    answers:
      '`200 Absence[]` (`{"id","raider","from","to","note"?,"createdAt"}`): the raider\'s absences not over yet ' +
      "(today in the guild's zone), by start",
    errors: '`401`',
  },
  addAbsence: {
    input: absenceInputSchema,
    body:
      "dates `YYYY-MM-DD` in the guild's zone, both inclusive, at most 366 days, not ending " +
      'in the past; note ≤ 200 characters, one line',
    answers: '`201 Absence`',
    errors: '`400` (fields `from`, `to`, `note`), `401`, `503`',
  },
  endAbsence: {
    answers:
      '`204`: ends the absence early (one not started yet is removed, one under way ends yesterday, one already over ' + 'stays as it was)',
    errors: "`401`, `404` unknown id or another raider's",
  },
  myStanding: {
    answers:
      '`200 StandingAnswer[]` ' +
      '(`{"seriesId","raider","status","role","characterId"?,"note"?,"sequence","since","updatedAt"}`): the raider\'s ' +
      'standing answers, by series',
    errors: '`401`',
  },
  setStanding: {
    input: standingInputSchema,
    body:
      'stands for every night of the series still open from now on that ' +
      'the raider does not answer (an explicit answer wins, an absence beats it); without `role`, the earlier ' +
      "standing answer's or the latest answer's",
    answers: '`200 StandingAnswer`',
    errors: '`400`, `401`, `404` unknown series, `413`, `415`, `503`',
  },
  removeStanding: {
    answers: '`204`: removed (nothing to remove is not an error); the nights it stood for that no longer take answers keep ' + 'it',
    errors: '`401`, `404` unknown series, `503`',
  },
  gamePack: {
    answers:
      '`200 GamePack` ' +
      '(`{"id","name","classes":[{"id","name","colour","icon","specs":[{"id","name","role","brings"}]}],"buffs":[{"id","name"}]}`): the guild\'s game (config `game`)',
  },
  myCharacters: {
    answers:
      '`200 Character[]` (`{"id","name","realm"?,"classId","specId","main","itemLevel"?}`): the raider\'s characters, ' + 'main first',
    errors: '`401`',
  },
  addCharacter: {
    input: characterInputSchema,
    body:
      'name ≤ 24 characters (letters, digits, space, dot, hyphen, ' +
      "apostrophe), realm optional ≤ 40, classId and specId of the guild's game (`GET /api/game`), the spec of that " +
      "class; the raider's first character is main, `main: true` makes this one main",
    answers: '`201 Character`',
    errors:
      '`400` (fields `name`, `realm`, `classId`, `specId`, `main`; the same name on the same realm twice; more than ' +
      '20), `401`, `409 taken` (another raider has a character of that name on that realm, a character without a ' +
      'realm counting on any, as a raid log matches names: field `name` names them; nothing changes), `503`',
  },
  assignCharacter: {
    input: characterAssignmentSchema,
    body:
      "a character of a raid's log (the attendance sheet) given to the raider `:nickname`, so the next log finds " +
      'them by it; the fields as for `addCharacter`',
    answers:
      "`200 Character`: added to the raider's characters (main when it is their first), audited `character-assigned`; " +
      "the raider's own character of that name and realm is answered unchanged",
    errors:
      '`400` (fields as for `addCharacter`; more than 20), `401`, `403 forbidden`, `404` (no such raider), ' +
      '`409 taken` (another raider has a character of that name on that realm: field `name` names them; nothing changes)',
  },
  updateCharacter: {
    input: characterPatchSchema,
    body: 'the fields to change (`realm: null` removes it); `main: ' + 'true` makes it the only main',
    answers: '`200 Character`',
    errors:
      "`400` (as for `POST`; `main: false` on the main), `401`, `404` unknown id or another raider's, `409 taken` (a new " +
      'name or realm another raider has, as for `POST`; nothing changes), `503`',
  },
  removeCharacter: {
    answers: '`204`: the character is gone; when it was the main, the oldest other character becomes main',
    errors: "`401`, `404` unknown id or another raider's, `503`",
  },
  importLoot: {
    input: lootImportSchema,
    body:
      "the export as text (up to 5 MB): RCLootCouncil's CSV or JSON, Gargul's TMB CSV or thatsmybis' CSV; " +
      '`format` (`rclootcouncil-csv`, `rclootcouncil-json`, `gargul-tmb`, `thatsmybis`) is detected from the header when absent',
    answers:
      '`200 {"imported","duplicates","unmatched":[{"player","awards"}],"skipped":[{"line","reason"}]}`: awards added (keyed on the ' +
      "addon's award id: the same export again adds nothing), awards already kept, players no character matches yet (their awards " +
      "are kept and become the raider's when the character is added), lines left out with a Polish reason; all in one transaction",
    errors: '`400` (field `data`: none of the exports, or not the one named; field `format`), `401`, `403 forbidden`, `413` (over 5 MB)',
  },
  loot: {
    input: lootQuerySchema,
    body: "`from`, `to`: local dates in the guild's zone, both included; `raider`: a nickname",
    answers:
      '`200 [{"id","player","raider"?,"characterId"?,"itemId","itemName","response","offspec","awardedAt","instance","boss","difficulty"?,"note"?}]` ' +
      "by time: officers the guild's (or one raider's), a raider their own",
    errors: '`400` (fields `from`, `to`), `401`',
  },
  myLoot: { answers: "`200 [award]` (as `GET /api/loot`): the raider's own loot, by time", errors: '`401`' },
  thatsmybisCsv: {
    answers:
      "`200 text/csv`: the guild's loot in thatsmybis' import format (`player,date,itemID,itemName,offspec,note,id,response,instance,boss`)",
    errors: '`401`, `403 forbidden`',
  },
  attendanceCsv: {
    answers:
      '`200 text/csv` (UTF-8 with a byte-order mark, `;` between cells, a download `obecnosc-<date>.csv`): one line per raider per ' +
      'night since the first answer, cancelled nights left out: date, time, raid, raid id, raider, answer, place in the roster, ' +
      'attendance (recorded by an officer, prefilled from the Warcraft Logs report when one was read, else as the sheet suggests it) and which',
    errors: '`401`, `403`',
  },
  lootCsv: {
    answers:
      '`200 text/csv` (UTF-8 with a byte-order mark, `;` between cells, a download `lupy-<date>.csv`): one line per award: date, ' +
      "time, the addon's player, the raider it belongs to now, item, item id, response, main or off-spec, instance, boss, " +
      "difficulty, note, the award's id. For thatsmybis: `GET /loot/export.csv`",
    errors: '`401`, `403`',
  },
  exportGuild: {
    answers:
      '`200 {"format":"raider-panel-export","version":1,"exportedAt","guild",…sections}`, as a download (`raider-panel-<date>.json`): ' +
      'accounts (with their Discord link), characters, series and their versions, one-off raids, night changes, signups, standing ' +
      'answers, roster decisions, attendance, absences, settings, the signup counter, the audit log, the Raid-Helper ledger, feed ' +
      "revisions and the bot's Discord posts. Never a password hash, session or device token, reset code, feed key, access code, " +
      'webhook address or Discord secret. Its JSON Schema: `GET /export-schema.json`',
    errors: '`401`, `403`',
  },
  exportSchema: { answers: "`200` the JSON Schema (draft-07) of `GET /export`'s document, which `POST /import` checks against" },
  importGuild: {
    input: guildExportSchema,
    accessNote: 'admin, on a server whose only account is theirs',
    body: "`GET /export`'s document, as it was downloaded (up to 50 MB)",
    answers:
      '`200 {"counts":{<section>: rows},"needResetCode":[nickname,…]}`: the guild restored, all or nothing; exporting again gives the ' +
      'same document (`exportedAt` aside). Accounts come back without passwords: those linked to Discord sign in with it as before, ' +
      '`needResetCode` lists the others (an officer gives each a reset code); the admin importing keeps their account, password and role',
    errors:
      '`400` (field `file`: not an export, another `version`, a section that is not as the schema says, a row the database refuses), ' +
      '`401`, `403`, `409` `locked` (the server has other accounts), `413` (over 50 MB)',
  },
  startRaidHelperImport: {
    input: raidHelperImportSchema,
    body:
      'the Discord server id, its Raid-Helper API key (the `/apikey` command in Discord), the ' +
      "first and last night to read (`YYYY-MM-DD`, the guild's time zone)",
    answers:
      `\`202\` ${raidHelperProgress}. Runs on: read it with \`GET /import/raid-helper\`. Each event becomes a one-off raid (\`rh-<event id>\`), ` +
      'each sign-up an answer (Absence → "Nie będę", Tentative → "Może", Late → "Spóźnię się", Bench → "Będę" on the reserve, a class or ' +
      'role → "Będę" in its role); members are matched by Discord user id, else get a passwordless account linked to it. A second run ' +
      "imports nothing twice and never overwrites a raider's own answer (`RAIDHELPER_API_BASE`)",
    errors: '`400` (fields `serverId`, `apiKey`, `from`, `to`), `401`, `403`, `409` `locked` (an import is under way)',
  },
  raidHelperImportProgress: {
    answers: `\`200\` ${raidHelperProgress}, of the last import since the server started`,
    errors: '`401`, `403`',
  },
  importCharacter: {
    input: characterImportSchema,
    body: 'the realm and name as in the game',
    answers:
      "`201 Character` added, or `200 Character` updated (the raider's character with that name on that realm): " +
      'class, active spec and equipped item level from the public Raider.IO profile (`RAIDERIO_API_BASE`)',
    errors:
      "`400` (fields `region`, `realm`, `name`: also when Raider.IO does not know the character, or its class or spec is not in the guild's game; field `input`: more than 20 characters), `401`, `409 taken` (another raider has the character, as for `POST /api/me/characters`: field `name` names them; nothing changes), `429` with `Retry-After` (Raider.IO limits its requests), `502 bad-gateway` (a profile whose name or realm breaks a character's rules, or of another shape, or over 256 KB), `503` (Raider.IO unreachable)",
  },
  setupStatus: {
    input: setupStatusSchema,
    body: 'the token of the link `/#/setup?token=…` the server printed',
    answers:
      '`200 {"valid","accessCodeFixed"}`: whether `token` is the live first-run link (no admin yet, not used, not expired), ' +
      'and whether `GUILD_ACCESS_CODE` fixes the access code',
  },
  completeSetup: {
    body: '`{"token","nickname","password","accessCode"?}`: the link\'s token, the first admin\'s account, the guild\'s access code',
    answers:
      '`201 {"nickname","role":"admin","token","expiresAt","accessCode"?}`: the admin signed in; the access code as set, shown this once; ' +
      'the link stops working; the audit log has the admin (`admin-granted` by `link startowy`) and the code set (never the code itself)',
    errors: '`400` (fields), `401` the link is not the live one (field `token`), `403` the guild has an admin, `409 taken`',
  },
  guildSettings: {
    answers:
      '`200 ' +
      '{"discordWebhookUrl","discordWebhookSource","rosterHoursBefore","reminderHoursBefore","joining","allowedOrigins","publicUrl","discord","discordCommands"}`: the webhook masked (`https://discord.com/api/webhooks/1234…/••••wxyz`, or `null`), its source `database`, `environment` or `null`; `joining` `{"mode":"open"|"code"|"closed","source","variable"}` (never the code), `allowedOrigins` and `publicUrl` `{"value","source","variable"}`: `discord` the Discord application, each field `{"value","source","variable"}` (`applicationId`, `publicKey`, `botToken`, `clientId`, `clientSecret`, `guildId`, `channelId`, `raiderRoleIds`, `officerRoleIds`, `adminRoleIds`; the bot token and client secret masked `••••wxyz`, marked `"secret":true`): a variable set on the server wins over the panel; `discordCommands` how the slash commands\' last registration went (as `POST /settings/discord-commands` answers it), `null` before the first',
    errors: '`401`, `403 forbidden`',
  },
  saveGuildSettings: {
    body: '`{"discordWebhookUrl"?,"rosterHoursBefore"?,"reminderHoursBefore"?,"joining"?,"accessCode"?,"generateAccessCode"?,"allowedOrigins"?,"publicUrl"?}`: a Discord webhook URL (`discord.com`/`discordapp.com`, `/api/webhooks/<id>/<token>`) or `null` to remove the stored one; hours 1–168; `joining` `open`, `code` or `closed`; an `accessCode` (4–64 characters) or `generateAccessCode: true` sets joining by that code; `allowedOrigins` a list of origins; `publicUrl` an origin or `null`; `discord` `{"applicationId"?,…}` the fields `GET` shows, each a value (role ids: a list or a comma-separated string) or `null` to remove the stored one',
    answers:
      '`200` the settings as `GET` answers them, with `accessCode` when this change set one (shown this once); every ' +
      'change is in the audit log',
    errors:
      '`400` (the fields above; a field a server variable fixes is refused naming it; nothing is changed), `401`, ' + '`403 forbidden`',
  },
  registerDiscordCommands: {
    answers:
      '`200 {"ok","message","at"}`: registers `/rajdy` and `/urlop` in the guild\'s Discord server with the Discord ' +
      'settings as they apply (`PUT {DISCORD_API_BASE}/applications/{id}/guilds/{id}/commands`, which replaces them: ' +
      "again changes nothing); `ok` false with a Polish `message` naming the missing settings or Discord's refusal; " +
      'kept, and shown by `GET /settings`; a success is in the audit log',
    errors: '`401`, `403 forbidden`',
  },
  deliveries: {
    answers:
      '`200 ' +
      '[{"id","eventKey","kind","status","attempts","createdAt","nextAttemptAt","sentAt","lastError","preview"}]`: ' +
      'the last 50 Discord deliveries, newest first; `status` is `pending`, `sending`, `sent`, `failed` or `skipped` ' +
      '(nothing to say when its time came)',
    errors: '`401`, `403 forbidden`',
  },
  linkIntent: {
    answers:
      '`201 {"linkTicket","expiresInSeconds"}`: open `GET /api/auth/discord?link=<linkTicket>` within 60 s (single use); the link is made only when this account confirms it afterwards (`POST /me/discord`)',
    errors: '`401`, `409 taken` the account is already linked, `503` Discord sign-in not set',
  },
  discordLink: {
    answers: '`200 {"linked","dmReminders","hasPassword"}`',
    errors: '`401`',
  },
  confirmDiscordLink: {
    input: linkConfirmationSchema,
    body: 'the `discordLink` the callback sent back to Konto',
    answers: '`200 {"linked","dmReminders","hasPassword"}`: the signed-in account is linked to the Discord user who answered',
    errors:
      '`400` an expired or used confirmation (field `linkConfirmation`), `401`, `403` the link was started by another account, `409 taken` the Discord user or the account is linked already',
  },
  setDiscordReminders: {
    input: dmRemindersSchema,
    answers: '`200 {"linked","dmReminders","hasPassword"}`',
    errors: '`400`, `401`, `404` not linked',
  },
  unlinkDiscord: {
    answers: '`204`: the account is no longer linked to Discord',
    errors: '`401`, `403 forbidden` the account has no password yet (set one first), `404` not linked',
  },
  setFirstPassword: {
    input: firstPasswordSchema(),
    answers: '`204`: the first password of an account made by signing in with Discord',
    errors: '`400` (field `newPassword`; field `currentPassword` when the account has a password: change it with `PUT`), ' + '`401`',
  },
  myCalendarFeed: {
    answers: '`200 {"url"}`: the raider\'s secret feed URL, made on first ask, the same on every later ask',
    errors: '`401`',
  },
  regenerateCalendarFeed: {
    answers: '`200 {"url"}`: a new feed URL; the previous one answers `404` from now on',
    errors: '`401`',
  },
};
