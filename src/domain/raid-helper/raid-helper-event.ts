import * as v from 'valibot';

/**
 * Raid-Helper's API answers as we read them (`GET /v3/servers/{serverId}/events` with `IncludeSignUps:
 * true`, and `GET /v2/events/{eventId}`). Ids and times come as numbers or strings depending on the
 * endpoint's age, so both are taken; fields we do not read are left as they are. Times are unix seconds.
 */
const idText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
  v.regex(/^[\w-]{1,40}$/),
);
const unixSeconds = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))]),
  v.number(),
  v.integer(),
  v.minValue(0),
);
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => (text ?? '').slice(0, max)),
    ),
    '',
  );

export const raidHelperSignUpSchema = v.object({
  id: idText,
  /** The member's Discord user id (a snowflake). */
  userId: v.pipe(idText, v.regex(/^\d{5,25}$/)),
  /** The name shown on the event (the member's server nickname when they signed up). */
  name: optionalText(100),
  /** The class or role the member picked, or the answer itself (`Absence`, `Tentative`, `Late`, `Bench`). */
  className: optionalText(60),
  specName: optionalText(60),
  entryTime: v.optional(unixSeconds),
  status: optionalText(30),
});

export const raidHelperEventSchema = v.object({
  id: idText,
  title: optionalText(200),
  startTime: unixSeconds,
  endTime: v.optional(unixSeconds),
  leaderId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  /** Absent when the list was asked without sign-ups: the event is then read on its own. */
  signUps: v.optional(v.array(raidHelperSignUpSchema)),
});

export const raidHelperPageSchema = v.object({
  pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currentPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
  postedEvents: v.array(raidHelperEventSchema),
});

export type RaidHelperSignUp = v.InferOutput<typeof raidHelperSignUpSchema>;
export type RaidHelperEvent = v.InferOutput<typeof raidHelperEventSchema>;
export type RaidHelperPage = v.InferOutput<typeof raidHelperPageSchema>;
/** An event with its sign-ups read. */
export type RaidHelperEventWithSignUps = RaidHelperEvent & { signUps: RaidHelperSignUp[] };
