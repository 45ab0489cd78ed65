import { documentApi, whoMayCall } from './api-docs';
import type { JsonSchema } from './input-json-schema';
import { requestSchemas } from './request-schemas';
import type { DocumentedRoute, RouteDoc } from './route-doc';

/** Where the document is served, under `/api`. */
export const openApiPath = '/openapi.json';

/** The error answer every endpoint shares (server/api/api-error.ts `ApiErrorBody`). */
const errorBody: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', description: 'e.g. `invalid`, `unauthorized`, `forbidden`, `not-found`, `locked`, `rate-limited`' },
        message: { type: 'string', description: 'Polish, shown to the raider as it is' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'each refused field with its own message' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

type Json = Record<string, unknown>;

/** `/raids/:raidId/roster` as OpenAPI writes it, under `/api`: `/api/raids/{raidId}/roster`. */
export const openApiPathOf = (path: string): string => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

/**
 * The statuses a text names as its first word in backticks (`` `409 taken` the nickname… ``), each with
 * the words about it up to the next one. The reference's prose is the one place they are written.
 */
export function statusesIn(text: string | undefined): Map<number, string> {
  const found = new Map<number, string>();
  const marks = [...(text ?? '').matchAll(/`(\d{3})\b/g)];
  marks.forEach((mark, index) => {
    const status = Number(mark[1]);
    const said = text!.slice(mark.index, marks[index + 1]?.index).replace(/[,;\s]+$/, '');
    found.set(status, found.has(status) ? `${found.get(status)}; ${said}` : said);
  });
  return found;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

/**
 * The answers of a route's documented rows, each status with the words about it: the successes its
 * prose names (with the declared `201`), its errors with the shared error body.
 */
function responses(docs: readonly RouteDoc[], json: boolean): Json {
  const said = new Map<number, string>();
  const add = (status: number, words: string) => said.set(status, said.has(status) ? `${said.get(status)}; ${words}` : words);
  for (const doc of docs) {
    const answers = [...statusesIn(doc.answers)].filter(([status]) => status < 400);
    if (doc.created && !answers.some(([status]) => status === 201)) answers.unshift([201, doc.answers]);
    if (answers.length === 0) answers.push([200, doc.answers]);
    for (const [status, words] of [...answers, ...statusesIn(doc.errors)]) add(status, words);
  }
  const all: Json = {};
  for (const [status, description] of said) {
    const content = status >= 400 ? errorContent : json && status < 300 && status !== 204 ? { 'application/json': {} } : undefined;
    all[status] = { description, ...(content ? { content } : {}) };
  }
  return all;
}

/** Who may call, as the guards of `access` decide it, said for the document's reader. */
function callers(doc: RouteDoc): string {
  const who = whoMayCall(doc);
  return doc.access === 'public' ? (who ? `Public (${who}).` : 'Public.') : `Bearer token (${who}).`;
}

/** One route's operation: every documented row of it (the calendar feeds share one route) in one. */
function operation(route: DocumentedRoute): Json {
  const first = route.docs[0]!;
  const { params, query, body } = requestSchemas(route.path, first);
  const rows = route.docs.map((doc) =>
    [doc.shownPath && `\`${route.method} /api${doc.shownPath}\`:`, callers(doc), doc.body && `Request: ${doc.body}.`]
      .filter(Boolean)
      .join(' '),
  );
  return {
    ...(first.operationId ? { operationId: first.operationId } : {}),
    tags: [route.path.split('/')[1]],
    description: rows.join('\n\n'),
    ...(first.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    parameters: [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...query.map(({ name, schema }) => ({ name, in: 'query', required: false, schema })),
    ],
    ...(body
      ? {
          requestBody: {
            required: true,
            ...(first.body ? { description: first.body } : {}),
            content: { 'application/json': { schema: body } },
          },
        }
      : {}),
    // A declared operation answers JSON; a hand-written route's prose says what it answers.
    responses: responses(route.docs, first.operationId !== undefined),
  };
}

/**
 * The OpenAPI 3.1 document of the API, made from the routes as they are registered (server/api/
 * api-docs.ts `documentApi`): every endpoint, who may call it, its parameters, its body as the JSON
 * Schema of the valibot schema the server validates it with, and its answers in the reference's words.
 */
export function openApiDocument(routes: readonly DocumentedRoute[]): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = openApiPathOf(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'raider-panel API',
      // The REST contract's own version: raised when an answer or a status changes for existing callers.
      version: '1',
      description: "The guild's REST API: the same reference as docs/api.md, made from the same route registrations.",
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from signing in (`POST /api/session`).' } },
      schemas: { ApiError: errorBody },
    },
  };
}

let served: string | undefined;

/**
 * What `GET /api/openapi.json` answers: the document of every endpoint with the optional groups (as
 * docs/api.md), made on the first request and kept; the server's routes do not change while it runs.
 */
export const servedOpenApiDocument = (): string => (served ??= JSON.stringify(openApiDocument(documentApi().routes)));
