import { createHttpRequest, errorOfAnswer } from '../../data/raids/http/http-request';
import type { GuildImportSummary } from '../../domain/guild-export/guild-export-terms';
import { RaidApiError, raidApiMessages } from '../../domain/raid-api-error';
import type { RaidHelperImportInput, RaidHelperProgress } from '../../domain/raid-helper/raid-helper-import-input';

/** A file the server offers for download, as the browser saves it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * The guild's move on its server (docs/api.md): Raid-Helper's history in, the whole guild out and in,
 * the attendance as CSV. Only the admin's "Przeprowadzka" uses it, so it loads with that part.
 */
export function createMoveClient(baseUrl: string) {
  const request = createHttpRequest({ baseUrl, timeoutMs: 10_000 });
  // A guild's file may be tens of megabytes on a slow upload: its request gets minutes, not seconds.
  const upload = createHttpRequest({ baseUrl, timeoutMs: 300_000 });
  return {
    startRaidHelper: (token: string, input: Partial<RaidHelperImportInput>) =>
      request<RaidHelperProgress>('POST', '/import/raid-helper', { token, body: input }),
    raidHelperProgress: (token: string) => request<RaidHelperProgress>('GET', '/import/raid-helper', { token }),
    importGuild: (token: string, document: unknown) => upload<GuildImportSummary>('POST', '/import', { token, body: document }),

    /** `GET <path>` as a file: its bytes as sent (a CSV keeps its byte-order mark) and the name the server gives it. */
    async download(token: string, path: string, fallbackName: string): Promise<Download> {
      let response: Response;
      let bytes: ArrayBuffer;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(120_000),
        });
        bytes = await response.arrayBuffer();
      } catch {
        throw new RaidApiError('unavailable', raidApiMessages.unavailable);
      }
      if (!response.ok) throw errorOfAnswer({ status: response.status, headers: response.headers, text: new TextDecoder().decode(bytes) });
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      return {
        blob: new Blob([bytes], { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
        fileName: named?.[1] ?? fallbackName,
      };
    },
  };
}

export type MoveClient = ReturnType<typeof createMoveClient>;

/** Saves a download as a file: a link clicked in the document the part is in, then taken away. */
export function saveDownload({ blob, fileName }: Download, near: HTMLElement): void {
  const url = URL.createObjectURL(blob);
  const link = near.ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  near.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
