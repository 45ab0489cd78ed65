import { describe, expect, it } from 'vitest';
import { auditLog, interactionsPerTest, signInAdmin } from '../kit';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { interactionRefusals } from '../../server/discord/interaction-handler';
import { plainText } from '../../server/discord/discord-messages';
import { interactionEndpointMessages } from '../../server/discord/interaction-endpoint';
import { contractAccessCode, thursdayRaid, tuesdayRaid, tuesdayStart } from '../contract/contract-fixture';
import { interactionPayloads as payloads, type StandInMember } from '../stand-ins/discord-interactions';
import { call, callOk, signIn } from './helpers/api-client';
import { ephemeralText } from './helpers/interaction-client';

/**
 * A member of the guild's Discord server who never opened the site answers under a raid's post: the
 * signed interaction is their identity, the first click makes the linked account and saves the answer.
 */
const raiderRole = '710000000000000001';
const officerRole = '710000000000000002';
const adminRole = '710000000000000003';
const kasiaDiscord = '320000000000007392';
const tuesdayUnix = Math.floor(tuesdayStart / 1000);
const welcome = (nickname: string) =>
  `Założyliśmy Ci konto w panelu gildii jako **${plainText(nickname)}**. Panel otworzysz przyciskiem „Zaloguj się przez Discord”: ` +
  'https://guild.example – bez hasła; przyciski pod rajdami, /rajdy i /urlop działają od razu.';

const own = interactionsPerTest();
const { interact } = own;
/** The guild's server with its officer and admin roles named. */
const start = (env: Record<string, string> = {}) =>
  own.start({ DISCORD_OFFICER_ROLE_IDS: officerRole, DISCORD_ADMIN_ROLE_IDS: adminRole, ...env });

/** An admin's token, for the members list and the audit log. */
async function adminToken(): Promise<string> {
  return signInAdmin(own.running, 'Mistrz', { now: own.clock.now, accessCode: contractAccessCode });
}

const members = async (token: string) =>
  Object.fromEntries(
    (await callOk<Array<{ nickname: string; role: string }>>(`${own.running.api}/members`, 'GET', { token })).map((member) => [
      member.nickname,
      member.role,
    ]),
  );
const audit = (token: string) => auditLog(own.running.api, token);
const links = () => createDiscordLinks(own.running.server.db).all();
/** Who the roster counts for the raid, with their status and role. */
const roster = async (token: string, raidId = tuesdayRaid) => {
  const answer = await callOk<
    { byRole: Record<string, Array<{ raider: string; status: string; role: string }>> } & Record<string, unknown>
  >(`${own.running.api}/raids/${raidId}/roster`, 'GET', { token });
  const lists = [...Object.values(answer.byRole), answer.reserve, answer.tentative, answer.absent] as Array<
    Array<{ raider: string; status: string; role: string }>
  >;
  return Object.fromEntries(lists.flat().map((entry) => [entry.raider, `${entry.status}/${entry.role}`]));
};

describe('the first click of a member with no account', () => {
  it('makes the linked account under their server nickname, saves the answer and says how to open the panel', async () => {
    await start();
    const kasia: StandInMember = { nick: 'Kasia', globalName: 'Katarzyna', username: 'kasia.w', roles: [] };
    const first = await interact(payloads.select(kasiaDiscord, `role:${tuesdayRaid}`, ['healer'], kasia));
    expect(ephemeralText(first)).toBe(
      `Zapisano: Będę — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Uzdrowiciel). Jesteś w składzie.\n\n${welcome('Kasia')}`,
    );
    const admin = await adminToken();
    expect(await roster(admin)).toEqual({ Kasia: 'accepted/healer' });
    expect(links()).toMatchObject([{ accountKey: 'kasia', discordUserId: kasiaDiscord }]);
    expect(await members(admin)).toMatchObject({ Kasia: 'raider' });
    expect((await audit(admin)).filter((entry) => entry.action === 'account-from-discord')).toEqual([
      expect.objectContaining({ actor: 'Discord', target: 'Kasia', detail: `użytkownik Discorda ${kasiaDiscord}` }),
    ]);

    // From the next click on, the same account, no second note: a button, /urlop and /rajdy.
    const late = ephemeralText(await interact(payloads.button(kasiaDiscord, `signup:${tuesdayRaid}:late`, kasia)));
    expect(late).toBe(`Zapisano: Spóźnię się — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Uzdrowiciel). Jesteś w składzie.`);
    const absence = ephemeralText(await interact(payloads.command(kasiaDiscord, 'urlop', { od: '2026-03-10', do: '2026-03-12' }, kasia)));
    expect(absence).toMatch(/^Zapisano urlop od 2026-03-10 do 2026-03-12\./);
    const mine = ephemeralText(await interact(payloads.command(kasiaDiscord, 'rajdy', {}, kasia)));
    expect(mine.split('\n')[1]).toContain('⏰ Spóźnię się (Uzdrowiciel)');
    expect(links()).toHaveLength(1);

    // No password: a password sign-in is told to use Discord.
    const withPassword = await call(`${own.running.api}/session`, 'POST', { body: { nickname: 'Kasia', password: 'cokolwiek-123' } });
    expect(withPassword.status).toBe(401);
    expect(withPassword.body.error.message).toContain('Zaloguj się przez Discord');
  });

  it('first clicks of one member arriving together make one account and save each answer', async () => {
    await start();
    const kasia = { nick: 'Kasia' };
    const answers = await Promise.all([
      interact(payloads.select(kasiaDiscord, `role:${tuesdayRaid}`, ['tank'], kasia)),
      interact(payloads.select(kasiaDiscord, `role:${thursdayRaid}`, ['healer'], kasia)),
      interact(payloads.command(kasiaDiscord, 'rajdy', {}, kasia)),
    ]);
    const texts = answers.map(ephemeralText);
    expect(texts.filter((text) => text.includes(welcome('Kasia')))).toHaveLength(1);
    expect(links()).toHaveLength(1);
    const admin = await adminToken();
    expect(await roster(admin, tuesdayRaid)).toEqual({ Kasia: 'accepted/tank' });
    expect(await roster(admin, thursdayRaid)).toEqual({ Kasia: 'accepted/healer' });
  });

  it('keeps the first click’s answer when the role has to be asked: the select saves it', async () => {
    await start();
    const asked = await interact(payloads.button(kasiaDiscord, `signup:${tuesdayRaid}:late`, { nick: 'Kasia' }));
    expect(ephemeralText(asked)).toBe(
      `Z jaką rolą odpowiadasz „Spóźnię się” na **Wtorkowy rajd**, <t:${tuesdayUnix}:F>? Wybierz ją z listy.\n\n${welcome('Kasia')}`,
    );
    expect(asked.body.data.components[0].components[0]).toMatchObject({ type: 3, custom_id: `signup:${tuesdayRaid}:late` });
    const chosen = await interact(payloads.select(kasiaDiscord, `signup:${tuesdayRaid}:late`, ['tank'], { nick: 'Kasia' }));
    expect(ephemeralText(chosen)).toBe(`Zapisano: Spóźnię się — **Wtorkowy rajd**, <t:${tuesdayUnix}:F> (Tank). Jesteś w składzie.`);
    expect(await roster(await adminToken())).toEqual({ Kasia: 'late/tank' });
  });

  it('takes the global name, else the username, made into a nickname; a taken or look-alike one gets a stable variant', async () => {
    await start();
    await signIn(own.running.api, 'Kasia', contractAccessCode);
    const absent = (userId: string, member: StandInMember) => interact(payloads.button(userId, `signup:${tuesdayRaid}:absent`, member));
    const cases: Array<[string, StandInMember, string]> = [
      ['320000000000000101', { globalName: 'Ola ✨ Wielka' }, 'Ola Wielka'],
      ['320000000000000102', { username: 'zbyszek_99.pl' }, 'zbyszek-99-pl'],
      ['320000000000000103', { nick: '🛡️', globalName: null, username: 'tank.pl' }, 'tank-pl'],
      // Cyrillic а: looks like the existing Kasia, so the variant with the end of the Discord id.
      ['320000000000004821', { nick: 'Kаsia' }, 'Kаsia-4821'],
      ['320000000000005555', { nick: 'kasia' }, 'kasia-5555'],
    ];
    for (const [userId, member, nickname] of cases) expect(ephemeralText(await absent(userId, member))).toContain(welcome(nickname));
    // The same member clicking again (even under another name now) stays who they are.
    const again = ephemeralText(await absent('320000000000004821', { nick: 'Zupełnie Inna' }));
    expect(again).not.toContain('Założyliśmy');
    expect(links()).toHaveLength(cases.length);
    expect(Object.keys(await roster(await adminToken())).sort()).toEqual(cases.map(([, , nickname]) => nickname).sort());
  });
});

describe('who may answer from Discord', () => {
  it('with DISCORD_RAIDER_ROLE_IDS, refuses a member without a raider role and saves nothing; officers and admins count as raiders', async () => {
    await start({ DISCORD_RAIDER_ROLE_IDS: raiderRole });
    const guest = await interact(payloads.select('320000000000000201', `role:${tuesdayRaid}`, ['tank'], { nick: 'Gość', roles: [] }));
    expect(ephemeralText(guest)).toBe(interactionRefusals.notRaider);
    const officer = await interact(
      payloads.select('320000000000000202', `role:${tuesdayRaid}`, ['tank'], { nick: 'Oficerka', roles: [officerRole] }),
    );
    expect(ephemeralText(officer)).toContain(welcome('Oficerka'));
    const raider = await interact(
      payloads.select('320000000000000203', `role:${tuesdayRaid}`, ['healer'], { nick: 'Rajdek', roles: [raiderRole] }),
    );
    expect(ephemeralText(raider)).toContain(welcome('Rajdek'));
    const admin = await adminToken();
    expect(await members(admin)).toEqual({ Mistrz: 'admin', Oficerka: 'officer', Rajdek: 'raider' });
    expect(await roster(admin)).toEqual({ Oficerka: 'accepted/tank', Rajdek: 'accepted/healer' });
    expect(links().map((link) => link.discordUserId)).not.toContain('320000000000000201');
  });

  it("follows each interaction's member.roles: promoted, demoted, and refused with nothing saved once the raider role is gone", async () => {
    await start({ DISCORD_RAIDER_ROLE_IDS: raiderRole });
    const admin = await adminToken();
    const as = (roles: string[]) => ({ nick: 'Zmienna', roles });
    const click = (status: string, roles: string[]) =>
      interact(payloads.button(kasiaDiscord, `signup:${tuesdayRaid}:${status}`, as(roles)));
    ephemeralText(await interact(payloads.select(kasiaDiscord, `role:${tuesdayRaid}`, ['melee'], as([raiderRole]))));
    expect((await members(admin)).Zmienna).toBe('raider');

    ephemeralText(await click('late', [raiderRole, officerRole]));
    expect((await members(admin)).Zmienna).toBe('officer');
    ephemeralText(await click('tentative', [raiderRole]));
    expect((await members(admin)).Zmienna).toBe('raider');
    const roleChanges = (await audit(admin)).filter((entry) => entry.action === 'role-change' && entry.target === 'Zmienna');
    expect(roleChanges.map((entry) => [entry.actor, entry.detail])).toEqual([
      ['Discord', 'Oficer → Członek gildii'],
      ['Discord', 'Członek gildii → Oficer'],
    ]);

    expect(ephemeralText(await click('absent', []))).toBe(interactionRefusals.notRaider);
    expect(await roster(admin)).toEqual({ Zmienna: 'tentative/melee' });
  });

  it('refuses an interaction from another server, and one from a DM by someone with no account, making no account', async () => {
    await start();
    const foreign = await interact(
      payloads.button(kasiaDiscord, `signup:${tuesdayRaid}:absent`, { nick: 'Kasia', guildId: '999999999999999999' }),
    );
    expect(ephemeralText(foreign)).toBe(interactionRefusals.otherServer);
    const direct = await interact(payloads.directButton(kasiaDiscord, `signup:${tuesdayRaid}:absent`));
    expect(ephemeralText(direct)).toBe(interactionRefusals.directUnlinked);
    expect(links()).toEqual([]);
    expect(await roster(await adminToken())).toEqual({});
  });

  it('refuses every answer while the guild’s Discord server is not set', async () => {
    await start({ DISCORD_GUILD_ID: '' });
    const answer = await interact(payloads.button(kasiaDiscord, `signup:${tuesdayRaid}:absent`, { nick: 'Kasia' }));
    expect(ephemeralText(answer)).toBe(interactionRefusals.noGuild);
    expect(links()).toEqual([]);
  });
});

describe('replayed interactions', () => {
  it('refuses a signed interaction sent again within the 5 minutes: "Nie będę" is not flipped back to "Będę"', async () => {
    await start();
    const admin = await adminToken();
    const yes = payloads.select(kasiaDiscord, `role:${tuesdayRaid}`, ['tank'], { nick: 'Kasia' });
    const timestamp = Math.floor(own.clock.now().getTime() / 1000);
    ephemeralText(await interact(yes, { timestamp }));
    ephemeralText(await interact(payloads.button(kasiaDiscord, `signup:${tuesdayRaid}:absent`, { nick: 'Kasia' })));
    own.clock.advance(120_000);
    const replayed = await interact(yes, { timestamp });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.message).toBe(interactionEndpointMessages.replayed);
    expect(await roster(admin)).toEqual({ Kasia: 'absent/tank' });
  });

  it('remembers the ids across a restart of the server', async () => {
    await start();
    const yes = payloads.select(kasiaDiscord, `role:${tuesdayRaid}`, ['tank'], { nick: 'Kasia' });
    const timestamp = Math.floor(own.clock.now().getTime() / 1000);
    ephemeralText(await interact(yes, { timestamp }));
    await own.restart();
    expect((await interact(yes, { timestamp })).status).toBe(401);
  });
});
