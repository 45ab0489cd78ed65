// The server's own commands (`npm run admin`, `backup`, `restore`, `discord:register`): compiled with the server into
// dist/server/<name>.js by the build (tsup.config.ts), run by server/run-command.mjs.

/** Each command's name and its source; the build writes it to `dist/server/<name>.js`. */
export const serverCommands = {
  admin: 'server/admin.ts',
  backup: 'server/backup.ts',
  restore: 'server/restore.ts',
  'discord-register': 'server/discord-register.ts',
};
