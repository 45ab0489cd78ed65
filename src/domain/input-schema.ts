import * as v from 'valibot';
import { invalidFields } from './raid-api-error';

/**
 * What every input schema shares: one Polish message per field (the first problem found), the result
 * shape the forms and adapters read, and the `invalid` error the API answers with.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
export type Validation<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };
export type Issues = readonly v.BaseIssue<unknown>[];

/** The first message per field, nested fields by dotted path (`roleTargets.tank`); a problem with the whole input goes to `root`. */
export function fieldErrors(issues: Issues, root = 'input'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? root] ??= issue.message;
  return errors;
}

/** The API's `invalid` error (HTTP 400) naming each refused field. */
export const invalidInput = (issues: Issues, root?: string) => invalidFields(fieldErrors(issues, root));

/** Runs `schema` and answers in the forms' shape. */
export function validate<Output, Field extends string>(
  schema: v.GenericSchema<unknown, Output>,
  input: unknown,
  root: Field,
): Validation<Output, Field> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrors(result.issues, root) as FieldErrors<Field> };
}

type Fields<Entries extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<Entries, undefined>>;

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object of `entries` from outside (a form, JSON from the network or storage). Anything but a plain
 * object is refused with `notObject`, or read as no fields without it. A field left out is checked as
 * if sent empty, so its own message names it (valibot would name the object instead). With
 * `unknownField`, every other key is refused with that message. Fields that come out empty are left out.
 */
export function inputObject<Entries extends v.ObjectEntries>(
  entries: Entries,
  notObject?: string,
  unknownField?: string,
): v.GenericSchema<unknown, Fields<Entries>> {
  const blank = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]));
  return v.pipe(
    v.unknown(),
    v.check((input) => !notObject || isFields(input), notObject),
    v.transform((input) => ({ ...blank, ...(isFields(input) ? input : {}) })),
    unknownField ? v.objectWithRest(entries, v.never(unknownField)) : v.object(entries),
    v.transform((value) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined))),
  ) as unknown as v.GenericSchema<unknown, Fields<Entries>>;
}

/** Length as a reader counts it: code points, so an emoji is one character. */
export const textLength = (text: string) => [...text].length;
/**
 * A rule across fields, run even when other fields were refused so every problem shows at once:
 * `reason` reads the fields as they came out and says what is wrong with `field` (a field refused on
 * its own keeps its own message).
 */
export const crossCheck = <Value extends object>(field: keyof Value & string, reason: (fields: Partial<Value>) => string | null) =>
  v.rawCheck<Value>(({ dataset, addIssue }) => {
    const fields = dataset.value as Value | null;
    const message = typeof fields === 'object' && fields !== null ? reason(fields) : null;
    if (message)
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: fields as never, key: field, value: fields?.[field] }] });
  });

/** A rule written as a function: `reason` gives the Polish message for a refused value, `null` for a good one. */
export const refusedBy = <Value>(reason: (value: Value) => string | null) =>
  v.rawCheck<Value>(({ dataset, addIssue }) => {
    const message = dataset.typed ? reason(dataset.value) : null;
    if (message) addIssue({ message });
  });
