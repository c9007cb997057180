import { privacyCopy, termsCopy } from '@gsk/core/content/copy';
import type { Language } from '@gsk/core/i18n/language';

/**
 * The legal documents' texts as a page's copy (see router.tsx): the visitor's language's only,
 * loaded with the page, with their source files for the prerenderer to link.
 */
export const termsText = {
  load: (language: Language) => termsCopy.load(language),
  module: (language: Language) => `../core/src/content/terms-${language}.ts`,
};

/** The privacy statement's texts as a page's copy. */
export const privacyText = {
  load: (language: Language) => privacyCopy.load(language),
  module: (language: Language) => `../core/src/content/privacy-${language}.ts`,
};
