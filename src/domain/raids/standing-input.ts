import * as v from 'valibot';
import { raidRoles } from '../guild-config-types';
import { inputObject } from '../input-schema';
import { signupStatuses } from './signup-types';
import { signupNoteSchema } from './signup-validation';
import { roleChoiceMessage } from './signup-labels';

/** What a raider sends to set a standing answer (the series comes from the path). */
export const standingInputSchema = inputObject(
  {
    status: v.picklist(signupStatuses, 'Wybierz odpowiedź: Będę, Spóźnię się, Może albo Nie będę.'),
    role: v.optional(v.nullable(v.picklist(raidRoles, roleChoiceMessage))),
    characterId: v.optional(v.nullable(v.pipe(v.string('Nieznana postać.'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Nieznana postać.')))),
    note: signupNoteSchema,
  },
  'Nieprawidłowe dane stałej odpowiedzi.',
);

export type StandingInput = v.InferOutput<typeof standingInputSchema>;
export type StandingField = keyof StandingInput;

export const standingMessages = {
  unknownSeries: 'Nie ma takiego cyklu rajdów.',
  roleNeeded: 'Wybierz rolę, w której zawsze przychodzisz.',
} as const;
