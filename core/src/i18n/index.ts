export {
  defaultLanguage,
  htmlLang,
  isLanguage,
  languagePrefix,
  languages,
  type Language,
} from './language';
export { formatRinggit, type RinggitFormat } from './money';
export { isValidationKey, validationCatalogues, type ValidationKey } from './validation-catalogue';
export {
  fieldMessages,
  formatValidationMessage,
  parseValidationMessage,
  validationMessage,
  validationPlaceholders,
  type ParsedValidationMessage,
  type ValidationParams,
} from './validation-message';
export { installValidationLocale, validationLocale } from './yup-locale';
