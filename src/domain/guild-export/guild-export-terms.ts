/**
 * The whole guild as one JSON document (`GET /api/export`), taken back by a fresh server
 * (`POST /api/import`). `version` grows when a section changes its shape; a server takes only its own.
 */
export const guildExportFormat = 'raider-panel-export';
export const guildExportVersion = 1;

export const guildExportMessages = {
  notAnExport: 'To nie jest plik eksportu panelu rajdowego (brak "format": "raider-panel-export").',
  otherVersion: (version: unknown, expected: number) =>
    `Ten plik eksportu ma wersję ${JSON.stringify(version)}, a ten serwer przyjmuje tylko wersję ${expected}. Wyeksportuj gildię ponownie serwerem w tej samej wersji co ten.`,
  notEmpty:
    'Import całej gildii jest możliwy tylko na świeżym serwerze, na którym jedynym kontem jest konto administratora. Ten serwer ma już inne konta.',
  badSection: (section: string, reason: string) => `Sekcja „${section}” pliku eksportu jest niepoprawna: ${reason}`,
  refusedRow: (section: string) =>
    `Sekcja „${section}” pliku eksportu zawiera wiersz, którego baza nie przyjmuje (powtórzony albo sprzeczny).`,
} as const;

/** What `POST /api/import` answers: how much came in, and who needs a reset code from an officer. */
export interface GuildImportSummary {
  /** Rows restored per section. */
  counts: Record<string, number>;
  /**
   * Accounts that came back without a way to sign in: not linked to Discord (those sign in with Discord
   * as before) and not the admin who imported. An officer gives each a reset code.
   */
  needResetCode: string[];
}
