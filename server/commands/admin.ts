// `npm run admin -- <nickname>`: the first admin of the guild (README: set-up). Reads DATA_DIR like the server.
import { grantAdmin } from '../accounts/grant-admin';
import { readSettings } from '../settings/server-settings';

const { exitCode, line } = grantAdmin(readSettings(process.env).dataDir, process.argv[2]);
(exitCode === 0 ? console.log : console.error)(line);
process.exitCode = exitCode;
