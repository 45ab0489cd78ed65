import { InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import { canAnswerInteractions, type DiscordAppSettings } from '../discord/discord-app-settings';
import type { InteractionHandler } from '../discord/interaction-handler';
import { checkInteractionSignature } from '../discord/interaction-signature';
import { ApiError } from './api-error';
import { readBodyText } from './request-input';
import type { Route } from './route-doc';
import { routeDocs } from './route-docs';

export interface DiscordRoutesOptions {
  /** The guild's Discord application as it applies now. */
  settings: () => DiscordAppSettings;
  answer: InteractionHandler;
  /** Remembers an interaction's id; `false` for one answered before (`createSeenInteractions`). */
  firstTime: (interactionId: string) => boolean;
  now: () => Date;
}

/** Discord's interactions carry the whole message clicked under (a raid post with its roster): more room than other bodies. */
export const maxInteractionBodyBytes = 64 * 1024;

/** Where Discord sends interactions (the application's "Interactions Endpoint URL" is the public URL + this). */
export const interactionsPath = '/discord/interactions';

export const discordRouteMessages = {
  notConfigured:
    'Discord nie jest skonfigurowany na tym serwerze gildii: ustaw DISCORD_APPLICATION_ID i DISCORD_PUBLIC_KEY i uruchom serwer ponownie.',
  badSignature: 'Nieprawidłowy podpis żądania Discorda.',
  stale: 'Podpis żądania Discorda jest przeterminowany (znacznik czasu różni się od zegara serwera o ponad 5 minut).',
  notAnInteraction: 'Treść żądania nie jest interakcją Discorda.',
  replayed: 'Ta interakcja Discorda została już obsłużona – Discord nie wysyła jej drugi raz, więc niczego nie zapisano.',
} as const;

/** Discord's calls to the guild's own application (docs/discord.md). */
export function addDiscordRoutes(route: Route, { settings, answer, firstTime, now }: DiscordRoutesOptions): void {
  route(
    'POST',
    interactionsPath,
    routeDocs.discordInteractions,
    async (c) => {
      const app = settings();
      if (!canAnswerInteractions(app)) throw new ApiError(503, 'unavailable', discordRouteMessages.notConfigured);
      const body = await readBodyText(c);
      const check = checkInteractionSignature({
        publicKeyHex: app.publicKey!,
        signature: c.req.header('x-signature-ed25519'),
        timestamp: c.req.header('x-signature-timestamp'),
        body,
        now: now(),
      });
      if (check === 'stale') throw new ApiError(401, 'unauthorized', discordRouteMessages.stale);
      if (check !== 'ok') throw new ApiError(401, 'unauthorized', discordRouteMessages.badSignature);
      let interaction: unknown;
      try {
        interaction = JSON.parse(body);
      } catch {
        interaction = undefined;
      }
      if (typeof interaction !== 'object' || interaction === null || typeof (interaction as { type?: unknown }).type !== 'number') {
        throw new ApiError(400, 'invalid', discordRouteMessages.notAnInteraction);
      }
      const typed = interaction as Parameters<InteractionHandler>[0];
      if (typed.type === InteractionType.Ping) return c.json({ type: InteractionResponseType.Pong });
      // Discord sends an interaction once: its id again is a recording played back within the signature's window.
      const id = (interaction as { id?: unknown }).id;
      if (typeof id !== 'string' || !firstTime(id)) throw new ApiError(401, 'unauthorized', discordRouteMessages.replayed);
      return c.json(await answer(typed));
    },
    maxInteractionBodyBytes,
  );
}
