/**
 * Each page's description for the standalone site's head (`description`, `og:description`), in
 * Polish, by route name; a page without one shows the guild's tagline. Kept apart from the route table
 * because only the site writes head tags: a widget never downloads these words.
 */
export const routeDescriptions: Readonly<Record<string, string>> = {
  index: 'Gildia rajdowa: kim jesteśmy, kiedy rajdujemy i jak do nas dołączyć.',
  values: 'Zasady, na których opiera się gildia: czego można oczekiwać od innych w składzie i czego oczekujemy od siebie nawzajem.',
  manifesto: 'Manifest gildii: co obiecujemy sobie nawzajem, zanim ktokolwiek wejdzie do rajdu.',
  testimonials: 'Rajdowcy gildii o tym, dlaczego zostają: prawdziwe opinie z klasą, rolą i stażem w gildii.',
  'raid-schedule': 'Stałe wieczory rajdowe i wydarzenia specjalne na najbliższe tygodnie: godziny, rozmiar składu i poziom trudności.',
  raider: 'Panel rajdowca: najbliższe rajdy i zasady frekwencji w jednym miejscu.',
  'raider-signups': 'Panel rajdowca: zapisy na rajdy, lista rezerwowa i zamykanie zapisów przed startem.',
};
