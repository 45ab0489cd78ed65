import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH). Missing Chromium is an error with the fix, never a silent skip. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with: apt-get update && apt-get install -y chromium ` +
        '(or set CHROME_PATH to a Chromium/Chrome binary).',
    );
  }
  return path;
}

/** Flags for this machine: no sandbox (root), no GPU, and no background network calls to blocked hosts. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, ...extraArgs], headless: true });
}
