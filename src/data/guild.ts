/**
 * The guild the site speaks for. These are the bundled defaults of a sample guild; a guild replaces
 * them with its own config (validated JSON) without touching the code.
 */
export interface GuildValue {
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  raider: string;
  /** Class and role, e.g. `Kapłanka · leczenie`. */
  classRole: string;
  /** How long the raider has been in the guild, in words. */
  timeInGuild: string;
}

export interface WeeklyRaid {
  /** Day of the week in Polish, as shown. */
  day: string;
  start: string;
  end: string;
  title: string;
  size: number;
  difficulty: string;
}

export interface Guild {
  name: string;
  tagline: string;
  about: string[];
  values: GuildValue[];
  manifesto: string[];
  testimonials: Testimonial[];
  weeklyRaids: WeeklyRaid[];
  timezone: string;
}

export const sampleGuild: Guild = {
  name: 'Bursztynowy Świt',
  tagline: 'Rajdujemy ambitnie, ale po ludzku: punktualnie, spokojnie i do ostatniego bossa.',
  about: [
    'Jesteśmy gildią rajdową z kilkuletnią historią. Gramy trzy wieczory w tygodniu, a resztę czasu zostawiamy na życie poza grą.',
    'Szukamy graczy, którzy lubią dopracowaną taktykę i dobrą atmosferę na kanale głosowym. Doświadczenie pomaga, ale ważniejsze jest to, czy chcesz się uczyć.',
  ],
  values: [
    {
      title: 'Punktualność',
      text: 'Zaproszenia wysyłamy kwadrans przed startem, pierwszy pull jest o pełnej godzinie. Czas dwudziestu pięciu osób jest wart tyle samo co Twój.',
    },
    {
      title: 'Szacunek',
      text: 'Krytykujemy strategię, nie ludzi. Na kanale głosowym nie ma miejsca na wyzwiska, nawet po dziesiątej próbie na tym samym bossie.',
    },
    {
      title: 'Przygotowanie',
      text: 'Przychodzimy z miksturami, jedzeniem i przeczytaną taktyką. Kto nie zna mechaniki, pyta przed rajdem, a nie w trakcie walki.',
    },
    {
      title: 'Jawność',
      text: 'Łup rozdzielamy według zasad, które każdy może przeczytać. Zapisy, lista rezerwowa i frekwencja są widoczne dla wszystkich rajdowców.',
    },
  ],
  manifesto: [
    'Gildia to nie lista nicków, tylko umowa między ludźmi. Zapisując się na rajd, obiecujesz, że będziesz – a my obiecujemy, że Twój wieczór nie pójdzie na marne.',
    'Wygrywamy razem i przegrywamy razem. Po nieudanej próbie szukamy przyczyny w taktyce, a nie winnego na czacie. Oficer, który tłumaczy, jest więcej wart niż oficer, który krzyczy.',
    'Nowi gracze dostają od nas czas i cierpliwość. Każdy z nas kiedyś pierwszy raz stanął przed bossem, o którym czytał tylko w poradniku.',
    'Życie ma pierwszeństwo przed grą. Jeśli nie możesz przyjść, po prostu odznacz się w zapisach – miejsce dostanie ktoś z listy rezerwowej, a Ty nie musisz się tłumaczyć.',
  ],
  testimonials: [
    {
      quote:
        'Przyszłam jako kapłanka bez żadnego doświadczenia rajdowego. Po miesiącu leczyłam główny skład, bo ktoś tu miał cierpliwość, żeby mi wszystko spokojnie wytłumaczyć.',
      raider: 'Mirabelka',
      classRole: 'Kapłanka · leczenie',
      timeInGuild: 'w gildii od 2 lat',
    },
    {
      quote:
        'Najbardziej cenię to, że rajd zaczyna się o dwudziestej, a nie za dwadzieścia dziewiąta. Mam dzieci i pracę – tutaj nikt nie marnuje mojego wieczoru.',
      raider: 'Grzmotobrody',
      classRole: 'Wojownik · tank',
      timeInGuild: 'w gildii od 4 lat',
    },
    {
      quote:
        'Lista rezerwowa naprawdę działa. Kiedy ktoś się wypisał, dostałem miejsce w składzie jeszcze tego samego dnia i nikt nie musiał o nic prosić na czacie.',
      raider: 'Szeptucha',
      classRole: 'Łowca · dystans',
      timeInGuild: 'w gildii od 8 miesięcy',
    },
  ],
  weeklyRaids: [
    { day: 'Środa', start: '20:00', end: '23:00', title: 'Rajd główny', size: 25, difficulty: 'heroiczny' },
    { day: 'Czwartek', start: '20:00', end: '23:00', title: 'Rajd główny – kontynuacja', size: 25, difficulty: 'heroiczny' },
    { day: 'Niedziela', start: '19:00', end: '22:00', title: 'Rajd szkoleniowy', size: 20, difficulty: 'normalny' },
  ],
  timezone: 'Europe/Warsaw',
};
