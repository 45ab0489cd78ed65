import type { JsonSchema } from './input-json-schema';
import type { RequestSchemas } from './request-schemas';

/** `1–24`, `≤40`, `≥1` or nothing: the bounds a schema sets, as the reference writes them. */
function bounds(min: unknown, max: unknown): string {
  if (typeof min === 'number' && typeof max === 'number') return min === max ? `${min}` : `${min}–${max}`;
  if (typeof max === 'number') return `≤${max}`;
  return typeof min === 'number' ? `≥${min}` : '';
}

const withBounds = (shape: string, range: string) => (range ? `${shape} ${range}` : shape);

/**
 * A JSON Schema as one short line for docs/api.md: `{status: accepted|late, note?: string|null}`,
 * `string 1–24`, `[{…}] 1–100`, `any` where the schema says nothing (a custom check JSON Schema cannot
 * say). The reference's table shows it beside its prose; the document has the schema itself.
 */
export function schemaShape(schema: JsonSchema, depth = Infinity): string {
  const inner = (part: JsonSchema) => schemaShape(part, depth - 1);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map((part) => schemaShape(part, depth)).join('|');
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join('|');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      if (properties.length === 0) return 'object';
      if (depth < 1) return '{…}';
      return `{${properties.map(([name, field]) => `${name}${required.has(name) ? '' : '?'}: ${inner(field)}`).join(', ')}}`;
    }
    case 'array':
      return withBounds(`[${schemaShape((schema.items ?? {}) as JsonSchema, depth)}]`, bounds(schema.minItems, schema.maxItems));
    case 'string': {
      const shape = withBounds('string', bounds(schema.minLength, schema.maxLength));
      return typeof schema.pattern === 'string' ? `${shape} /${schema.pattern}/` : shape;
    }
    case 'number':
    case 'integer':
      return withBounds(schema.type, bounds(schema.minimum, schema.maximum));
    case 'boolean':
    case 'null':
      return schema.type;
    default:
      return 'any';
  }
}

/** Longer than this, a body's shape shows its top level only (the guild's whole export): the document has the rest. */
const longShape = 400;

/** The request's shape for the table's body column: the JSON body's, or the query's (`?weeks=4|8|12`); empty without a schema. */
export function requestShape({ query, body }: RequestSchemas, validated: boolean): string {
  if (!validated) return '';
  if (body) {
    const whole = schemaShape(body);
    return `\`${whole.length > longShape ? schemaShape(body, 1) : whole}\``;
  }
  return `\`?${query.map(({ name, schema }) => `${name}=${schemaShape(schema)}`).join('&')}\``;
}
