export {
  defaultLanguage,
  htmlLang,
  isLanguage,
  languagePrefix,
  languages,
  type Language,
} from './language';
export { formatRinggit, formatSen, type RinggitFormat } from './money';
export {
  MALAYSIA_TIME_ZONE,
  fromMalaysiaInput,
  malaysianDate,
  malaysianDateTime,
  malaysianDayRange,
  malaysianLongDate,
  malaysianTimeRange,
  malaysianTimestamp,
  toMalaysiaInput,
} from './date-time';
export { validationBm } from './validation-bm';
export {
  isValidationKey,
  validationEng,
  validationPlaceholders,
  type ValidationKey,
} from './validation-eng';
export {
  fieldMessages,
  parseValidationMessage,
  validationMessage,
  type ParsedValidationMessage,
  type ValidationParams,
} from './validation-message';
export { installValidationLocale, validationLocale, yupMessagePlaceholders } from './yup-locale';
