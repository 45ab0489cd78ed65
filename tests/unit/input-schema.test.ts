import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { crossCheck, fieldErrors, inputObject, invalidInput, validate } from '../../src/domain/input-schema';
import { isRaidApiError, raidApiMessages } from '../../src/domain/raid-api-error';

const schema = v.pipe(
  inputObject(
    {
      name: v.pipe(v.string('Podaj nazwę.'), v.minLength(2, 'Za krótka nazwa.'), v.maxLength(4, 'Za długa nazwa.')),
      extra: v.optional(v.object({ size: v.number('Podaj liczbę.') })),
    },
    'Nieprawidłowe dane.',
    'Nieznane pole.',
  ),
  crossCheck('name', ({ name, extra }) => (name === extra?.size?.toString() ? 'Nazwa nie może być liczbą.' : null)),
);

describe('input schemas', () => {
  it('names a missing field by its own message and keeps the first problem per field', () => {
    expect(validate(schema, {}, 'name')).toEqual({ ok: false, errors: { name: 'Podaj nazwę.' } });
    expect(validate(schema, { name: '' }, 'name')).toEqual({ ok: false, errors: { name: 'Za krótka nazwa.' } });
  });

  it('gives a problem with the whole input to the root field, and refuses arrays', () => {
    expect(validate(schema, null, 'name')).toEqual({ ok: false, errors: { name: 'Nieprawidłowe dane.' } });
    expect(validate(schema, [], 'name')).toEqual({ ok: false, errors: { name: 'Nieprawidłowe dane.' } });
  });

  it('refuses every unknown field and names nested fields by dotted path', () => {
    const result = v.safeParse(schema, { name: 'abc', a: 1, b: 2, extra: { size: 'x' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual({ a: 'Nieznane pole.', b: 'Nieznane pole.', 'extra.size': 'Podaj liczbę.' });
  });

  it('runs a rule across fields even when another field was refused', () => {
    const result = v.safeParse(schema, { name: '12', extra: { size: 12 }, c: 1 });
    expect(fieldErrors(result.issues!)).toEqual({ c: 'Nieznane pole.', name: 'Nazwa nie może być liczbą.' });
  });

  it('leaves out fields that came out empty', () => {
    expect(validate(schema, { name: 'abc', extra: undefined }, 'name')).toEqual({ ok: true, value: { name: 'abc' } });
  });

  it('reads anything but an object as no fields when the schema gives no message for it', () => {
    const loose = inputObject({ name: v.string('Podaj nazwę.') });
    expect(validate(loose, 'text', 'name')).toEqual({ ok: false, errors: { name: 'Podaj nazwę.' } });
  });

  it('turns the problems into the API error invalid with one message per field', () => {
    const error = invalidInput(v.safeParse(schema, { name: 'abcdef' }).issues!);
    expect(isRaidApiError(error) && error.code).toBe('invalid');
    expect(error.message).toBe(raidApiMessages.invalid);
    expect(error.fieldErrors).toEqual({ name: 'Za długa nazwa.' });
  });
});
