// `npm start` and the systemd unit run this (built to dist/server/index.js): settings from the settings
// file and the environment, see README.md.
import { createServer } from './create-server';
import { nightlyBackupTask, replicationTask } from './start-up/server-tasks';
import { SchemaTooNewError } from './database/migrations';
import { DataDirectoryError } from './database/storage-fault';
import { SettingsError, checkGuildImages, readGuildConfigFile, readSettings } from './settings/server-settings';
import { applySettingsFile, settingsLine } from './settings/settings-file';
import { startupLines } from './start-up/startup-lines';

/**
 * A start the server refuses: one clear line for a setting, an unusable data directory, a newer database
 * or a busy port; the stack for a bug.
 */
function startupFailure(error: unknown): never {
  const explained =
    error instanceof SettingsError ||
    error instanceof DataDirectoryError ||
    error instanceof SchemaTooNewError ||
    (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  console.error(explained ? `Serwer nie wystartował – ${(error as Error).message}` : error);
  process.exit(1);
}

/** The built site the server serves; the guild's images must be in it. */
const siteDir = 'dist/site';

let server: ReturnType<typeof createServer>;
let settings: ReturnType<typeof readSettings>;
let guildConfig: ReturnType<typeof readGuildConfigFile>;
try {
  const settingsFile = applySettingsFile(process.env);
  settings = readSettings(process.env);
  console.log(settingsLine(settingsFile, settings.dataDir, settings.guildConfigPath));
  guildConfig = readGuildConfigFile(settings.guildConfigPath);
  checkGuildImages(guildConfig, siteDir);
  server = createServer({
    dataDir: settings.dataDir,
    guildConfig,
    accessCode: settings.accessCode,
    allowedOrigins: settings.allowedOrigins,
    trustProxy: settings.trustProxy,
    publicUrl: settings.publicUrl,
    accountLimit: settings.accountCreationLimit ? { freeFailures: settings.accountCreationLimit } : undefined,
    passwordHashing: settings.passwordHashCost ? { log2N: settings.passwordHashCost } : undefined,
    discordWebhookUrl: settings.discordWebhookUrl,
    discord: settings.discord,
    discordRoleRefreshSeconds: settings.discordRoleRefreshSeconds,
    warcraftLogs: {
      clientId: settings.warcraftLogsClientId,
      clientSecret: settings.warcraftLogsClientSecret,
      apiBase: settings.warcraftLogsApiBase,
    },
    raiderIoApiBase: settings.raiderIoApiBase,
    raidHelperApiBase: settings.raidHelperApiBase,
    siteDir,
    examplesDir: 'examples',
    tasks: [
      nightlyBackupTask(settings.backupHour, guildConfig.timezone),
      ...(settings.replicaUrl ? [replicationTask(settings.replicaUrl)] : []),
    ],
  });
} catch (error) {
  startupFailure(error);
}

/** How long a stop waits for requests in flight before dropping their connections. */
const stopGraceMs = 10_000;
// Installed before listening: a stop asked for as soon as the start line shows must find its handler.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal means "now": whatever is still in flight is dropped.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`Zatrzymywanie serwera (${signal}): nowe połączenia odrzucone, trwające żądania dostają do ${stopGraceMs / 1000} s.`);
    void server.close({ graceMs: stopGraceMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[server] stopping failed:', error);
        process.exit(1);
      },
    );
  });
}

const { port } = await server.listen({ port: settings.port, host: settings.host }).catch(startupFailure);
console.log(startupLines(guildConfig, settings, port, server.panelSettings(), server.firstRunLink()).join('\n'));
