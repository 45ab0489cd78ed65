/**
 * What the guild's server answers at `GET /api/health` when it works: the server sends exactly this and
 * the browser's backend probe looks for exactly this. Kept apart from the probe so the server shares the
 * answer without importing browser fetch code.
 */
export const backendHealth = { service: 'raider-panel', status: 'ok' } as const;
