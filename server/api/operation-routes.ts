import type { Context } from 'hono';
import { operationTables, type ApiOperations } from '../../src/data/raids/api-operations';
import {
  listOperations,
  pathParams,
  queryNames,
  type DeclaredOperation,
  type Download,
  type OperationArgs,
  type OperationCalls,
  type OperationParts,
  type OperationTypes,
} from '../../src/data/raids/operation-spec';
import type { Actor, GuildService, SignedIn } from '../../src/domain/service';
import type { AccountEnv } from './route-access';
import { operationDocs } from './operation-docs';
import { readJsonObject, readRange } from './request-input';
import type { Route } from './route-doc';

/** The name of a declared operation (src/data/raids/api-operations.ts). */
export type OperationName = keyof OperationCalls<ApiOperations>;

/** What a handler is given: the request, who makes it (not for public ones), the input as declared. */
export interface OperationCall {
  c: Context<AccountEnv>;
  actor: Actor;
  signedIn: SignedIn;
  /** The JSON body (`{}`), the range (`?from&to`), one query value (`?name`) or several. */
  input: Record<string, unknown>;
}

/**
 * Handlers answer operations by name: the answer as JSON (or the declared file), nothing as `204`, a
 * `Response` as it is. They are for what needs the request itself (limits by address, cached bytes, a
 * status of its own).
 */
export type OperationHandlers = Partial<Record<OperationName, (call: OperationCall) => unknown>>;

/**
 * The method that answers a declared operation: its arguments as the route gives them (the raider, or the
 * session for `session`, where the browser gives the token; the input as sent), its answer as declared
 * (a file's as the route sends it).
 */
export type ServiceMethod<Op> =
  Op extends OperationTypes<infer Spec, infer Answer, unknown>
    ? (...args: OperationArgs<Spec, unknown, Actor, SignedIn>) => [Answer] extends [Download] ? unknown : Answer | Promise<Answer>
    : never;

/**
 * The server's own service parts by declaration group (settings, set-up, the guild's move, Discord's
 * link…), each method named and typed as the operation it answers; asked before the guild service's part.
 */
export type ServiceParts = {
  [Group in keyof ApiOperations]?: { [Name in keyof ApiOperations[Group]]?: ServiceMethod<ApiOperations[Group][Name]> };
};

/** The server's part of one declaration group, answering every operation of it. */
export type ServicePart<Group extends keyof ServiceParts> = Required<NonNullable<ServiceParts[Group]>>;

/** The input of a request as the service method takes it: the JSON body, the range, one query value or several. */
async function requestInput(c: Context, { input }: OperationParts): Promise<unknown> {
  const query = queryNames(input);
  if (!query) return input && readJsonObject(c);
  if (query.join('&') === 'from&to') return readRange(c);
  return query.length === 1 ? c.req.query(query[0]!) : Object.fromEntries(query.map((name) => [name, c.req.query(name)]));
}

type Part = Record<string, unknown> | undefined;

/**
 * The handler of an operation the method of the same name answers, on the server's part of its group
 * or else the guild service's, with the raider (unless public), the parameters and the input.
 */
function serviceHandler(sources: readonly object[], { group, name, access, input, path }: DeclaredOperation) {
  const part = sources.map((source) => (source as Record<string, Part>)[group]).find((one) => typeof one?.[name] === 'function');
  const method = part?.[name];
  if (typeof method !== 'function') return undefined;
  return (call: OperationCall) =>
    method.call(
      part,
      ...(access === 'public' ? [] : [access === 'session' ? call.signedIn : call.actor]),
      ...pathParams(path).map((param) => call.c.req.param(param)),
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
 * Registers every declared operation the server offers: by its handler in `handlers`, else by its method
 * on the server's `parts` or the guild service (with neither, a part absent, it is not offered). Its
 * documentation comes from operation-docs.ts, its guards from its access, its input and answer from its
 * declaration.
 */
export function addOperationRoutes(
  route: Route,
  services: { guild: GuildService; parts: ServiceParts },
  handlers: OperationHandlers,
  now: () => Date,
): void {
  for (const operation of listOperations(...operationTables)) {
    const name = operation.name as OperationName;
    const handler = handlers[name] ?? serviceHandler([services.parts, services.guild], operation);
    if (!handler) continue;
    const { access, input: request, status } = operation;
    const doc = { access, request, created: status === 201, operationId: name, ...operationDocs[name] };
    const answer = async (c: Context<AccountEnv>) => {
      const signedIn = c.get('signedIn');
      const input = (await requestInput(c, operation)) as Record<string, unknown>;
      const call = { c, signedIn, actor: signedIn?.account, input };
      return respond(c, operation, await handler(call), now);
    };
    route(operation.method, operation.path, doc, answer, operation.maxBytes);
  }
}
