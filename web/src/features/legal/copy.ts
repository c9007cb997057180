import type { Language } from '@gsk/core/i18n/language';

// Loaded with the page, not with the router: the loaders stay off every other page's first load.
const copies = () => import('@gsk/core/content/copy');

/**
 * The legal documents' texts as a page's copy (see router.tsx): the visitor's language's only,
 * loaded with the page, with their source files for the prerenderer to link.
 */
export const termsText = {
  load: (language: Language) => copies().then(({ termsCopy }) => termsCopy.load(language)),
  module: (language: Language) => `../core/src/content/terms-${language}.ts`,
};

/** The privacy statement's texts as a page's copy. */
export const privacyText = {
  load: (language: Language) => copies().then(({ privacyCopy }) => privacyCopy.load(language)),
  module: (language: Language) => `../core/src/content/privacy-${language}.ts`,
};
