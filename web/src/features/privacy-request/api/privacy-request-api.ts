import {
  privacyApiPaths,
  type honeypotField,
  type OtpChallenge,
  type PrivacyRequestReceived,
} from '@gsk/core/api';
import type { PrivacyRequestStart, PrivacyRequestVerifyInput } from '@gsk/core/privacy/requests';
import { apiJson, type ApiCall } from '../../../lib/api-client';

/** A call that gets no answer in this long fails as timed out (a text or email goes out first). */
const timeoutMs = 30_000;

const post = (json: unknown): ApiCall => ({ method: 'POST', json, timeoutMs });

/** Sends a request: the API checks it and sends a one-time code to its mobile or email. */
export const startPrivacyRequest = (request: PrivacyRequestStart & { [honeypotField]: string }) =>
  apiJson<OtpChallenge>(privacyApiPaths.privacyRequests, post(request));

/** The code: the request is recorded, and its reference and due day come back. */
export const verifyPrivacyRequest = (input: PrivacyRequestVerifyInput) =>
  apiJson<PrivacyRequestReceived>(privacyApiPaths.privacyRequestVerify, post(input));
