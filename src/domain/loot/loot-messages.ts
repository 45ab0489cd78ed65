// The loot import's Polish messages, one place: the parsers, the service and the page say the same.

export const lootMessages = {
  notText: 'Wklej eksport jako tekst.',
  empty: 'Wklej eksport albo wybierz plik – ten jest pusty.',
  unknownFormat:
    'Nie rozpoznano eksportu. Oczekiwano CSV lub JSON z RCLootCouncil (nagłówek „player,date,time,id,item,itemID,…”), ' +
    'CSV TMB z Gargula („dateTime,character,itemID,offspec,id”) albo CSV thatsmybis (kolumny „character” lub „player” i „itemID”).',
  format: 'Wybierz format: rclootcouncil-csv, rclootcouncil-json, gargul-tmb albo thatsmybis.',
  wrongHeader: (expected: string) => `Nagłówek nie pasuje do wybranego formatu – oczekiwano: ${expected}.`,
  brokenJson: 'Eksport JSON z RCLootCouncil jest uszkodzony – skopiuj go z gry jeszcze raz.',
  notList: 'Eksport JSON z RCLootCouncil powinien być listą przydziałów.',
  fieldCount: (expected: number, found: number) => `wiersz ma ${found} pól zamiast ${expected}`,
  noPlayer: 'brak gracza',
  badPlayer: 'gracz nie wygląda jak imię postaci',
  badItem: 'brak numeru przedmiotu',
  badDate: 'nieczytelna data',
  noId: 'brak identyfikatora przydziału',
  notEntry: 'wpis nie jest przydziałem',
  tooLarge: (megabytes: number) => `Eksport może mieć najwyżej ${megabytes} MB.`,
  nothing: 'W eksporcie nie ma żadnego przydziału.',
  fromTo: 'Podaj daty jako RRRR-MM-DD.',
} as const;
