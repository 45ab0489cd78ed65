import { useEffect, useRef, useState } from 'react';
import { failureMessage, isRaidApiError } from '../domain/raid-api-error';

export interface BusyActionOptions<Failure> {
  /**
   * What the form shows for a failed action.
   * @default failureMessage (the API's Polish message, else "could not reach the server")
   */
  describe?: (error: unknown) => Failure;
  /**
   * A refusal that names fields goes here instead of the form's alert, for a form that marks each field
   * with its own reason. Without it, such a refusal reads like any other failure.
   */
  onFieldErrors?: (fields: Readonly<Record<string, string>>) => void;
}

/**
 * What a panel form needs around one request: `busy` while it runs (a second submit meanwhile does
 * nothing), and `failure` when it failed, cleared when the next attempt starts. The action does its own
 * work on success (state, toasts); a form that checks its input first sets `failure` itself. Nothing is
 * set once the form is gone: a request may outlive the part that sent it (a closed form, another page).
 */
export function useBusyAction<Failure = string>({ describe, onFieldErrors }: BusyActionOptions<Failure> = {}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The state is a render late: two submits in one tick would both see `busy` false.
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Runs `action` unless one is running; `true` once it succeeded. */
  async function run(action: () => Promise<void>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      if (!mounted.current) return false;
      if (onFieldErrors && isRaidApiError(error) && Object.keys(error.fieldErrors).length > 0) onFieldErrors(error.fieldErrors);
      else setFailure(describe ? describe(error) : (failureMessage(error) as Failure));
      return false;
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }

  return { busy, failure, setFailure, run };
}

/** A refusal's reason on the first of `fields` that has one (the form's one input), else its message. */
export const fieldFailure =
  (...fields: string[]) =>
  (error: unknown): string =>
    (isRaidApiError(error) && fields.map((field) => error.fieldErrors[field]).find(Boolean)) || failureMessage(error);
