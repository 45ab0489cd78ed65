import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discordApplicationId, interactionsPerTest, linkedAccount, signInAdmin } from '../kit';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { registerSlashCommands, slashCommands } from '../../server/discord/slash-commands';
import { openDatabase } from '../../server/database/open-database';
import { createDiscordPanelSettings } from '../../server/discord/discord-panel-settings';
import { memoryDataDir } from './helpers/memory-data-dir';
import { contractAccessCode, thursdayRaid, tuesdayRaid, tuesdayStart } from '../contract/contract-fixture';
import {
  createInteractionSigner,
  interactionPayloads as payloads,
  startDiscordApiStandIn,
  type DiscordApiStandIn,
} from '../stand-ins/discord-interactions';
import { call, callOk, signIn } from './helpers/api-client';
import { ephemeralText } from './helpers/interaction-client';
import { runServerCommand } from './helpers/server-command';

const ariaDiscord = '300000000000000001';

const own = interactionsPerTest();
const { interact } = own;

/** The guild's server: in-process unless said, without the application's public key when `publicKey` is null. */
const start = (options: { publicKey?: null; inProcess?: boolean } = {}) =>
  own.start(options.publicKey === null ? { DISCORD_PUBLIC_KEY: undefined } : {}, { inProcess: options.inProcess ?? true });

/** Aria's account, linked to her Discord user; answers her token. */
const linkedAria = () => linkedAccount(own.running, own.clock, 'Aria', ariaDiscord);

const rosterEntry = async (token: string, raidId: string) => {
  const roster = await callOk<Record<string, unknown> & { byRole: Record<string, Array<{ raider: string }>> }>(
    `${own.running.api}/raids/${raidId}/roster`,
    'GET',
    { token },
  );
  const lists = { ...roster.byRole, reserve: roster.reserve, tentative: roster.tentative, absent: roster.absent } as Record<
    string,
    Array<{ raider: string; status: string; role: string }>
  >;
  for (const [list, entries] of Object.entries(lists)) {
    const entry = entries.find((candidate) => candidate.raider === 'Aria');
    if (entry) return { list, status: entry.status, role: entry.role };
  }
  return undefined;
};

const tuesdayUnix = Math.floor(tuesdayStart / 1000);

describe('POST /api/discord/interactions: signatures', () => {
  it('answers a PING with {"type":1} over a real socket: a server-to-server call without Origin passes the host and CORS checks', async () => {
    await start({ inProcess: false });
    const answer = await interact(payloads.ping());
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { type: 1 } });
  });

  it('refuses with 401 a missing, wrong or foreign signature and a body changed after signing', async () => {
    await start();
    const body = JSON.stringify(payloads.ping());
    const headers = { 'content-type': 'application/json' };
    const unsigned = await call(`${own.running.api}/discord/interactions`, 'POST', { body, headers });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error.message).toBe('Nieprawidłowy podpis żądania Discorda.');

    const foreign = await interact(payloads.ping(), { by: createInteractionSigner() });
    expect(foreign.status).toBe(401);

    const timestamp = Math.floor(own.clock.now().getTime() / 1000);
    const signed = own.signer.sign(body, timestamp);
    const changed = await call(`${own.running.api}/discord/interactions`, 'POST', {
      body: body.replace('"type":1', '"type":2'),
      headers: { ...headers, ...signed },
    });
    expect(changed.status).toBe(401);
    const notHex = await call(`${own.running.api}/discord/interactions`, 'POST', {
      body,
      headers: { ...headers, ...signed, 'x-signature-ed25519': 'z'.repeat(128) },
    });
    expect(notHex.status).toBe(401);
  });

  it('refuses a well-signed call whose timestamp is more than 5 minutes off the server clock, either way', async () => {
    await start();
    const now = Math.floor(own.clock.now().getTime() / 1000);
    expect((await interact(payloads.ping(), { timestamp: now - 301 })).status).toBe(401);
    expect((await interact(payloads.ping(), { timestamp: now + 301 })).body.error.message).toContain('przeterminowany');
    expect((await interact(payloads.ping(), { timestamp: now - 299 })).body).toEqual({ type: 1 });
  });

  it('answers 503 in Polish while Discord is not configured', async () => {
    await start({ publicKey: null });
    const answer = await interact(payloads.ping());
    expect(answer.status).toBe(503);
    expect(answer.body.error.message).toContain('DISCORD_PUBLIC_KEY');
  });

  it('takes a message as large as a raid post with its roster (over the API-wide 16 KB limit)', async () => {
    await start();
    await linkedAria();
    const click = payloads.button(ariaDiscord, `signup:${tuesdayRaid}:absent`);
    const answer = await interact({ ...click, message: { ...click.message, content: 'ż'.repeat(12_000) } });
    expect(ephemeralText(answer)).toMatch(/^Zapisano: Nie będę/);
  });
});

describe('raid buttons and the role select', () => {
  it('each of the four buttons saves the answer as the linked account, keeping the role; the roster shows it', async () => {
    await start();
    const token = await linkedAria();

    // A first answer with no role known yet: the role is asked for, and its choice saves the answer.
    const asked = await interact(payloads.button(ariaDiscord, `signup:${tuesdayRaid}:accepted`));
    expect(ephemeralText(asked)).toBe(`Z jaką rolą odpowiadasz „Będę” na **Wtorkowy rajd**, <t:${tuesdayUnix}:F>? Wybierz ją z listy.`);
    expect(asked.body.data.components[0].components[0]).toMatchObject({ type: 3, custom_id: `signup:${tuesdayRaid}:accepted` });
    expect(await rosterEntry(token, tuesdayRaid)).toBeUndefined();

    const chosen = await interact(payloads.select(ariaDiscord, `signup:${tuesdayRaid}:accepted`, ['healer']));
    expect(ephemeralText(chosen)).toBe(`Zapisano: Będę — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Uzdrowiciel). Jesteś w składzie.`);
    expect(await rosterEntry(token, tuesdayRaid)).toEqual({ list: 'healer', status: 'accepted', role: 'healer' });

    const late = await interact(payloads.button(ariaDiscord, `signup:${tuesdayRaid}:late`));
    expect(ephemeralText(late)).toBe(`Zapisano: Spóźnię się — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Uzdrowiciel). Jesteś w składzie.`);
    expect(await rosterEntry(token, tuesdayRaid)).toEqual({ list: 'healer', status: 'late', role: 'healer' });

    const maybe = await interact(payloads.button(ariaDiscord, `signup:${tuesdayRaid}:tentative`));
    expect(ephemeralText(maybe)).toBe(`Zapisano: Może — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Uzdrowiciel).`);
    expect(await rosterEntry(token, tuesdayRaid)).toEqual({ list: 'tentative', status: 'tentative', role: 'healer' });

    const absent = await interact(payloads.button(ariaDiscord, `signup:${tuesdayRaid}:absent`));
    expect(ephemeralText(absent)).toBe(`Zapisano: Nie będę — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Uzdrowiciel).`);
    expect(await rosterEntry(token, tuesdayRaid)).toEqual({ list: 'absent', status: 'absent', role: 'healer' });

    // Another raid: the usual role (the latest answered) is taken without asking; a DM's button works too.
    const thursday = await interact(payloads.directButton(ariaDiscord, `signup:${thursdayRaid}:accepted`));
    expect(ephemeralText(thursday)).toMatch(/^Zapisano: Będę — \*\*Czwartkowy rajd\*\*, <t:\d+:F> \(Uzdrowiciel\)\. Jesteś w składzie\.$/);
    expect(await rosterEntry(token, thursdayRaid)).toEqual({ list: 'healer', status: 'accepted', role: 'healer' });
  });

  it('the role select changes the role keeping the answer, and answers "Będę" in that role when there was none', async () => {
    await start();
    const token = await linkedAria();
    const first = await interact(payloads.select(ariaDiscord, `role:${tuesdayRaid}`, ['ranged']));
    expect(ephemeralText(first)).toBe(`Zapisano: Będę — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Z dystansu). Jesteś w składzie.`);
    expect(await rosterEntry(token, tuesdayRaid)).toEqual({ list: 'ranged', status: 'accepted', role: 'ranged' });

    const ariana = await callOk<{ id: string }>(`${own.running.api}/me/characters`, 'POST', {
      token,
      body: { name: 'Ariana', classId: 'mage', specId: 'frost' },
    });
    await callOk(`${own.running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token,
      body: { status: 'tentative', role: 'ranged', characterId: ariana.id, note: 'po 21' },
    });
    const changed = await interact(payloads.select(ariaDiscord, `role:${tuesdayRaid}`, ['melee']));
    expect(ephemeralText(changed)).toBe(`Zapisano: Może — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Wręcz).`);
    const mine = await callOk<Array<Record<string, unknown>>>(
      `${own.running.api}/me/signups?from=2026-03-03T00:00:00Z&to=2026-03-04T00:00:00Z`,
      'GET',
      { token },
    );
    expect(mine[0]).toMatchObject({ status: 'tentative', role: 'melee', characterId: ariana.id, note: 'po 21' });

    const unknownRole = await interact(payloads.select(ariaDiscord, `role:${tuesdayRaid}`, ['bard']));
    expect(ephemeralText(unknownRole)).toBe('Wybierz jedną z ról z listy.');
  });

  it('tells a raider on the reserve their position', async () => {
    await start();
    await linkedAria();
    for (const nickname of ['Tarcza', 'Mur']) {
      const token = await signIn(own.running.api, nickname, contractAccessCode);
      await callOk(`${own.running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
    }
    const answer = await interact(payloads.select(ariaDiscord, `role:${tuesdayRaid}`, ['tank']));
    expect(ephemeralText(answer)).toBe(
      `Zapisano: Będę — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Tank). Jesteś na liście rezerwowej (miejsce 1).`,
    );
  });

  it('refuses in an ephemeral message, never an error status: a cancelled raid, a locked one, an unknown one', async () => {
    await start();
    const token = await linkedAria();
    const admin = await signInAdmin(own.running, 'Mistrz', { now: own.clock.now, accessCode: contractAccessCode });
    await callOk(`${own.running.api}/raids/${thursdayRaid}`, 'PATCH', {
      token: admin,
      body: { status: 'cancelled', cancelReason: 'Brak tanków' },
    });
    const cancelled = await interact(payloads.select(ariaDiscord, `role:${thursdayRaid}`, ['tank']));
    expect(ephemeralText(cancelled)).toBe('Ten rajd jest odwołany – odpowiedzi są wstrzymane.');

    const unknown = await interact(payloads.button(ariaDiscord, 'signup:wtorek-2099-03-03:accepted'));
    expect(ephemeralText(unknown)).toBe('Nie ma takiego rajdu.');
    const foreign = await interact(payloads.button(ariaDiscord, 'poll:42'));
    expect(ephemeralText(foreign)).toBe('Ten przycisk nie należy do zapisów gildii albo jest nieaktualny.');

    // A first answer is refused before its role is asked for.
    const cancelledFirst = await interact(payloads.button(ariaDiscord, `signup:${thursdayRaid}:late`));
    expect(ephemeralText(cancelledFirst)).toBe('Ten rajd jest odwołany – odpowiedzi są wstrzymane.');

    own.clock.set(tuesdayStart - 30 * 60_000);
    const lockedFirst = await interact(payloads.button(ariaDiscord, `signup:${tuesdayRaid}:accepted`));
    expect(ephemeralText(lockedFirst)).toBe('Zapisy na ten rajd są zamknięte – zamykamy je 60 min przed startem.');
    const locked = await interact(payloads.select(ariaDiscord, `role:${tuesdayRaid}`, ['tank']));
    expect(ephemeralText(locked)).toBe('Zapisy na ten rajd są zamknięte – zamykamy je 60 min przed startem.');
    expect(await rosterEntry(token, tuesdayRaid)).toBeUndefined();
  });
});

describe('slash commands', () => {
  it("/rajdy lists the next raids with Discord timestamps and the raider's answers", async () => {
    await start();
    const token = await linkedAria();
    await callOk(`${own.running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'late', role: 'melee' } });
    const text = ephemeralText(await interact(payloads.command(ariaDiscord, 'rajdy')));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Twoje najbliższe rajdy:');
    expect(lines[1]).toBe(`• **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (<t:${tuesdayUnix}:R>): ⏰ Spóźnię się (Wręcz) – Jesteś w składzie.`);
    expect(lines[2]).toMatch(/^• \*\*Czwartkowy rajd\*\*, <t:\d+:F> \(<t:\d+:R>\): ❔ brak odpowiedzi$/);
    // Six weeks published, two raids a week: ten listed, the rest counted with the right plural.
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe('…i 2 kolejne rajdy w panelu.');
  });

  it('/rajdy stays within Discord’s 2,000 characters whatever the titles: long ones shortened, every raid still listed', async () => {
    await start();
    const token = await linkedAria();
    const admin = await signInAdmin(own.running, 'Mistrz', { now: own.clock.now, accessCode: contractAccessCode });
    // 60 characters Discord's markdown needs escaped: each one doubles.
    const title = '*_~`|>#[]()-'.repeat(5);
    for (const series of ['wtorek', 'czwartek'])
      await callOk(`${own.running.api}/series/${series}`, 'PATCH', { token: admin, body: { title } });
    await callOk(`${own.running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status: 'late', role: 'healer' } });
    await callOk(`${own.running.api}/me/absences`, 'POST', { token, body: { from: '2026-03-04', to: '2026-04-30', note: 'wyjazd' } });
    const text = ephemeralText(await interact(payloads.command(ariaDiscord, 'rajdy')));
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.split('\n').filter((line) => /🚫 Nie będę \(\S+, urlop\)$/.test(line))).toHaveLength(9);
    const lines = text.split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatch(
      /^• \*\*(\\[*_~`|>#[\]()-])+…\*\*, <t:\d+:F> \(<t:\d+:R>\): ⏰ Spóźnię się \(Uzdrowiciel\) – Jesteś w składzie\.$/,
    );
    expect(lines[11]).toBe('…i 2 kolejne rajdy w panelu.');

    // A member whose first command makes their account: the note about it fits too.
    const first = ephemeralText(await interact(payloads.command('300000000000000077', 'rajdy', {}, { nick: 'Nowa' })));
    expect(first.length).toBeLessThanOrEqual(2000);
    expect(first).toContain('Założyliśmy Ci konto w panelu gildii jako **Nowa**');
  });

  it('/urlop saves an absence through the absence service, and refuses bad dates with its Polish messages', async () => {
    await start();
    const token = await linkedAria();
    const saved = await interact(payloads.command(ariaDiscord, 'urlop', { od: '2026-03-03', do: '2026-03-06', notatka: 'wyjazd' }));
    expect(ephemeralText(saved)).toBe(
      'Zapisano urlop od 2026-03-03 do 2026-03-06. Rajdy w tych dniach liczą się jako „Nie będę”, chyba że odpowiesz na nie inaczej.',
    );
    expect(await callOk(`${own.running.api}/me/absences`, 'GET', { token })).toMatchObject([
      { from: '2026-03-03', to: '2026-03-06', note: 'wyjazd' },
    ]);
    expect(await rosterEntry(token, tuesdayRaid)).toMatchObject({ list: 'absent', status: 'absent' });
    const rajdy = ephemeralText(await interact(payloads.command(ariaDiscord, 'rajdy')));
    expect(rajdy.split('\n')[1]).toContain(': 🚫 Nie będę (Tank, urlop)');

    const impossible = ephemeralText(await interact(payloads.command(ariaDiscord, 'urlop', { od: '2026-02-30', do: '2026-03-06' })));
    const past = ephemeralText(await interact(payloads.command(ariaDiscord, 'urlop', { od: '2026-02-01', do: '2026-02-03' })));
    const missing = ephemeralText(await interact(payloads.command(ariaDiscord, 'urlop', { od: '2026-03-10' })));
    expect({ impossible, past, missing }).toEqual({
      impossible: 'Podaj datę początku (RRRR-MM-DD).',
      past: 'Nieobecność nie może się kończyć w przeszłości.',
      missing: 'Podaj datę końca (RRRR-MM-DD).',
    });
    expect(await callOk<unknown[]>(`${own.running.api}/me/absences`, 'GET', { token })).toHaveLength(1);

    // Dates as a Polish raider types them.
    const polish = ephemeralText(await interact(payloads.command(ariaDiscord, 'urlop', { od: '24.12.2026', do: '2.1.2027 r.' })));
    expect(polish).toContain('Zapisano urlop od 2026-12-24 do 2027-01-02.');
    const wrong = ephemeralText(await interact(payloads.command(ariaDiscord, 'urlop', { od: '30.02.2026', do: '2.03.2026' })));
    expect(wrong).toBe('Podaj datę początku (RRRR-MM-DD).');
  });
});

describe('npm run discord:register', () => {
  let standIn: DiscordApiStandIn;
  let dataDir: { path: string; remove: () => Promise<void> };
  beforeEach(async () => {
    standIn = await startDiscordApiStandIn();
    dataDir = await memoryDataDir();
  });
  afterEach(async () => {
    await standIn.close();
    await dataDir.remove();
  });

  const env = () => ({
    DATA_DIR: dataDir.path,
    DISCORD_APPLICATION_ID: '900000000000000009',
    DISCORD_BOT_TOKEN: 'bot-token-of-the-guild',
    DISCORD_GUILD_ID: '900000000000000001',
    DISCORD_API_BASE: standIn.apiBase,
  });

  it('registers /rajdy and /urlop as guild commands with the bot token, and says so in Polish and English', async () => {
    const ran = await runServerCommand('discord-register', [], env());
    // Every command's first line names the settings and data directory it uses (issue 47).
    const [settingsLine, ...rest] = ran.stdout.split('\n');
    expect(settingsLine).toMatch(/^Ustawienia: .* · katalog danych: /);
    expect(settingsLine).toContain(dataDir.path);
    expect({ ...ran, stdout: rest.join('\n') }).toEqual({
      code: 0,
      stdout:
        'Zarejestrowano polecenia /rajdy, /urlop na serwerze Discord 900000000000000001. / Registered /rajdy, /urlop in Discord server 900000000000000001.\n',
      stderr: '',
    });
    expect(standIn.requests).toEqual([
      {
        method: 'PUT',
        path: '/applications/900000000000000009/guilds/900000000000000001/commands',
        authorization: 'Bot bot-token-of-the-guild',
        body: slashCommands,
      },
    ]);
    const urlop = slashCommands.find((command) => command.name === 'urlop') as { options: Array<{ name: string; required?: boolean }> };
    expect(urlop.options.map((option) => [option.name, option.required ?? false])).toEqual([
      ['od', true],
      ['do', true],
      ['notatka', false],
    ]);
  });

  it('uses what the admin set in the panel where no variable is set', async () => {
    const db = openDatabase(dataDir.path);
    try {
      const { DISCORD_BOT_TOKEN: _token, DISCORD_GUILD_ID: _guild, ...partly } = env();
      const panel = createDiscordPanelSettings(db, readDiscordEnvironment(partly));
      panel.apply(panel.check({ discord: { botToken: 'bot-token-from-the-panel', guildId: '900000000000000001' } }));
      const ran = await runServerCommand('discord-register', [], partly);
      expect(ran.code).toBe(0);
      expect(standIn.requests.map((request) => request.authorization)).toEqual(['Bot bot-token-from-the-panel']);
    } finally {
      db.close();
    }
  });

  it('exits 1 naming the missing settings, or with what Discord answered', async () => {
    const { DISCORD_BOT_TOKEN: _token, ...withoutToken } = env();
    expect(await runServerCommand('discord-register', [], withoutToken)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Brak ustawień: token bota (DISCORD_BOT_TOKEN)'),
    });
    standIn.refuseNext(401, { message: '401: Unauthorized', code: 0 });
    const refused = await registerSlashCommands({
      ...readDiscordEnvironment({ DISCORD_APPLICATION_ID: discordApplicationId }),
      botToken: 'wrong',
      guildId: '900000000000000001',
      apiBase: standIn.apiBase,
    });
    expect(refused.ok).toBe(false);
    expect(refused.polish).toContain('Discord odmówił rejestracji poleceń: 401');
  });
});
