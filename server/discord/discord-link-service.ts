import { RaidApiError } from '../../src/domain/raid-api-error';
import type { LinkedAccountService } from '../../src/domain/service';
import type { ServicePart } from '../api/operation-routes';
import type { DiscordSignIn } from './discord-sign-in';

/** The raider's link to Discord in Konto, and the first password of an account made through Discord (docs/discord.md). */
export function createDiscordLinkService(discord: DiscordSignIn, accounts: LinkedAccountService): ServicePart<'discord'> {
  return {
    linkIntent: (actor) => discord.linkIntent(actor),
    discordLink: (actor) => discord.linkOf(actor),
    confirmDiscordLink(actor, body) {
      discord.confirmLink(actor, (body as { linkConfirmation?: unknown }).linkConfirmation);
      return discord.linkOf(actor);
    },
    setDiscordReminders(actor, body) {
      const { dmReminders } = body as { dmReminders?: unknown };
      const message = 'Wybierz, czy przypominać na Discordzie.';
      if (typeof dmReminders !== 'boolean') throw new RaidApiError('invalid', message, { dmReminders: message });
      discord.setDmReminders(actor, dmReminders);
      return discord.linkOf(actor);
    },
    unlinkDiscord: (actor) => discord.unlink(actor),
    setFirstPassword: (signedIn, body) => accounts.setFirstPassword(signedIn, body),
  };
}
