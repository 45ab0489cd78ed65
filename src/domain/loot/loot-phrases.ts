import { countPl } from '../plural-pl';

// The loot's counted phrase, apart from counted-phrases.ts: that module is in the initial core, and
// only the loot pages and the bench's reasons (lazy parts) write about items.

/** `1 przedmiot`, `2 przedmioty`, `5 przedmiotów`. */
export const itemCount = (n: number): string => countPl(n, ['przedmiot', 'przedmioty', 'przedmiotów']);
