import { pathParams, queryNames } from '../../src/data/raids/operation-spec';
import { inputJsonSchema, type JsonSchema } from './input-json-schema';
import type { RouteDoc } from './route-doc';

/** What a request to a route carries, as JSON Schema: its path's parameters, its query's, its JSON body. */
export interface RequestSchemas {
  params: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  /** Absent when the route reads no JSON body. */
  body?: JsonSchema;
}

/** A body the declaration alone describes: `{name}` an object with that field, `{}` any JSON object. */
function declaredBody(request: string): JsonSchema {
  const field = request.slice(1, -1);
  return field ? { type: 'object', properties: { [field]: {} }, required: [field] } : { type: 'object' };
}

/**
 * The request of a documented route, from its declaration (`request`) and the schema its input is
 * validated with (`input`). A body's field that the server takes from the path (`PUT
 * /raids/:raidId/signup` fills in `raidId`) need not be sent; a body without a schema is what its
 * declaration says (a JSON object, or one with the declared field: the server refuses anything else with `400`). A query's values are those of the schema's
 * properties (one name: the schema itself), else text.
 */
export function requestSchemas(path: string, doc: RouteDoc): RequestSchemas {
  const params = pathParams(path);
  const schema = doc.input && inputJsonSchema(doc.input);
  const names = queryNames(doc.request);
  if (names) {
    const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const single = names.length === 1 && schema && !schema.properties ? schema : undefined;
    return { params, query: names.map((name) => ({ name, schema: single ?? properties[name] ?? { type: 'string' } })) };
  }
  if (!doc.request?.startsWith('{')) return { params, query: [] };
  if (!schema) return { params, query: [], body: declaredBody(doc.request) };
  const required = Array.isArray(schema.required) ? { required: schema.required.filter((name) => !params.includes(name)) } : {};
  return { params, query: [], body: { ...schema, ...required } };
}
