export type { RaidApi, RaidRange, SaveSignupResult } from './raid-api';
export { RaidApiError, isRaidApiError, raidApiMessages, type RaidApiErrorCode } from './raid-api-error';
export {
  isComing,
  signupStatuses,
  type Attendance,
  type Placement,
  type RaidRoster,
  type RaiderSession,
  type RosterEntry,
  type Signup,
  type SignupInput,
  type SignupStatus,
} from './signup-types';
export {
  validateSignupInput,
  validateSignInInput,
  signupLimits,
  statusLabels,
  roleLabels,
  type FieldErrors,
  type SignInInput,
  type SignInField,
  type SignupField,
  type Validation,
} from './signup-validation';
export { buildRoster, placementOf, nextSignup, sameAnswer } from './roster';
export { raidPhase, lockMinutesBefore, type RaidPhase } from './raid-phase';
export { attendanceRule, attendanceWeeks, attendanceRange, computeAttendance } from './attendance';
export { findRaid, raidsInRange } from './find-raids';
export { assertRaidOpen, decideSignup, parseSignupInput } from './save-rules';
export { raiderKey } from './raider-key';
export { randomToken, sessionDays, sessionExpiry } from './session-token';
