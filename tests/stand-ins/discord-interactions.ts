import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { ApplicationCommandOptionType, ComponentType, InteractionType } from 'discord-api-types/v10';
import { listenLocally } from './stand-in-server';

/**
 * Discord's side of the interactions endpoint, for tests: a real Ed25519 key pair (the public key is what
 * the server gets as `DISCORD_PUBLIC_KEY`), interaction payloads signed the way Discord signs them, and
 * an HTTP server standing in for Discord's REST API that records the slash commands' registration.
 */
export interface InteractionSigner {
  /** The application's public key, 64 hex characters. */
  publicKeyHex: string;
  /** The headers Discord sends with `body` at `timestamp` (Unix seconds). */
  sign(body: string, timestamp: number): { 'x-signature-ed25519': string; 'x-signature-timestamp': string };
}

export function createInteractionSigner(): InteractionSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKeyHex: rawPublicKey(publicKey).toString('hex'),
    sign(body, timestamp) {
      const signature = sign(null, Buffer.from(`${timestamp}${body}`, 'utf8'), privateKey);
      return { 'x-signature-ed25519': signature.toString('hex'), 'x-signature-timestamp': String(timestamp) };
    },
  };
}

/** The 32 raw bytes of an Ed25519 public key: what the Developer Portal shows, as hex. */
const rawPublicKey = (key: KeyObject): Buffer => Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url');

/** The guild's Discord server, as the interactions of its members carry it (`guild_id`). */
export const standInGuildId = '900000000000000001';

/**
 * Who clicks or types, as Discord describes a member in an interaction: their user (`username`,
 * `global_name`), server nickname (`nick`) and role ids; `guildId` sends it from another server.
 */
export interface StandInMember {
  username?: string;
  globalName?: string | null;
  nick?: string | null;
  roles?: string[];
  guildId?: string;
}

const userOf = (userId: string, member: StandInMember = {}) => ({
  id: userId,
  username: member.username ?? `user${userId.slice(-4)}`,
  discriminator: '0',
  global_name: member.globalName ?? null,
  avatar: null,
});

const memberOf = (userId: string, member: StandInMember = {}) => ({
  user: userOf(userId, member),
  nick: member.nick ?? null,
  roles: member.roles ?? [],
  joined_at: '2025-01-01T00:00:00.000Z',
  deaf: false,
  mute: false,
  flags: 0,
  permissions: '0',
});

/** In a server: its id, the channel and the member (Discord's `context` 0, a guild). */
const inServer = (userId: string, member: StandInMember = {}) => ({
  guild_id: member.guildId ?? standInGuildId,
  context: 0,
  channel_id: '900000000000000002',
  member: memberOf(userId, member),
});

const common = (type: InteractionType, id: number) => ({
  id: String(1_200_000_000_000_000_000n + BigInt(id)),
  application_id: '900000000000000009',
  type,
  token: `interaction-token-${id}`,
  version: 1,
  app_permissions: '0',
  entitlements: [],
  authorizing_integration_owners: {},
  locale: 'pl',
  guild_locale: 'pl',
});

let sequence = 0;

export const interactionPayloads = {
  ping: () => ({ ...common(InteractionType.Ping, ++sequence) }),

  /** A click on a button under a raid's post (`signup:<raidId>:<status>`). */
  button: (userId: string, customId: string, member?: StandInMember) => ({
    ...common(InteractionType.MessageComponent, ++sequence),
    ...inServer(userId, member),
    message: { id: '900000000000000003', content: 'Rajd', components: [] },
    data: { component_type: ComponentType.Button, custom_id: customId },
  }),

  /** A choice in a string select (the role select `role:<raidId>`, or a role asked for after a button). */
  select: (userId: string, customId: string, values: string[], member?: StandInMember) => ({
    ...common(InteractionType.MessageComponent, ++sequence),
    ...inServer(userId, member),
    message: { id: '900000000000000003', content: 'Rajd', components: [] },
    data: { component_type: ComponentType.StringSelect, custom_id: customId, values },
  }),

  /** A button in a direct message (a reminder): the user comes without a member. */
  directButton: (userId: string, customId: string) => ({
    ...common(InteractionType.MessageComponent, ++sequence),
    context: 1,
    channel_id: '900000000000000004',
    user: userOf(userId),
    message: { id: '900000000000000005', content: 'Przypomnienie', components: [] },
    data: { component_type: ComponentType.Button, custom_id: customId },
  }),

  /** A slash command with string options. */
  command: (userId: string, name: string, options: Record<string, string> = {}, member?: StandInMember) => ({
    ...common(InteractionType.ApplicationCommand, ++sequence),
    ...inServer(userId, member),
    data: {
      id: '900000000000000006',
      name,
      type: 1,
      options: Object.entries(options).map(([option, value]) => ({ name: option, type: ApplicationCommandOptionType.String, value })),
    },
  }),
};

/** A request to the stand-in of Discord's REST API. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface DiscordApiStandIn {
  /** `http://127.0.0.1:<port>/api/v10`: what the server gets as `DISCORD_API_BASE`. */
  apiBase: string;
  requests: RecordedRequest[];
  /** The next registration is answered with this status and body instead of the commands. */
  refuseNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/**
 * Discord's REST API as far as registering guild commands goes: `PUT
 * /applications/{application}/guilds/{guild}/commands` answers `200` with the commands, ids given.
 */
export async function startDiscordApiStandIn(): Promise<DiscordApiStandIn> {
  const requests: RecordedRequest[] = [];
  let refusal: { status: number; body: unknown } | undefined;
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/^\/api\/v10/, '');
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const answer = (status: number, json: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      if (refusal) {
        const { status, body: refused } = refusal;
        refusal = undefined;
        return answer(status, refused);
      }
      if (request.method === 'PUT' && /^\/applications\/\d+\/guilds\/\d+\/commands$/.test(path) && Array.isArray(body)) {
        return answer(
          200,
          body.map((command: object, index) => ({ ...command, id: String(1_300_000_000_000_000_000n + BigInt(index)), version: '1' })),
        );
      }
      return answer(404, { message: '404: Not Found', code: 0 });
    });
  });
  const origin = await listenLocally(server);
  return {
    apiBase: `${origin}/api/v10`,
    requests,
    refuseNext: (status, body) => void (refusal = { status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
