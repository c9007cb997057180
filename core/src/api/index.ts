export { apiPath, apiPaths, type ApiPath } from './paths';
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
export type {
  CampaignTotals,
  LedgerStatus,
  PaymentStartResponse,
  PaymentSummary,
  QueryAnswer,
  Totals,
  VerifyAnswer,
} from './payments';
export type { ContactCreated } from './contact';
export type {
  MemberProfile,
  MemberRegistration,
  OtpChallenge,
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
export type { StaffActionSubject, StaffActor, StaffAuditEntry, StaffAuditPage } from './staff';
