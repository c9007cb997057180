export { formatRinggit, type RinggitFormat } from '../i18n/money';
export {
  donationPhonePattern,
  donationSchema,
  quickAmountFromQuery,
  type DonationInput,
} from './schema';
export {
  statusOf,
  transactionPendingParams,
  isCancelled,
  transactionStatusParams,
  type PaymentStatus,
} from './status';
