import { countPl, pluralPl } from './plural-pl';

// Every phrase the site, the feeds and Discord write about a number of things, in the case its sentence
// needs. One place, so the table test (tests/unit/counted-phrases.test.ts) checks each for 1, 2, 4, 5,
// 12, 21, 22, 25 and 112. Separate exports, so a page downloads only the phrases it writes.

/** `1 osoba`, `2 osoby`, `5 osób`. */
export const peopleCount = (n: number): string => countPl(n, ['osoba', 'osoby', 'osób']);

/** `1 rajd`, `2 rajdy`, `5 rajdów`. */
export const raidCount = (n: number): string => countPl(n, ['rajd', 'rajdy', 'rajdów']);

/** After `z` (of): `z 1 rajdu`, `z 4 rajdów`. */
export const ofRaids = (n: number): string => `z ${countPl(n, ['rajdu', 'rajdów', 'rajdów'])}`;

/** `1 tydzień`, `4 tygodnie`, `5 tygodni`. */
export const weekCount = (n: number): string => countPl(n, ['tydzień', 'tygodnie', 'tygodni']);

/** A period on its own (a radio button): `Ostatni 1 tydzień`, `Ostatnie 4 tygodnie`, `Ostatnich 8 tygodni`. */
export const lastWeeks = (n: number): string => `${pluralPl(n, ['Ostatni', 'Ostatnie', 'Ostatnich'])} ${weekCount(n)}`;

/** Where something happened: `w ostatnim 1 tygodniu`, `w ostatnich 4 tygodniach`. */
export const inLastWeeks = (n: number): string =>
  `${pluralPl(n, ['w ostatnim', 'w ostatnich', 'w ostatnich'])} ${countPl(n, ['tygodniu', 'tygodniach', 'tygodniach'])}`;

/** What a figure covers: `z ostatniego 1 tygodnia`, `z ostatnich 4 tygodni`. */
export const fromLastWeeks = (n: number): string =>
  `${pluralPl(n, ['z ostatniego', 'z ostatnich', 'z ostatnich'])} ${countPl(n, ['tygodnia', 'tygodni', 'tygodni'])}`;

/** `w ciągu 1 tygodnia`, `w ciągu 6 tygodni`. */
export const withinWeeks = (n: number): string => `w ciągu ${countPl(n, ['tygodnia', 'tygodni', 'tygodni'])}`;

/** `1 dzień`, `2 dni`. */
export const dayCount = (n: number): string => countPl(n, ['dzień', 'dni', 'dni']);

/** A limit: `do 1 dnia`, `do 7 dni`. */
export const upToDays = (n: number): string => `do ${countPl(n, ['dnia', 'dni', 'dni'])}`;

/** Where something happened: `w ostatnim 1 dniu`, `w ostatnich 7 dniach`. */
export const inLastDays = (n: number): string =>
  `${pluralPl(n, ['w ostatnim', 'w ostatnich', 'w ostatnich'])} ${countPl(n, ['dniu', 'dniach', 'dniach'])}`;

/** How long, as an object (`przez`, `zamykają się … przed`): `1 godzinę`, `2 godziny`, `5 godzin`. */
export const hoursFor = (n: number): string => countPl(n, ['godzinę', 'godziny', 'godzin']);

/** How long, as an object: `1 minutę`, `2 minuty`, `5 minut`. */
export const minutesFor = (n: number): string => countPl(n, ['minutę', 'minuty', 'minut']);

/** A limit: `do 1 minuty`, `do 240 minut`. */
export const upToMinutes = (n: number): string => `do ${countPl(n, ['minuty', 'minut', 'minut'])}`;

/** Characters of text: `1 znak`, `3 znaki`, `200 znaków`. */
export const characterCount = (n: number): string => countPl(n, ['znak', 'znaki', 'znaków']);

/** How long someone is in the guild: `w gildii od 1 roku`, `w gildii od 2 lat`. */
export const inGuildForYears = (n: number): string => `w gildii od ${countPl(n, ['roku', 'lat', 'lat'])}`;

/** `w gildii od 1 miesiąca`, `w gildii od 5 miesięcy`. */
export const inGuildForMonths = (n: number): string => `w gildii od ${countPl(n, ['miesiąca', 'miesięcy', 'miesięcy'])}`;

/** A limit: `do 1 znaku`, `do 64 znaków`. */
export const upToCharacters = (n: number): string => `do ${countPl(n, ['znaku', 'znaków', 'znaków'])}`;

/** A phrase that opens a sentence: `W ostatnich 7 dniach`. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `1 kolejny rajd`, `2 kolejne rajdy`, `5 kolejnych rajdów`. */
export const moreRaids = (n: number): string => countPl(n, ['kolejny rajd', 'kolejne rajdy', 'kolejnych rajdów']);

/** `1 tank`, `2 tanki`, `5 tanków`. */
export const tankCount = (n: number): string => countPl(n, ['tank', 'tanki', 'tanków']);

/** `1 uzdrowiciel`, `4 uzdrowicieli`. */
export const healerCount = (n: number): string => countPl(n, ['uzdrowiciel', 'uzdrowicieli', 'uzdrowicieli']);
