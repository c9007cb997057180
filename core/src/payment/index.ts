export { statusOf, type PaymentStatus } from '../donation/status';
export { formatAmount, toGatewayAmount } from './amount';
export {
  queryHash,
  requestHash,
  responseHash,
  responseHash2,
  sha256Hex,
  verifyResponse,
  type GatewayFields,
  type QueryHashInput,
  type RequestHashInput,
} from './hash';
export {
  PAYMENT_ID_MAX_LENGTH,
  createPaymentIdGenerator,
  isPaymentId,
  nextPaymentId,
  type PaymentIdSource,
} from './payment-id';
export {
  buildQueryRequest,
  buildSaleRequest,
  donationPaymentDescription,
  orderPaymentDescription,
  formBody,
  gatewayFieldLimits,
  gatewayLanguageCode,
  gatewayUrls,
  saleUrl,
  type QueryInput,
  type QueryRequest,
  type SaleInput,
  type SaleRequest,
} from './request';
export { parseForm, parseQueryResponse, queryExistence, type QueryExistence } from './response';
export {
  gatewayResultOf,
  isFinalStatus,
  isOpenStatus,
  resultAgreesWith,
  transitionOf,
  transitions,
  type GatewayResult,
  type PaymentTerms,
  type ResultTerms,
  type Transition,
} from './transition';
