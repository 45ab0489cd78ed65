// `npm start` runs this (built to dist/server/index.js): settings from the environment, see README.md.
import { createServer } from './create-server';
import { SchemaTooNewError } from './database/migrations';
import { SettingsError, readGuildConfigFile, readSettings } from './settings';

/** A start the server refuses: one clear line for a setting, a newer database or a busy port; the stack for a bug. */
function startupFailure(error: unknown): never {
  const explained = error instanceof SettingsError || error instanceof SchemaTooNewError || (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  console.error(explained ? `Serwer nie wystartował – ${(error as Error).message}` : error);
  process.exit(1);
}

let server: ReturnType<typeof createServer>;
let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings(process.env);
  server = createServer({
    dataDir: settings.dataDir,
    guildConfig: readGuildConfigFile(settings.guildConfigPath),
    accessCode: settings.accessCode,
    allowedOrigins: settings.allowedOrigins,
    trustProxy: settings.trustProxy,
    accountLimit: settings.accountCreationLimit ? { freeFailures: settings.accountCreationLimit } : undefined,
    passwordHashing: settings.passwordHashCost ? { log2N: settings.passwordHashCost } : undefined,
    siteDir: 'dist/site',
    examplesDir: 'examples',
  });
} catch (error) {
  startupFailure(error);
}

const { port } = await server.listen({ port: settings.port, host: settings.host }).catch(startupFailure);
console.log(`Bursztynowy Świt: http://localhost:${port}/  (przykłady osadzenia: http://localhost:${port}/examples/, API: /api, dane: ${settings.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
