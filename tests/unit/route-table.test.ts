import { describe, expect, it } from 'vitest';
import { flattenRoutes, routeTable, type RouteRecord } from '../../src/routes/route-table';
import appRoutes from '../fixtures/cases/app-routes.json';

const enDash = '\u2013';

describe('routeTable (the routes README lists)', () => {
  const flat = flattenRoutes();

  it('has exactly the twelve routes of the specification and the first-run set-up, parents before children', () => {
    expect(flat.map((route) => [route.fullPath, route.name ?? null, route.layout])).toEqual(appRoutes.routeTable);
  });

  it('gives the raider pages their exact titles with an en dash (U+2013)', () => {
    const titles = Object.fromEntries(flat.filter((route) => route.title).map((route) => [route.name, route.title]));
    expect(titles).toEqual({
      raider: `Panel rajdowca ${enDash} przegląd`,
      'raider-signups': `Panel rajdowca ${enDash} zapisy`,
    });
    for (const title of Object.values(titles)) {
      expect(title).not.toContain('-');
      expect(title).not.toContain('\u2014');
    }
  });

  it('puts the raider-auth guard on the /raider parent, which has seven children and no page of its own', () => {
    const parents = routeTable.filter((route) => route.children);
    expect(parents).toHaveLength(1);
    const parent = parents[0] as RouteRecord;
    expect(parent.path).toBe('/raider');
    expect(parent.guard).toBe('raider-auth');
    expect(parent.name).toBeUndefined();
    expect(parent.load).toBeUndefined();
    expect(parent.children?.map((child) => child.path)).toEqual(['', 'signups', 'attendance', 'account', 'members', 'raids', 'loot']);
    // Inside the raider area only the officers' pages have a guard of their own.
    expect(parent.children?.filter((child) => child.guard !== undefined).map((child) => [child.path, child.guard])).toEqual([
      ['members', 'officer'],
      ['raids', 'officer'],
      ['loot', 'officer'],
    ]);
  });

  it('guards nothing but the raider pages', () => {
    const guarded = flat.filter((route) => route.guard).map((route) => route.fullPath);
    expect(guarded).toEqual(['/raider', '/raider/members', '/raider/raids', '/raider/loot']);
  });

  it('gives every page route a loader whose module default-exports a component', async () => {
    const pages = flat.filter((route) => route.name);
    expect(pages).toHaveLength(13);
    for (const route of pages) {
      expect(typeof route.load, route.fullPath).toBe('function');
      const module = await route.load!();
      expect(typeof module.default, route.fullPath).toBe('function');
    }
  });

  it('uses unique route names', () => {
    const names = flat.map((route) => route.name).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('flattenRoutes', () => {
  const table: RouteRecord[] = [
    { path: '/', layout: 'default' },
    {
      path: '/a/',
      layout: 'dashboard',
      children: [
        { path: '', layout: 'raider', name: 'a-index' },
        { path: 'b', layout: 'raider', children: [{ path: 'c', layout: 'raider' }] },
        { path: '/absolute', layout: 'raider' },
      ],
    },
  ];

  it('joins relative child paths to their parent, keeps absolute ones, and maps an empty path to the parent', () => {
    expect(flattenRoutes(table).map((route) => route.fullPath)).toEqual(['/', '/a/', '/a/', '/a/b', '/a/b/c', '/absolute']);
  });

  it('keeps every field of the record and does not modify the input table', () => {
    const before = JSON.stringify(table);
    const flat = flattenRoutes(table);
    expect(flat[2]).toMatchObject({ path: '', layout: 'raider', name: 'a-index', fullPath: '/a/' });
    expect(JSON.stringify(table)).toBe(before);
    expect('fullPath' in (table[0] as object)).toBe(false);
  });

  it('returns an empty list for an empty table', () => {
    expect(flattenRoutes([])).toEqual([]);
  });
});
