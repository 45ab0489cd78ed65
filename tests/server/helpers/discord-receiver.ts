import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from '../../stand-ins/stand-in-server';

/**
 * How the stand-in answers the next requests. `status` answers with that status (a `429` carries
 * `Retry-After` as a header and/or `retry_after` in its JSON body, as Discord's does).
 */
export type ReceiverMode =
  { kind: 'ok' } | { kind: 'status'; status: number; retryAfter?: string; retryAfterBody?: number } | { kind: 'hang' };

/** One request as the stand-in saw it. */
export interface ReceivedRequest {
  method: string;
  /** The message a `PATCH` or `DELETE` names. */
  messageId?: string;
  /** Whether a `POST` asked for the created message back (`?wait=true`). */
  wait: boolean;
  /** The status it answered (`0`: held, never answered). */
  status: number;
}

export interface DiscordReceiver {
  /** `http://127.0.0.1:<port>/api/webhooks/1/token` */
  url: string;
  /** Message contents it answered 200 to a `POST` with, in order: what the channel got as new messages. */
  delivered: string[];
  /** Edits it accepted (`PATCH …/messages/<id>`), in order. */
  edits: Array<{ id: string; content: string }>;
  /** What the channel shows now, by message id: posts with their edits applied, deleted ones gone. */
  messages: Map<string, string>;
  /** Every request it got, answered or not. */
  requests: number;
  /** Every request in order, with its answer. */
  log: ReceivedRequest[];
  /** Requests it holds without an answer (mode `hang`). */
  held: () => number;
  setMode(mode: ReceiverMode): void;
  /** The next requests are answered with these, one each, before the mode applies again. */
  script(...modes: ReceiverMode[]): void;
  /** Answers the held requests now, as mode `ok` would. */
  release(): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for Discord's webhook endpoint (execute, edit and delete a message). */
export async function startDiscordReceiver(): Promise<DiscordReceiver> {
  let mode: ReceiverMode = { kind: 'ok' };
  const scripted: ReceiverMode[] = [];
  const held = new Set<{ response: ServerResponse; request: ReceivedRequest; content: string }>();
  let nextId = 1_000;
  const receiver = {
    delivered: [] as string[],
    edits: [] as Array<{ id: string; content: string }>,
    messages: new Map<string, string>(),
    requests: 0,
    log: [] as ReceivedRequest[],
  };
  const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));

  const accept = (response: ServerResponse, request: ReceivedRequest, content: string) => {
    if (request.method === 'POST') {
      const id = String((nextId += 1));
      receiver.delivered.push(content);
      receiver.messages.set(id, content);
      request.status = request.wait ? 200 : 204;
      if (request.wait) json(response, 200, { id, content });
      else response.writeHead(204).end();
      return;
    }
    const id = request.messageId!;
    if (!receiver.messages.has(id)) {
      request.status = 404;
      json(response, 404, { message: 'Unknown Message', code: 10008 });
    } else if (request.method === 'PATCH') {
      receiver.messages.set(id, content);
      receiver.edits.push({ id, content });
      request.status = 200;
      json(response, 200, { id, content });
    } else {
      receiver.messages.delete(id);
      request.status = 204;
      response.writeHead(204).end();
    }
  };

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', () => {
      receiver.requests += 1;
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const messageId = /\/messages\/([^/]+)$/.exec(url.pathname)?.[1];
      const request: ReceivedRequest = { method: incoming.method ?? 'GET', wait: url.searchParams.get('wait') === 'true', status: 0 };
      if (messageId) request.messageId = messageId;
      receiver.log.push(request);
      const content = body ? ((JSON.parse(body) as { content?: string }).content ?? '') : '';
      const current = scripted.shift() ?? mode;
      if (current.kind === 'ok') accept(response, request, content);
      else if (current.kind === 'hang') {
        const entry = { response, request, content };
        held.add(entry);
        // A client that gives up (timeout, a killed server) takes its message with it: never shown.
        response.on('close', () => held.delete(entry));
      } else {
        const headers: Record<string, string> = {};
        if (current.retryAfter !== undefined) headers['Retry-After'] = current.retryAfter;
        const refusal: Record<string, unknown> = { message: 'stand-in refusal' };
        if (current.retryAfterBody !== undefined) refusal.retry_after = current.retryAfterBody;
        request.status = current.status;
        json(response, current.status, refusal, headers);
      }
    });
  });
  const origin = await listenLocally(server);
  return Object.assign(receiver, {
    url: `${origin}/api/webhooks/1/token`,
    held: () => held.size,
    setMode: (next: ReceiverMode) => void (mode = next),
    script: (...modes: ReceiverMode[]) => void scripted.push(...modes),
    release() {
      for (const entry of held) {
        held.delete(entry);
        if (!entry.response.destroyed) accept(entry.response, entry.request, entry.content);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
