export { apiPaths } from './all-paths';
export { apiPath, siteApiPaths, type ApiPath } from './paths';
export { staffApiPaths } from './staff-paths';
export { coordinatorApiPaths } from './coordinator-paths';
export { originVerifyHeader, viewerAddressHeader } from './proxy';
export { apiErrorCodes, isApiErrorCode, type ApiErrorBody, type ApiErrorCode } from './errors';
export {
  applicationForms,
  cvKeyFieldName,
  cvTokenFieldName,
  honeypotField,
  type ApplicationCreated,
  type ApplicationForm,
  type PresignedUpload,
  type UploadRequestBody,
} from './applications';
export {
  ledgerStatuses,
  type CampaignTotals,
  type LedgerStatus,
  type PaymentStartResponse,
  type PaymentSummary,
  type QueryAnswer,
  type Totals,
  type VerifyAnswer,
} from './payments';
export type { ContactCreated } from './contact';
export type {
  MemberProfile,
  MemberRegistration,
  OtpChallenge,
  OtpCodeState,
  OtpResendBody,
  OtpVerifyBody,
  PasswordResetPermit,
} from './account';
export type {
  Bilingual,
  EventList,
  EventRegistrationState,
  PublicEvent,
  RegistrationResult,
} from './events';
export type {
  ActivityList,
  ActivityStatus,
  Area,
  AreaFigures,
  AreaVolunteer,
  CancelResult,
  Commitment,
  Commitments,
  ConsentRecord,
  CoordinatorList,
  CoordinatorRow,
  CoordinatorSelf,
  ManagedActivity,
  MapFigures,
  MyPlace,
  PlaceResult,
  PublicActivity,
  PublicShift,
  ShiftAttendance,
  ShiftMessageResult,
  ShiftPerson,
  ShiftState,
  StaffVolunteerList,
  VolunteerCounts,
  VolunteerDetails,
} from './volunteers';
export {
  applicationStatuses,
  CV_LINK_SECONDS,
  STAFF_EXPORT_MAX_ROWS,
  STAFF_PAGE_SIZE,
  STAFF_NAME_SEARCH_MAX_LENGTH,
} from './staff';
export type {
  ApplicationStatus,
  PaymentHistoryEntry,
  RaisedTotals,
  StaffActionSubject,
  StaffActor,
  StaffApplicationDetail,
  StaffApplicationFilter,
  StaffApplicationPage,
  StaffApplicationRow,
  StaffApplicationUpdate,
  StaffAuditEntry,
  StaffAuditPage,
  StaffCount,
  StaffDashboard,
  StaffEvent,
  StaffEventList,
  StaffMessage,
  StaffMessageHandledBody,
  StaffMessagePage,
  StaffNote,
  StaffPaymentAttention,
  StaffPaymentCheck,
  StaffPaymentDetail,
  StaffPaymentFilter,
  StaffPaymentPage,
  StaffPaymentRow,
  StaffRegistration,
  StaffRegistrationPage,
  StaffSession,
} from './staff';
