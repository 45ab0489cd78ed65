import type { Context } from 'hono';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { LinkedAccountService } from '../../src/domain/service';
import type { DiscordCallbackResult, DiscordSignIn, DiscordSignInPage } from '../discord/discord-sign-in';
import { discordPageHtml } from '../discord/discord-sign-in-page';
import { routeDocs } from './route-docs';
import { setDiscordStateCookie, takeDiscordStateCookie } from './discord-state-cookie';
import type { Route } from './route-doc';
import type { OperationHandlers } from './operation-routes';
import { discordSignInPath } from '../../src/data/raids/public-reads';

export interface DiscordAuthRoutesOptions {
  discord: DiscordSignIn;
  publicUrl: () => string | undefined;
}

export interface DiscordLinkOptions {
  discord: DiscordSignIn;
  /** The linked accounts' service, read when a request needs it. */
  accounts: () => LinkedAccountService;
}

/** Sign-in with Discord, the hand-over to the panel, and the raider's link in Konto (docs/discord.md). */
export function addDiscordAuthRoutes(route: Route, { discord, publicUrl }: DiscordAuthRoutesOptions): void {
  const page = (c: Context, shown: DiscordSignInPage) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    return c.html(discordPageHtml(shown, publicUrl()), shown.status as 400);
  };
  const finish = (c: Context, result: DiscordCallbackResult) =>
    'redirect' in result ? c.redirect(result.redirect, 302) : page(c, result.page);
  /** The browser came here by a link: a refusal is a page, not JSON. */
  const refusalPage = (c: Context, error: unknown) => {
    if (!(error instanceof RaidApiError)) throw error;
    const status = error.code === 'unavailable' ? 503 : error.code === 'unauthorized' ? 401 : 400;
    return page(c, { kind: 'refused', status, message: error.message });
  };

  route('GET', discordSignInPath, routeDocs.discordAuthorize, (c) => {
    try {
      const { url, state } = discord.authorize(c.req.query('link'));
      setDiscordStateCookie(c, publicUrl(), state);
      return c.redirect(url, 302);
    } catch (error) {
      return refusalPage(c, error);
    }
  });

  route('GET', `${discordSignInPath}/callback`, routeDocs.discordCallback, async (c) => {
    try {
      const browserState = takeDiscordStateCookie(c, publicUrl());
      return finish(
        c,
        await discord.callback({ code: c.req.query('code'), state: c.req.query('state'), error: c.req.query('error'), browserState }),
      );
    } catch (error) {
      return refusalPage(c, error);
    }
  });

  route('POST', `${discordSignInPath}/nickname`, routeDocs.discordNickname, async (c) => {
    const form = await c.req.parseBody();
    const choice = typeof form.choice === 'string' ? form.choice : undefined;
    const nickname = typeof form.nickname === 'string' ? form.nickname : '';
    try {
      return finish(c, await discord.chooseNickname(choice, nickname));
    } catch (error) {
      return refusalPage(c, error);
    }
  });
}

/** The raider's link to Discord in Konto, and the first password of an account made through Discord. */
export function discordLinkHandlers({ discord, accounts }: DiscordLinkOptions): OperationHandlers {
  return {
    linkIntent: ({ actor }) => discord.linkIntent(actor),
    discordLink: ({ actor }) => discord.linkOf(actor),
    confirmDiscordLink({ actor, input }) {
      discord.confirmLink(actor, input.linkConfirmation);
      return discord.linkOf(actor);
    },
    setDiscordReminders({ actor, input: { dmReminders } }) {
      const message = 'Wybierz, czy przypominać na Discordzie.';
      if (typeof dmReminders !== 'boolean') throw new RaidApiError('invalid', message, { dmReminders: message });
      discord.setDmReminders(actor, dmReminders);
      return discord.linkOf(actor);
    },
    unlinkDiscord: ({ actor }) => discord.unlink(actor),
    setFirstPassword: ({ signedIn, input }) => accounts().setFirstPassword(signedIn, input),
  };
}
