import { heroImage } from './hero-image';
import type { GuildConfig } from '../domain/guild-config-types';

/** Who fills a raid of each size: two or three tanks, a fifth healers, damage split melee / ranged. */
const roleTargets: GuildConfig['roleTargets'] = {
  10: { tank: 2, healer: 3, melee: 2, ranged: 3 },
  20: { tank: 2, healer: 4, melee: 7, ranged: 7 },
  25: { tank: 2, healer: 5, melee: 9, ranged: 9 },
  30: { tank: 3, healer: 6, melee: 10, ranged: 11 },
};

/**
 * The bundled defaults: the sample guild the site speaks for until a guild supplies its own config
 * (validated JSON, see `loadGuildConfig`). Also the fallback when that config cannot be used.
 */
export const sampleGuild: GuildConfig = {
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
      memberSince: '2024-09',
    },
    {
      quote:
        'Najbardziej cenię to, że rajd zaczyna się o dwudziestej, a nie za dwadzieścia dziewiąta. Mam dzieci i pracę – tutaj nikt nie marnuje mojego wieczoru.',
      raider: 'Grzmotobrody',
      classRole: 'Wojownik · tank',
      memberSince: '2022-06',
    },
    {
      quote:
        'Lista rezerwowa naprawdę działa. Kiedy ktoś się wypisał, dostałem miejsce w składzie jeszcze tego samego dnia i nikt nie musiał o nic prosić na czacie.',
      raider: 'Szeptucha',
      classRole: 'Łowca · dystans',
      memberSince: '2026-03',
    },
  ],
  timezone: 'Europe/Warsaw',
  schedule: {
    weekly: [
      { id: 'sroda-glowny', weekday: 3, title: 'Rajd główny', start: '20:00', durationMinutes: 180, size: 25, difficulty: 'heroiczny' },
      {
        id: 'czwartek-kontynuacja',
        weekday: 4,
        title: 'Rajd główny – kontynuacja',
        start: '20:00',
        durationMinutes: 180,
        size: 25,
        difficulty: 'heroiczny',
      },
      {
        id: 'niedziela-szkoleniowy',
        weekday: 7,
        title: 'Rajd szkoleniowy',
        start: '19:00',
        durationMinutes: 180,
        size: 20,
        difficulty: 'normalny',
        note: 'Dla nowych i wracających: tłumaczymy każdą mechanikę przed walką.',
      },
    ],
    oneOff: [
      {
        id: 'rajd-swiateczny-2026',
        date: '2026-12-12',
        title: 'Rajd świąteczny',
        start: '18:00',
        durationMinutes: 240,
        size: 30,
        difficulty: 'heroiczny',
        note: 'Wspólne zamknięcie roku: miejsce dla głównego składu, rezerwowych i nowych twarzy.',
      },
    ],
    weeksAhead: 6,
  },
  roleTargets,
  signupLockMinutes: 60,
  scheduleNote: 'Zaproszenia wysyłamy kwadrans przed startem.',
  valuesLead:
    'Cztery zasady, na których opiera się Bursztynowy Świt. Nie są ozdobą strony – według nich rozstrzygamy spory i wybieramy oficerów.',
  images: {
    hero: {
      src: heroImage.src,
      alt: 'Bursztynowy świt nad twierdzą gildii',
      width: heroImage.width,
      height: heroImage.height,
    },
  },
  // A Polish guild: toasts and the error page speak Polish too.
  uiLocale: 'pl',
};
