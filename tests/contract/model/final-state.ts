import { auditLog } from './account-steps';
import { both, type Pair } from './pair';
import { wideRange } from './raid-steps';
import type { Agreed } from './step';
import { accessCode } from './world';

/**
 * After the sequence, the whole guild as the API shows it must be the same on both stores: the nights
 * and rosters, members, the audit log, attendance, the loot, and each raider's own answers, absences,
 * figures and loot.
 * Read by a fresh admin ("Kontrola") and by each raider signed in with the password both agreed on.
 */
export async function compareFinalState(agreed: Agreed, pair: Pair): Promise<void> {
  pair.log.push('— the final state —');
  const admin = await both(pair, 'creating the checking admin', (side) =>
    side.api.createAccount({ nickname: 'Kontrola', password: 'kontrola stanu gildii', accessCode }),
  );
  await both(pair, 'grantAdmin(Kontrola)', async (side) => void (await side.adapter.grantAdmin('Kontrola')));
  if (!admin.local.ok || !admin.http.ok) return;
  const token = { local: admin.local.value.token, http: admin.http.value.token };

  const raids = await both(pair, 'final listRaids', (side) => side.api.listRaids(wideRange));
  await both(pair, 'final listSeries', (side) => side.api.listSeries());
  await both(pair, 'final listRosters', (side) => side.api.listRosters(token[side.name], wideRange));
  await both(pair, 'final listMembers', (side) => side.api.listMembers(token[side.name]));
  await both(pair, 'final auditLog', (side) => auditLog(side, token[side.name], 500));
  for (const weeks of [4, 8, 12] as const) {
    await both(pair, `final guildAttendance(${weeks})`, (side) => side.api.guildAttendance(token[side.name], weeks));
  }
  await both(pair, 'final loot', (side) => side.api.loot(token[side.name], {}));
  const now = pair.clock.now().getTime();
  for (const raid of raids.local.ok ? raids.local.value : []) {
    if (Date.parse(raid.startUtc) > now) break;
    await both(pair, `final attendanceSheet(${raid.id})`, (side) => side.api.attendanceSheet(token[side.name], raid.id));
  }

  for (const { nickname, password } of agreed.passwords.values()) {
    const signedIn = await both(pair, `final signIn(${nickname})`, (side) => side.api.signIn({ nickname, password }));
    if (!signedIn.local.ok || !signedIn.http.ok) continue;
    const own = { local: signedIn.local.value.token, http: signedIn.http.value.token };
    await both(pair, `final mySignups(${nickname})`, (side) => side.api.mySignups(own[side.name], wideRange));
    await both(pair, `final myAbsences(${nickname})`, (side) => side.api.myAbsences(own[side.name]));
    await both(pair, `final attendance(${nickname})`, (side) => side.api.attendance(own[side.name]));
    await both(pair, `final myCharacters(${nickname})`, (side) => side.api.myCharacters(own[side.name]));
    await both(pair, `final myLoot(${nickname})`, (side) => side.api.myLoot(own[side.name]));
  }
}
