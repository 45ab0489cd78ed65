import { useRef } from 'react';
import { useApp } from '../../instance/app-context';
import type { RaidApi } from '../../data/raids/raid-api';
import type { SessionInfo } from '../../domain/accounts/account-types';
import { failureMessage } from '../../domain/raid-api-error';
import { createStyles, useToast } from '../../ui';
import { ActionButton } from '../../ui/ActionButton';
import { LoadFailure } from '../../ui/LoadFailure';
import { boxedRowListCss } from '../../ui/panel-css';
import { focusSectionHeading } from './focus-section-heading';
import { formatInstant, useSignedInCall } from './use-signed-in-call';
import { useSignedInLoad } from './use-signed-in-load';

const useStyles = createStyles(({ css }) => ({
  sessions: css`
    ${boxedRowListCss}
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

const readSessions = (api: RaidApi, token: string) => api.mySessions(token);

/** "Moje sesje": the devices the raider is signed in on, each ended here (this one signs out). */
export default function SessionSection() {
  const styles = useStyles();
  const { session } = useApp();
  const call = useSignedInCall();
  const toast = useToast();
  const { loaded: sessions, failure, setFailure, load } = useSignedInLoad(readSessions);
  const list = useRef<HTMLUListElement>(null);

  async function end(entry: SessionInfo) {
    try {
      await call((api, token) => api.endSession(token, entry.id));
      if (entry.current) {
        session.signOut();
        toast.add({ title: 'Wylogowano' });
        return;
      }
      toast.add({ title: 'Sesja zakończona', tone: 'success' });
      focusSectionHeading(list.current);
      await load();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  if (failure) {
    return <LoadFailure message={failure} onRetry={load} />;
  }
  if (!sessions) return <p role="status">Wczytywanie sesji…</p>;
  return (
    <ul className={styles.sessions} ref={list}>
      {sessions.map((entry) => (
        <li key={entry.id}>
          <span>
            {entry.current ? <strong>To urządzenie</strong> : 'Inne urządzenie'}
            <br />
            <span className={styles.muted}>
              Zalogowano {formatInstant(entry.createdAt)}, wygasa {formatInstant(entry.expiresAt)}
            </span>
          </span>
          <ActionButton busyLabel={entry.current ? 'Wylogowywanie…' : 'Kończenie sesji…'} action={() => end(entry)}>
            {entry.current ? 'Wyloguj to urządzenie' : 'Zakończ sesję'}
          </ActionButton>
        </li>
      ))}
    </ul>
  );
}
