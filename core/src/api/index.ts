export { apiPaths } from './all-paths';
export { apiPath, siteApiPaths, type ApiPath } from './paths';
export { staffApiPaths } from './staff-paths';
export { coordinatorApiPaths } from './coordinator-paths';
export { crowdfundingApiPaths } from './crowdfunding-paths';
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
  ActivityAttendance,
  ManagedActivityList,
  AreaVolunteerList,
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
export type {
  CampaignDetail,
  CampaignList,
  CampaignSummary,
  CampaignUpdate,
  DonorWallEntry,
  EventFundraising,
  FundraiserPage,
  FundraiserSummary,
  LedgerMonth,
  OverdrawDetails,
  OwnDonation,
  OwnDonations,
  OwnFundraiser,
  OwnFundraisers,
  PublicDisbursement,
  PublicLedger,
  StaffCampaign,
  StaffCampaignList,
  StaffDisbursement,
  StaffDisbursementList,
  StaffFundraiser,
  StaffFundraiserList,
  CrowdfundingAction,
} from './crowdfunding';
export { crowdfundingActions } from './crowdfunding';
export { shopApiPaths } from './shop-paths';
export type {
  OrderDelivery,
  OrderEvent,
  OrderLine,
  OrderStartResponse,
  OrderView,
  OwnOrders,
  PostcodeAnswer,
  QuoteLine,
  QuoteProblem,
  ShopCatalogue,
  ShopProduct,
  ShopProductSummary,
  ShopQuote,
  ShopSettingsAnswer,
  ShopVariant,
  SoldOutLine,
  StaffOrder,
  StaffOrderList,
  StaffOrderSummary,
  StaffProduct,
  StaffProductList,
  StaffVariant,
  StockMovement,
  StockMovements,
  ShopStaffAction,
} from './shop';
export { shopStaffActions } from './shop';
// A member's own data (issue 32, C2 "export"): the file and summary of everything held about them.
export type {
  OwnData,
  OwnDataApplication,
  OwnDataCancellation,
  OwnDataConsent,
  OwnDataCoordinator,
  OwnDataDonation,
  OwnDataFundraiser,
  OwnDataMessage,
  OwnDataNote,
  OwnDataOrder,
  OwnDataOther,
  OwnDataPlace,
  OwnDataProfile,
  OwnDataSession,
  OwnDataStaffAction,
  OwnDataVolunteer,
} from './privacy-data';
export { OWN_DATA_CV_LINK_SECONDS, OWN_DATA_SCHEMA_VERSION, ownDataSections } from './privacy-data';
// Requests about personal data (issue 32).
export type {
  PrivacyRequestEvent,
  PrivacyRequestReceived,
  StaffPrivacyCounts,
  StaffPrivacyRequest,
  StaffPrivacyRequestList,
  StaffPrivacyRequestRow,
} from './privacy-requests';
// Personal data (issue 32, docs/privacy.md): its paths, and a member's consents.
export { privacyApiPaths } from './privacy-paths';
export type { ChannelConsent, OwnConsents, UnrecordedConsent } from './privacy';
// Broadcasts and their one-click unsubscribe (issue 32, docs/privacy.md "Broadcasts").
export { broadcastApiPaths } from './broadcast-paths';
export type {
  BroadcastDetail,
  BroadcastMessagePreview,
  BroadcastPreview,
  BroadcastProgress,
  BroadcastSummary,
  UnsubscribeState,
} from './broadcasts';
