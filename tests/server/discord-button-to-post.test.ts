import { afterEach, beforeEach, expect, it } from 'vitest';
import type { APIEmbed } from 'discord-api-types/v10';
import { rosterEditDelayMs } from '../../server/discord/announcer';
import { raidComponentId } from '../../server/discord/raid-components';
import { interactionsPerTest, linkedAccount } from '../kit';
import { tuesdayRaid } from '../contract/contract-fixture';
import { startDiscordBotApi, type DiscordBotApi } from '../stand-ins/discord-bot-api';
import { interactionPayloads } from '../stand-ins/discord-interactions';

/**
 * The whole Discord loop on one server: the bot posts the raid, a linked raider answers with its buttons
 * (a signed interaction), and the same post is edited to show them in the roster.
 */
const channelId = '555000111222333444';
const ariaDiscord = '300000000000000001';
let api: DiscordBotApi;
const own = interactionsPerTest();
const { interact } = own;

beforeEach(async () => {
  api = await startDiscordBotApi();
  await own.start({ DISCORD_BOT_TOKEN: api.token, DISCORD_CHANNEL_ID: channelId, DISCORD_API_BASE: api.url });
});
afterEach(async () => {
  await api.close();
});

const round = async () => {
  await own.running.server.discord.round();
  await own.running.server.discord.round();
};

const tuesdayPost = () =>
  api.postedIn(channelId).find((message) => JSON.stringify(message.body.components ?? []).includes(`:${tuesdayRaid}`));
const shownFields = () => (api.messages.get(tuesdayPost()!.id)!.body.embeds![0] as APIEmbed).fields ?? [];

it('an answer from the post’s buttons edits the same post', async () => {
  await round();
  expect(shownFields().find((field) => field.name.startsWith('Tank'))).toMatchObject({ name: 'Tank 0/2', value: '–' });
  await linkedAccount(own.running, own.clock, 'Aria', ariaDiscord);

  const chosen = await interact(interactionPayloads.select(ariaDiscord, raidComponentId({ kind: 'role', raidId: tuesdayRaid }), ['tank']));
  expect(chosen.body).toMatchObject({ type: 4, data: { flags: 64 } });
  expect(chosen.body.data.content).toContain('Jesteś w składzie.');
  const late = await interact(
    interactionPayloads.button(ariaDiscord, raidComponentId({ kind: 'signup', raidId: tuesdayRaid, status: 'late' })),
  );
  expect(late.body.data.content).toContain('Spóźnię się');

  // The two answers close together make one edit of the post made before, once the edit's wait is over.
  await round();
  own.clock.advance(rosterEditDelayMs);
  await round();
  const edits = api.requestsOf('PATCH', `/channels/${channelId}/messages/${tuesdayPost()!.id}`);
  expect(edits).toHaveLength(1);
  expect(shownFields().find((field) => field.name.startsWith('Tank'))).toMatchObject({ name: 'Tank 1/2' });
  expect(shownFields().find((field) => field.name.startsWith('Tank'))!.value).toContain('Aria');
  expect(api.postedIn(channelId).filter((message) => message === tuesdayPost())).toHaveLength(1);
});
