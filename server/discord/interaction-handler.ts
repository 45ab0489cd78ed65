import {
  ApplicationCommandOptionType,
  ComponentType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIInteractionResponse,
  type APIInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import { assertRaidOpen, isRaidApiError, raidApiMessages, type RaidApiError } from '../../src/domain';
import { raidRoles, type RaidRole } from '../../src/domain/guild-config-types';
import { fromAbsence } from '../../src/domain/raids/absences';
import { roleLabels, statusLabels } from '../../src/domain/raids/signup-labels';
import { isComing, type RaidRoster, type Signup, type SignupStatus } from '../../src/domain/raids/signup-types';
import { moreRaids } from '../../src/domain/counted-phrases';
import type { RaidInstance } from '../../src/domain/schedule';
import type { Actor, GuildService } from '../../src/domain/service';
import { discordContentLimit, plainText } from './discord-messages';
import type { DiscordAppSettings } from './discord-app-settings';
import type { DiscordLinks } from './discord-links';
import { interactionWho, type InteractionSender } from './interaction-member';
import { parseRaidComponentId, raidComponentId, raidRoleOf } from './raid-components';
import { slashCommandNames } from './slash-commands';
import { typedLocalDate } from '../../src/domain/raids/typed-date';

/** What the handler reads of an interaction: the parts of Discord's payload it uses, checked as it goes. */
export interface Interaction extends InteractionSender {
  type: number;
  data?: {
    custom_id?: unknown;
    component_type?: unknown;
    values?: unknown;
    name?: unknown;
    options?: unknown;
  };
}

export interface InteractionHandlerOptions {
  guild: Pick<GuildService, 'accounts' | 'answers' | 'signups' | 'absences' | 'linkedAccounts'>;
  links: Pick<DiscordLinks, 'byDiscordUser' | 'link'>;
  /** The guild's Discord application as it applies now: its server and the roles of raiders, officers, admins. */
  app: () => DiscordAppSettings;
  /** The server's public origin, for the sign-in link an account made from Discord is told of; read on every call. */
  publicUrl: () => string | undefined;
  now: () => Date;
}

/** How many raids `/rajdy` lists; the rest are counted. */
export const upcomingRaidsShown = 10;

/** Every answer to a person is theirs alone: Discord shows it only to whoever clicked or typed. */
const ephemeral = (data: APIInteractionResponseCallbackData): APIInteractionResponse => ({
  type: InteractionResponseType.ChannelMessageWithSource,
  data: { ...data, flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } },
});
const say = (content: string) => ephemeral({ content });

/** A status is shown with an icon and its word, never one alone. */
const statusIcons: Record<SignupStatus, string> = { accepted: '✅', late: '⏰', tentative: '🤔', absent: '🚫' };

/** A raid's start as a Discord timestamp: every reader sees it in their own zone and language. */
const discordTime = (startUtc: string, style: 'F' | 'R') => `<t:${Math.floor(Date.parse(startUtc) / 1000)}:${style}>`;
const raidName = (raid: Pick<RaidInstance, 'title' | 'startUtc'>, titleMax = Infinity) => {
  const letters = Array.from(raid.title);
  const title = letters.length > titleMax ? `${letters.slice(0, titleMax).join('').trimEnd()}…` : raid.title;
  return `**${plainText(title)}**, ${discordTime(raid.startUtc, 'F')}`;
};

/** How far `/rajdy` shortens long titles, step by step, before it lists fewer raids: its message must fit Discord's limit. */
const titleSteps = [Infinity, 40, 24, 12] as const;

/** Where the answer put the raider: a place, the reserve with their position, or nothing to say. */
function placeOf(roster: RaidRoster, nickname: string, status: SignupStatus): string {
  if (!isComing(status)) return '';
  const reserve = roster.reserve.find((entry) => entry.raider === nickname);
  if (reserve) return ` Jesteś na liście rezerwowej (miejsce ${reserve.position}).`;
  return raidRoles.some((role) => roster.byRole[role].some((entry) => entry.raider === nickname)) ? ' Jesteś w składzie.' : '';
}

/** The Polish words of a refusal: the service's own message; for wrong fields, each field's. */
function refusalText(error: RaidApiError): string {
  const fields = Object.values(error.fieldErrors);
  return fields.length > 0 ? fields.join(' ') : error.message;
}

/** Why an interaction is answered with nothing saved, in Polish. */
export const interactionRefusals = {
  otherServer: 'Te przyciski i polecenia działają tylko na serwerze Discord gildii. Niczego nie zapisano.',
  noGuild:
    'Administrator gildii nie ustawił jeszcze ID serwera Discord (DISCORD_GUILD_ID), więc panel nie przyjmuje odpowiedzi z Discorda. ' +
    'Niczego nie zapisano – daj znać administratorowi.',
  notRaider:
    'Na serwerze Discord gildii nie masz roli rajdowca, więc nie możesz odpowiadać na rajdy. Niczego nie zapisano – poproś oficera o rolę.',
  directUnlinked:
    'Odpowiedz przyciskiem pod postem rajdu na serwerze Discord gildii: tam pierwsze kliknięcie zakłada Ci konto w panelu. Niczego nie zapisano.',
} as const;

/** What a member whose click made their account is told after the answer: the nickname, and how to open the panel. */
function accountMadeNote(nickname: string, publicUrl: string | undefined): string {
  const where = publicUrl ? `: ${publicUrl}` : ' na stronie gildii';
  return (
    `Założyliśmy Ci konto w panelu gildii jako **${plainText(nickname)}**. Panel otworzysz przyciskiem „Zaloguj się przez Discord”${where} ` +
    '– bez hasła; przyciski pod rajdami, /rajdy i /urlop działają od razu.'
  );
}

/** The range holding just the raid's start: the raid and any other night starting then. */
function rangeAt(raid: Pick<RaidInstance, 'startUtc'>) {
  const at = Date.parse(raid.startUtc);
  return { from: new Date(at).toISOString(), to: new Date(at + 1).toISOString() };
}

const stringOption = (options: unknown, name: string): string | undefined => {
  if (!Array.isArray(options)) return undefined;
  const option = (options as Array<{ name?: unknown; type?: unknown; value?: unknown }>).find(
    (entry) => entry?.name === name && entry.type === ApplicationCommandOptionType.String,
  );
  return typeof option?.value === 'string' ? option.value : undefined;
};

/**
 * Answers the interactions Discord sends (PING aside, which the endpoint answers itself): the raid
 * buttons and role select, `/rajdy` and `/urlop`. Every change goes through the guild service as the
 * account linked to the Discord user, with the same rules as the panel; every answer is an ephemeral
 * Polish message, refusals included. Synchronous SQLite only: Discord waits 3 s at most.
 */
export function createInteractionHandler({ guild, links, app, publicUrl, now }: InteractionHandlerOptions) {
  const { accounts, answers, signups, absences, linkedAccounts } = guild;

  /** The raider's own answer to the raid, not an absence's "Nie będę". */
  const givenAnswer = (actor: Actor, raid: RaidInstance): Signup | undefined =>
    signups.mySignups(actor, rangeAt(raid)).find((signup) => signup.raidId === raid.id && !fromAbsence(signup));

  /** The role the raider answered with most recently, as the panel preselects it. */
  function usualRole(actor: Actor): RaidRole | undefined {
    const at = now().getTime();
    const range = { from: new Date(at - 8 * 7 * 86_400_000).toISOString(), to: new Date(at + 366 * 86_400_000).toISOString() };
    const latest = signups
      .mySignups(actor, range)
      .filter((signup) => !fromAbsence(signup))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    return latest?.role;
  }

  function save(actor: Actor, raid: RaidInstance, previous: Signup | undefined, status: SignupStatus, role: RaidRole) {
    const { raidId: _raidId, raider: _raider, sequence: _sequence, updatedAt: _updatedAt, ...kept } = previous ?? { raidId: raid.id };
    const { signup, roster } = answers.saveSignup(actor, raid.id, { ...kept, status, role });
    const answer = `${statusLabels[signup.status]} — ${raidName(raid)} (${roleLabels[signup.role]}).`;
    return say(`Zapisano: ${answer}${placeOf(roster, signup.raider, signup.status)}`);
  }

  /** A role select for a first answer whose role is not known yet: its choice saves `status` in that role. */
  function askRole(raid: RaidInstance, status: SignupStatus): APIInteractionResponse {
    const select: APIActionRowComponent<APIComponentInMessageActionRow> = {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: raidComponentId({ kind: 'signup', raidId: raid.id, status }),
          placeholder: 'Wybierz rolę',
          options: raidRoles.map((role) => ({ label: roleLabels[role], value: role })),
        },
      ],
    };
    return ephemeral({
      content: `Z jaką rolą odpowiadasz „${statusLabels[status]}” na ${raidName(raid)}? Wybierz ją z listy.`,
      components: [select],
    });
  }

  function component(actor: Actor, data: NonNullable<Interaction['data']>): APIInteractionResponse {
    const action = typeof data.custom_id === 'string' ? parseRaidComponentId(data.custom_id) : undefined;
    if (!action) return say('Ten przycisk nie należy do zapisów gildii albo jest nieaktualny.');
    const values: unknown[] = Array.isArray(data.values) ? data.values : [];
    const chosenRole = values.length > 0 ? raidRoleOf(String(values[0])) : undefined;
    if (values.length > 0 && !chosenRole) return say('Wybierz jedną z ról z listy.');
    const found = signups.raid(action.raidId);
    // Only raids the guild has published, as the service answers: ids of nights years ahead parse too.
    const raid = found && signups.listRaids(rangeAt(found)).find((listed) => listed.id === found.id);
    if (!raid) return say(raidApiMessages.notFound);
    const previous = givenAnswer(actor, raid);
    if (action.kind === 'role') {
      return chosenRole ? save(actor, raid, previous, previous?.status ?? 'accepted', chosenRole) : say('Wybierz jedną z ról z listy.');
    }
    // A button keeps the role answered before; a first answer takes the raider's usual role, and with
    // none, asks for it (an absent raider's role is only a label: the first, as an absence's).
    const role = chosenRole ?? previous?.role ?? usualRole(actor) ?? (action.status === 'absent' ? raidRoles[0] : undefined);
    if (role) return save(actor, raid, previous, action.status, role);
    // Asked only while an answer could be saved: the refusal comes now, not after the choice.
    if (raid.status === 'cancelled') return say(raidApiMessages.cancelled);
    assertRaidOpen(raid, now());
    return askRole(raid, action.status);
  }

  /**
   * `/rajdy`: the next raids with the raider's answers, in at most `room` characters (Discord refuses a
   * message over 2,000, and the raider would see "interaction failed"): long titles are shortened
   * first, and only if that is not enough are fewer raids listed, the rest counted.
   */
  function myRaids(actor: Actor, room: number): APIInteractionResponse {
    const at = now().getTime();
    const range = { from: new Date(at).toISOString(), to: new Date(at + 366 * 86_400_000).toISOString() };
    const raids = signups.listRaids(range);
    if (raids.length === 0) return say('Nie ma zaplanowanych rajdów.');
    const rosters = new Map(signups.rosters(range).map((roster) => [roster.raidId, roster]));
    const mine = new Map(signups.mySignups(actor, range).map((signup) => [signup.raidId, signup]));
    const line = (raid: RaidInstance, titleMax: number) => {
      const signup = mine.get(raid.id);
      const when = `${raidName(raid, titleMax)} (${discordTime(raid.startUtc, 'R')})`;
      if (raid.status === 'cancelled') return `• ${when}: ❌ odwołany`;
      if (!signup) return `• ${when}: ❔ brak odpowiedzi`;
      const place = placeOf(rosters.get(raid.id)!, signup.raider, signup.status).trim();
      const byAbsence = fromAbsence(signup) ? ', urlop' : '';
      return `• ${when}: ${statusIcons[signup.status]} ${statusLabels[signup.status]} (${roleLabels[signup.role]}${byAbsence})${place ? ` – ${place}` : ''}`;
    };
    const text = (shown: number, titleMax: number) => {
      const lines = raids.slice(0, shown).map((raid) => line(raid, titleMax));
      const more = raids.length - shown;
      if (more > 0) lines.push(`…i ${moreRaids(more)} w panelu.`);
      return `Twoje najbliższe rajdy:\n${lines.join('\n')}`;
    };
    const shortest = titleSteps.at(-1)!;
    for (let shown = Math.min(upcomingRaidsShown, raids.length); shown > 1; shown -= 1) {
      for (const titleMax of shown === Math.min(upcomingRaidsShown, raids.length) ? titleSteps : [shortest]) {
        const fitted = text(shown, titleMax);
        if (fitted.length <= room) return say(fitted);
      }
    }
    return say(text(1, shortest));
  }

  function addAbsence(actor: Actor, options: unknown): APIInteractionResponse {
    // Typed by hand in Discord: "24.12.2026" as well as "2026-12-24".
    const typed = (name: string) => {
      const text = stringOption(options, name);
      return text === undefined ? undefined : typedLocalDate(text);
    };
    const from = typed('od');
    const to = typed('do');
    const note = stringOption(options, 'notatka');
    const absence = absences.addAbsence(actor, { from, to, ...(note === undefined ? {} : { note }) });
    const days = absence.from === absence.to ? `na ${absence.from}` : `od ${absence.from} do ${absence.to}`;
    return say(`Zapisano urlop ${days}. Rajdy w tych dniach liczą się jako „Nie będę”, chyba że odpowiesz na nie inaczej.`);
  }

  /**
   * The account an interaction acts as, or the refusal to answer with. A member of the guild's server
   * allowed to raid: their linked account with its role following their Discord roles now, or one made
   * there and then (`created`). A direct message (a reminder's buttons) carries no roles: the linked
   * account as it is. Anyone else: nothing is saved and no account made.
   */
  async function actorOf(interaction: Interaction): Promise<{ actor: Actor; created?: string } | { refusal: string }> {
    const who = interactionWho(interaction, app());
    if (who.kind === 'other-server' || who.kind === 'unknown') return { refusal: interactionRefusals.otherServer };
    if (who.kind === 'no-guild') return { refusal: interactionRefusals.noGuild };
    if (who.kind === 'not-raider') return { refusal: interactionRefusals.notRaider };
    const link = links.byDiscordUser(who.userId);
    if (who.kind === 'direct') {
      const actor = link && accounts.accountActor(link.accountKey);
      return actor ? { actor } : { refusal: interactionRefusals.directUnlinked };
    }
    if (link) linkedAccounts.applyDiscordRole(link.accountKey, who.role);
    const account = await linkedAccounts.accountFromDiscord({
      discordUserId: who.userId,
      names: who.names,
      role: who.role,
      linkedTo: () => links.byDiscordUser(who.userId)?.accountKey,
      link: (key) => links.link(key, who.userId, now().toISOString()),
    });
    const actor = accounts.accountActor(account.key);
    if (!actor) return { refusal: raidApiMessages.notFound };
    return account.created ? { actor, created: account.nickname } : { actor };
  }

  /** Does what the interaction asks, as `actor`, in a message of at most `room` characters. */
  function act(actor: Actor, interaction: Interaction, room: number): APIInteractionResponse {
    const data = interaction.data ?? {};
    try {
      if (interaction.type === InteractionType.MessageComponent) return component(actor, data);
      if (interaction.type === InteractionType.ApplicationCommand && data.name === slashCommandNames.myRaids) return myRaids(actor, room);
      if (interaction.type === InteractionType.ApplicationCommand && data.name === slashCommandNames.absence)
        return addAbsence(actor, data.options);
      return say('Tego polecenia serwer gildii nie zna. Administrator może je zarejestrować ponownie: npm run discord:register.');
    } catch (error) {
      if (isRaidApiError(error)) return say(refusalText(error));
      throw error;
    }
  }

  /** The answer to one interaction (never a PING): always a message, a refusal included. */
  return async function answer(interaction: Interaction): Promise<APIInteractionResponse> {
    let who: Awaited<ReturnType<typeof actorOf>>;
    try {
      who = await actorOf(interaction);
    } catch (error) {
      if (isRaidApiError(error)) return say(refusalText(error));
      throw error;
    }
    if ('refusal' in who) return say(who.refusal);
    const note = who.created ? `\n\n${accountMadeNote(who.created, publicUrl())}` : '';
    const answered = act(who.actor, interaction, discordContentLimit - note.length);
    if (!note || answered.type !== InteractionResponseType.ChannelMessageWithSource) return answered;
    return { ...answered, data: { ...answered.data, content: `${answered.data?.content ?? ''}${note}` } };
  };
}

export type InteractionHandler = ReturnType<typeof createInteractionHandler>;
