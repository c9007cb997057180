export { formatRinggit, type RinggitFormat } from '../i18n/money';
export { donationPhonePattern, donationSchema, type DonationInput } from './schema';
export { quickAmountFromQuery } from './quick-amount';
export {
  statusOf,
  transactionPendingParams,
  isCancelled,
  transactionStatusParams,
  type PaymentStatus,
} from './status';
