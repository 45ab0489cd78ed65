import type { Context } from 'hono';
import { RaidApiError } from '../../src/domain/raid-api-error';
import type { LinkedAccountService } from '../../src/domain/service';
import type { DiscordCallbackResult, DiscordSignIn, DiscordSignInPage } from '../discord/discord-sign-in';
import { actor } from './account-routes';
import { setDiscordStateCookie, takeDiscordStateCookie } from './discord-state-cookie';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';
import type { OperationHandlers } from './operation-routes';
import { discordSignInPath } from '../../src/data/raids/public-reads';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The Polish page a Discord round-trip ends on when it does not end in the panel: a refusal, or the
 * choice of another nickname. Plain HTML with its own small style (light and dark), no script.
 */
export function discordPageHtml(page: DiscordSignInPage, panelUrl: string | undefined): string {
  const back = panelUrl ? `<p><a href="${escapeHtml(`${panelUrl}/#/raider`)}">Wróć do panelu</a></p>` : '';
  // A taken nickname is most often the raider's own account made before Discord: linking it (signed in,
  // Konto → "Połącz z Discordem") keeps one account instead of a second one under another nickname.
  const linkExisting =
    page.choice?.existingAccount && panelUrl
      ? `<h2>To Twoje konto?</h2>
<p>Zaloguj się nim w panelu i w zakładce Konto wybierz „Połącz z Discordem”: potem zalogujesz się przez Discorda do tego samego konta.</p>
<p><a href="${escapeHtml(`${panelUrl}/#/raider/account`)}">Zaloguj się i połącz konto</a></p>`
      : '';
  const body =
    page.kind === 'choose-nickname' && page.choice
      ? `<h1>Wybierz nick</h1>
<p id="reason">${escapeHtml(page.message)}</p>
<form method="post" action="/api${discordSignInPath}/nickname">
<input type="hidden" name="choice" value="${escapeHtml(page.choice.id)}">
<label for="nickname">Nick w panelu gildii</label>
<input id="nickname" name="nickname" required minlength="2" maxlength="24" autocomplete="nickname" aria-invalid="true" aria-describedby="reason" value="${escapeHtml(page.choice.nickname)}">
<button type="submit">Załóż nowe konto</button>
</form>${linkExisting}${back}`
      : `<h1>Logowanie przez Discorda</h1>
<p role="alert">${escapeHtml(page.message)}</p>${back}`;
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.kind === 'choose-nickname' ? 'Wybierz nick' : 'Logowanie przez Discorda'}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;padding:2rem 1rem;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:0 auto}
h2{font-size:1.125rem;margin-top:2rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #475569;border-radius:.375rem}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem;border:0;border-radius:.375rem;background:#92400e;color:#fff;cursor:pointer}
a{color:#92400e}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}a{color:#fcd34d}input{background:#1e293b;color:#f1f5f9;border-color:#94a3b8}}
</style></head>
<body><main>${body}</main></body></html>`;
}

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

  route(
    'GET',
    discordSignInPath,
    {
      access: 'public',
      body: '`?link`: a link ticket from `POST /auth/discord/link-intent` (links that account instead of signing in)',
      answers:
        "`302` to Discord's authorization page (`response_type=code`, `client_id`, `scope=identify guilds.members.read`, `state`, PKCE `S256`, " +
        '`redirect_uri` = the public URL + `/api/auth/discord/callback`), with the cookie `__Host-raider-panel-discord` (`raider-panel-discord` ' +
        'when the public URL is plain HTTP) holding the `state`: the callback goes on only in this browser',
      errors: '`503` a Polish page when Discord sign-in or the public URL is not set, `401` a Polish page for an expired link ticket',
    },
    (c) => {
      try {
        const { url, state } = discord.authorize(c.req.query('link'));
        setDiscordStateCookie(c, publicUrl(), state);
        return c.redirect(url, 302);
      } catch (error) {
        return refusalPage(c, error);
      }
    },
  );

  route(
    'GET',
    `${discordSignInPath}/callback`,
    {
      access: 'public',
      body: "`?code&state` (or `?error`) from Discord, and the state's cookie set by `GET /auth/discord` in the same browser",
      answers:
        "`302 {public URL}/#/raider?discordTicket=…` (a one-time ticket, 60 s) for a member of the guild's Discord server, signed in to the " +
        'account linked to them or a new one (role from their Discord roles); when linking, ' +
        '`302 {public URL}/#/raider/account?discordLink=…&discordName=…` (the account confirms it with `POST /me/discord`, 10 min) or ' +
        '`?discordLinked=1` when it already is; `409` a Polish page to choose another nickname when theirs is taken',
      errors:
        "`400` expired or used state, started in another browser (no or another state cookie), cancelled; `403` not a member of the guild's " +
        'server (or the guild takes no new accounts); `502` Discord refused the code',
    },
    async (c) => {
      try {
        const browserState = takeDiscordStateCookie(c, publicUrl());
        return finish(
          c,
          await discord.callback({ code: c.req.query('code'), state: c.req.query('state'), error: c.req.query('error'), browserState }),
        );
      } catch (error) {
        return refusalPage(c, error);
      }
    },
  );

  route(
    'POST',
    `${discordSignInPath}/nickname`,
    {
      access: 'public',
      body: 'a form: `choice` (the one-time id of the choice page), `nickname`',
      answers: '`302` as the callback does, or the choice page again (`409`) with the reason',
      errors: '`400` an expired or used choice',
    },
    async (c) => {
      const form = await c.req.parseBody();
      const choice = typeof form.choice === 'string' ? form.choice : undefined;
      const nickname = typeof form.nickname === 'string' ? form.nickname : '';
      try {
        return finish(c, await discord.chooseNickname(choice, nickname));
      } catch (error) {
        return refusalPage(c, error);
      }
    },
  );
}

/** The raider's link to Discord in Konto, and the first password of an account made through Discord. */
export function discordLinkHandlers({ discord, accounts }: DiscordLinkOptions): OperationHandlers {
  return {
    linkIntent: (c) => c.json(discord.linkIntent(actor(c)), 201),

    discordLink: (c) => c.json(discord.linkOf(actor(c))),

    confirmDiscordLink: async (c) => {
      const body = await readJsonObject(c);
      discord.confirmLink(actor(c), body.linkConfirmation);
      return c.json(discord.linkOf(actor(c)));
    },

    setDiscordReminders: async (c) => {
      const body = await readJsonObject(c);
      if (typeof body.dmReminders !== 'boolean')
        throw new RaidApiError('invalid', 'Wybierz, czy przypominać na Discordzie.', {
          dmReminders: 'Wybierz, czy przypominać na Discordzie.',
        });
      discord.setDmReminders(actor(c), body.dmReminders);
      return c.json(discord.linkOf(actor(c)));
    },

    unlinkDiscord: (c) => {
      discord.unlink(actor(c));
      return c.body(null, 204);
    },

    setFirstPassword: async (c) => {
      await accounts().setFirstPassword(c.get('signedIn'), await readJsonObject(c));
      return c.body(null, 204);
    },
  };
}
