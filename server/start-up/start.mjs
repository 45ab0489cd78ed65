// `npm start`: builds the site and server when there is no build or the sources are newer than it (a
// fresh checkout, a `git pull`), then serves them (PORT, default 4173).
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
await import('../../dist/server/index.js');
