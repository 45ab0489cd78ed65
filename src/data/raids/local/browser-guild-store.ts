import { raiderKey } from '../../../domain/accounts/raider-key';
import type { GuildSchedule } from '../../../domain/schedule';
import type { GuildStore, StoredAccount } from '../../../domain/service';
import type { LocalAccount, LocalData } from './local-data';
import type { LocalStore } from './local-store';

export interface BrowserGuildStoreOptions {
  /** The config's schedule, copied into the data on the first officer change (the server seeds it at start). */
  baseSchedule: () => GuildSchedule;
}

const byRaidThenSequence = (a: { raidId: string; sequence: number }, b: { raidId: string; sequence: number }) =>
  a.raidId < b.raidId ? -1 : a.raidId > b.raidId ? 1 : a.sequence - b.sequence;

/** Replaces the first item `same` finds, or adds `item` at the end. */
function upsert<T>(list: T[], item: T, same: (one: T) => boolean): void {
  const index = list.findIndex(same);
  if (index >= 0) list[index] = item;
  else list.push(item);
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
export function createBrowserGuildStore(local: LocalStore, { baseSchedule }: BrowserGuildStoreOptions): GuildStore {
  let writing: LocalData | undefined;
  const data = (): LocalData => writing ?? local.read();
  /** The document to change: only inside a write. */
  const draft = (): LocalData => {
    if (!writing) throw new Error('[raider-panel] a guild store write outside store.write()');
    return writing;
  };
  const accountByKey = (key: string) => data().accounts.find((account) => raiderKey(account.nickname) === key);
  const isLive = (expiresAt: string, at: string) => expiresAt > at;
  const schedule = () => (draft().schedule ??= structuredClone(baseSchedule()));

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
      skeletonTaken: (skeleton) => data().accounts.some((account) => account.skeleton === skeleton),
      create: ({ nickname, skeleton, role, passwordHash, createdAt }) =>
        void draft().accounts.push({ nickname, skeleton, role, ...saltAndDigest(passwordHash), createdAt, lastSeenAt: null }),
      setPassword: (key, passwordHash) => void Object.assign(accountByKey(key)!, saltAndDigest(passwordHash)),
      setRole: (key, role) => void (accountByKey(key)!.role = role),
      touch: (key, at) => void (accountByKey(key)!.lastSeenAt = at),
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
      load: () => data().schedule,
      saveSeries: (series) => upsert(schedule().series, series, (one) => one.id === series.id),
      saveOneOff: (raid) => void schedule().oneOff.push(raid),
      saveChange: (change) => upsert(schedule().changes, change, (one) => one.raidId === change.raidId),
    },

    signups: {
      find: (raidId, key) => data().signups.find((signup) => signup.raidId === raidId && raiderKey(signup.raider) === key),
      forRaids(raidIds) {
        const ids = new Set(raidIds);
        return data()
          .signups.filter((signup) => ids.has(signup.raidId))
          .sort(byRaidThenSequence);
      },
      forRaider: (key) =>
        data()
          .signups.filter((signup) => raiderKey(signup.raider) === key)
          .sort(byRaidThenSequence),
      answered: () => data().signups.map(({ raidId, raider }) => ({ raidId, raider })),
      save: (signup, key) => upsert(draft().signups, signup, (one) => one.raidId === signup.raidId && raiderKey(one.raider) === key),
      nextSequence: () => (draft().sequence += 1),
    },

    decisions: {
      forRaids(raidIds) {
        const ids = new Set(raidIds);
        return (data().decisions ?? []).filter((decision) => ids.has(decision.raidId));
      },
      save(decision, key) {
        const document = draft();
        upsert((document.decisions ??= []), decision, (one) => one.raidId === decision.raidId && raiderKey(one.raider) === key);
      },
      remove(raidId, key) {
        const document = draft();
        document.decisions = (document.decisions ?? []).filter((one) => !(one.raidId === raidId && raiderKey(one.raider) === key));
      },
    },

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

    attendance: {
      forRaids(raidIds) {
        const ids = new Set(raidIds);
        return (data().attendance ?? []).filter((record) => ids.has(record.raidId));
      },
      everyone: () => (data().attendance ?? []).map(({ raidId, raider }) => ({ raidId, raider })),
      save(record, key) {
        const document = draft();
        upsert((document.attendance ??= []), record, (one) => one.raidId === record.raidId && raiderKey(one.raider) === key);
      },
    },
  };
}
