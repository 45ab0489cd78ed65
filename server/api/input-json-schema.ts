import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

type Schema = v.GenericSchema;
type PipeItem = Schema | v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>;
type Node = Schema & { pipe?: readonly PipeItem[]; entries?: Record<string, Schema>; item?: Schema; wrapped?: Schema; options?: unknown[] };

const flatPipe = (pipe: readonly PipeItem[]): PipeItem[] =>
  pipe.flatMap((item) => ('pipe' in item && item.kind === 'schema' ? flatPipe((item as Node).pipe!) : [item]));

const isSchema = (item: PipeItem | unknown): item is Schema =>
  typeof item === 'object' && item !== null && (item as { kind?: string }).kind === 'schema';

/**
 * `schema` with every "read anything, then check" pipe (src/domain/input-schema.ts `inputObject`: an
 * `unknown` that fills in the missing fields, then the object check) replaced by the check itself. That
 * front only normalises what the check then refuses or takes, so the check is what a caller must send;
 * the converter, asked for the input type, would otherwise stop at the `unknown`.
 */
function checkedPart(schema: Schema): Schema {
  const node = schema as Node;
  if (node.pipe) {
    const items = flatPipe(node.pipe);
    const check = items.findIndex((item, index) => index > 0 && isSchema(item));
    const from = items[0]?.type === 'unknown' && check > 0 ? check : 0;
    const checked = items.slice(from);
    // Checks after a transformation (a trim, a conversion) check what it made, not what was sent.
    const transformed = checked.findIndex((item, index) => index > 0 && item.kind === 'transformation');
    const kept = checked.slice(0, transformed < 0 ? undefined : transformed).map((item) => (isSchema(item) ? checkedPart(item) : item));
    return { ...(kept[0] as Schema), pipe: kept } as Schema;
  }
  const part: Node = { ...node };
  if (node.entries) part.entries = Object.fromEntries(Object.entries(node.entries).map(([key, entry]) => [key, checkedPart(entry)]));
  if (node.item) part.item = checkedPart(node.item);
  if (node.wrapped) part.wrapped = checkedPart(node.wrapped);
  if (Array.isArray(node.options) && node.options.every(isSchema)) part.options = node.options.map(checkedPart);
  return part;
}

/**
 * The JSON Schema (2020-12) of what `schema` accepts as input: the schema the service validates with,
 * converted by `@valibot/to-json-schema` (`typeMode: 'input'`) up to the first transformation of each
 * field (a `trim` included: a length checked after it is not the length sent). A rule JSON Schema cannot say (a custom check, a rule across fields) is left out
 * (`errorMode: 'ignore'`): the document may accept a body the service then refuses with `400`.
 */
export function inputJsonSchema(schema: Schema): JsonSchema {
  const { $schema: _dialect, ...converted } = toJsonSchema(checkedPart(schema), {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  });
  return converted;
}
