import { describe, expect, it } from 'vitest';
import { auditFacts, auditLog } from '../kit';
import { call as callApi } from './helpers/api-client';
import { startTestServer } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

const cleanups = cleanupsAfterEach();
const password = 'zielony-smok-42';
const webhook = `https://discord.com/api/webhooks/123456789/${'SekretnyToken'.repeat(3)}`;

describe('PUT /api/settings in the audit log', () => {
  it('records what the admin changed, in Polish, never the webhook address', async () => {
    // The webhook is Discord's own (the panel takes no other): whatever the worker queues meanwhile is
    // answered here, never sent to discord.com.
    const running = await startTestServer({ inProcess: true, discordFetch: async () => new Response(null, { status: 204 }) });
    cleanups.push(running.close);
    const { db } = running.server;
    const call = (method: string, path: string, token?: string, body?: unknown) =>
      callApi(`${running.api}${path}`, method, { token, body });
    const { token } = (await call('POST', '/accounts', undefined, { nickname: 'Ada', password })).body as { token: string };
    db.prepare(`UPDATE accounts SET role = 'admin'`).run();

    expect((await call('PUT', '/settings', token, { discordWebhookUrl: webhook, rosterHoursBefore: 5 })).status).toBe(200);
    expect((await call('PUT', '/settings', token, { discordWebhookUrl: webhook, reminderHoursBefore: 12 })).status).toBe(200);
    // Nothing changed: nothing to record.
    expect((await call('PUT', '/settings', token, { rosterHoursBefore: 5 })).status).toBe(200);
    expect((await call('PUT', '/settings', token, { discordWebhookUrl: null })).status).toBe(200);

    const audit = await auditLog(running.api, token);
    expect(auditFacts(audit)).toEqual([
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
