import { InteractionResponseType, InteractionType, type APIInteractionResponse } from 'discord-api-types/v10';
import { RaidApiError } from '../../src/domain/raid-api-error';
import { canAnswerInteractions, type DiscordAppSettings } from './discord-app-settings';
import type { InteractionHandler } from './interaction-handler';
import { checkInteractionSignature } from './interaction-signature';

export interface InteractionEndpointOptions {
  /** The guild's Discord application as it applies now. */
  settings: () => DiscordAppSettings;
  answer: InteractionHandler;
  /** Remembers an interaction's id; `false` for one answered before (`createSeenInteractions`). */
  firstTime: (interactionId: string) => boolean;
  now: () => Date;
}

/** A call to the interactions endpoint as it arrived: Discord's two signature headers and its body. */
export interface InteractionCall {
  signature: string | undefined;
  timestamp: string | undefined;
  /** The raw body as text, read only once the endpoint is configured (nobody waits for a body to refuse it). */
  readBody: () => Promise<string>;
}

export const interactionEndpointMessages = {
  notConfigured:
    'Discord nie jest skonfigurowany na tym serwerze gildii: ustaw DISCORD_APPLICATION_ID i DISCORD_PUBLIC_KEY i uruchom serwer ponownie.',
  badSignature: 'Nieprawidłowy podpis żądania Discorda.',
  stale: 'Podpis żądania Discorda jest przeterminowany (znacznik czasu różni się od zegara serwera o ponad 5 minut).',
  notAnInteraction: 'Treść żądania nie jest interakcją Discorda.',
  replayed: 'Ta interakcja Discorda została już obsłużona – Discord nie wysyła jej drugi raz, więc niczego nie zapisano.',
} as const;

const messages = interactionEndpointMessages;

function parseInteraction(body: string): Parameters<InteractionHandler>[0] {
  let interaction: unknown;
  try {
    interaction = JSON.parse(body);
  } catch {
    interaction = undefined;
  }
  if (typeof interaction !== 'object' || interaction === null || typeof (interaction as { type?: unknown }).type !== 'number') {
    throw new RaidApiError('invalid', messages.notAnInteraction);
  }
  return interaction as Parameters<InteractionHandler>[0];
}

/**
 * Receives one call Discord makes to the guild's application and gives the JSON Discord reads back: a
 * ping's pong, else what `answer` says. Refused with `unavailable` while the application has no public
 * key, `unauthorized` for a missing, wrong or stale signature (Ed25519 over timestamp + body) and for an
 * interaction answered before, `invalid` for a body that is not an interaction.
 */
export async function receiveInteraction(options: InteractionEndpointOptions, call: InteractionCall): Promise<APIInteractionResponse> {
  const app = options.settings();
  if (!canAnswerInteractions(app)) throw new RaidApiError('unavailable', messages.notConfigured);
  const body = await call.readBody();
  const { signature, timestamp } = call;
  const check = checkInteractionSignature({ publicKeyHex: app.publicKey!, signature, timestamp, body, now: options.now() });
  if (check === 'stale') throw new RaidApiError('unauthorized', messages.stale);
  if (check !== 'ok') throw new RaidApiError('unauthorized', messages.badSignature);
  const interaction = parseInteraction(body);
  if (interaction.type === InteractionType.Ping) return { type: InteractionResponseType.Pong };
  // Discord sends an interaction once: its id again is a recording played back within the signature's window.
  const id = (interaction as { id?: unknown }).id;
  if (typeof id !== 'string' || !options.firstTime(id)) throw new RaidApiError('unauthorized', messages.replayed);
  return options.answer(interaction);
}
