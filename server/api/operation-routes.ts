import type { Context, Handler } from 'hono';
import { operationTables, type ApiOperations } from '../../src/data/raids/api-operations';
import { listOperations, pathParams, queryNames, type OperationCalls, type OperationParts } from '../../src/data/raids/operation-spec';
import type { GuildService } from '../../src/domain/service';
import { actor, type AccountEnv } from './account-routes';
import { operationDocs } from './operation-docs';
import { readJsonObject, readRange } from './request-input';
import type { Route } from './route-doc';

/** The name of a declared operation (src/data/raids/api-operations.ts). */
export type OperationName = keyof OperationCalls<ApiOperations>;

/** Handlers for the operations the guild service does not answer alone (limits, caches, Discord, feeds), by name. */
export type OperationHandlers = Partial<Record<OperationName, Handler<AccountEnv>>>;

/** The input of a request as the service method takes it: the JSON body, the range, one query value or several. */
async function requestInput(c: Context, { input }: OperationParts): Promise<unknown> {
  const query = queryNames(input);
  if (!query) return readJsonObject(c);
  if (query.join('&') === 'from&to') return readRange(c);
  return query.length === 1 ? c.req.query(query[0]!) : Object.fromEntries(query.map((name) => [name, c.req.query(name)]));
}

/**
 * The route of an operation answered by its service part's method of the same name: called with the
 * raider (unless public), the path's parameters and the input; its answer is the JSON (201 for a
 * creation), none is `204`. `undefined` when the service has no such method.
 */
function serviceHandler(guild: GuildService, operation: ReturnType<typeof listOperations>[number]): Handler<AccountEnv> | undefined {
  const part = (guild as unknown as Record<string, Record<string, unknown> | undefined>)[operation.group];
  const method = part?.[operation.name];
  if (typeof method !== 'function') return undefined;
  const { access, input, created } = operation;
  const params = pathParams(operation.path);
  return async (c) => {
    const who = access === 'public' ? [] : [access === 'session' ? c.get('signedIn') : actor(c)];
    const values = params.map((name) => c.req.param(name) ?? '');
    const inputs = input ? [await requestInput(c, operation)] : [];
    const answer: unknown = await method.call(part, ...who, ...values, ...inputs);
    return answer === undefined || operation.method === 'DELETE' ? c.body(null, 204) : c.json(answer, created ? 201 : 200);
  };
}

/**
 * Registers every declared operation that the server offers: by its handler in `handlers`, else by its
 * service method; an operation with neither (a group switched off) is not offered. Its documentation
 * comes from operation-docs.ts, its guards from its access.
 */
export function addOperationRoutes(route: Route, guild: GuildService, handlers: OperationHandlers): void {
  for (const operation of listOperations(...operationTables)) {
    const name = operation.name as OperationName;
    const handler = handlers[name] ?? serviceHandler(guild, operation);
    if (!handler) continue;
    const { access, input: request, created } = operation;
    route(operation.method, operation.path, { access, request, created, operationId: name, ...operationDocs[name] }, handler);
  }
}
