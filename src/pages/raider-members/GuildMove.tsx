import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { FormFailure } from '../sign-in/FormFailure';
import { useSignInStyles } from '../sign-in/SignInField';
import { downloadFile } from '../raid-schedule/download-file';
import { GuildFileImport } from './GuildFileImport';
import { RaidHelperImport } from './RaidHelperImport';
import { useApp } from '../../instance/app-context';
import { useBusyAction } from '../../ui/use-busy-action';

/** The files the server hands out (operations of the declarations): the whole guild, and the attendance and the loot as spreadsheets. */
const downloads = [
  { operation: 'exportGuild', label: 'Pobierz eksport gildii (JSON)' },
  { operation: 'attendanceCsv', label: 'Pobierz obecność (CSV)' },
  { operation: 'lootCsv', label: 'Pobierz łupy (CSV)' },
] as const;

/**
 * "Przeprowadzka" (admins, a chunk of its own): the guild's history in from Raid-Helper, the whole guild
 * out as one file and back into a fresh server, attendance and loot as spreadsheets. Only the guild's server
 * has these; the demo on one device says so.
 */
export default function GuildMove({ onImported }: { onImported: () => void }) {
  const form = useSignInStyles();
  const { raidApi } = useApp();
  const call = useSignedInCall();
  const [onServer, setOnServer] = useState<boolean | undefined>(undefined);
  // One download at a time, also for two clicks in one tick; a failure shows the API's Polish message.
  const { busy, failure, run } = useBusyAction();
  const [downloading, setDownloading] = useState<string | null>(null);
  const here = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    void raidApi().then((api) => active && setOnServer(api.kind === 'http'));
    return () => {
      active = false;
    };
  }, [raidApi]);

  const download = (operation: (typeof downloads)[number]['operation']) =>
    run(async () => {
      setDownloading(operation);
      const { blob, fileName } = await call((api, token) => api[operation](token));
      if (here.current) downloadFile(here.current, fileName, blob, blob.type);
    });

  if (onServer === undefined) return <p role="status">Wczytywanie…</p>;
  if (!onServer) return <p className={form.hint}>Przeprowadzkę gildii robi serwer gildii; wersja demonstracyjna jej nie ma.</p>;
  return (
    <div ref={here}>
      <RaidHelperImport onDone={onImported} />
      <div className={form.form} role="group" aria-labelledby="rp-guild-export">
        <h3 id="rp-guild-export">Dane gildii na zewnątrz</h3>
        <p className={form.hint}>
          Eksport gildii to jeden plik JSON ze wszystkim (bez haseł, sesji i sekretów), który przyjmie świeży serwer. Obecność to arkusz CSV
          (UTF-8) z odpowiedzią, miejscem w składzie i obecnością każdego rajdowca na każdym rajdzie.
        </p>
        {downloads.map(({ operation, label }) => (
          <Button key={operation} variant="secondary" aria-disabled={busy || undefined} onClick={() => void download(operation)}>
            {busy && downloading === operation ? 'Pobieranie…' : label}
          </Button>
        ))}
        <FormFailure message={failure} />
      </div>
      <GuildFileImport onImported={onImported} />
    </div>
  );
}
