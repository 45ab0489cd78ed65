import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inputJsonSchema } from '../../server/api/input-json-schema';
import { inputObject } from '../../src/domain/input-schema';
import { apiTableIn, documentApi } from '../../server/api/api-docs';
import { openApiDocument, openApiPath, openApiPathOf, statusesIn } from '../../server/api/openapi-document';
import { contractAccessCode, tuesdayRaid } from '../contract/contract-fixture';
import { contractServerPerTest } from '../kit/server';
import { call, signIn } from './helpers/api-client';

interface SchemaValidator {
  validateSchema(schema: object): boolean;
  compile(schema: object): (data: unknown) => boolean;
  errorsText(): string;
}
// JSON Schema 2020-12 by the validator's own ajv 8 (the tree's top-level `ajv` is eslint's 6, without that dialect).
const Ajv2020 = createRequire(createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'))(
  'ajv/dist/2020.js',
) as new (options: { strict: boolean }) => SchemaValidator;

type Document = { paths: Record<string, Record<string, Operation>> };
type Operation = { requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, unknown> };

const generated = () => openApiDocument(documentApi().routes) as unknown as Document;

/** `METHOD /api/path/{param}` of every endpoint Hono registers (`ALL`: middlewares, 405s and the 404 catch-all). */
const registered = () =>
  new Set(
    documentApi()
      .api.routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${openApiPathOf(route.path)}`),
  );

const operationsOf = (document: Document) =>
  new Set(
    Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
  );

describe('GET /api/openapi.json: the OpenAPI 3.1 document', () => {
  it('is valid against the official OpenAPI 3.1 schema, its bodies against JSON Schema 2020-12', async () => {
    const document = generated();
    const checked = await new Validator().validate(document);
    expect(checked.errors, JSON.stringify(checked.errors, null, 1)).toBeUndefined();
    expect(checked.valid).toBe(true);

    const ajv = new Ajv2020({ strict: true });
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (schema) expect(ajv.validateSchema(schema), `${method} ${path}: ${ajv.errorsText()}`).toBe(true);
      }
    }
  });

  it('is refused by the same check when it is broken', async () => {
    const document = generated();
    const [path, methods] = Object.entries(document.paths)[0]!;
    const [method, operation] = Object.entries(methods)[0]!;
    const broken = { ...document, paths: { ...document.paths, [path]: { ...methods, [method]: { ...operation, responses: 'none' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
    const { info: _info, ...withoutInfo } = document as Document & { info: unknown };
    expect((await new Validator().validate(withoutInfo)).valid).toBe(false);
    expect((await new Validator().validate({ ...document, openapi: '3.1' })).valid).toBe(false);
  });

  it('holds every endpoint Hono registers, and only those; docs/api.md lists the same', () => {
    const routes = registered();
    expect([...operationsOf(generated())].sort()).toEqual([...routes].sort());
    expect(routes).toContain('GET /api/openapi.json');
    expect(routes).toContain('PUT /api/raids/{raidId}/signup');

    // docs/api.md: one row per documented address (the calendar feeds' one route shows its two files).
    const table = apiTableIn(readFileSync('docs/api.md', 'utf8')) ?? '';
    const rows = new Set([...table.matchAll(/^\| `(\w+) (\/api\S+)` \|/gm)].map(([, method, path]) => `${method} ${path}`));
    const shown = documentApi().routes.flatMap(({ method, path, docs }) => docs.map((doc) => `${method} /api${doc.shownPath ?? path}`));
    expect([...rows].sort()).toEqual([...new Set(shown)].sort());
  });

  it("leaves a validated body's fields to its schema: the prose does not list them again by hand", () => {
    const listed = documentApi()
      .routes.flatMap(({ method, path, docs }) => docs.map((doc) => ({ endpoint: `${method} ${path}`, doc })))
      .filter(({ doc }) => doc.input !== undefined && /`[{?]/.test(doc.body ?? ''))
      .map(({ endpoint }) => endpoint);
    expect(listed, 'the body column shows these fields from the schema already: say in prose only what it cannot').toEqual([]);
  });

  it('converts what a caller sends: a check after a trim or a conversion is not the input', () => {
    const valid = new Ajv2020({ strict: true }).compile(
      inputJsonSchema(
        inputObject({
          code: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/)),
          weeks: v.pipe(v.unknown(), v.transform(Number), v.picklist([4, 8])),
          note: v.pipe(
            v.nullish(v.string()),
            v.transform((text) => text ?? undefined),
            v.optional(v.string()),
          ),
        }),
      ),
    );
    expect(valid({ code: ' 12 ', weeks: 4, note: null })).toBe(true);
    expect(valid({ code: 12, weeks: 4 })).toBe(false);
    expect(valid({ weeks: 4 })).toBe(false);
    expect(valid({ code: '1', weeks: 5 })).toBe(false);
  });

  it('says the statuses of the reference: the declared success, each error with its words', () => {
    const paths = generated().paths;
    expect(Object.keys(paths['/api/me/absences']!.post!.responses)).toEqual(['201', '400', '401', '503']);
    expect(Object.keys(paths['/api/me/absences/{absenceId}']!.delete!.responses)).toEqual(['204', '401', '404']);
    expect(paths['/api/raids/{raidId}/signup']!.put!.responses['409']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect([...statusesIn('`400` (fields), `409 locked` (before), `409 past` the start')]).toEqual([
      [400, '`400` (fields)'],
      [409, '`409 locked` (before); `409 past` the start'],
    ]);
  });
});

describe('the document against the live server', () => {
  let api: string;
  contractServerPerTest((started) => ({ api } = started));

  it('serves the generated document, readable from any origin', async () => {
    const served = await call(`${api}${openApiPath}`, 'GET', { headers: { origin: 'https://elsewhere.example' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(served.body).toEqual(generated());
  });

  it('takes the bodies the server takes and refuses those it answers 400 to, by the schema it validates with', async () => {
    const token = await signIn(api, 'Kasia', contractAccessCode);
    const paths = generated().paths;
    const ajv = new Ajv2020({ strict: true });
    const cases: Array<{ method: string; path: string; url: string; taken: object; refused: object }> = [
      {
        method: 'PUT',
        path: '/api/raids/{raidId}/signup',
        url: `/raids/${tuesdayRaid}/signup`,
        taken: { status: 'accepted', role: 'tank', note: null },
        refused: { status: 'maybe', role: 'tank' },
      },
      {
        method: 'POST',
        path: '/api/me/characters',
        url: '/me/characters',
        // The name is trimmed before its rules: the spaces are taken.
        taken: { name: ' Tarczownik ', realm: null, classId: 'warrior', specId: 'protection' },
        refused: { name: 'Łucznik', classId: 'hunter', specId: 'marksmanship', level: 60 },
      },
      {
        method: 'PUT',
        path: '/api/me/standing/{seriesId}',
        url: '/me/standing/wtorek',
        taken: { status: 'tentative', role: 'healer' },
        refused: { status: 'accepted', role: 'tank', characterId: 5 },
      },
      {
        method: 'POST',
        path: '/api/me/absences',
        url: '/me/absences',
        taken: { from: '2026-03-10', to: '2026-03-12', note: 'Urlop' },
        refused: { from: '2026-03-10', to: '2026-03-12', note: 42 },
      },
    ];
    for (const { method, path, url, taken, refused } of cases) {
      const schema = paths[path]![method.toLowerCase()]!.requestBody!.content['application/json']!.schema;
      const valid = ajv.compile(schema);
      const refusedAnswer = await call(`${api}${url}`, method, { token, body: refused });
      expect([refusedAnswer.status, valid(refused)], `${method} ${url} ${JSON.stringify(refused)}`).toEqual([400, false]);
      const takenAnswer = await call(`${api}${url}`, method, { token, body: taken });
      expect([takenAnswer.status < 300, valid(taken)], `${method} ${url} ${JSON.stringify(taken)}: ${takenAnswer.status}`).toEqual([
        true,
        true,
      ]);
    }
  });
});
