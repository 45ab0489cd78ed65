import { useState, type FormEvent } from 'react';
import {
  guildExportFormat,
  guildExportMessages,
  guildExportVersion,
  type GuildImportSummary,
} from '../../domain/guild-export/guild-export-terms';
import { SubmitButton } from '../../ui/SubmitButton';
import { fieldFailure, useBusyAction } from '../../ui/use-busy-action';
import { FormFailure } from '../sign-in/FormFailure';
import { useSignInStyles } from '../sign-in/SignInField';
import { useSignedInCall } from '../raider-account/use-signed-in-call';

/** The file's document, or why it cannot be one, checked before anything is sent. */
function readDocument(text: string): { document: unknown } | { problem: string } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { problem: guildExportMessages.notAnExport };
  }
  const header = (typeof document === 'object' && document !== null ? document : {}) as { format?: unknown; version?: unknown };
  if (header.format !== guildExportFormat) return { problem: guildExportMessages.notAnExport };
  if (header.version !== guildExportVersion) return { problem: guildExportMessages.otherVersion(header.version, guildExportVersion) };
  return { document };
}

/**
 * "Gildia z pliku": a guild's export file into this fresh server, all or nothing; afterwards the members
 * who need a reset code are listed (accounts come back without passwords; Discord ones sign in as before).
 */
export function GuildFileImport({ onImported }: { onImported: () => void }) {
  const form = useSignInStyles();
  const call = useSignedInCall();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<GuildImportSummary | null>(null);
  const { busy, failure, setFailure, run } = useBusyAction({ describe: fieldFailure('file') });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFailure('Wybierz plik eksportu (.json).');
    void run(async () => {
      const read = readDocument(await file.text());
      if ('problem' in read) return setFailure(read.problem);
      setSummary(await call((api, token) => api.importGuild(token, read.document)));
      onImported();
    });
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-guild-file">
      <h3 id="rp-guild-file">Gildia z pliku eksportu</h3>
      <p className={form.hint}>
        Tylko na świeżym serwerze, na którym jedynym kontem jest Twoje: wczytuje całą gildię z pliku pobranego przyciskiem „Pobierz eksport
        gildii” (wszystko albo nic). Konta wracają bez haseł: połączone z Discordem logują się przez Discorda jak wcześniej, pozostałym
        wydasz kody resetu.
      </p>
      <div className={form.field}>
        <label htmlFor="rp-guild-file-input">Plik eksportu gildii</label>
        <input
          id="rp-guild-file-input"
          type="file"
          accept="application/json,.json"
          aria-describedby="rp-guild-file-hint"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <span id="rp-guild-file-hint" className={form.hint}>
          Plik .json, najwyżej 50 MB.
        </span>
      </div>
      <FormFailure message={failure} />
      <div aria-live="polite">
        {summary && (
          <div role="status">
            <p>
              Gildia wczytana: konta {summary.counts.accounts ?? 0}, rajdy jednorazowe {summary.counts.raids ?? 0}, odpowiedzi{' '}
              {summary.counts.signups ?? 0}.
            </p>
            {summary.needResetCode.length > 0 && (
              <>
                <p>Te konta nie mają jeszcze sposobu logowania – wydaj im kody resetu hasła na liście członków powyżej:</p>
                <ul aria-label="Konta do kodów resetu">
                  {summary.needResetCode.map((nickname) => (
                    <li key={nickname}>{nickname}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
      <SubmitButton busy={busy} busyLabel="Wczytywanie gildii…">
        Wczytaj gildię z pliku
      </SubmitButton>
    </form>
  );
}
