import * as v from 'valibot';
import { lootMessages } from './loot-messages';

// The fields every export shares, checked once: who got it, which item, free text.

const playerPattern = /^(?=.*\p{L})[\p{L}\p{M}\p{N}' .\u2019-]+$/u;

/** `Name-Realm` or `Name`, as the addons write it. */
export const playerField = v.pipe(
  v.string(lootMessages.noPlayer),
  v.trim(),
  v.minLength(1, lootMessages.noPlayer),
  v.maxLength(80, lootMessages.badPlayer),
  v.regex(playerPattern, lootMessages.badPlayer),
);

/** The item's id: text in CSV, a number in RCLootCouncil's JSON. */
export const itemIdField = v.pipe(
  v.union([v.string(), v.number()], lootMessages.badItem),
  v.transform((value) => String(value).trim()),
  v.regex(/^[1-9]\d{0,8}$/, lootMessages.badItem),
  v.transform(Number),
);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const controls = /[\u0000-\u001f\u007f]+/g;

/** Free text of an export (response, boss, note): one line, at most `max` characters; absent is empty. */
export const textField = (max: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number(), v.boolean(), v.null()]), ''),
    v.transform((value) =>
      [
        ...String(value ?? '')
          .replace(controls, ' ')
          .trim(),
      ]
        .slice(0, max)
        .join(''),
    ),
  );

/** The item's name in an item link (`|cffa335ee|Hitem:…|h[Name]|h|r`), in brackets, or as written. */
export function itemNameOf(text: string): string {
  const linked = /\|h\[(.*?)\]\|h/.exec(text) ?? /^\[(.*)\]$/.exec(text.trim());
  return (linked ? linked[1]! : text).trim();
}

/** RCLootCouncil's `instance` is `<instance>-<difficulty>` (`Uldir-Heroic`, `Kalimdor-`). */
export function instanceAndDifficulty(text: string): { instance: string; difficulty?: string } {
  const dash = text.lastIndexOf('-');
  if (dash < 0) return { instance: text };
  const difficulty = text.slice(dash + 1).trim();
  return difficulty ? { instance: text.slice(0, dash).trim(), difficulty } : { instance: text.slice(0, dash).trim() };
}

/** An off-spec response in the words loot councils use (`Offspec/Greed`, `OS`, `Off Spec`). */
export const isOffspecResponse = (response: string): boolean => /off[\s-]?spec|greed|^os$/i.test(response.trim());

/** A yes / no flag as exports write it (`1`, `true`, `yes`). */
export const isYes = (text: string): boolean => /^(1|true|yes|tak)$/i.test(text.trim());

/** The first problem valibot found, as a reason for a skipped line. */
export const firstIssue = (issues: readonly v.BaseIssue<unknown>[]): string => issues[0]?.message ?? lootMessages.notEntry;
