import { assertOfficer } from '../accounts/account-rules';
import { lootCsv } from '../loot/loot-export';
import { lootQuerySchema, validateLootImport, type LootQuery } from '../loot/loot-import-input';
import { parseLootExport } from '../loot/loot-formats';
import { playerMatcher } from '../loot/loot-players';
import type { LootAward, LootAwardView, LootImportResult } from '../loot/loot-types';
import { invalidFields, validOrThrow } from '../raid-api-error';
import { validate } from '../input-schema';
import { addDays, fromZoned } from '../schedule/zoned-time';
import type { Actor, GuildContext } from './guild-context';
import { raiderKey } from '../accounts/raider-key';

/** The instant a local date (`YYYY-MM-DD`), or the day `days` after it, starts in the guild's zone, as ISO. */
function dayStart(date: string, timeZone: string, days = 0): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new Date(fromZoned({ ...addDays({ year, month, day }, days), hour: 0, minute: 0 }, timeZone)).toISOString();
}

/**
 * The guild's loot: officers import the addons' exports (all or nothing, one transaction; an award
 * already kept is never added twice), everyone reads it matched to characters as they are now, so an
 * award waits for its character and follows the character to its owner.
 */
export function lootService(context: GuildContext) {
  const { store, config, now, officerWrite } = context;

  /** Every award with the raider and character its player is now, when one is. */
  function withRaiders(awards: readonly LootAward[]): LootAwardView[] {
    const match = playerMatcher(store.characters.all());
    const nicknames = new Map(store.accounts.all().map((account) => [account.key, account.nickname]));
    return awards.map((award) => {
      const owned = match(award.player);
      if (!owned) return { ...award };
      return { ...award, raider: nicknames.get(owned.raiderKey) ?? owned.raiderKey, characterId: owned.character.id };
    });
  }

  /** The awards of local dates `[from, to]` in the guild's zone (either end open). */
  function awardsOf({ from, to }: Pick<LootQuery, 'from' | 'to'>): LootAward[] {
    const timeZone = config().timezone;
    return store.loot.between(from ? dayStart(from, timeZone) : undefined, to ? dayStart(to, timeZone, 1) : undefined);
  }

  const ownOnly = (actor: Actor, views: LootAwardView[]) =>
    views.filter((award) => award.raider !== undefined && raiderKey(award.raider) === actor.key);

  return {
    /**
     * Officers: reads an export (`{data, format?}`) and keeps its new awards, all in one write. `invalid`
     * (field `data`) for text that is none of the exports, with what was expected.
     */
    importLoot(actor: Actor, rawInput: unknown): LootImportResult {
      assertOfficer(actor.role);
      const input = validOrThrow(validateLootImport(rawInput));
      const parsed = parseLootExport(input.data, { format: input.format, timeZone: config().timezone, now: now() });
      if (!parsed.ok) throw invalidFields({ data: parsed.message });
      return officerWrite(actor, (at) => {
        const inFile = new Map<string, LootAward>();
        for (const award of parsed.awards) if (!inFile.has(award.id)) inFile.set(award.id, award);
        const kept = new Set(store.loot.known([...inFile.keys()]));
        const fresh = [...inFile.values()].filter((award) => !kept.has(award.id));
        for (const award of fresh) store.loot.add(award, at.toISOString());
        const match = playerMatcher(store.characters.all());
        const waiting = new Map<string, number>();
        for (const award of inFile.values()) if (!match(award.player)) waiting.set(award.player, (waiting.get(award.player) ?? 0) + 1);
        const duplicates = parsed.awards.length - fresh.length;
        const result: LootImportResult = {
          imported: fresh.length,
          duplicates,
          unmatched: [...waiting].map(([player, awards]) => ({ player, awards })).sort((a, b) => (a.player < b.player ? -1 : 1)),
          skipped: parsed.skipped,
        };
        return { result, action: 'loot-imported', target: parsed.format, detail: `${fresh.length} nowych, ${duplicates} już zapisanych` };
      });
    },

    /**
     * `GET /api/loot?from&to&raider`: officers read the guild's (or one raider's) loot, a raider their
     * own whatever they ask; by time. `invalid` for dates not `YYYY-MM-DD`.
     */
    loot(actor: Actor, rawQuery: unknown): LootAwardView[] {
      const query = validOrThrow(validate(lootQuerySchema, rawQuery, 'input'));
      const views = withRaiders(awardsOf(query));
      if (actor.role === 'raider') return ownOnly(actor, views);
      const wanted = query.raider ? raiderKey(query.raider) : undefined;
      return wanted === undefined ? views : views.filter((award) => award.raider !== undefined && raiderKey(award.raider) === wanted);
    },

    /** The raider's own loot, by time. */
    myLoot: (actor: Actor): LootAwardView[] => ownOnly(actor, withRaiders(store.loot.between())),

    /** Officers: the guild's loot as CSV in thatsmybis' import format. */
    thatsmybisCsv(actor: Actor): string {
      assertOfficer(actor.role);
      return lootCsv(store.loot.between(), config().timezone);
    },

    /** Every award kept, as imported (no access check: for the guild's own export and the bench). */
    allLoot: (): LootAward[] => store.loot.between(),
  };
}

export type LootService = ReturnType<typeof lootService>;
