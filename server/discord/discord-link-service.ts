import * as v from 'valibot';
import { RaidApiError } from '../../src/domain/raid-api-error';
import { inputObject } from '../../src/domain/input-schema';
import type { LinkedAccountService } from '../../src/domain/service';
import type { ServicePart } from '../api/operation-routes';
import { discordSignInMessages, type DiscordSignIn } from './discord-sign-in';

const remindersMessage = 'Wybierz, czy przypominać na Discordzie.';

/** `POST /me/discord`: the confirmation Discord's answer sent back to Konto. */
export const linkConfirmationSchema = inputObject({ linkConfirmation: v.string(discordSignInMessages.linkConfirmationExpired) });

/** `PUT /me/discord`: whether Discord reminds the raider by DM. */
export const dmRemindersSchema = inputObject({ dmReminders: v.boolean(remindersMessage) });

/** The body's fields as `schema` reads them, or `invalid` with the first reason as its message and under its field. */
function fieldsOf<Output>(schema: v.GenericSchema<unknown, Output>, body: unknown): Output {
  const read = v.safeParse(schema, body);
  if (read.success) return read.output;
  const [issue] = read.issues;
  throw new RaidApiError('invalid', issue.message, { [v.getDotPath(issue) ?? 'input']: issue.message });
}

/** The raider's link to Discord in Konto, and the first password of an account made through Discord (docs/discord.md). */
export function createDiscordLinkService(discord: DiscordSignIn, accounts: LinkedAccountService): ServicePart<'discord'> {
  return {
    linkIntent: (actor) => discord.linkIntent(actor),
    discordLink: (actor) => discord.linkOf(actor),
    confirmDiscordLink(actor, body) {
      discord.confirmLink(actor, fieldsOf(linkConfirmationSchema, body).linkConfirmation);
      return discord.linkOf(actor);
    },
    setDiscordReminders(actor, body) {
      discord.setDmReminders(actor, fieldsOf(dmRemindersSchema, body).dmReminders);
      return discord.linkOf(actor);
    },
    unlinkDiscord: (actor) => discord.unlink(actor),
    setFirstPassword: (signedIn, body) => accounts.setFirstPassword(signedIn, body),
  };
}
