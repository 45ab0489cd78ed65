import { raiderKey } from '../../../domain/accounts/raider-key';
import type { GuildSchedule, RaidSeries } from '../../../domain/schedule';
import type { StandingAnswer } from '../../../domain/raids/standing-answers';
import type { GuildStore, StoredAccount } from '../../../domain/service';
import type { LocalAccount, LocalData } from './local-data';
import type { LocalStore } from './local-store';

export interface BrowserGuildStoreOptions {
  /**
   * The config's schedule as a guild that started at `startedAt` keeps it (`seededSchedule`), copied
   * into the data on the first officer change (the server seeds it at its first start).
   */
  baseSchedule: (startedAt: Date) => GuildSchedule;
  /** When the demo's guild started, when the data does not say (`demoStart`). */
  startedAt: string;
}

const byRaidThenSequence = (a: { raidId: string; sequence: number }, b: { raidId: string; sequence: number }) =>
  a.raidId < b.raidId ? -1 : a.raidId > b.raidId ? 1 : a.sequence - b.sequence;

/** Replaces the first item `same` finds, or adds `item` at the end. */
function upsert<T>(list: T[], item: T, same: (one: T) => boolean): void {
  const index = list.findIndex(same);
  if (index >= 0) list[index] = item;
  else list.push(item);
}

/** A list of the document with a row per raid and raider: signups, roster decisions, attendance. */
function raidRows<Row extends { raidId: string; raider: string }>(read: () => readonly Row[], edit: () => Row[]) {
  const same = (raidId: string, key: string) => (row: Row) => row.raidId === raidId && raiderKey(row.raider) === key;
  return {
    forRaids(raidIds: readonly string[]): Row[] {
      const ids = new Set(raidIds);
      return read().filter((row) => ids.has(row.raidId));
    },
    find: (raidId: string, key: string) => read().find(same(raidId, key)),
    touches: () => read().map(({ raidId, raider }) => ({ raidId, raider })),
    save: (row: Row, key: string) => upsert(edit(), row, same(row.raidId, key)),
    remove(raidId: string, key: string) {
      const list = edit();
      const index = list.findIndex(same(raidId, key));
      if (index >= 0) list.splice(index, 1);
    },
  };
}

// The password hash is kept in the two fields older demo data has: the salt, then the digest.
const accountOf = (account: LocalAccount): StoredAccount => ({
  key: raiderKey(account.nickname),
  nickname: account.nickname,
  role: account.role,
  passwordHash: `${account.salt}:${account.passwordDigest}`,
  createdAt: account.createdAt,
  lastSeenAt: account.lastSeenAt,
});
const saltAndDigest = (passwordHash: string) => {
  const [salt = '', passwordDigest = ''] = passwordHash.split(':');
  return { salt, passwordDigest };
};

/**
 * The guild store in the demo: one JSON document in this device's storage (`LocalStore`). A write works
 * on its own copy of the document and stores it only when the whole write succeeded.
 */
/** The parts of the demo's store that load with the game pack, not with the first screen: what reads characters. */
export type GameParts = Pick<GuildStore, 'characters' | 'loot'>;

/** The demo's store; its characters' and loot's parts load with the game pack (`installGameParts`). */
export interface BrowserGuildStore extends GuildStore {
  installGameParts(make: (data: () => LocalData, draft: () => LocalData) => GameParts): void;
}

export function createBrowserGuildStore(local: LocalStore, options: BrowserGuildStoreOptions): BrowserGuildStore {
  let writing: LocalData | undefined;
  const data = (): LocalData => writing ?? local.read();
  /** The document to change: only inside a write. */
  const draft = (): LocalData => {
    if (!writing) throw new Error('[raider-panel] a guild store write outside store.write()');
    return writing;
  };
  const accountByKey = (key: string) => data().accounts.find((account) => raiderKey(account.nickname) === key);
  const isLive = (expiresAt: string, at: string) => expiresAt > at;
  const baseSchedule = () => options.baseSchedule(new Date(data().startedAt ?? options.startedAt));
  /**
   * The schedule as the demo keeps it. A series copied before series had a first night begins when
   * the config's does (the demo's start).
   */
  const kept = (stored: GuildSchedule | undefined): GuildSchedule => {
    if (!stored || stored.series.every((series) => series.startsOn)) return stored ?? baseSchedule();
    const starts = new Map(baseSchedule().series.map((series) => [series.id, series.startsOn]));
    const withStart = (series: RaidSeries, startsOn = starts.get(series.id)) =>
      series.startsOn || !startsOn ? series : { ...series, startsOn };
    return { ...stored, series: stored.series.map((series) => withStart(series)) };
  };
  const schedule = () => (draft().schedule = kept(draft().schedule));
  const signups = raidRows(
    () => data().signups,
    () => draft().signups,
  );
  const decisions = raidRows(
    () => data().decisions ?? [],
    () => (draft().decisions ??= []),
  );
  let gameParts: GameParts | undefined;
  const installed = () => {
    if (!gameParts) throw new Error('[raider-panel] characters or loot before installGameParts');
    return gameParts;
  };
  const attendance = raidRows(
    () => data().attendance ?? [],
    () => (draft().attendance ??= []),
  );

  const sameStanding = (seriesId: string, key: string) => (one: StandingAnswer) =>
    one.seriesId === seriesId && raiderKey(one.raider) === key;
  // By series, as the server keeps them.
  const standingWhere = (keep: (one: StandingAnswer) => boolean) =>
    (data().standing ?? []).filter(keep).sort((a, b) => (a.seriesId < b.seriesId ? -1 : a.seriesId > b.seriesId ? 1 : 0));

  return {
    write(work) {
      if (writing) return work();
      return local.update((document) => {
        writing = document;
        try {
          return work();
        } finally {
          writing = undefined;
        }
      });
    },

    accounts: {
      byKey: (key) => {
        const account = accountByKey(key);
        return account && accountOf(account);
      },
      all: () => data().accounts.map(accountOf),
      create: ({ nickname, skeleton, role, passwordHash, createdAt }) =>
        void draft().accounts.push({ nickname, skeleton, role, ...saltAndDigest(passwordHash), createdAt, lastSeenAt: null }),
      setPassword: (key, passwordHash) => void Object.assign(accountByKey(key)!, saltAndDigest(passwordHash)),
      setRole: (key, role) => void (accountByKey(key)!.role = role),
      touch: (key, at) => void (accountByKey(key)!.lastSeenAt = at),
      // The service ends the account's sessions and drops its codes first (GuildStore's `remove`).
      remove: (key) => void (draft().accounts = draft().accounts.filter((account) => raiderKey(account.nickname) !== key)),
    },

    sessions: {
      create: ({ tokenHash, id, accountKey, createdAt, expiresAt }) =>
        void (draft().sessions[tokenHash] = { nickname: accountByKey(accountKey)!.nickname, id, createdAt, expiresAt }),
      find(tokenHash, at) {
        const session = data().sessions[tokenHash];
        // Sessions from before accounts have no id and sign nobody in.
        if (!session?.id || !isLive(session.expiresAt, at)) return undefined;
        const { id, createdAt = session.expiresAt, expiresAt } = session;
        return { id, accountKey: raiderKey(session.nickname), tokenHash, createdAt, expiresAt };
      },
      forAccount: (accountKey, at) =>
        Object.entries(data().sessions).flatMap(([tokenHash, session]) =>
          session.id && isLive(session.expiresAt, at) && raiderKey(session.nickname) === accountKey
            ? [{ id: session.id, accountKey, tokenHash, createdAt: session.createdAt ?? session.expiresAt, expiresAt: session.expiresAt }]
            : [],
        ),
      remove: (tokenHash) => void delete draft().sessions[tokenHash],
      removeById(id, accountKey) {
        const sessions = draft().sessions;
        const found = Object.keys(sessions).find((hash) => sessions[hash]!.id === id && raiderKey(sessions[hash]!.nickname) === accountKey);
        if (found !== undefined) delete sessions[found];
        return found !== undefined;
      },
      removeAll(accountKey, keepHash) {
        const sessions = draft().sessions;
        for (const hash of Object.keys(sessions)) {
          if (hash !== keepHash && raiderKey(sessions[hash]!.nickname) === accountKey) delete sessions[hash];
        }
      },
      removeExpired(at) {
        const sessions = draft().sessions;
        for (const hash of Object.keys(sessions)) if (!isLive(sessions[hash]!.expiresAt, at)) delete sessions[hash];
      },
    },

    resetCodes: {
      add: ({ codeHash, accountKey, expiresAt }) =>
        void draft().resetCodes.push({ key: accountKey, digest: codeHash, expiresAt, used: false }),
      dropFor(accountKey, at) {
        const document = draft();
        document.resetCodes = document.resetCodes.filter((code) => code.key !== accountKey && isLive(code.expiresAt, at));
      },
      use(codeHash, accountKey, at) {
        const code = draft().resetCodes.find(
          (one) => one.key === accountKey && one.digest === codeHash && !one.used && isLive(one.expiresAt, at),
        );
        if (code) code.used = true;
        return code !== undefined;
      },
    },

    audit: {
      add: (entry) => void draft().audit.push(entry),
      latest: (limit) => data().audit.slice(-limit).reverse(),
    },

    schedule: {
      load: () => kept(data().schedule),
      saveSeries: (series) => upsert(schedule().series, series, (one) => one.id === series.id),
      saveOneOff: (raid) => void schedule().oneOff.push(raid),
      saveChange: (change) => upsert(schedule().changes, change, (one) => one.raidId === change.raidId),
    },

    signups: {
      find: signups.find,
      forRaids: (raidIds) => signups.forRaids(raidIds).sort(byRaidThenSequence),
      forRaider: (key) =>
        data()
          .signups.filter((signup) => raiderKey(signup.raider) === key)
          .sort(byRaidThenSequence),
      answered: signups.touches,
      save: signups.save,
      nextSequence: () => (draft().sequence += 1),
    },

    decisions: { forRaids: decisions.forRaids, save: decisions.save, remove: decisions.remove },

    absences: {
      overlapping: (from, to) => data().absences.filter((absence) => absence.to >= from && absence.from <= to),
      forRaider: (key, since) => data().absences.filter((absence) => raiderKey(absence.raider) === key && absence.to >= since),
      find: (id, key) => data().absences.find((absence) => absence.id === id && raiderKey(absence.raider) === key),
      create(_key, raider, input, createdAt) {
        const absences = draft().absences;
        const id = String(absences.reduce((max, absence) => Math.max(max, Number(absence.id)), 0) + 1);
        const absence = { id, raider, ...input, createdAt };
        absences.push(absence);
        return absence;
      },
      remove(id) {
        const document = draft();
        document.absences = document.absences.filter((absence) => absence.id !== id);
      },
      shorten: (id, to) => void (draft().absences.find((absence) => absence.id === id)!.to = to),
    },

    standing: {
      forRaider: (key) => standingWhere((one) => raiderKey(one.raider) === key),
      forSeries: (seriesIds) => standingWhere((one) => seriesIds.includes(one.seriesId)),
      find: (seriesId, key) => standingWhere(sameStanding(seriesId, key))[0],
      save: (answer, key) => upsert((draft().standing ??= []), answer, sameStanding(answer.seriesId, key)),
      remove(seriesId, key) {
        const document = draft();
        document.standing = document.standing?.filter((one) => !sameStanding(seriesId, key)(one));
      },
    },

    attendance: { forRaids: attendance.forRaids, everyone: attendance.touches, save: attendance.save },

    get characters() {
      return installed().characters;
    },
    get loot() {
      return installed().loot;
    },
    installGameParts: (make) => void (gameParts ??= make(data, draft)),
  };
}
