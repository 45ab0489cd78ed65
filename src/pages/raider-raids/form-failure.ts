import { failureMessage, isRaidApiError } from '../../domain/raid-api-error';

/** What an officer's form shows after a failed save: the summary, and each bad field's own reason. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

export const formFailureOf = (error: unknown): FormFailure => ({
  message: failureMessage(error),
  fields: isRaidApiError(error) ? { ...error.fieldErrors } : {},
});
