/**
 * A Warcraft Logs report's players (`masterData.actors`), numbered from 1 in the order given, each
 * realm written once: `reportActors('Tarren Mill: Ada, Cyrylek', 'Silvermoon: Obcy')`.
 */
export function reportActors(...realms: string[]): Array<{ id: number; name: string; server: string }> {
  const players = realms.flatMap((line) => {
    const [server, names] = line.split(': ') as [string, string];
    return names.split(', ').map((name) => ({ name, server }));
  });
  return players.map((player, index) => ({ id: index + 1, ...player }));
}

/**
 * Runs `during` with a stand-in's failure switches set (`{ rateLimited: true }`), then sets them back
 * as they were, whether it passed or failed: the stand-in serves the file's later tests.
 */
export async function whileSwitched<S extends object>(standIn: S, switches: Partial<S>, during: () => Promise<void>): Promise<void> {
  const keys = Object.keys(switches) as Array<keyof S>;
  const before = Object.fromEntries(keys.map((key) => [key, standIn[key]])) as Partial<S>;
  Object.assign(standIn, switches);
  try {
    await during();
  } finally {
    Object.assign(standIn, before);
  }
}
