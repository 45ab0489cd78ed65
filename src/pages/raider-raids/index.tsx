import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import type { RaidInstance } from '../../domain/schedule/raid-instance';
import type { RaidRoster } from '../../domain/raids/signup-types';
import { publishedUntil } from '../../domain/schedule/published';
import { formatRaidDate } from '../../domain/schedule/format-raid';
import { failureMessage } from '../../domain/raid-api-error';
import { Button, createStyles, useToast } from '../../ui';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { NightRow } from './NightRow';
import { unansweredMembers } from '../../domain/raids/unanswered';
import { useNightStyles } from './night-styles';
import { RaidFieldsForm } from './RaidFieldsForm';
import { SeriesSection } from './SeriesSection';
import { LoadFailure } from '../../ui/LoadFailure';
import { panelSectionCss, stackedListCss } from '../../ui/panel-css';

const useStyles = createStyles(({ css }) => ({
  section: css`
    ${panelSectionCss}
  `,
  list: css`
    ${stackedListCss}
  `,
}));

/** Rajdy (officers and admins): the coming nights of the panel's range, each to cancel, restore or move. */
export default function RaiderRaidsPage() {
  const styles = useStyles();
  const guild = useGuild();
  const { raidApi } = useApp();
  const call = useSignedInCall();
  const toast = useToast();
  const [raids, setRaids] = useState<RaidInstance[] | null>(null);
  // Each night's roster by raid id, and the guild's members: the fill and who has not answered.
  const [rosters, setRosters] = useState<Record<string, RaidRoster> | null>(null);
  const [members, setMembers] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const nights = useNightStyles();
  const weeksAhead = guild.schedule.weeksAhead;

  const load = useCallback(() => {
    let active = true;
    setFailure(null);
    const now = new Date();
    // The nights raiders can answer (`publishedUntil`, the raiders' own list's end), so every one of them can be changed here.
    const range = { from: now.toISOString(), to: publishedUntil({ schedule: { weeksAhead } }, now).toISOString() };
    raidApi()
      .then((api) => api.listRaids(range))
      .then(
        (loaded) => active && setRaids(loaded),
        (error: unknown) => active && setFailure(failureMessage(error)),
      );
    // The fill and the missing answers are extras: the nights stay usable when these fail.
    call((api, token) => Promise.all([api.listRosters(token, range), api.listMembers(token)])).then(
      ([loadedRosters, loadedMembers]) => {
        if (!active) return;
        setRosters(Object.fromEntries(loadedRosters.map((roster) => [roster.raidId, roster])));
        setMembers(loadedMembers.map((member) => member.nickname));
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [raidApi, call, weeksAhead]);

  const missingFor = (raidId: string): string[] | null => {
    const roster = rosters?.[raidId];
    return roster && members ? unansweredMembers(roster, members) : null;
  };
  useEffect(load, [load]);

  // Another officer (or tab) changed the schedule: the list follows.
  useEffect(() => {
    let unsubscribe = () => {};
    let active = true;
    raidApi().then(
      (api) => {
        if (active) unsubscribe = api.onExternalChange(() => load());
      },
      () => {},
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [raidApi, load]);

  async function change(raid: RaidInstance, patch: Record<string, string>) {
    const updated = await call((api, token) => api.updateRaid(token, raid.id, patch));
    setRaids((current) => current?.map((item) => (item.id === raid.id ? updated : item)) ?? current);
    const what = patch.status === 'cancelled' ? 'Rajd odwołany' : patch.status === 'scheduled' ? 'Rajd przywrócony' : 'Rajd przeniesiony';
    toast.add({ title: what, description: `${updated.title}, ${formatRaidDate(updated.startUtc, guild.timezone)}`, tone: 'success' });
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="rp-raids-nights">
        <h2 id="rp-raids-nights">Najbliższe rajdy</h2>
        <p>Odwołany rajd zostaje w harmonogramie, przekreślony, z powodem; odpowiedzi rajdowców zostają i wracają po przywróceniu.</p>
        <div className={nights.actions}>
          <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            Nowy rajd jednorazowy
          </Button>
        </div>
        {adding && (
          <RaidFieldsForm
            kind="one-off"
            label="Nowy rajd jednorazowy"
            submitLabel="Dodaj rajd"
            busyLabel="Dodawanie…"
            onSubmit={async (fields) => {
              const created = await call((api, token) => api.createRaid(token, fields));
              toast.add({
                title: 'Dodano rajd',
                description: `${created.title}, ${formatRaidDate(created.startUtc, guild.timezone)}`,
                tone: 'success',
              });
              load();
            }}
            onDone={() => setAdding(false)}
          />
        )}
        {failure && <LoadFailure message={failure} onRetry={load} />}
        {!raids && !failure && <p role="status">Wczytywanie rajdów…</p>}
        {raids && raids.length === 0 && <p>Brak rajdów w najbliższych tygodniach.</p>}
        {raids && raids.length > 0 && (
          <ul className={styles.list}>
            {raids.map((raid) => (
              <NightRow
                key={raid.id}
                raid={raid}
                timeZone={guild.timezone}
                onChange={(patch) => change(raid, patch)}
                roster={rosters?.[raid.id] ?? null}
                missing={missingFor(raid.id)}
                onRosterSaved={(roster) => setRosters((current) => ({ ...current, [roster.raidId]: roster }))}
              />
            ))}
          </ul>
        )}
      </section>
      <SeriesSection onChanged={() => load()} />
    </>
  );
}
