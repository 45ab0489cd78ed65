import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next requests. */
export type ReceiverMode = { kind: 'ok' } | { kind: 'status'; status: number; retryAfter?: string } | { kind: 'hang' };

export interface DiscordReceiver {
  /** `http://127.0.0.1:<port>/api/webhooks/1/token` */
  url: string;
  /** Message contents it answered 200 to, in order: what the channel shows. */
  delivered: string[];
  /** Every request it got, answered or not. */
  requests: number;
  /** Requests it holds without an answer (mode `hang`). */
  held: () => number;
  setMode(mode: ReceiverMode): void;
  /** Answers the held requests now, as mode `ok` would. */
  release(): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for Discord's webhook endpoint. */
export async function startDiscordReceiver(): Promise<DiscordReceiver> {
  let mode: ReceiverMode = { kind: 'ok' };
  const held = new Set<{ response: ServerResponse; content: string }>();
  const receiver = {
    delivered: [] as string[],
    requests: 0,
  };
  const accept = (response: ServerResponse, content: string) => {
    receiver.delivered.push(content);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: String(receiver.delivered.length), content }));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      receiver.requests += 1;
      const content = (JSON.parse(body) as { content: string }).content;
      if (mode.kind === 'ok') accept(response, content);
      else if (mode.kind === 'hang') {
        const entry = { response, content };
        held.add(entry);
        // A client that gives up (timeout, a killed server) takes its message with it: never shown.
        response.on('close', () => held.delete(entry));
      } else {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (mode.retryAfter !== undefined) headers['Retry-After'] = mode.retryAfter;
        response.writeHead(mode.status, headers).end(JSON.stringify({ message: 'stand-in refusal' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/api/webhooks/1/token`,
    held: () => held.size,
    setMode: (next: ReceiverMode) => void (mode = next),
    release() {
      for (const entry of held) {
        held.delete(entry);
        if (!entry.response.destroyed) accept(entry.response, entry.content);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
