import type { Database } from 'better-sqlite3';
import { hashToken, newSessionToken, sameSecret } from '../raids/session-tokens';
import { createGuildSettingsRows } from '../database/guild-settings-rows';

/** How long the first-run link works, unless it is used first. */
export const setupLinkHours = 24;

interface StoredLink {
  hash: string;
  expiresAt: string;
}

const linkKey = 'setup-link';

/**
 * The one-time link that sets a new guild up without a console: while the guild has no admin, each start
 * of the server makes a new one (the last one stops working) and prints it; whoever opens it creates the
 * first admin account and the guild's access code. Only its digest is stored.
 */
export function createSetupLink(db: Database, now: () => Date) {
  const rows = createGuildSettingsRows(db);
  const adminExists = db.prepare<[], { found: number }>("SELECT 1 AS found FROM accounts WHERE role = 'admin' LIMIT 1");

  const hasAdmin = () => adminExists.get() !== undefined;

  return {
    hasAdmin,
    /** A new link's token when the guild has no admin (the previous link stops working), else `undefined`. */
    issue(): string | undefined {
      if (hasAdmin()) {
        rows.remove(linkKey);
        return undefined;
      }
      const token = newSessionToken();
      const link: StoredLink = { hash: hashToken(token), expiresAt: new Date(now().getTime() + setupLinkHours * 3_600_000).toISOString() };
      rows.set(linkKey, JSON.stringify(link));
      return token;
    },
    /** Whether `token` is the live link's: issued by the last start, not used, not expired, no admin yet. */
    valid(token: unknown): boolean {
      const stored = rows.get(linkKey);
      if (typeof token !== 'string' || !token || !stored || hasAdmin()) return false;
      const link = JSON.parse(stored) as StoredLink;
      return Date.parse(link.expiresAt) > now().getTime() && sameSecret(hashToken(token), link.hash);
    },
    /** The link has been used: it stops working. */
    spend(): void {
      rows.remove(linkKey);
    },
  };
}

export type SetupLink = ReturnType<typeof createSetupLink>;
