import { validationPrivacyBm } from '@gsk/core/i18n/validation-privacy-bm';

/**
 * The privacy schemas' validation messages (issue 32): core's, which the server's answers name,
 * loaded as a catalogue of the privacy pages and the sign-up's form only.
 */
export default validationPrivacyBm;
