import { describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';
const webhook = `https://discord.com/api/webhooks/123456789/${'SekretnyToken'.repeat(3)}`;

describe('PUT /api/settings in the audit log', () => {
  it('records what the admin changed, in Polish, never the webhook address', async () => {
    const running = await startTestServer({ inProcess: true });
    cleanups.push(running.close);
    const { app, db } = running.server;
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const response = await app.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const { token } = (await call('POST', '/accounts', undefined, { nickname: 'Ada', password })).body as { token: string };
    db.prepare(`UPDATE accounts SET role = 'admin'`).run();

    expect((await call('PUT', '/settings', token, { discordWebhookUrl: webhook, rosterHoursBefore: 5 })).status).toBe(200);
    expect((await call('PUT', '/settings', token, { discordWebhookUrl: webhook, reminderHoursBefore: 12 })).status).toBe(200);
    // Nothing changed: nothing to record.
    expect((await call('PUT', '/settings', token, { rosterHoursBefore: 5 })).status).toBe(200);
    expect((await call('PUT', '/settings', token, { discordWebhookUrl: null })).status).toBe(200);

    const audit = (await call('GET', '/audit', token)).body as Array<{
      actor: string;
      action: string;
      target: string | null;
      detail: string;
    }>;
    expect(audit.map(({ actor, action, target, detail }) => ({ actor, action, target, detail }))).toEqual([
      { actor: 'Ada', action: 'settings-changed', target: null, detail: 'webhook Discorda usunięty' },
      { actor: 'Ada', action: 'settings-changed', target: null, detail: 'przypomnienie 12 h przed zamknięciem zapisów (było 24 h)' },
      {
        actor: 'Ada',
        action: 'settings-changed',
        target: null,
        detail: 'webhook Discorda ustawiony; skład na Discordzie 5 h przed rajdem (było 3 h)',
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('SekretnyToken');
    expect(JSON.stringify(audit)).not.toContain('123456789');
  });
});
