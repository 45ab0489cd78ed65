import { receiveInteraction, type InteractionEndpointOptions } from '../discord/interaction-endpoint';
import { readBodyText } from './request-input';
import type { Route } from './route-doc';
import { routeDocs } from './route-docs';

/** Discord's calls to the guild's own application (docs/discord.md). */
export function addDiscordRoutes(route: Route, options: InteractionEndpointOptions): void {
  // The application's "Interactions Endpoint URL" is the public URL + `/api` + this path. An interaction
  // carries the whole message clicked under (a raid post with its roster): more room than other bodies.
  route(
    'POST',
    '/discord/interactions',
    routeDocs.discordInteractions,
    async (c) => {
      const call = { signature: c.req.header('x-signature-ed25519'), timestamp: c.req.header('x-signature-timestamp') };
      return c.json(await receiveInteraction(options, { ...call, readBody: () => readBodyText(c) }));
    },
    64 * 1024,
  );
}
