import * as v from 'valibot';
import { inputObject, validate, type Validation } from '../input-schema';
import { lootMessages } from './loot-messages';
import { lootFormats } from './loot-types';

/** `{data, format?}`: the export's text, and the format when the officer names it. */
export const lootImportSchema = inputObject(
  {
    data: v.pipe(
      v.string(lootMessages.notText),
      v.check((text) => text.trim() !== '', lootMessages.empty),
    ),
    format: v.optional(v.picklist(lootFormats, lootMessages.format)),
  },
  'Wyślij eksport jako obiekt JSON.',
  'Nieznane pole.',
);

export type LootImportInput = v.InferOutput<typeof lootImportSchema>;

export const validateLootImport = (input: unknown): Validation<LootImportInput, 'input' | 'data' | 'format'> =>
  validate(lootImportSchema, input, 'input');

const localDate = /^\d{4}-\d{2}-\d{2}$/;

/** `?from&to&raider` of `GET /api/loot`: local dates in the guild's zone (both ends included) and a nickname. */
export const lootQuerySchema = inputObject({
  from: v.optional(v.pipe(v.string(lootMessages.fromTo), v.regex(localDate, lootMessages.fromTo))),
  to: v.optional(v.pipe(v.string(lootMessages.fromTo), v.regex(localDate, lootMessages.fromTo))),
  raider: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});

export type LootQuery = v.InferOutput<typeof lootQuerySchema>;
