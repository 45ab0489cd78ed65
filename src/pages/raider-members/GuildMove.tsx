import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HttpRaidApi } from '../../data/raids/http/http-raid-api';
import { failureMessage } from '../../domain/raid-api-error';
import { Button } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { FormFailure } from '../sign-in/FormFailure';
import { useSignInStyles } from '../sign-in/SignInField';
import { GuildFileImport } from './GuildFileImport';
import { createMoveClient, saveDownload } from './move-client';
import { RaidHelperImport } from './RaidHelperImport';
import { useApp } from '../../instance/app-context';

/** The files the server hands out: the whole guild, and the attendance and the loot as spreadsheets. */
const downloads = [
  { path: '/export', fallbackName: 'raider-panel.json', label: 'Pobierz eksport gildii (JSON)' },
  { path: '/export/attendance.csv', fallbackName: 'obecnosc.csv', label: 'Pobierz obecność (CSV)' },
  { path: '/export/loot.csv', fallbackName: 'lupy.csv', label: 'Pobierz łupy (CSV)' },
] as const;

/**
 * "Przeprowadzka" (admins, a chunk of its own): the guild's history in from Raid-Helper, the whole guild
 * out as one file and back into a fresh server, attendance and loot as spreadsheets. Only the guild's server
 * has these; the demo on one device says so.
 */
export default function GuildMove({ onImported }: { onImported: () => void }) {
  const form = useSignInStyles();
  const { raidApi } = useApp();
  const signedInCall = useSignedInCall();
  const [baseUrl, setBaseUrl] = useState<string | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const here = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    void raidApi().then((api) => active && setBaseUrl(api.kind === 'http' ? (api as HttpRaidApi).baseUrl : null));
    return () => {
      active = false;
    };
  }, [raidApi]);
  const client = useMemo(() => (baseUrl ? createMoveClient(baseUrl) : null), [baseUrl]);
  const call = useCallback(<T,>(work: (token: string) => Promise<T>) => signedInCall((_api, token) => work(token)), [signedInCall]);

  async function download(path: string, fallbackName: string) {
    if (!client || downloading) return;
    setDownloading(path);
    setFailure(null);
    try {
      saveDownload(await call((token) => client.download(token, path, fallbackName)), here.current!);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  if (baseUrl === undefined) return <p role="status">Wczytywanie…</p>;
  if (!client) return <p className={form.hint}>Przeprowadzkę gildii robi serwer gildii; wersja demonstracyjna jej nie ma.</p>;
  return (
    <div ref={here}>
      <RaidHelperImport client={client} call={call} onDone={onImported} />
      <div className={form.form} role="group" aria-labelledby="rp-guild-export">
        <h3 id="rp-guild-export">Dane gildii na zewnątrz</h3>
        <p className={form.hint}>
          Eksport gildii to jeden plik JSON ze wszystkim (bez haseł, sesji i sekretów), który przyjmie świeży serwer. Obecność to arkusz CSV
          (UTF-8) z odpowiedzią, miejscem w składzie i obecnością każdego rajdowca na każdym rajdzie.
        </p>
        {downloads.map(({ path, fallbackName, label }) => (
          <Button
            key={path}
            variant="secondary"
            aria-disabled={downloading !== null || undefined}
            onClick={() => void download(path, fallbackName)}
          >
            {downloading === path ? 'Pobieranie…' : label}
          </Button>
        ))}
        <FormFailure message={failure} />
      </div>
      <GuildFileImport client={client} call={call} onImported={onImported} />
    </div>
  );
}
