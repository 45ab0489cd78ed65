import { ServerPath } from '../../src/data/raids/server-paths';
import type { DiscordSignInPage } from './discord-sign-in';

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
<form method="post" action="/api${ServerPath.discordNickname}">
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
