// `npm start`: builds the site and server on a fresh checkout, then serves them (PORT, default 4173).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/site/index.html') || !existsSync('dist/server/index.js')) {
  console.log('Brak zbudowanej strony – budowanie (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../dist/server/index.js');
