import { RaidApiError, raidApiMessages } from '../../../domain/raid-api-error';
import type { Download } from '../operation-spec';
import { errorOfAnswer } from './http-request';

/**
 * `GET <url>` as a file (an operation declared `file=`): its bytes as sent (a CSV keeps its byte-order
 * mark) and the name the server gives it, else the declared one (without its `{date}`). Loaded when a file is asked for, not with
 * the adapter: only the admin's downloads use it.
 */
export async function download(url: string, token: string, declaredName: string, fetch = globalThis.fetch): Promise<Download> {
  let response: Response;
  let bytes: ArrayBuffer;
  try {
    // A guild's file may take a while on a slow line: minutes, not the usual seconds.
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(300_000) });
    bytes = await response.arrayBuffer();
  } catch {
    throw new RaidApiError('unavailable', raidApiMessages.unavailable);
  }
  if (!response.ok) throw errorOfAnswer({ status: response.status, headers: response.headers, text: new TextDecoder().decode(bytes) });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return {
    blob: new Blob([bytes], { type: response.headers.get('content-type') ?? '' }),
    fileName: named?.[1] ?? declaredName.replace('-{date}', ''),
  };
}
