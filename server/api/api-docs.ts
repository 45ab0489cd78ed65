import type { Hono } from 'hono';
import { createApiRoutes, type ApiRoutesOptions } from './api-routes';
import type { DocumentedRoute, RouteDoc } from './route-doc';

/** docs/api.md keeps the generated table between these two lines; `npm run docs:api` rewrites it. */
export const apiTableStart = '<!-- api-table: generated from the routes in server/api/ by `npm run docs:api` -->';
export const apiTableEnd = '<!-- /api-table -->';

/**
 * What the routes are built with when only their registrations are read. No handler runs, so no service
 * is needed; the optional groups (guild settings, calendar feeds) are switched on so that they are documented.
 */
function documentationOnly(documentRoute: (route: DocumentedRoute) => void): ApiRoutesOptions {
  const neverCalled = {} as never;
  return {
    guild: neverCalled,
    rosterCache: neverCalled,
    guildConfig: neverCalled,
    limiter: neverCalled,
    accountLimiter: neverCalled,
    allowedOrigins: [],
    trustProxy: false,
    databaseAnswers: () => false,
    log: () => {},
    feeds: neverCalled,
    guildSettings: neverCalled,
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
      return doc.accessNote === undefined ? 'token' : `token: ${doc.accessNote}`;
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

/** The Markdown table of the API: one row per documented endpoint, under `/api`. */
export function renderApiReference(routes: readonly DocumentedRoute[]): string {
  const lines = ['| method and path | token | body / query | success | errors |', '|---|---|---|---|---|'];
  for (const { method, path, docs } of routes) {
    for (const doc of docs) {
      const endpoint = `\`${method} /api${doc.shownPath ?? path}\``;
      lines.push(`|${[endpoint, whoMayCall(doc), doc.body, doc.answers, doc.errors].map(cell).join('|')}|`);
    }
  }
  return lines.join('\n');
}

/** The generated table in `page`, or `null` when the markers are missing. */
export function apiTableIn(page: string): string | null {
  const start = page.indexOf(apiTableStart);
  const end = page.indexOf(apiTableEnd);
  if (start < 0 || end < start) return null;
  return page.slice(start + apiTableStart.length, end).trim();
}

/** `page` with the generated table replaced by `table`, the text around it untouched. */
export function withApiTable(page: string, table: string): string {
  const start = page.indexOf(apiTableStart);
  const end = page.indexOf(apiTableEnd);
  if (start < 0 || end < start) throw new Error(`the page has no API table markers (${apiTableStart} … ${apiTableEnd})`);
  return `${page.slice(0, start + apiTableStart.length)}\n\n${table}\n\n${page.slice(end)}`;
}
