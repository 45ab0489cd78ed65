import * as v from 'valibot';
import { inputObject } from '../input-schema';
import { signupInputSchema } from './signup-validation';

/** Most nights one batch answers: a few months of a guild raiding every night. */
export const signupBatchLimit = 100;

/** Several answers at once ("answer every selected night"): one per night, all saved or none. */
export const signupBatchSchema = inputObject(
  {
    answers: v.pipe(
      v.array(signupInputSchema, 'Podaj listę odpowiedzi.'),
      v.minLength(1, 'Zaznacz co najmniej jeden rajd.'),
      v.maxLength(signupBatchLimit, `Naraz można odpowiedzieć na najwyżej ${signupBatchLimit} rajdów.`),
      v.check((answers) => new Set(answers.map((answer) => answer.raidId)).size === answers.length, 'Każdy rajd może wystąpić tylko raz.'),
    ),
  },
  'Nieprawidłowe dane zapisu.',
);

export const signupBatchMessages = {
  refused: 'Nie zapisano żadnej odpowiedzi – popraw zaznaczone rajdy.',
} as const;
