import { useRef, useState } from 'react';
import { failureMessage, isRaidApiError } from '../../domain/raid-api-error';
import type { FieldErrors, Validation } from '../../domain/raids/signup-validation';

/**
 * The submit step the account forms share (signing in, the password, an absence): the input is checked
 * first and the fields it rejects are marked; then it is sent, and the fields the backend rejects are
 * marked the same way, while any other failure is kept for the form's alert. A second submit while a
 * request is out does nothing.
 *
 * It keeps its own busy/failure step rather than `useBusyAction` (ui/use-busy-action.ts): that hook would be
 * one more file for the sign-in and set-up pages, about 360 B gzip each (`npm run size`), for eight lines.
 */
export function useCheckedSubmit<Field extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The state is a render late: a double click's two submits in one tick would both see `busy` false.
  const sending = useRef(false);

  async function submit<Value>(check: () => Validation<Value, Field>, send: (value: Value) => Promise<void>): Promise<void> {
    if (sending.current) return;
    const checked = check();
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    try {
      await send(checked.value);
    } catch (error) {
      // The backend names the fields it rejects with the same keys as the check.
      if (isRaidApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors as FieldErrors<Field>);
      else setFailure(failureMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  /** Forgets the marks and the alert (the form starts over). */
  function clear() {
    setErrors({});
    setFailure(null);
  }

  return { errors, failure, busy, submit, clear };
}
