import { describe, expect, it, vi } from 'vitest';
import { InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import type { RaidApiError } from '../../src/domain/raid-api-error';
import { discordDefaults } from '../../server/discord/discord-app-settings';
import { interactionEndpointMessages as messages, receiveInteraction } from '../../server/discord/interaction-endpoint';
import type { InteractionHandler } from '../../server/discord/interaction-handler';
import { createInteractionSigner, interactionPayloads } from '../stand-ins/discord-interactions';
import { createTestClock } from '../contract/contract-fixture';

const signer = createInteractionSigner();
const roles = { raiderRoleIds: [], officerRoleIds: [], adminRoleIds: [] };
const configured = { ...discordDefaults, ...roles, applicationId: '900000000000000010', publicKey: signer.publicKeyHex };
const reply = { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'Zapisano.' } } as const;

function endpoint(settings: typeof configured | typeof discordDefaults = configured) {
  const clock = createTestClock();
  const seen = new Set<string>();
  const answer = vi.fn<InteractionHandler>(async () => reply);
  const options = {
    settings: () => ({ ...roles, ...settings }),
    answer,
    now: clock.now,
    firstTime: (id: string) => !seen.has(id) && !!seen.add(id),
  };
  /** A call as Discord signs it now, of `payload` (an object as JSON, a string as it is). */
  const receive = (payload: object | string) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const headers = signer.sign(body, Math.floor(clock.now().getTime() / 1000));
    const readBody = vi.fn(async () => body);
    const call = { signature: headers['x-signature-ed25519'], timestamp: headers['x-signature-timestamp'], readBody };
    return { answered: receiveInteraction(options, call), readBody };
  };
  return { receive, answer };
}

const refusal = (code: RaidApiError['code'], message: string) => expect.objectContaining({ name: 'RaidApiError', code, message });

describe('the interactions endpoint', () => {
  it('refuses with unavailable while Discord is not configured, before waiting for the body', async () => {
    const { receive } = endpoint(discordDefaults);
    const { answered, readBody } = receive(interactionPayloads.ping());
    await expect(answered).rejects.toEqual(refusal('unavailable', messages.notConfigured));
    expect(readBody).not.toHaveBeenCalled();
  });

  it('answers a ping with a pong, which is not remembered as answered', async () => {
    const { receive, answer } = endpoint();
    const ping = interactionPayloads.ping();
    await expect(receive(ping).answered).resolves.toEqual({ type: InteractionResponseType.Pong });
    await expect(receive(ping).answered).resolves.toEqual({ type: InteractionResponseType.Pong });
    expect(answer).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"type": 1'],
    ['JSON without a numeric type', '{"type": "1", "id": "1"}'],
    ['null', 'null'],
  ])('refuses a well-signed body that is %s as invalid', async (_, body) => {
    await expect(endpoint().receive(body).answered).rejects.toEqual(refusal('invalid', messages.notAnInteraction));
  });

  it('answers an interaction once; its id again, or none, is refused as a replay', async () => {
    const { receive, answer } = endpoint();
    const click = interactionPayloads.button('900000000000000020', 'signup:r1:accepted');
    await expect(receive(click).answered).resolves.toEqual(reply);
    expect(answer).toHaveBeenCalledWith(click);
    await expect(receive(click).answered).rejects.toEqual(refusal('unauthorized', messages.replayed));
    const { id: _, ...withoutId } = interactionPayloads.button('900000000000000020', 'signup:r1:accepted');
    await expect(receive({ ...withoutId, type: InteractionType.MessageComponent }).answered).rejects.toEqual(
      refusal('unauthorized', messages.replayed),
    );
    expect(answer).toHaveBeenCalledTimes(1);
  });
});
