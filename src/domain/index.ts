export { RaidApiError, invalidFields, isRaidApiError, raidApiMessages, validOrThrow, type RaidApiErrorCode } from './raid-api-error';
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
  type SaveSignupResult,
} from './raids/signup-types';
export { validateSignupInput, type FieldErrors, type SignupField, type Validation } from './raids/signup-validation';
export { statusLabels, roleLabels } from './raids/signup-labels';
export { signupLimits } from './text-rules';
export { buildRoster, nextSignup, sameAnswer } from './raids/roster';
export { answeredKeys, unansweredMembers } from './raids/unanswered';
export { standingOf, type Standing } from './raids/placement';
export { raidPhase, lockMinutesBefore, type RaidPhase } from './raids/raid-phase';
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
} from './raids/attendance-terms';
export { findRaid, raidsInRange, type RaidRange } from './raids/find-raids';
export { assertRaidOpen, decideSignup, parseSignupInput } from './raids/save-rules';
export { raiderKey } from './accounts/raider-key';
export { randomToken, sessionDays, sessionExpiry } from './accounts/session-token';
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
} from './accounts/account-types';
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
} from './accounts/account-validation';
export { assertAdmin, assertKeepsAnAdmin, assertMayIssueResetCode, assertOfficer, randomResetCode } from './accounts/account-rules';
export { accountMessages } from './accounts/account-messages';
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
} from './raids/schedule-rules';
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
} from './raids/schedule-validation';
export { decideRoster, rosterDecisionMessages, type RosterDecisionResult } from './raids/roster-decision-rules';
