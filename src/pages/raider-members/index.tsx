import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../../instance/app-context';
import { auditActionLabels } from '../../domain/accounts/audit-action-labels';
import {
  memberRoleLabels,
  memberRoles,
  type AuditEntry,
  type Member,
  type MemberRole,
  type ResetCode,
} from '../../domain/accounts/account-types';
import { auditRaidTarget, readableAuditEntry } from '../../domain/accounts/readable-audit-entry';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import { formatRaidDate } from '../../domain/schedule/format-raid';
import { useGuild } from '../../instance/use-guild';
import { failureMessage } from '../../domain/raid-api-error';
import { Button, createStyles, useStore, useToast } from '../../ui';
import { ActionButton } from '../../ui/ActionButton';
import { formatInstant, useSignedInCall } from '../raider-account/use-signed-in-call';
import { lazyPart } from '../../ui/lazy-part';
import { LoadFailure } from '../../ui/LoadFailure';
import { useFocusOnOpen } from '../../ui/use-focus-on-open';
import { compactFieldCss, panelSectionCss, raisedBoxCss, stackedListCss } from '../../ui/panel-css';
import { LabelledOptions } from '../../ui/LabelledOptions';

// Admins only, and a chunk of its own: officers never download it.
const guildSettingsPart = lazyPart('guild settings', () => import('./GuildSettings'), {
  fallback: () => <p role="status">Wczytywanie ustawień…</p>,
});

// The guild's move (Raid-Helper, export, import): admins only, rarely, so a chunk of its own too.
const guildMovePart = lazyPart('guild move', () => import('./GuildMove'), {
  fallback: () => <p role="status">Wczytywanie przeprowadzki…</p>,
});

const useStyles = createStyles(({ css }) => ({
  section: css`
    ${panelSectionCss}
    margin-bottom: 32px;
  `,
  list: css`
    ${stackedListCss}
  `,
  member: css`
    display: grid;
    gap: 8px;
    min-width: 0;
    padding: 12px 16px;
    ${raisedBoxCss}
    /* A long word (a 64-character key in an audit detail) breaks instead of pushing a phone's page sideways. */
    overflow-wrap: anywhere;
    > div {
      min-width: 0;
    }
    @container (min-width: 700px) {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    select {
      ${compactFieldCss}
    }
  `,
  confirm: css`
    display: grid;
    gap: 8px;
    p {
      margin: 0;
    }
    @container (min-width: 700px) {
      grid-column: 1 / -1;
    }
  `,
  muted: css`
    color: var(--rp-muted);
    font-size: 14px;
  `,
  code: css`
    padding: 12px 16px;
    border: 1px solid var(--rp-primary);
    border-radius: var(--rp-radius);
    code {
      font-size: 20px;
      font-weight: 700;
      letter-spacing: 0.05em;
    }
  `,
  error: css`
    color: var(--rp-danger);
    font-weight: 700;
  `,
}));

/** Członkowie (officers and admins): members, roles (the admin edits them), reset codes, and the audit log for admins. */
export default function RaiderMembersPage() {
  const styles = useStyles();
  const { session } = useApp();
  const raider = useStore(session.$raider);
  const call = useSignedInCall();
  const toast = useToast();
  const [members, setMembers] = useState<Member[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<(ResetCode & { nickname: string }) | null>(null);
  const [auditVersion, setAuditVersion] = useState(0);
  const isAdmin = raider?.role === 'admin';
  // A removed member's row goes away with the focus in it: the list's heading takes the focus instead.
  const listHeading = useRef<HTMLHeadingElement>(null);

  /** Resolves once the list is read again (or its failure shown). */
  const load = useCallback(() => {
    setFailure(null);
    return call((api, token) => api.listMembers(token)).then(setMembers, (error: unknown) => setFailure(failureMessage(error)));
  }, [call]);
  useEffect(() => void load(), [load]);

  // Stable: the move part calls it from an effect once an import ended.
  const afterImport = useCallback(() => {
    void load();
    setAuditVersion((version) => version + 1);
  }, [load]);

  async function setRole(member: Member, role: MemberRole) {
    try {
      await call((api, token) => api.setMemberRole(token, member.nickname, role));
      toast.add({ title: 'Rola zmieniona', description: `${member.nickname}: ${memberRoleLabels[role]}`, tone: 'success' });
      setAuditVersion((version) => version + 1);
      // The row's button stays busy until the list shows the new role: saving it again would change nothing.
      await load();
    } catch (error) {
      toast.add({ title: 'Nie zmieniono roli', description: failureMessage(error), tone: 'error' });
    }
  }

  async function issueCode(member: Member) {
    try {
      const code = await call((api, token) => api.issueResetCode(token, member.nickname));
      setIssued({ ...code, nickname: member.nickname });
      setAuditVersion((version) => version + 1);
    } catch (error) {
      toast.add({ title: 'Nie wydano kodu', description: failureMessage(error), tone: 'error' });
    }
  }

  async function remove(member: Member): Promise<boolean> {
    try {
      await call((api, token) => api.removeMember(token, member.nickname));
      toast.add({ title: 'Usunięto z gildii', description: `${member.nickname}: sesje zakończone`, tone: 'success' });
      setMembers((current) => current?.filter((one) => one.nickname !== member.nickname) ?? current);
      setAuditVersion((version) => version + 1);
      listHeading.current?.focus();
      return true;
    } catch (error) {
      toast.add({ title: 'Nie usunięto', description: failureMessage(error), tone: 'error' });
      return false;
    }
  }

  if (!raider) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="rp-members-list">
        <h2 id="rp-members-list" ref={listHeading} tabIndex={-1}>
          Członkowie gildii
        </h2>
        <div aria-live="polite">
          {issued && (
            <p className={styles.code}>
              Kod resetu dla <strong>{issued.nickname}</strong>: <code>{issued.resetCode}</code>
              <br />
              Ważny do {formatInstant(issued.expiresAt)}, działa raz. Przekaż go tylko tej osobie – kod nie będzie już pokazany.
            </p>
          )}
        </div>
        {failure && <LoadFailure message={failure} onRetry={load} />}
        {!members && !failure && <p role="status">Wczytywanie członków…</p>}
        {members && (
          <ul className={styles.list}>
            {members.map((member) => (
              <MemberRow
                key={member.nickname}
                member={member}
                isAdmin={isAdmin}
                mayIssue={isAdmin || member.role === 'raider'}
                mayRemove={isAdmin && member.nickname !== raider.nickname}
                onRole={(role) => setRole(member, role)}
                onIssue={() => issueCode(member)}
                onRemove={() => remove(member)}
              />
            ))}
          </ul>
        )}
      </section>
      {isAdmin && (
        <section className={styles.section} aria-labelledby="rp-members-settings">
          <h2 id="rp-members-settings">Ustawienia gildii</h2>
          <guildSettingsPart.Component />
        </section>
      )}
      {isAdmin && (
        <section className={styles.section} aria-labelledby="rp-members-move">
          <h2 id="rp-members-move">Przeprowadzka</h2>
          <guildMovePart.Component onImported={afterImport} />
        </section>
      )}
      {isAdmin && <AuditLog version={auditVersion} />}
    </>
  );
}

interface MemberRowProps {
  member: Member;
  isAdmin: boolean;
  mayIssue: boolean;
  /** Admins, for anyone but themselves. */
  mayRemove: boolean;
  /** Each action shows its own outcome (a toast, the code) and resolves when it is done. */
  onRole: (role: MemberRole) => Promise<void>;
  onIssue: () => Promise<void>;
  /** Resolves `true` once the member is removed. */
  onRemove: () => Promise<boolean>;
}

function MemberRow({ member, isAdmin, mayIssue, mayRemove, onRole, onIssue, onRemove }: MemberRowProps) {
  const styles = useStyles();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmId = `rp-member-remove-${member.nickname.replace(/\s+/g, '-')}`;
  const selectId = `rp-member-role-${member.nickname.replace(/\s+/g, '-')}`;
  useEffect(() => setRole(member.role), [member.role]);
  // The question takes the focus when it opens, so a keyboard user reads it and answers it next.
  const question = useRef<HTMLParagraphElement>(null);
  useFocusOnOpen(confirming, () => question.current);

  async function confirmRemoval() {
    // Removed: the row goes, and the page moves the focus to the list's heading.
    if (await onRemove()) return;
    setConfirming(false);
    removeButton.current?.focus();
  }

  return (
    <li className={styles.member}>
      <div>
        <strong>{member.nickname}</strong> – {memberRoleLabels[member.role]}
        <br />
        <span className={styles.muted}>
          Konto od {formatInstant(member.createdAt)}
          {member.lastSeenAt ? `, ostatnio ${formatInstant(member.lastSeenAt)}` : ', jeszcze bez logowania'}
        </span>
      </div>
      <div className={styles.actions}>
        {isAdmin && (
          <>
            <label htmlFor={selectId}>Rola: {member.nickname}</label>
            <select id={selectId} value={role} onChange={(event) => setRole(event.currentTarget.value as MemberRole)}>
              <LabelledOptions values={memberRoles} labels={memberRoleLabels} />
            </select>
            <ActionButton aria-disabled={role === member.role || undefined} busyLabel="Zapisywanie…" action={() => onRole(role)}>
              Zapisz rolę
            </ActionButton>
          </>
        )}
        {mayIssue && (
          <ActionButton busyLabel="Wydawanie kodu…" action={onIssue}>
            Kod resetu hasła
          </ActionButton>
        )}
        {mayRemove && (
          <Button ref={removeButton} variant="secondary" aria-expanded={confirming} onClick={() => setConfirming(!confirming)}>
            Usuń z gildii
          </Button>
        )}
      </div>
      {confirming && (
        <div className={styles.confirm} role="group" aria-labelledby={confirmId}>
          <p id={confirmId} ref={question} tabIndex={-1}>
            Usunąć <strong>{member.nickname}</strong> z gildii? Konto zniknie, a jego sesje skończą się od razu; odpowiedzi zostaną w
            historii rajdów.
          </p>
          <div className={styles.actions}>
            <ActionButton variant="primary" busyLabel="Usuwanie…" action={confirmRemoval}>
              {`Tak, usuń ${member.nickname}`}
            </ActionButton>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                removeButton.current?.focus();
              }}
            >
              Anuluj
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

const day = 86_400_000;

/**
 * The raids the log's entries are about, by id, looked up once the entries arrive: the log names a night
 * by title and date (`Rajd główny, środa, 13 stycznia`), not by its id. Without them, the ids stay.
 */
function useAuditRaids(entries: AuditEntry[] | null): Map<string, RaidInstance> {
  const { raidApi } = useApp();
  const [raids, setRaids] = useState(new Map<string, RaidInstance>());
  const dates = (entries ?? []).flatMap((entry) => auditRaidTarget(entry)?.date ?? []).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  useEffect(() => {
    if (!first || !last) return;
    let active = true;
    // A day around each end: a night's local date and its UTC start may differ by a day.
    const range = { from: new Date(Date.parse(first) - day).toISOString(), to: new Date(Date.parse(last) + 2 * day).toISOString() };
    raidApi()
      .then((api) => api.listRaids(range))
      .then(
        (found) => active && setRaids(new Map(found.map((raid) => [raid.id, raid]))),
        () => {},
      );
    return () => {
      active = false;
    };
  }, [raidApi, first, last]);
  return raids;
}

function AuditLog({ version }: { version: number }) {
  const styles = useStyles();
  const call = useSignedInCall();
  const guild = useGuild();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const raids = useAuditRaids(entries);
  const targetText = (entry: AuditEntry): string | null => {
    const about = auditRaidTarget(entry);
    const raid = about && raids.get(about.raidId);
    if (!about || !raid) return entry.target;
    const night = `${raid.title}, ${formatRaidDate(raid.startUtc, guild.timezone)}`;
    return about.rest ? `${night}: ${about.rest}` : night;
  };

  useEffect(() => {
    let active = true;
    call((api, token) => api.auditLog(token)).then(
      (loaded) => active && setEntries(loaded),
      (error: unknown) => active && setFailure(failureMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [call, version]);

  return (
    <section className={styles.section} aria-labelledby="rp-members-audit">
      <h2 id="rp-members-audit">Dziennik zmian</h2>
      <p className={styles.muted}>
        Zmiany ról, kody resetu i nowe hasła, zmiany rajdów i serii, decyzje o składzie i zapisy obecności – od najnowszych.
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {!entries && !failure && <p role="status">Wczytywanie dziennika…</p>}
      {entries && entries.length === 0 && <p>Dziennik jest pusty.</p>}
      {entries && entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map(readableAuditEntry).map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={styles.member}>
              <div>
                <strong>{auditActionLabels[entry.action] ?? entry.action}</strong>
                {entry.target ? ` – ${targetText(entry)}` : ''}
                {entry.detail ? ` (${entry.detail})` : ''}
                <br />
                <span className={styles.muted}>
                  {formatInstant(entry.at)}, {entry.actor}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
