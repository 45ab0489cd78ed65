import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../src/routes/resolve-route';
import type { RouteRecord } from '../../src/routes/route-table';
import appRoutes from '../fixtures/cases/app-routes.json';

const guild = 'Bursztynowy Świt';

describe('resolveRoute', () => {
  it.each(appRoutes.resolveRoute as [string, string, number, string][])(
    '%s -> route %s (chain of %i), title %s',
    (path, name, chainLength, title) => {
      const resolved = resolveRoute(path, guild);
      expect(resolved.route?.name).toBe(name);
      expect(resolved.chain).toHaveLength(chainLength);
      expect(resolved.chain[resolved.chain.length - 1]).toBe(resolved.route);
      expect(resolved.title).toBe(title);
    },
  );

  it('puts the guarded /raider parent first in the chain of a raider page', () => {
    const { chain } = resolveRoute('/raider/signups', guild);
    expect(chain.map((route) => route.path)).toEqual(['/raider', 'signups']);
    expect(chain[0]?.guard).toBe('raider-auth');
    expect(chain[0]?.layout).toBe('dashboard');
  });

  it.each(['/nope', '/raider/nope', '/values/extra', '/raiders', '/raider/signups/1'])(
    'unknown path %s -> route null and an empty chain',
    (path) => {
      const resolved = resolveRoute(path, guild);
      expect(resolved.route).toBeNull();
      expect(resolved.chain).toEqual([]);
      expect(resolved.title).toBe('Nie znaleziono strony – Bursztynowy Świt');
    },
  );

  it('uses the guild name it is given (not a bundled one)', () => {
    expect(resolveRoute('/', 'Inna Gildia').title).toBe('Inna Gildia');
    expect(resolveRoute('/values', 'Inna Gildia').title).toBe('Wartości – Inna Gildia');
    // An exact title does not mention the guild.
    expect(resolveRoute('/raider', 'Inna Gildia').title).toBe('Panel rajdowca – przegląd');
  });

  it('resolves against a table it is given', () => {
    const table: RouteRecord[] = [
      { path: '/', name: 'index', layout: 'default', heading: 'Start' },
      { path: '/x', name: 'x', layout: 'default', heading: 'Iks' },
      { path: '/y', name: 'y', layout: 'default' },
    ];
    expect(resolveRoute('/x', 'G', table).title).toBe('Iks – G');
    expect(resolveRoute('/y', 'G', table).title).toBe('G');
    expect(resolveRoute('/values', 'G', table).route).toBeNull();
  });
});
