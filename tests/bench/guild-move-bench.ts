// `node scripts/run-ts.mjs tests/bench/guild-move-bench.ts`: how big and how quick the whole-guild
// export and import are for a guild of 40 raiders and a year of raids (150 nights, 6,000 answers).
// Each figure is the median of five runs on a fresh server; the database is a real file (WAL, FULL sync).
import { grantAdmin } from '../../server/accounts/grant-admin';
import { startBenchServer } from './bench-server';
import { guildYearExport } from '../fixtures/guild-year';

const runs = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const year = JSON.stringify(guildYearExport());
const imports: number[] = [];
const exports: number[] = [];
let exportBytes = 0;

for (let run = 0; run < runs; run += 1) {
  const { server, dataDir, close } = await startBenchServer('move');
  try {
    const request = (path: string, init: RequestInit = {}) => server.app.request(`http://localhost/api${path}`, init);
    const created = await request('/accounts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nickname: 'Mistrz', password: 'smocza jaskinia 42' }),
    });
    const { token } = (await created.json()) as { token: string };
    grantAdmin(dataDir, 'Mistrz');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    let started = performance.now();
    const imported = await request('/import', { method: 'POST', headers, body: year });
    imports.push(performance.now() - started);
    if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
    started = performance.now();
    const exported = await request('/export', { headers });
    const body = await exported.arrayBuffer();
    exports.push(performance.now() - started);
    exportBytes = body.byteLength;
  } finally {
    await close();
  }
}

console.log(`guild of 40 raiders, 150 nights, 6000 answers, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
console.log(`export: ${(exportBytes / 1024).toFixed(0)} KiB, median ${median(exports).toFixed(0)} ms (${runs} runs)`);
console.log(`import: ${(year.length / 1024).toFixed(0)} KiB body, median ${median(imports).toFixed(0)} ms (${runs} runs)`);
