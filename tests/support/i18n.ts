import type { Language } from '@gsk/core/i18n/language';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng } from '@gsk/core/i18n/validation-eng';
import { validationShopBm } from '@gsk/core/i18n/validation-shop-bm';
import { validationShopEng } from '@gsk/core/i18n/validation-shop-eng';
import i18next from 'i18next';
import type { Resource, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { followHtmlLang, i18nOptions } from '../../web/src/i18n';

const catalogues = import.meta.glob<ResourceKey>('../../web/src/i18n/resources/*/*.ts', {
  eager: true,
  import: 'default',
});

/** Every catalogue of the site, both languages, as the browser would load them one by one. */
const resources: Resource = {
  // The shop's messages (issue 31) are a namespace of their own, as the browser loads them.
  bm: { validation: validationBm, validationShop: validationShopBm },
  eng: { validation: validationEng, validationShop: validationShopEng },
};
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, language, namespace] = /\/(\w+)\/([\w-]+)\.ts$/.exec(file) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = catalogue;
}

/**
 * The browser's i18n instance for component tests: the site's options, with every catalogue there
 * from the start (so a test renders at once, as a hydrated page does).
 */
export const initI18n = (language: Language) => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nOptions(language),
    resources,
    ns: Object.keys(resources.bm ?? {}),
    initAsync: false,
  });
  return followHtmlLang(instance, language);
};
