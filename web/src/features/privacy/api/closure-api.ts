import { privacyApiPaths } from '@gsk/core/api';
import type { AccountClosed, CloseAccountValues } from '@gsk/core/privacy/closure';
import { apiJson } from '../../../lib/api-client';

/**
 * A closure erases across the site's records before it answers (docs/privacy.md, "Closing an
 * account"): more time than a form's call gets, and still within API Gateway's 30 seconds.
 */
const timeoutMs = 29_000;

/** Closes the signed-in member's account (their password, the ticked confirmation). */
export const closeAccount = (values: CloseAccountValues) =>
  apiJson<AccountClosed>(privacyApiPaths.closeAccount, {
    method: 'POST',
    json: values,
    credentials: 'same-origin',
    timeoutMs,
  });
