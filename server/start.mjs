// `npm start`: builds the site and server when there is no build or the sources are newer than it (a
// fresh checkout, a `git pull`), then serves them (PORT, default 4173).
import { execSync } from 'node:child_process';
import { relative } from 'node:path';
import { buildFreshness } from './build-freshness.mjs';

const freshness = buildFreshness(process.cwd());
if (freshness.stale) {
  console.log(
    freshness.missing
      ? 'Brak zbudowanej strony – budowanie (npm run build)…'
      : `Źródła są nowsze niż zbudowana wersja (zmieniony ${relative(process.cwd(), freshness.newest ?? '')}) – budowanie (npm run build)…`,
  );
  try {
    execSync('npm run build', { stdio: 'inherit' });
  } catch {
    if (freshness.missing) {
      console.error('Budowanie nie powiodło się, a nie ma starszej wersji do uruchomienia.');
      process.exit(1);
    }
    console.error(
      `UWAGA: budowanie nie powiodło się – serwer uruchamia STARSZĄ wersję z dist/ (zbudowaną ${freshness.builtAt?.toISOString()}), nie tę ze źródeł.`,
    );
  }
}
await import('../dist/server/index.js');
