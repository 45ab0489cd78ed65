import { ServerPath } from '../../src/data/raids/server-paths';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  generateCodeVerifier,
  generateState,
} from 'arctic';
import type { APIGuildMember, APIUser } from 'discord-api-types/v10';
import * as v from 'valibot';
import { inputObject } from '../../src/domain/input-schema';
import { roleFromRoleIds } from '../../src/domain/accounts/account-rules';
import { nicknameSuggestion } from '../../src/domain/accounts/nickname';
import type { MemberRole } from '../../src/domain/accounts/account-types';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { RaiderSession } from '../../src/domain/raids/signup-types';
import type { Actor } from '../../src/domain/service';
import { canSignIn, type DiscordAppSettings } from './discord-app-settings';
import type { DiscordMemberParts } from './discord-links';

/** What sign-in with Discord asks Discord for: who the user is, and their membership of the guild's server. */
export const discordScopes = ['identify', 'guilds.members.read'] as const;

/** How long each one-time secret of the flow lives. */
export const discordSignInLimits = {
  /** From "Zaloguj się przez Discord" to Discord sending the raider back: time to sign in to Discord. */
  authorizationMs: 10 * 60_000,
  /** The hand-over of the session to the panel (`#/raider?discordTicket=…`): the panel exchanges it at once. */
  ticketMs: 60_000,
  /** "Połącz z Discordem" in Konto: from the click to the redirect. */
  linkTicketMs: 60_000,
  /** Choosing another nickname when the Discord one is taken. */
  nicknameChoiceMs: 10 * 60_000,
  /** From Discord's answer to the raider confirming the link in Konto. */
  linkConfirmationMs: 10 * 60_000,
} as const;

export const discordSignInMessages = {
  notConfigured:
    'Logowanie przez Discorda nie jest skonfigurowane na tym serwerze (brak ID klienta, sekretu klienta lub ID serwera Discorda).',
  noPublicUrl:
    'Logowanie przez Discorda wymaga adresu publicznego serwera: administrator ustawia go w „Ustawieniach gildii” (albo zmienną PUBLIC_URL).',
  expired: 'To logowanie przez Discorda wygasło albo zostało już użyte. Wróć do panelu i spróbuj jeszcze raz.',
  ticketExpired: 'Logowanie przez Discorda wygasło (bilet jest ważny 60 sekund i działa raz). Zaloguj się jeszcze raz.',
  linkTicketExpired: 'Łączenie z Discordem wygasło. Wybierz „Połącz z Discordem” jeszcze raz.',
  otherBrowser:
    'To logowanie przez Discorda zaczęło się w innej przeglądarce (albo ta przeglądarka nie zachowała jego ciasteczka). ' +
    'Nic nie zmieniono. Wróć do panelu w tej przeglądarce i zacznij jeszcze raz.',
  linkConfirmationExpired: 'Potwierdzenie połączenia z Discordem wygasło albo zostało już użyte. Wybierz „Połącz z Discordem” jeszcze raz.',
  linkForAnotherAccount:
    'To połączenie z Discordem zaczęto z innego konta w panelu. Nic nie połączono: połączyć konto można tylko z niego samego, ' +
    'w przeglądarce, w której zaczęto łączenie.',
  denied: 'Logowanie przez Discorda zostało anulowane.',
  discordFailed: 'Discord nie potwierdził logowania. Spróbuj jeszcze raz za chwilę.',
  discordBusy: 'Discord chwilowo ogranicza liczbę logowań. Spróbuj jeszcze raz za minutę.',
  notMember: 'Tylko członkowie serwera Discord gildii mogą się logować przez Discorda. Dołącz do serwera gildii i spróbuj ponownie.',
  notRaider:
    'Na serwerze Discord gildii nie masz roli rajdowca, więc nie możesz się logować do panelu. Poproś oficera o rolę i spróbuj ponownie.',
  userLinkedElsewhere: 'To konto Discorda jest już połączone z innym kontem w panelu.',
  accountLinked: 'To konto w panelu jest już połączone z Discordem. Najpierw je odłącz.',
  notLinked: 'To konto nie jest połączone z Discordem.',
  unlinkNeedsPassword: 'Najpierw ustaw hasło w zakładce Konto: bez Discorda i bez hasła nie dałoby się zalogować.',
} as const;

/** `POST /api/session {"discordTicket"}`: the one-time ticket sign-in with Discord handed over; any other is an expired one. */
export const discordTicketSchema = inputObject({ discordTicket: v.string() });

/** The Polish page an OAuth round-trip ends on when it does not end in the panel. */
export interface DiscordSignInPage {
  kind: 'refused' | 'choose-nickname';
  status: number;
  message: string;
  /**
   * `choose-nickname`: the one-time id of the pending sign-in, the nickname suggested, and whether the
   * one refused belongs to an existing account (the page then offers to link that account instead).
   */
  choice?: { id: string; nickname: string; existingAccount: boolean };
}

/** Where the browser goes next: the panel, or a page of ours. */
export type DiscordCallbackResult = { redirect: string } | { page: DiscordSignInPage };

export interface DiscordSignInOptions extends DiscordMemberParts {
  publicUrl: () => string | undefined;
  /** Runs the link's writes in one transaction (with storage faults answered as 503). */
  transaction: <T>(work: () => T) => T;
  /** The reads of Discord's API. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time for one request to Discord. @default 10000 */
  timeoutMs?: number;
}

interface Pending<T> {
  value: T;
  expiresAt: number;
}

/**
 * One-time secrets that live in this process's memory: each is taken once (`take` removes it) and
 * refused after its time. Kept server-side rather than in a signed cookie: the API sends no cookies (the
 * token travels in `Authorization`, the widget runs on other origins), and a restart merely makes a
 * raider click once more.
 */
function oneTimeSecrets<T>(now: () => Date, lifetimeMs: number) {
  const entries = new Map<string, Pending<T>>();
  const sweep = (at: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  return {
    issue(value: T, key = randomBytes(32).toString('base64url')): string {
      const at = now().getTime();
      sweep(at);
      entries.set(key, { value, expiresAt: at + lifetimeMs });
      return key;
    },
    take(key: string | undefined): T | undefined {
      if (!key) return undefined;
      const entry = entries.get(key);
      entries.delete(key);
      return entry && entry.expiresAt > now().getTime() ? entry.value : undefined;
    },
    size: () => entries.size,
  };
}

/** Whether the browser's copy of a secret is the one issued (compared in constant time). */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

interface Authorization {
  codeVerifier: string;
  /** Set when a signed-in raider links their account: the account to link. */
  linkAccountKey?: string;
}

/** Discord's answer to "Połącz z Discordem", waiting for the account's owner to confirm it in Konto. */
interface LinkConfirmation {
  accountKey: string;
  discordUserId: string;
}

interface NicknameChoice {
  discordUserId: string;
  role: MemberRole;
}

interface Ticket {
  accountKey: string;
  role: MemberRole;
}

/** The nickname a new account is offered: the server nickname, else the global name, else the username. */
export const suggestedNickname = (user: Pick<APIUser, 'username' | 'global_name'>, member: Pick<APIGuildMember, 'nick'>): string =>
  member.nick?.trim() || user.global_name?.trim() || user.username;

/**
 * "Wybierz nick" after the nickname was refused: the reason given for the nickname field (a bare "Popraw
 * zaznaczone pola." would point at nothing on this page), naming the refused nickname when the field offers
 * a cleaned one (`Bartek | Heal` → `Bartek Heal`).
 */
function nicknameChoicePage(id: string, refused: string, error: RaidApiError): DiscordSignInPage {
  const reason = error.fieldErrors.nickname ?? error.message;
  const suggestion = error.code === 'invalid' ? nicknameSuggestion(refused) : '';
  const nickname = suggestion || refused;
  const message = nickname === refused ? reason : `„${refused}”: ${reason}`;
  return { kind: 'choose-nickname', status: 409, message, choice: { id, nickname, existingAccount: error.code === 'taken' } };
}

/**
 * Sign-in with Discord (OAuth2 with PKCE S256 through arctic's `OAuth2Client`): the authorization URL,
 * the callback (membership of the guild's server, the role mapped from its roles, the account linked or
 * made), the one-time ticket that hands the session to the panel, and linking an account from Konto.
 */
export function createDiscordSignIn(options: DiscordSignInOptions) {
  const { app, publicUrl, accounts, links, now, transaction } = options;
  const fetchDiscord = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorizations = oneTimeSecrets<Authorization>(now, discordSignInLimits.authorizationMs);
  const tickets = oneTimeSecrets<Ticket>(now, discordSignInLimits.ticketMs);
  const linkTickets = oneTimeSecrets<string>(now, discordSignInLimits.linkTicketMs);
  const choices = oneTimeSecrets<NicknameChoice>(now, discordSignInLimits.nicknameChoiceMs);
  const linkConfirmations = oneTimeSecrets<LinkConfirmation>(now, discordSignInLimits.linkConfirmationMs);

  const redirectUri = (base: string) => `${base}/api${ServerPath.discordCallback}`;
  const refused = (message: string, status = 400): DiscordCallbackResult => ({ page: { kind: 'refused', status, message } });

  /** The settings sign-in needs, or `unavailable` saying what is missing. */
  function ready(): { settings: DiscordAppSettings; base: string; client: OAuth2Client } {
    const settings = app();
    if (!canSignIn(settings)) throw new RaidApiError('unavailable', discordSignInMessages.notConfigured);
    const base = publicUrl();
    if (!base) throw new RaidApiError('unavailable', discordSignInMessages.noPublicUrl);
    return { settings, base, client: new OAuth2Client(settings.clientId!, settings.clientSecret!, redirectUri(base)) };
  }

  /** A read of Discord's API as the user; `status` 0 when Discord could not be reached or answered no JSON. */
  async function discordGet<T>(settings: DiscordAppSettings, path: string, accessToken: string): Promise<{ status: number; body?: T }> {
    try {
      const response = await fetchDiscord(`${settings.apiBase}${path}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? { status: response.status, body: (await response.json()) as T } : { status: response.status };
    } catch {
      return { status: 0 };
    }
  }

  /** Discord's failure as the page that says it: limited (429) is a wait, anything else Discord's fault. */
  const discordDown = (status: number): DiscordCallbackResult =>
    status === 429 ? refused(discordSignInMessages.discordBusy, 503) : refused(discordSignInMessages.discordFailed, 502);

  /** A new account for a member, when its nickname is free; `taken` or `invalid` when it is not. */
  async function createAccount(nickname: string, discordUserId: string, role: MemberRole): Promise<string> {
    const created = await accounts.createLinkedAccount(nickname, role, (key) => links.link(key, discordUserId, now().toISOString()));
    return created.key;
  }

  const ticketRedirect = (base: string, ticket: Ticket) => `${base}/#/raider?discordTicket=${tickets.issue(ticket)}`;

  return {
    /** Whether the sign-in form offers "Zaloguj się przez Discord". */
    available: (): boolean => canSignIn(app()) && publicUrl() !== undefined,

    /**
     * The URL of Discord's authorization page (`GET /api/auth/discord`) and its `state`, which the route
     * also gives the browser in a cookie: the callback goes on only in the browser that started it. With a
     * link ticket (from `linkIntent`), the round-trip links that account instead of signing in.
     */
    authorize(linkTicket?: string): { url: string; state: string } {
      const { settings, client } = ready();
      let linkAccountKey: string | undefined;
      if (linkTicket !== undefined) {
        linkAccountKey = linkTickets.take(linkTicket);
        if (!linkAccountKey) throw new RaidApiError('unauthorized', discordSignInMessages.linkTicketExpired);
      }
      const codeVerifier = generateCodeVerifier();
      const state = authorizations.issue({ codeVerifier, linkAccountKey }, generateState());
      const url = client.createAuthorizationURLWithPKCE(settings.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, [
        ...discordScopes,
      ]);
      return { url: url.toString(), state };
    },

    /** A one-time ticket (60 s) that lets `GET /api/auth/discord?link=…` link the signed-in raider's account. */
    linkIntent(actor: Actor): { linkTicket: string; expiresInSeconds: number } {
      ready();
      if (links.byAccount(actor.key)) throw new RaidApiError('taken', discordSignInMessages.accountLinked);
      return { linkTicket: linkTickets.issue(actor.key), expiresInSeconds: discordSignInLimits.linkTicketMs / 1000 };
    },

    /**
     * Discord sent the raider back (`GET /api/auth/discord/callback?code&state`, or `?error`);
     * `browserState` is the state the starting browser keeps in its cookie. A callback opened in another
     * browser (a link sent to someone: login CSRF) is refused and leaves the state for its own browser.
     */
    async callback(query: { code?: string; state?: string; error?: string; browserState?: string }): Promise<DiscordCallbackResult> {
      if (!query.state || !sameSecret(query.browserState, query.state)) return refused(discordSignInMessages.otherBrowser);
      const authorization = authorizations.take(query.state);
      if (!authorization) return refused(discordSignInMessages.expired);
      if (query.error || !query.code) return refused(discordSignInMessages.denied);
      const { settings, base, client } = ready();
      let accessToken: string;
      try {
        const tokens = await client.validateAuthorizationCode(`${settings.apiBase}/oauth2/token`, query.code, authorization.codeVerifier);
        accessToken = tokens.accessToken();
      } catch (error) {
        // arctic: a refusal (400/401), no answer, or any other status (429, 5xx) or body it cannot read.
        if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) return discordDown(error.status);
        if (error instanceof OAuth2RequestError || error instanceof ArcticFetchError) return discordDown(502);
        throw error;
      }
      const user = await discordGet<APIUser>(settings, '/users/@me', accessToken);
      if (!user.body) return discordDown(user.status);
      const member = await discordGet<APIGuildMember>(settings, `/users/@me/guilds/${settings.guildId}/member`, accessToken);
      if (member.status === 404) return refused(discordSignInMessages.notMember, 403);
      if (!member.body) return discordDown(member.status);
      const role = roleFromRoleIds(member.body.roles ?? [], settings);
      if (!role) return refused(discordSignInMessages.notRaider, 403);
      const discordUserId = user.body.id;
      const linked = links.byDiscordUser(discordUserId);

      if (authorization.linkAccountKey) {
        const accountKey = authorization.linkAccountKey;
        if (linked && linked.accountKey !== accountKey) return refused(discordSignInMessages.userLinkedElsewhere, 409);
        if (linked) return { redirect: `${base}/#/raider/account?discordLinked=1` };
        // Not linked yet: the account's owner confirms it in Konto, signed in. A link opened by someone
        // else (sent to an admin) ends in their browser, where that account is not signed in.
        const id = linkConfirmations.issue({ accountKey, discordUserId });
        const name = suggestedNickname(user.body, member.body);
        return { redirect: `${base}/#/raider/account?${new URLSearchParams({ discordLink: id, discordName: name })}` };
      }

      if (linked) return { redirect: ticketRedirect(base, { accountKey: linked.accountKey, role }) };
      const nickname = suggestedNickname(user.body, member.body);
      try {
        return { redirect: ticketRedirect(base, { accountKey: await createAccount(nickname, discordUserId, role), role }) };
      } catch (error) {
        if (error instanceof RaidApiError && (error.code === 'taken' || error.code === 'invalid')) {
          return { page: nicknameChoicePage(choices.issue({ discordUserId, role }), nickname, error) };
        }
        if (error instanceof RaidApiError && error.code === 'forbidden') return refused(error.message, 403);
        throw error;
      }
    },

    /**
     * The nickname chosen on the choice page (`POST /api/auth/discord/nickname`): a new account, or the
     * page again with the reason (a new one-time id: each id is taken once).
     */
    async chooseNickname(id: string | undefined, nickname: string): Promise<DiscordCallbackResult> {
      const choice = choices.take(id);
      if (!choice) return refused(discordSignInMessages.expired);
      const base = ready().base;
      // Linked meanwhile (another tab finished first): sign in to that account.
      const linked = links.byDiscordUser(choice.discordUserId);
      if (linked) return { redirect: ticketRedirect(base, { accountKey: linked.accountKey, role: choice.role }) };
      try {
        return {
          redirect: ticketRedirect(base, {
            accountKey: await createAccount(nickname, choice.discordUserId, choice.role),
            role: choice.role,
          }),
        };
      } catch (error) {
        if (error instanceof RaidApiError && (error.code === 'taken' || error.code === 'invalid')) {
          return { page: nicknameChoicePage(choices.issue(choice), nickname, error) };
        }
        if (error instanceof RaidApiError && error.code === 'forbidden') return refused(error.message, 403);
        throw error;
      }
    },

    /**
     * `POST /api/session {"discordTicket"}`: the ticket taken (once, within 60 s) and the account signed
     * in by the same path as every Discord sign-in, the role mapped again at this moment.
     */
    exchangeTicket(body: unknown): RaiderSession {
      const read = v.safeParse(discordTicketSchema, body);
      const found = read.success ? tickets.take(read.output.discordTicket) : undefined;
      if (!found)
        throw new RaidApiError('unauthorized', discordSignInMessages.ticketExpired, { discordTicket: discordSignInMessages.ticketExpired });
      return accounts.signInLinked(found.accountKey, found.role);
    },

    /**
     * `POST /api/me/discord {"linkConfirmation"}`: the signed-in owner of the account confirms the link
     * Discord's answer proposed. Taken once; refused for any other account, so a round-trip finished in
     * someone else's browser links nothing.
     */
    confirmLink(actor: Actor, confirmationId: unknown): void {
      const confirmation = linkConfirmations.take(typeof confirmationId === 'string' ? confirmationId : undefined);
      if (!confirmation)
        throw new RaidApiError('invalid', discordSignInMessages.linkConfirmationExpired, {
          linkConfirmation: discordSignInMessages.linkConfirmationExpired,
        });
      if (confirmation.accountKey !== actor.key) throw new RaidApiError('forbidden', discordSignInMessages.linkForAnotherAccount);
      transaction(() => {
        const linked = links.byDiscordUser(confirmation.discordUserId);
        if (linked?.accountKey === actor.key) return;
        if (linked) throw new RaidApiError('taken', discordSignInMessages.userLinkedElsewhere);
        if (links.byAccount(actor.key)) throw new RaidApiError('taken', discordSignInMessages.accountLinked);
        links.link(actor.key, confirmation.discordUserId, now().toISOString());
      });
    },

    /** `GET /api/me/discord`. */
    linkOf(actor: Actor): { linked: boolean; dmReminders: boolean; hasPassword: boolean } {
      const link = links.byAccount(actor.key);
      return { linked: link !== undefined, dmReminders: link?.dmReminders ?? false, hasPassword: accounts.hasPassword(actor) };
    },

    /** `DELETE /api/me/discord`: only while the account has a password (else nothing would sign it in). */
    unlink(actor: Actor): void {
      transaction(() => {
        if (!links.byAccount(actor.key)) throw new RaidApiError('not-found', discordSignInMessages.notLinked);
        if (!accounts.hasPassword(actor)) throw new RaidApiError('forbidden', discordSignInMessages.unlinkNeedsPassword);
        links.unlink(actor.key);
      });
    },

    /** `PUT /api/me/discord {"dmReminders"}`. */
    setDmReminders(actor: Actor, on: boolean): void {
      transaction(() => {
        if (!links.setDmReminders(actor.key, on)) throw new RaidApiError('not-found', discordSignInMessages.notLinked);
      });
    },
  };
}

export type DiscordSignIn = ReturnType<typeof createDiscordSignIn>;
