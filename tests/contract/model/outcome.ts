import { RaidApiError } from '../../../src/domain';

/** What one call answered, in a form two stores can be compared by. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string; fields: Record<string, string> } };

/**
 * The call's answer or its `RaidApiError` (code, message and fields: what the panel shows). Anything
 * else thrown is a bug in the adapter, not an answer, so it is kept as a `crash` that never matches.
 */
export async function outcomeOf<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof RaidApiError) {
      return { ok: false, error: { code: error.code, message: error.message, fields: { ...error.fieldErrors } } };
    }
    return { ok: false, error: { code: 'crash', message: String(error), fields: {} } };
  }
}

/**
 * Names for what each store generates at random or by its own counter (tokens, reset codes, absence
 * ids): each side names its own values `<kind>#1`, `<kind>#2`… in the order they appear, so the two
 * answers compare equal exactly when the same things were made at the same steps.
 */
export class GeneratedNames {
  private readonly names = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  /** A new name for a value just created (a store may reuse a deleted absence's id for a new one). */
  fresh(kind: string, raw: string): string {
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    const name = `${kind}#${count}`;
    this.names.set(`${kind} ${raw}`, name);
    return name;
  }

  name(kind: string, raw: string): string {
    return this.names.get(`${kind} ${raw}`) ?? this.fresh(kind, raw);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An absence (`{id, raider, from, to, createdAt}`): its id is the store's own. */
const isAbsence = (value: Record<string, unknown>) => 'id' in value && 'raider' in value && 'from' in value && 'to' in value;

/**
 * A copy of `value` with the generated values named (see `GeneratedNames`) and `undefined` fields
 * dropped (the wire has no `undefined`; the demo's objects may carry one). Nothing else changes.
 */
export function normalise(value: unknown, names: GeneratedNames): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item, names));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    if (key === 'token' && typeof field === 'string') copy[key] = names.name('token', field);
    else if (key === 'deviceToken' && typeof field === 'string') copy[key] = names.name('device-token', field);
    else if (key === 'resetCode' && typeof field === 'string') copy[key] = names.name('reset-code', field);
    else if (key === 'id' && typeof field === 'string' && isAbsence(value)) copy[key] = names.name('absence', field);
    else copy[key] = normalise(field, names);
  }
  return copy;
}
