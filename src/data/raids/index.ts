export type { RaidApi, RaidRange, SaveSignupResult } from './raid-api';
export { RaidApiError, isRaidApiError, raidApiMessages, type RaidApiErrorCode } from './raid-api-error';
export {
  isComing,
  signupStatuses,
  type Attendance,
  type RaidRoster,
  type RaiderSession,
  type RosterEntry,
  type RosterDecision,
  type Signup,
  type SignupInput,
  type SignupStatus,
} from './signup-types';
export {
  validateSignupInput,
  signupLimits,
  statusLabels,
  roleLabels,
  type FieldErrors,
  type SignupField,
  type Validation,
} from './signup-validation';
export { buildRoster, nextSignup, sameAnswer } from './roster';
export { standingOf, type Standing } from './placement';
export { raidPhase, lockMinutesBefore, type RaidPhase } from './raid-phase';
export {
  attendanceMarkLabels,
  attendanceMarks,
  attendanceRule,
  attendanceWeeks,
  attendanceWindows,
  type AttendanceMark,
  type AttendanceRow,
  type AttendanceSheet,
  type AttendanceSheetEntry,
  type AttendanceWeeks,
} from './attendance-terms';
export { findRaid, raidsInRange } from './find-raids';
export { assertRaidOpen, decideSignup, parseSignupInput } from './save-rules';
export { raiderKey } from './raider-key';
export { randomToken, sessionDays, sessionExpiry } from './session-token';
export {
  memberRoles,
  memberRoleLabels,
  isOfficer,
  auditActionLabels,
  auditLimits,
  resetCodeHours,
  type AuditAction,
  type AuditEntry,
  type ChangePasswordInput,
  type CreateAccountInput,
  type Member,
  type MemberRole,
  type PasswordSignInInput,
  type ResetCode,
  type ResetPasswordInput,
  type SessionInfo,
} from './account-types';
export {
  validateCreateAccountInput,
  validatePasswordSignInInput,
  validateChangePasswordInput,
  validateResetPasswordInput,
  validateRoleInput,
  validateMemberNickname,
  validateNewPassword,
  normalizeResetCode,
  passwordLimits,
  resetCodePattern,
} from './account-validation';
export { assertAdmin, assertKeepsAnAdmin, assertMayIssueResetCode, assertOfficer, randomResetCode } from './account-rules';
export { accountMessages } from './account-messages';
export {
  changeNight,
  createOneOff,
  createSeries,
  firstChangeableDate,
  nightChangeDetail,
  nightChangeEvents,
  scheduleMessages,
  updateSeries,
  type NightChangeResult,
} from './schedule-rules';
export {
  isLocalDate,
  raidDifficulties,
  scheduleLimits,
  validateNightPatch,
  validateOneOffInput,
  validateSeriesInput,
  validateSeriesPatch,
  type NightPatch,
  type OneOffInput,
  type SeriesInput,
  type SeriesPatch,
} from './schedule-validation';
export { decideRoster, rosterDecisionMessages, type RosterDecisionResult } from './roster-decision-rules';
