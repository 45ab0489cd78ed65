import { afterEach, beforeEach, expect, it } from 'vitest';
import type { APIEmbed } from 'discord-api-types/v10';
import { rosterEditDelayMs } from '../../server/discord/announcer';
import { readDiscordEnvironment } from '../../server/discord/discord-app-settings';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { raidComponentId } from '../../server/discord/raid-components';
import { raiderKey } from '../../src/domain';
import { contractAccessCode, createTestClock, tuesdayRaid, type TestClock } from '../contract/contract-fixture';
import { startDiscordBotApi, type DiscordBotApi } from '../stand-ins/discord-bot-api';
import { createInteractionSigner, interactionPayloads, standInGuildId, type InteractionSigner } from '../stand-ins/discord-interactions';
import { call, signIn } from './helpers/api-client';
import { startContractServer } from './helpers/contract-server';
import type { RunningServer } from './helpers/test-server';

/**
 * The whole Discord loop on one server: the bot posts the raid, a linked raider answers with its buttons
 * (a signed interaction), and the same post is edited to show them in the roster.
 */
const channelId = '555000111222333444';
const ariaDiscord = '300000000000000001';
let clock: TestClock;
let api: DiscordBotApi;
let signer: InteractionSigner;
let running: RunningServer;

beforeEach(async () => {
  clock = createTestClock();
  api = await startDiscordBotApi();
  signer = createInteractionSigner();
  running = await startContractServer({
    now: clock.now,
    inProcess: true,
    publicUrl: 'https://guild.example',
    discord: readDiscordEnvironment({
      DISCORD_APPLICATION_ID: '900000000000000009',
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_BOT_TOKEN: api.token,
      DISCORD_CHANNEL_ID: channelId,
      DISCORD_GUILD_ID: standInGuildId,
      DISCORD_API_BASE: api.url,
    }),
  });
});
afterEach(async () => {
  await running.close();
  await api.close();
});

const round = async () => {
  await running.server.discord.round();
  await running.server.discord.round();
};

function interact(payload: object) {
  const body = JSON.stringify(payload);
  const headers = signer.sign(body, Math.floor(clock.now().getTime() / 1000));
  return call(`${running.api}/discord/interactions`, 'POST', { body, headers: { 'content-type': 'application/json', ...headers } });
}

const tuesdayPost = () =>
  api.postedIn(channelId).find((message) => JSON.stringify(message.body.components ?? []).includes(`:${tuesdayRaid}`));
const shownFields = () => (api.messages.get(tuesdayPost()!.id)!.body.embeds![0] as APIEmbed).fields ?? [];

it('an answer from the post’s buttons edits the same post', async () => {
  await round();
  expect(shownFields().find((field) => field.name.startsWith('Tank'))).toMatchObject({ name: 'Tank 0/2', value: '–' });
  await signIn(running.api, 'Aria', contractAccessCode);
  createDiscordLinks(running.server.db).link(raiderKey('Aria'), ariaDiscord, clock.now().toISOString());

  const chosen = await interact(interactionPayloads.select(ariaDiscord, raidComponentId({ kind: 'role', raidId: tuesdayRaid }), ['tank']));
  expect(chosen.body).toMatchObject({ type: 4, data: { flags: 64 } });
  expect(chosen.body.data.content).toContain('Jesteś w składzie.');
  const late = await interact(
    interactionPayloads.button(ariaDiscord, raidComponentId({ kind: 'signup', raidId: tuesdayRaid, status: 'late' })),
  );
  expect(late.body.data.content).toContain('Spóźnię się');

  // The two answers close together make one edit of the post made before, once the edit's wait is over.
  await round();
  clock.advance(rosterEditDelayMs);
  await round();
  const edits = api.requestsOf('PATCH', `/channels/${channelId}/messages/${tuesdayPost()!.id}`);
  expect(edits).toHaveLength(1);
  expect(shownFields().find((field) => field.name.startsWith('Tank'))).toMatchObject({ name: 'Tank 1/2' });
  expect(shownFields().find((field) => field.name.startsWith('Tank'))!.value).toContain('Aria');
  expect(api.postedIn(channelId).filter((message) => message === tuesdayPost())).toHaveLength(1);
});
