// Builds the site and server when there is no build or the sources are newer than it (a fresh checkout,
// a `git pull`): `npm start` and the server's commands (`npm run admin`, …) never run an older build.
import { execSync } from 'node:child_process';
import { relative } from 'node:path';
import { buildFreshness } from './build-freshness.mjs';

/** Runs `npm run build` when `dist` is missing or stale; exits when there is nothing to run at all. */
export function ensureBuild() {
  const freshness = buildFreshness(process.cwd());
  if (!freshness.stale) return;
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
