import { startServer } from './static-server';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';

const server = await startServer({ port, host, siteDir: 'dist/site', examplesDir: 'examples' });
console.log(`Bursztynowy Świt: http://localhost:${port}/  (przykłady osadzenia: http://localhost:${port}/examples/)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
