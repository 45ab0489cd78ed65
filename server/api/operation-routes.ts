import type { Context } from 'hono';
import { operationTables, type ApiOperations } from '../../src/data/raids/api-operations';
import { listOperations, pathParams, queryNames, type OperationCalls, type OperationParts } from '../../src/data/raids/operation-spec';
import type { Actor, GuildService, SignedIn } from '../../src/domain/service';
import { actor, type AccountEnv } from './route-access';
import { operationDocs } from './operation-docs';
import { readJsonObject, readRange } from './request-input';
import type { Route } from './route-doc';

/** The name of a declared operation (src/data/raids/api-operations.ts). */
export type OperationName = keyof OperationCalls<ApiOperations>;

/** What a handler is given: the request, who makes it (not for public ones), the path's parameters, the input as declared. */
export interface OperationCall {
  c: Context<AccountEnv>;
  actor: Actor;
  signedIn: SignedIn;
  params: Record<string, string>;
  /** The JSON body (`{}`), the range (`?from&to`), one query value (`?name`) or several. */
  input: Record<string, unknown>;
}

/**
 * Answers an operation: its answer as JSON (or the declared file), nothing as `204`, a `Response` as it is.
 * Handlers are for what the guild service does not answer alone (limits, caches, Discord, feeds, the move).
 */
export type OperationHandler = (call: OperationCall) => unknown;
export type OperationHandlers = Partial<Record<OperationName, OperationHandler>>;

/** The input of a request as the service method takes it: the JSON body, the range, one query value or several. */
async function requestInput(c: Context, { input }: OperationParts): Promise<unknown> {
  const query = queryNames(input);
  if (!query) return input && readJsonObject(c);
  if (query.join('&') === 'from&to') return readRange(c);
  return query.length === 1 ? c.req.query(query[0]!) : Object.fromEntries(query.map((name) => [name, c.req.query(name)]));
}

/** The handler of an operation its service part's method of the same name answers, with the raider (unless public), the parameters and the input. */
function serviceHandler(guild: GuildService, { group, name, access, input, path }: ReturnType<typeof listOperations>[number]) {
  const part = (guild as unknown as Record<string, Record<string, unknown> | undefined>)[group];
  const method = part?.[name];
  if (typeof method !== 'function') return undefined;
  return (call: OperationCall) =>
    method.call(
      part,
      ...(access === 'public' ? [] : [access === 'session' ? call.signedIn : call.actor]),
      ...pathParams(path).map((param) => call.params[param]),
      ...(input ? [call.input] : []),
    );
}

/** The answer as the declaration says: JSON with its status, a file with its name, `204` for none. */
function respond(c: Context, operation: OperationParts, answer: unknown, now: () => Date): Response {
  if (answer instanceof Response) return answer;
  if (answer === undefined || operation.method === 'DELETE') return c.body(null, 204);
  if (!operation.file) return c.json(answer, (operation.status ?? 200) as 200);
  c.header('Content-Disposition', `attachment; filename="${operation.file.replace('{date}', now().toISOString().slice(0, 10))}"`);
  // The files that are text are the CSV sheets; the guild's export is JSON.
  return typeof answer === 'string' ? c.body(answer, 200, { 'Content-Type': 'text/csv; charset=utf-8' }) : c.json(answer);
}

/**
 * Registers every declared operation that the server offers: by its handler in `handlers`, else by its
 * service method; an operation with neither (a group switched off) is not offered. Its documentation
 * comes from operation-docs.ts, its guards from its access, its input and answer from its declaration.
 */
export function addOperationRoutes(route: Route, guild: GuildService, handlers: OperationHandlers, now: () => Date): void {
  for (const operation of listOperations(...operationTables)) {
    const name = operation.name as OperationName;
    const handler = handlers[name] ?? serviceHandler(guild, operation);
    if (!handler) continue;
    const { access, input: request, status } = operation;
    const doc = { access, request, created: status === 201, operationId: name, ...operationDocs[name] };
    const answer = async (c: Context<AccountEnv>) => {
      const signedIn = c.get('signedIn');
      const input = (await requestInput(c, operation)) as Record<string, unknown>;
      const call = { c, signedIn, actor: signedIn && actor(c), params: c.req.param() as Record<string, string>, input };
      return respond(c, operation, await handler(call), now);
    };
    route(operation.method, operation.path, doc, answer, operation.maxBytes);
  }
}
