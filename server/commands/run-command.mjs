// `npm run admin -- <nick>`, `npm run backup`, `npm run restore -- <file>`: runs the server's command
// compiled into dist/server/ (building first, as `npm start` does), with the arguments after its name.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { ensureBuild } from '../start-up/ensure-build.mjs';
import { serverCommands } from './server-commands.mjs';

const [name, ...args] = process.argv.slice(2);
if (!Object.hasOwn(serverCommands, name ?? '')) {
  console.error(`Nieznane polecenie „${name ?? ''}”: dostępne ${Object.keys(serverCommands).join(', ')}.`);
  process.exit(1);
}
ensureBuild();
// The command reads its own arguments from process.argv[2] on, as when run with `node dist/server/<name>.js`.
process.argv = [process.argv[0], resolve(`dist/server/${name}.js`), ...args];
await import(pathToFileURL(resolve(`dist/server/${name}.js`)).href);
