/**
 * `node scripts/run-ts.mjs tests/bench/discord-latency.ts`: latency of `PUT /api/raids/:raidId/signup`
 * (p50, p99 over sequential requests on 127.0.0.1) while the Discord stand-in answers at once, and while
 * it hangs every delivery, in the same run. Raid events are published during both phases, so the worker
 * always has a delivery in flight. Not a test: the figures depend on the machine.
 */
import { startBenchServer } from './bench-server';
import { sampleGuild } from '../../src/data/guild';
import { raidsInRange } from '../../src/domain';
import { startDiscordReceiver, type ReceiverMode } from '../server/helpers/discord-receiver';

const requests = Number(process.env.BENCH_REQUESTS ?? 400);

/** The nearest-rank percentile of the times. */
const percentile = (times: number[], rank: number) => [...times].sort((a, b) => a - b)[Math.ceil((rank / 100) * times.length) - 1]!;

const receiver = await startDiscordReceiver();
const { server, close } = await startBenchServer('discord-bench', { discordWebhookUrl: receiver.url, log: () => {} });
const { url } = await server.listen({ port: 0, host: '127.0.0.1' });
const api = `${url}/api`;
const raid = raidsInRange(sampleGuild, { from: new Date().toISOString(), to: new Date(Date.now() + 14 * 86_400_000).toISOString() })[0]!;

const created = await fetch(`${api}/accounts`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ nickname: 'Pomiar', password: 'smocza jaskinia 42' }),
});
const { token } = (await created.json()) as { token: string };

async function phase(mode: ReceiverMode): Promise<{ p50: number; p99: number }> {
  receiver.setMode(mode);
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    if (index % 20 === 0) server.db.transaction(() => server.raidEvents.publish({ kind: 'raid-created', raidId: raid.id })).immediate();
    const started = performance.now();
    const answer = await fetch(`${api}/raids/${raid.id}/signup`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: index % 2 ? 'accepted' : 'tentative', role: 'tank' }),
    });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`PUT answered ${answer.status}`);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const answering = await phase({ kind: 'ok' });
const hanging = await phase({ kind: 'hang' });
console.log(`PUT signup, ${requests} sequential requests per phase`);
console.log(
  `receiver answering: p50 ${answering.p50.toFixed(2)} ms, p99 ${answering.p99.toFixed(2)} ms (${receiver.delivered.length} delivered)`,
);
console.log(`receiver hanging:   p50 ${hanging.p50.toFixed(2)} ms, p99 ${hanging.p99.toFixed(2)} ms (${receiver.held()} held)`);
const rows = server.db.prepare('SELECT status, count(*) AS count FROM outbox GROUP BY status').all();
console.log(`outbox after both phases: ${JSON.stringify(rows)}`);
receiver.release();
await close();
await receiver.close();
