import * as v from 'valibot';

// The pieces every environment setting is read with: the server's own (server-settings.ts) and the Discord
// application's (discord/discord-app-settings.ts).

export const isWebUrl = (url: string): boolean => URL.canParse(url) && ['https:', 'http:'].includes(new URL(url).protocol);

/** A variable as set: blank counts as unset, which gives `fallback`. */
export const orWhenBlank = (fallback: string) => v.transform((value: string) => (value.trim() ? value : fallback));

/** A setting that may be left out: blank counts as unset, so `schema` reads only a value. */
export const unlessBlank = <Output>(schema: v.GenericSchema<string, Output>) =>
  v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value?.trim() ? value : undefined)),
    v.optional(schema),
  );

/** A base URL (an API's, an authorize page's): http(s), without a trailing slash; blank gives `fallback`. */
export const baseUrl = (fallback: string, refusal: v.ErrorMessage<v.CheckIssue<string>>) =>
  v.pipe(
    v.optional(v.string(), ''),
    orWhenBlank(fallback),
    v.trim(),
    v.check(isWebUrl, refusal),
    v.transform((url) => url.replace(/\/+$/, '')),
  );
