import * as v from 'valibot';
import { inputObject } from '../input-schema';
import { raidLogMessages, reportIn, reportOf } from './raid-log';

/**
 * `{report}` (the attendance import): a report's address or code, read as `reportOf` reads it. Apart
 * from raid-log.ts, which the attendance page loads: only the server validates this body.
 */
export const reportInputSchema = inputObject({
  report: v.pipe(
    v.string(raidLogMessages.badReport),
    v.check((text) => reportIn(text) !== undefined, raidLogMessages.badReport),
    v.transform((text: string) => reportOf(text)),
  ),
});
