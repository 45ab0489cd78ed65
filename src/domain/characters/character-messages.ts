// The character rules' limits and Polish messages, apart from their schemas (character-input.ts):
// the answer service names a refused character without carrying the form's checks.

/** What a character's name and realm may be: a game's names are short, and realms a little longer. */
export const characterLimits = { name: 24, realm: 40, perRaider: 20 } as const;

export const characterMessages = {
  notFound: 'Nie ma takiej postaci.',
  unknownClass: 'Wybierz klasę z listy.',
  unknownSpec: 'Wybierz specjalizację tej klasy.',
  duplicate: 'Masz już postać o tym imieniu na tym serwerze.',
  tooMany: `Można mieć najwyżej ${characterLimits.perRaider} postaci.`,
  keepMain: 'Jedna postać musi być główna – oznacz inną jako główną.',
  notYours: 'Wybierz jedną ze swoich postaci.',
} as const;
