import { validationPrivacyEng } from '@gsk/core/i18n/validation-privacy-eng';

/** The privacy schemas' validation messages (see the Malay catalogue). */
export default validationPrivacyEng;
