import type { Handler } from 'hono';
import type { GenericSchema } from 'valibot';
import type { AccountEnv } from './route-access';

import type { Access, HttpMethod } from '../../src/data/raids/operation-spec';

export type { Access, HttpMethod };

/** One row of the API reference: what the endpoint reads and answers, in the reference's own words. */
export interface RouteDoc {
  access: Access;
  /** Who may call, said more precisely than `access` alone can, e.g. `officer (for raiders), admin`. */
  accessNote?: string;
  /** The JSON body, the query or the headers the endpoint reads. */
  body?: string;
  /** The success answers. */
  answers: string;
  errors?: string;
  /** The address the reference shows instead of the route's path, when one route serves several documented ones. */
  shownPath?: string;
  /**
   * What the request carries, as a declaration says it (src/data/raids/operation-spec.ts): `{}` a JSON body,
   * `{name}` a body of one field, `?a&b` the query's names.
   */
  request?: string;
  /**
   * The valibot schema the server validates that input with (the body, or the query as an object of its
   * names): `GET /api/openapi.json` and docs/api.md show it as JSON Schema.
   */
  input?: GenericSchema;
  /** The success status of a creation, `201` (else the statuses `answers` names). */
  created?: boolean;
  /** The declared operation's name, for the OpenAPI document's `operationId`. */
  operationId?: string;
}

/** A registered endpoint with its documentation (one row each, usually; the calendar feeds share a route). */
export interface DocumentedRoute {
  method: HttpMethod;
  /** The path as registered, under `/api`. */
  path: string;
  docs: readonly RouteDoc[];
}

/**
 * Registers an endpoint with its documentation; its `access` decides the guards run before `handler`,
 * `maxBytes` how large its body may be (else the API's `maxBodyBytes`).
 */
export type Route = (
  method: HttpMethod,
  path: string,
  doc: RouteDoc | readonly RouteDoc[],
  handler: Handler<AccountEnv>,
  maxBytes?: number,
) => void;
