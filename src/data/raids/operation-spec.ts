import { RaidApiError, raidApiMessages } from '../../domain/raid-api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation. The server puts the matching guards in front of its handler, so the
 * reference cannot say one thing while the server does another. `session` is `token` whose service
 * method is given the session (to tell the current one), not only the raider; `bearer` takes a token
 * its handler reads itself, with no session guard (signing out of an ended session is fine).
 */
export type Access = 'public' | 'token' | 'session' | 'bearer' | 'officer' | 'admin';

/** The answer of a `file=` operation in the browser: the bytes as sent and the name the server gives them. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/** The types a declared operation carries; its value at run time is only its spec string. */
export interface OperationTypes<Spec extends string, Answer, Input> {
  readonly '~types'?: [spec: Spec, answer: Answer, input: Input];
}

/** Declares an operation: `operation<Answer, Input>()('PUT /path/:id token {}')`, its spec (see api-operations.ts) with its types. */
export const operation =
  <Answer, Input = never>() =>
  <const Spec extends string>(spec: Spec) =>
    spec as Spec & OperationTypes<Spec, Answer, Input>;

type Words<Text extends string> = Text extends `${infer Word} ${infer Rest}` ? [Word, ...Words<Rest>] : [Text];
/** A string for each `:name` parameter of the path. */
type PathArgs<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<`/${Rest}`>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];
type TakesInput<Rest> = Rest extends [`{${string}` | `?${string}`, ...unknown[]] ? true : false;

/**
 * The arguments of an operation's call: who calls unless it is public (the token in the browser; the
 * server's `Caller`, or `SessionCaller` for `session`), the path's parameters in order, the input.
 */
export type OperationArgs<Spec extends string, Input, Caller = string, SessionCaller = Caller> =
  Words<Spec> extends [string, infer Path extends string, infer Who, ...infer Rest]
    ? [
        ...(Who extends 'public' ? [] : [token: Who extends 'session' ? SessionCaller : Caller]),
        ...PathArgs<Path>,
        ...(TakesInput<Rest> extends true ? (undefined extends Input ? [input?: Input] : [input: Input]) : []),
      ]
    : never;

type Groups = Record<string, Record<string, string>>;
type Flat<Table extends Groups> = { [Group in keyof Table]: Table[Group] }[keyof Table];
type Union<T> = (T extends unknown ? (all: T) => void : never) extends (all: infer All) => void ? All : never;

/** The call each operation of the table becomes in the browser, by operation name: its arguments, its answer. */
export type OperationCalls<Table extends Groups, Ops = Union<Flat<Table>>> = {
  [Name in keyof Ops]: Ops[Name] extends OperationTypes<infer Spec, infer Answer, infer Input>
    ? (...args: OperationArgs<Spec, Input>) => Promise<Answer>
    : never;
};

/** An operation's spec, read. */
export interface OperationParts {
  method: HttpMethod;
  path: string;
  access: Access;
  /** `{}` a JSON body, `{name}` a body of one field given as its value, `?a&b` the query's names. */
  input?: string;
  /** The success status when it is not `200` (`201` a creation, `202` work that runs on). */
  status?: number;
  /** `file=name`: the answer is a download of that name (`{date}` the server's day), not JSON. */
  file?: string;
  /** `5MB`: the body may be that large (MiB), not the API's few kilobytes. */
  maxBytes?: number;
}

export function operationParts(spec: string): OperationParts {
  const [method, path, access, ...rest] = spec.split(' ') as [HttpMethod, string, Access, ...string[]];
  const word = (pattern: RegExp) => rest.map((one) => pattern.exec(one)?.[1]).find(Boolean);
  return {
    method,
    path,
    access,
    input: word(/^([{?].*)/),
    status: Number(word(/^(2\d\d)$/)) || undefined,
    file: word(/^file=(.+)/),
    maxBytes: Number(word(/^(\d+)MB$/)) * 1024 * 1024 || undefined,
  };
}

/** The names of the path's `:name` parameters, in order. */
export const pathParams = (path: string): string[] => path.match(/:\w+/g)?.map((param) => param.slice(1)) ?? [];

/** The names of the query an input reads (`?a&b`), or none for a body. */
export const queryNames = (input: string | undefined): string[] | undefined => (input?.[0] === '?' ? input.slice(1).split('&') : undefined);

/** The input as the service method takes it: a body of one field given as its value becomes that field. */
export const serviceInput = (input: string | undefined, value: unknown): unknown =>
  input && input.length > 2 && input[0] === '{' ? { [input.slice(1, -1)]: value } : value;

/** A declared operation, read, with its name and its group (the service part that answers it). */
export type DeclaredOperation = OperationParts & { group: string; name: string };

/** Every declared operation of the tables with its name and group, in their order. */
export const listOperations = (...tables: Groups[]): DeclaredOperation[] =>
  tables.flatMap((table) =>
    Object.entries(table).flatMap(([group, operations]) =>
      Object.entries(operations).map(([name, spec]) => ({ ...operationParts(spec), group, name })),
    ),
  );

/** The call of a declared operation by its name. */
type OperationByName = (name: string) => (...args: unknown[]) => Promise<unknown>;

/**
 * An adapter whose properties beyond its `own` are the declared operations, each called by `call` with
 * the operation found by name: the public reads' at once, the panel's table (api-operations.ts, a chunk
 * of its own) loaded on the first such call, and asked for again after a failed load. `then` is no
 * operation: the adapter is no promise.
 */
export function operationAdapter<Adapter extends object>(
  publicTable: Groups,
  call: (operation: DeclaredOperation, args: unknown[]) => Promise<unknown>,
  own: (operation: OperationByName) => Partial<Adapter>,
): Adapter {
  const byName = (table: Groups) => new Map(listOperations(table).map((operation) => [operation.name, operation]));
  const reads = byName(publicTable);
  let panel: Promise<Map<string, DeclaredOperation>> | undefined;
  const operation: OperationByName =
    (name) =>
    async (...args) => {
      const found =
        reads.get(name) ??
        (
          await (panel ??= import('./api-operations').then(({ apiOperations }) => byName(apiOperations))).catch(() => (panel = undefined))
        )?.get(name);
      if (!found) throw new RaidApiError('unavailable', raidApiMessages.unavailable);
      return call(found, args);
    };
  return new Proxy(own(operation), {
    get: (target, key) => (key in target || typeof key !== 'string' || key === 'then' ? target[key as keyof Adapter] : operation(key)),
  }) as Adapter;
}
