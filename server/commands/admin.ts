// `npm run admin -- <nickname>`: the first admin of the guild (README: set-up). Reads the settings file and
// DATA_DIR like the server.
import { grantAdmin } from '../accounts/grant-admin';
import { commandSettings } from './command-settings';

const { exitCode, line } = grantAdmin(commandSettings('npm run admin').dataDir, process.argv[2]);
(exitCode === 0 ? console.log : console.error)(line);
process.exitCode = exitCode;
