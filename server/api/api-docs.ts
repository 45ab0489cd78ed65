import type { Hono } from 'hono';
import { createApiRoutes, type ApiRoutesOptions } from './api-routes';
import type { DocumentedRoute, RouteDoc } from './route-doc';
import { generatedSection } from './generated-section';
import { requestSchemas } from './request-schemas';
import { requestShape } from './schema-shape';

/** docs/api.md keeps the generated table between these two lines; `npm run docs:api` rewrites it. */
export const apiTableStart = '<!-- api-table: generated from the routes in server/api/ by `npm run docs:api` -->';
export const apiTableEnd = '<!-- /api-table -->';

/**
 * What the routes are built with when only their registrations are read. No handler runs, so no service
 * is needed; the optional groups (the server's parts, calendar feeds, Discord's interactions, sign-in with Discord) are switched on so that they are documented.
 */
function documentationOnly(documentRoute: (route: DocumentedRoute) => void): ApiRoutesOptions {
  const neverCalled = {} as never;
  // Every part of the service, the server's own too, has every method (never called): each declared operation is offered.
  const anyMethod = new Proxy({}, { get: () => () => undefined });
  const everyPart = new Proxy({}, { get: () => anyMethod }) as never;
  return {
    guild: everyPart,
    parts: everyPart,
    rosterCache: neverCalled,
    guildConfig: neverCalled,
    limiter: neverCalled,
    accountLimiter: neverCalled,
    allowedOrigins: () => [],
    trustProxy: false,
    databaseAnswers: () => false,
    log: () => {},
    feeds: neverCalled,
    discord: neverCalled,
    raiderIo: neverCalled,
    discordSignIn: neverCalled,
    documentRoute,
  };
}

/** Every endpoint of the API with its documentation, in the order they are registered, and the Hono app itself. */
export function documentApi(): { routes: DocumentedRoute[]; api: Hono } {
  const routes: DocumentedRoute[] = [];
  const api = createApiRoutes(documentationOnly((route) => routes.push(route))) as unknown as Hono;
  return { routes, api };
}

/** The "token" column: who may call, as the guards of `access` decide it. */
export function whoMayCall(doc: RouteDoc): string {
  switch (doc.access) {
    case 'public':
      return doc.accessNote ?? '';
    case 'token':
    case 'session':
      return doc.accessNote === undefined ? 'token' : `token: ${doc.accessNote}`;
    case 'bearer':
      return doc.accessNote ?? 'token';
    case 'officer':
      return `token: ${doc.accessNote ?? 'officer, admin'}`;
    case 'admin':
      return `token: ${doc.accessNote ?? 'admin'}`;
  }
}

/** One table cell: a `|` in the text would end it early. */
function cell(text: string | undefined): string {
  return text ? ` ${text.replaceAll('|', '\\|')} ` : ' ';
}

/** The Markdown table of the API: one row per documented endpoint, under `/api`; a validated body or query shown by its schema, then in prose. */
export function renderApiReference(routes: readonly DocumentedRoute[]): string {
  const lines = ['| method and path | token | body / query | success | errors |', '|---|---|---|---|---|'];
  for (const { method, path, docs } of routes) {
    for (const doc of docs) {
      const endpoint = `\`${method} /api${doc.shownPath ?? path}\``;
      const body = [requestShape(requestSchemas(path, doc), doc.input !== undefined), doc.body].filter(Boolean).join(': ');
      lines.push(`|${[endpoint, whoMayCall(doc), body, doc.answers, doc.errors].map(cell).join('|')}|`);
    }
  }
  return lines.join('\n');
}

const apiTable = generatedSection(apiTableStart, apiTableEnd, 'docs/api.md');

/** The generated table in `page`, or `null` when the markers are missing. */
export const apiTableIn = (page: string): string | null => apiTable.readFrom(page);

/** `page` with the generated table replaced by `table`, the text around it untouched. */
export const withApiTable = (page: string, table: string): string => apiTable.writeInto(page, table);
