import type { SuggestionService } from '../../src/domain/service';
import { actor } from './account-routes';
import type { Route } from './route-doc';

export interface SuggestionRoutesOptions {
  suggestions: SuggestionService;
}

/** The fair-bench suggestion: a proposed roster with its rule and reasons, and applying it (docs/api.md). */
export function addSuggestionRoutes(route: Route, { suggestions }: SuggestionRoutesOptions): void {
  route(
    'GET',
    '/raids/:raidId/suggestion',
    {
      access: 'officer',
      answers:
        '`200 {"rule", "places": [{"nickname", "characterId"?, "role", "place": "roster" | "bench", "reasons": [string]}]}`: every ' +
        "coming raider in the order the rule (stated in Polish in `rule`) takes them: the leader's confirmations, then per role " +
        'and up to the size the raiders benched more often in the last 8 weeks, higher attendance, earlier answer; "late" after on time',
      errors: '`401`, `403 forbidden`, `404`',
    },
    (c) => c.json(suggestions.suggestion(actor(c), c.req.param('raidId') ?? '')),
  );

  route(
    'POST',
    '/raids/:raidId/suggestion/apply',
    {
      access: 'officer',
      answers:
        '`200 {"roster": RaidRoster, "movedOut": [], "saved": true}`: the suggestion recorded as the leader\'s decisions (a place ' +
        'confirmed, the rest benched; one audit entry each); the roster equals the suggestion',
      errors: '`401`, `403 forbidden`, `404`, `409 locked` (a cancelled night, or nobody coming), `409 past` (the raid has started)',
    },
    (c) => c.json(suggestions.applySuggestion(actor(c), c.req.param('raidId') ?? '')),
  );
}
