import { InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import { canAnswerInteractions, type DiscordAppSettings } from '../discord/discord-app-settings';
import type { InteractionHandler } from '../discord/interaction-handler';
import { checkInteractionSignature } from '../discord/interaction-signature';
import { ApiError } from './api-error';
import { readBodyText } from './request-input';
import type { Route } from './route-doc';

export interface DiscordRoutesOptions {
  /** The guild's Discord application as it applies now. */
  settings: () => DiscordAppSettings;
  answer: InteractionHandler;
  /** Remembers an interaction's id; `false` for one answered before (`createSeenInteractions`). */
  firstTime: (interactionId: string) => boolean;
  now: () => Date;
}

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
    {
      access: 'public',
      accessNote: 'Discord (signed)',
      body:
        "an interaction as Discord sends it, signed: `X-Signature-Ed25519` over `X-Signature-Timestamp` + the raw body with the application's key " +
        '(`DISCORD_PUBLIC_KEY`); up to 64 KB',
      answers:
        '`200 {"type":1}` to a PING; to a raid button, the role select, `/rajdy` or `/urlop`: `200 {"type":4,"data":{"content","flags":64}}`, ' +
        'an ephemeral Polish message (a refusal too)',
      errors:
        '`400` not an interaction, `401` signature missing or wrong, its timestamp more than 5 minutes off, or an interaction id already ' +
        'answered (a replay: Discord sends each once), `503` Discord not configured',
    },
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
  );
}
