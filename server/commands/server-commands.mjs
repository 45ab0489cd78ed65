// The server's own commands (`npm run admin`, `backup`, `restore`, `discord:register`): compiled with the server into
// dist/server/<name>.js by the build (tsup.config.ts), run by server/commands/run-command.mjs.

/** Each command's name and its source; the build writes it to `dist/server/<name>.js`. */
export const serverCommands = {
  admin: 'server/commands/admin.ts',
  backup: 'server/commands/backup.ts',
  restore: 'server/commands/restore.ts',
  'discord-register': 'server/commands/discord-register.ts',
};
