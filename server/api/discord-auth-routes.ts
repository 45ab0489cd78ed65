import type { Context } from 'hono';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { DiscordCallbackResult, DiscordSignIn, DiscordSignInPage } from '../discord/discord-sign-in';
import { discordPageHtml } from '../discord/discord-sign-in-page';
import { routeDocs } from './route-docs';
import { setDiscordStateCookie, takeDiscordStateCookie } from './discord-state-cookie';
import type { HttpMethod, Route, RouteDoc } from './route-doc';
import { ServerPath } from '../../src/data/raids/server-paths';

/** Sign-in with Discord's pages: the way out to Discord, its way back, the nickname choice (docs/discord.md). */
export function addDiscordAuthRoutes(route: Route, discord: DiscordSignIn, publicUrl: () => string | undefined = () => undefined): void {
  const page = (c: Context, shown: DiscordSignInPage) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    return c.html(discordPageHtml(shown, publicUrl()), shown.status as 400);
  };
  /** A route the browser comes to by a link: a redirect, or a Polish page (a refusal too), never JSON. */
  const pageRoute = (method: HttpMethod, path: string, doc: RouteDoc, work: (c: Context) => Promise<DiscordCallbackResult>) =>
    route(method, path, doc, async (c) => {
      try {
        const result = await work(c);
        return 'redirect' in result ? c.redirect(result.redirect, 302) : page(c, result.page);
      } catch (error) {
        if (!(error instanceof RaidApiError)) throw error;
        const status = error.code === 'unavailable' ? 503 : error.code === 'unauthorized' ? 401 : 400;
        return page(c, { kind: 'refused', status, message: error.message });
      }
    });

  pageRoute('GET', ServerPath.discordSignIn, routeDocs.discordAuthorize, async (c) => {
    const { url, state } = discord.authorize(c.req.query('link'));
    setDiscordStateCookie(c, publicUrl(), state);
    return { redirect: url };
  });
  pageRoute('GET', ServerPath.discordCallback, routeDocs.discordCallback, async (c) => {
    const browserState = takeDiscordStateCookie(c, publicUrl());
    return discord.callback({ code: c.req.query('code'), state: c.req.query('state'), error: c.req.query('error'), browserState });
  });
  pageRoute('POST', ServerPath.discordNickname, routeDocs.discordNickname, async (c) => {
    const form = await c.req.parseBody();
    return discord.chooseNickname(
      typeof form.choice === 'string' ? form.choice : undefined,
      typeof form.nickname === 'string' ? form.nickname : '',
    );
  });
}
