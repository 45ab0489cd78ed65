import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiTableEnd,
  apiTableIn,
  apiTableStart,
  documentApi,
  renderApiReference,
  whoMayCall,
  withApiTable,
} from '../../server/api/api-docs';
import type { DocumentedRoute } from '../../server/api/route-doc';

const endpoint = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the API reference (docs/api.md)', () => {
  it('shows the table the route definitions generate', () => {
    const page = readFileSync('docs/api.md', 'utf8');
    const written = apiTableIn(page);
    expect(written, 'docs/api.md has lost its table markers: put them back, then run `npm run docs:api`').not.toBeNull();
    const generated = renderApiReference(documentApi().routes);
    expect(written, 'docs/api.md differs from the routes in server/api/: run `npm run docs:api`').toBe(generated);
  });

  it('documents every endpoint the API registers, with the optional groups', () => {
    const { routes, api } = documentApi();
    // `ALL` entries are the middlewares, the 405 answers and the 404 catch-all: not endpoints of their own.
    const registered = new Set(api.routes.filter((route) => route.method !== 'ALL').map(endpoint));
    const documented = new Set(routes.map(endpoint));
    const undocumented = [...registered].filter((route) => !documented.has(route));
    expect(undocumented, 'registered without documentation: register them through route(method, path, doc, handler)').toEqual([]);
    expect([...documented].sort()).toEqual([...registered].sort());
    expect(documented).toContain('GET /settings');
    expect(documented).toContain('GET /calendar/:file');
  });

  it('says "who may call" from the access that picks the guards', () => {
    expect(whoMayCall({ access: 'public', answers: '' })).toBe('');
    expect(whoMayCall({ access: 'token', answers: '' })).toBe('token');
    expect(whoMayCall({ access: 'officer', answers: '' })).toBe('token: officer, admin');
    expect(whoMayCall({ access: 'admin', answers: '' })).toBe('token: admin');
    expect(whoMayCall({ access: 'officer', accessNote: 'officer (for raiders), admin', answers: '' })).toBe(
      'token: officer (for raiders), admin',
    );
  });

  it('renders one row per documented address under /api, empty cells as in hand-written tables', () => {
    const routes: DocumentedRoute[] = [
      { method: 'GET', path: '/config', docs: [{ access: 'public', answers: '`200` the config' }] },
      {
        method: 'GET',
        path: '/files/:file',
        docs: [
          { access: 'public', accessNote: 'the token in the path', shownPath: '/files/<token>.txt', answers: 'a | b', errors: '`404`' },
          { access: 'public', shownPath: '/files/all.txt', body: '`If-None-Match`', answers: '`200`' },
        ],
      },
    ];
    expect(renderApiReference(routes).split('\n')).toEqual([
      '| method and path | token | body / query | success | errors |',
      '|---|---|---|---|---|',
      '| `GET /api/config` | | | `200` the config | |',
      '| `GET /api/files/<token>.txt` | the token in the path | | a \\| b | `404` |',
      '| `GET /api/files/all.txt` | | `If-None-Match` | `200` | |',
    ]);
  });

  it('rewrites only the table between its markers', () => {
    const page = `# API\n\nBefore.\n\n${apiTableStart}\n\n| old |\n\n${apiTableEnd}\n\nAfter.\n`;
    const rewritten = withApiTable(page, '| new |');
    expect(rewritten).toBe(`# API\n\nBefore.\n\n${apiTableStart}\n\n| new |\n\n${apiTableEnd}\n\nAfter.\n`);
    expect(apiTableIn(rewritten)).toBe('| new |');
    expect(() => withApiTable('# API\n', '| new |')).toThrow(/markers/);
  });
});
