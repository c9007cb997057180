import { privacyApiPaths, type OwnConsents } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent';
import { apiJson } from '../../../lib/api-client';

/** The signed-in member's consents and their history. */
export const fetchConsents = () =>
  apiJson<OwnConsents>(privacyApiPaths.ownConsents, {
    method: 'GET',
    credentials: 'same-origin',
  });

/** Gives or withdraws one consent, in the words of the page's language; answers them all. */
export const changeConsent = (change: {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  given: boolean;
  language: Language;
}) =>
  apiJson<OwnConsents>(privacyApiPaths.ownConsents, {
    method: 'PUT',
    json: { ...change, source: 'profile' },
    credentials: 'same-origin',
  });
