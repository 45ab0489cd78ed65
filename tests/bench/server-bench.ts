/**
 * `npm run bench:server`: requests per second and latency (p50, p99) of the guild's server at 1, 10, 50
 * and 200 concurrent clients, for the health check, the panel's rosters range and a signup write, and a raid
 * night's mix: rosters read by 50 clients while 10 raiders keep writing their answers, and Discord's
 * button clicks (signed as Discord signs them, each a new interaction) beside both.
 *
 * The server runs as `npm start` runs it, in its own process on 127.0.0.1, with a fresh data directory
 * seeded like a busy guild: every raid the panel shows (the schedule's weeks ahead) with 1,440 signups
 * over them. Load comes from autocannon in this process, loopback only, each step bounded by
 * `BENCH_SECONDS` (default 4). Not a test: the figures depend on the machine.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sampleGuild } from '../../src/data/guild';
import { raiderKey, raidsInRange } from '../../src/domain';
import { raidRoles } from '../../src/domain/guild-config-types';
import { openDatabase } from '../../server/database/open-database';
import { createSignupStore } from '../../server/database/signup-store';
import { bundleServer } from '../server/helpers/bundle-server';
import { createInteractionSigner, interactionPayloads, standInGuildId } from '../stand-ins/discord-interactions';
import { runStart, writeDocumentedRun } from './documented-run';
import { markdownTable } from '../../scripts/text-table';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const started = runStart();
const documentedHeader = ['endpoint', 'clients', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
/** The rows docs/performance.md shows (`--update-docs`), as the console shows them. */
const documentedRows: string[][] = [];
const clientCounts = [1, 10, 50, 200];
const totalSignups = 1440;
const week = 7 * 86_400_000;

/** Writes the signups straight into the database, as the server would have stored them. */
function seed(dataDir: string, range: { from: string; to: string }): number {
  const raids = raidsInRange(sampleGuild, range);
  const db = openDatabase(dataDir);
  const signups = createSignupStore(db);
  db.transaction(() => {
    for (let index = 0; index < totalSignups; index += 1) {
      const raid = raids[index % raids.length]!;
      const raider = `Rajdowiec ${Math.floor(index / raids.length) + 1}`;
      const role = raidRoles[index % raidRoles.length]!;
      signups.save(
        {
          raidId: raid.id,
          raider,
          status: index % 7 === 0 ? 'tentative' : 'accepted',
          role,
          sequence: signups.nextSequence(),
          updatedAt: new Date().toISOString(),
          note: 'Będę 10 minut wcześniej.',
        },
        raiderKey(raider),
      );
    }
  })();
  db.close();
  return raids.length;
}

/** Discord's key pair for the interactions endpoint: the server gets the public key, the clicks are signed. */
const discord = createInteractionSigner();

function startServer(entry: string, dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [entry], {
    // No bot token or webhook: the clicks are answered without any request leaving this machine.
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DISCORD_PUBLIC_KEY: discord.publicKeyHex,
      DISCORD_GUILD_ID: standInGuildId,
      DISCORD_APPLICATION_ID: '900000000000000009',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const port = /http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (!port || output.includes('\u0000')) return;
      output += '\u0000';
      child.removeAllListeners('exit');
      resolvePromise({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
      });
    });
  });
}

/** Accounts for raiders who answer during the run, each signed in by its creation. */
async function createRaiders(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const created = await fetch(`${url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: `Odpowiada ${index}`, password: `ławka-rezerwowa-${index}-2026` }),
    });
    if (created.status !== 201) throw new Error(`creating raider ${index} answered ${created.status}: ${await created.text()}`);
    tokens.push(((await created.json()) as { token: string }).token);
  }
  return tokens;
}

interface Step {
  name: string;
  path: string;
  method: 'GET' | 'PUT' | 'POST';
  bodies?: string[];
  /** Each request in turn as another raider (their tokens), instead of the benchmark account's. */
  tokens?: string[];
  /** Client counts measured for this step, when not every one of `clientCounts`. */
  clients?: number[];
  /** Each request built as it is sent (a signed interaction must be new every time). */
  setupRequest?: () => { body: string; headers: Record<string, string> };
  /** Load kept running beside this step (writers), so the figures show this endpoint on a busy server. */
  alongside?: Array<{ step: Step; connections: number }>;
}

function load(url: string, token: string, step: Step, connections: number, duration: number, workers?: number) {
  // As a browser asks: it always takes gzip.
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  return autocannon({
    url: `${url}${step.path}`,
    connections,
    duration,
    ...(workers ? { workers } : {}),
    headers,
    requests: requestsOf(step),
  });
}

/** The requests one connection sends in turn: every body, as every raider of the step when it names them. */
function requestsOf(step: Step) {
  if (step.setupRequest) {
    const build = step.setupRequest;
    return [{ method: step.method, setupRequest: (request: object) => ({ ...request, ...build() }) }];
  }
  const bodies = step.bodies ?? [undefined];
  const tokens = step.tokens ?? [undefined];
  return tokens.flatMap((raiderToken) =>
    bodies.map((body) => ({
      method: step.method,
      ...(body === undefined ? {} : { body }),
      ...(raiderToken === undefined ? {} : { headers: { authorization: `Bearer ${raiderToken}`, 'content-type': 'application/json' } }),
    })),
  );
}

async function measure(url: string, token: string, step: Step, connections: number) {
  // The load beside runs a little longer than the measured step, so the step never sees it wind down, and
  // in a worker thread: in this thread it would hold back the measured requests' own client.
  const beside = (step.alongside ?? []).map((other) => load(url, token, other.step, other.connections, seconds + 1, 1));
  const result = await load(url, token, step, connections, seconds);
  // Left to finish by themselves: a worker-thread run does not hear stop().
  const besideResults = await Promise.all(beside);
  return { measured: figuresOf(result), beside: besideResults.map(figuresOf) };
}

function figuresOf(result: autocannon.Result) {
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function row(name: string, connections: number, figures: ReturnType<typeof figuresOf>): string {
  documentedRows.push([
    name.startsWith('  ') ? `↳ ${name.trim()}` : `\`${name}\``,
    String(connections),
    String(figures.reqPerSec),
    String(figures.p50),
    String(figures.p99),
    String(figures.errors),
    String(figures.non2xx),
  ]);
  return [
    name.padEnd(52),
    String(connections).padStart(7),
    String(figures.reqPerSec).padStart(8),
    String(figures.p50).padStart(8),
    String(figures.p99).padStart(8),
    String(figures.errors).padStart(7),
    String(figures.non2xx).padStart(8),
  ].join(' ');
}

/** Members of the guild's Discord server who answer with the buttons under the raid's post. */
const discordMembers = Array.from({ length: 40 }, (_, index) => String(300_000_000_000_000_000n + BigInt(index)));

/** A click as Discord sends it: a new interaction id, signed now. */
function signedClick(member: string, customId: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(interactionPayloads.button(member, customId, { nick: `Dyskord ${member.slice(-2)}` }));
  return { body, headers: { 'content-type': 'application/json', ...discord.sign(body, Math.floor(Date.now() / 1000)) } };
}

/**
 * The clicking step. Each member clicks once and picks a role first (their account is made then, as for a
 * raider who never opened the site), so the measured clicks are the night's answers, not account creation.
 */
async function discordClicks(url: string, raidId: string): Promise<Step> {
  for (const [index, member] of discordMembers.entries()) {
    const first = signedClick(member, `signup:${raidId}:accepted`);
    const clicked = await fetch(`${url}/api/discord/interactions`, { method: 'POST', ...first });
    if (clicked.status !== 200) throw new Error(`a first click answered ${clicked.status}: ${await clicked.text()}`);
    const select = JSON.stringify(
      interactionPayloads.select(member, `role:${raidId}`, [raidRoles[index % raidRoles.length]!], { nick: `Dyskord ${member.slice(-2)}` }),
    );
    const picked = await fetch(`${url}/api/discord/interactions`, {
      method: 'POST',
      body: select,
      headers: { 'content-type': 'application/json', ...discord.sign(select, Math.floor(Date.now() / 1000)) },
    });
    if (picked.status !== 200) throw new Error(`a role choice answered ${picked.status}: ${await picked.text()}`);
  }
  let turn = 0;
  return {
    name: 'POST /api/discord/interactions (button clicks)',
    path: '/api/discord/interactions',
    method: 'POST',
    setupRequest: () => {
      turn += 1;
      const member = discordMembers[turn % discordMembers.length]!;
      return signedClick(member, `signup:${raidId}:${turn % 2 === 0 ? 'accepted' : 'late'}`);
    },
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'raider-panel-bench-'));
try {
  const now = Date.now();
  const range = { from: new Date(now).toISOString(), to: new Date(now + sampleGuild.schedule.weeksAhead * week).toISOString() };
  const raidCount = seed(dataDir, range);
  const server = await startServer(await bundleServer('dist/bench/server/index.mjs'), dataDir);
  try {
    // A new account signs its creator in; the writes below are that raider's answers.
    const created = await fetch(`${server.url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'Benchmark', password: 'ławka-rezerwowa-2026' }),
    });
    if (created.status !== 201) throw new Error(`creating the benchmark account answered ${created.status}: ${await created.text()}`);
    const { token } = (await created.json()) as { token: string };
    // Ten raiders answering: the benchmark account and nine more (one address may create ten accounts).
    const writers = [token, ...(await createRaiders(server.url, 9))];
    const open = raidsInRange(sampleGuild, range).find((raid) => Date.parse(raid.signupsCloseAt) > now + 10 * 60_000)!;
    const query = `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
    // Two answers in turn, so every request is a real write (the same answer again changes nothing).
    const signupWrite: Step = {
      name: 'PUT /api/raids/:raidId/signup',
      path: `/api/raids/${open.id}/signup`,
      method: 'PUT',
      bodies: [JSON.stringify({ status: 'accepted', role: 'tank' }), JSON.stringify({ status: 'late', role: 'healer' })],
    };
    const rostersStep: Step = {
      name: `GET /api/rosters (${raidCount} raids, ${totalSignups} signups)`,
      path: `/api/rosters?${query}`,
      method: 'GET',
    };
    const health: Step = { name: 'GET /api/health', path: '/api/health', method: 'GET' };
    const steps: Step[] = [
      health,
      rostersStep,
      signupWrite,
      // The panel probes health to decide where to save: it must answer at once while the server is busy writing.
      { ...health, name: 'GET /api/health beside 50 signup writers', alongside: [{ step: signupWrite, connections: 50 }] },
      // A raid night: the panel's readers while raiders answer, each write another raider's.
      {
        ...rostersStep,
        name: 'GET /api/rosters beside 10 raiders answering',
        clients: [50],
        alongside: [{ step: { ...signupWrite, tokens: writers }, connections: 10 }],
      },
      // The same night with the raiders who answer from Discord: every click a new signed interaction.
      {
        ...(await discordClicks(server.url, open.id)),
        clients: [10],
        alongside: [
          { step: rostersStep, connections: 50 },
          { step: { ...signupWrite, tokens: writers }, connections: 10 },
        ],
      },
    ];
    console.log(`Server benchmark: ${seconds} s per step, loopback, Node ${process.version}\n`);
    console.log(
      [
        'endpoint'.padEnd(52),
        'clients'.padStart(7),
        'req/s'.padStart(8),
        'p50 ms'.padStart(8),
        'p99 ms'.padStart(8),
        'errors'.padStart(7),
        'non-2xx'.padStart(8),
      ].join(' '),
    );
    for (const step of steps) {
      for (const connections of step.clients ?? clientCounts) {
        const { measured, beside } = await measure(server.url, token, step, connections);
        console.log(row(step.name, connections, measured));
        // The writers' own figures show the writes held up too (their run lasts a second longer).
        beside.forEach((figures, index) => {
          const other = step.alongside![index]!;
          console.log(row(`  (beside: ${other.step.name})`, other.connections, figures));
        });
      }
    }
    if (process.argv.includes('--update-docs'))
      writeDocumentedRun(
        'server-bench',
        'npm run bench:server -- --update-docs',
        started,
        `${seconds} s per step.\n\n${markdownTable(documentedHeader, documentedRows)}`,
      );
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
